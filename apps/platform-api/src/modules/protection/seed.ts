import type { DemoSeedContext } from '../../core/module';
import { netDeposits, protectionSettings, recordDeclaration } from './service';

/**
 * Demo data: a demo account whose seeded deposits of the last 30 days already reach the brand's
 * affordability threshold (demo_member, for its VIP rank) has declared it can afford them, as the deposit
 * page would have asked it to, so its next deposit goes through and the back office shows the review it
 * opened. Declarations lapse after 30 days like any other.
 */
export async function seedDemoProtection(ctx: DemoSeedContext): Promise<void> {
  const { affordabilityThreshold } = await protectionSettings({ db: ctx.db, config: ctx.config });
  for (const userId of ctx.users.values()) {
    const net = await netDeposits(ctx.db, userId, ctx.now);
    if (net < BigInt(affordabilityThreshold)) continue;
    await recordDeclaration(ctx.db, ctx.merchant, userId, ctx.now, net, affordabilityThreshold, null);
  }
}
