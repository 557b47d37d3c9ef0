import type { Config } from './core/config';
import type { Db } from './core/db';
import type { Job, JobContext } from './core/jobs';
import { orderMigrations } from './core/migrate';
import { coreModule } from './core/module';
import type { PlatformModule } from './core/module';
import { contentModule } from './modules/content';
import { demoProviderModule } from './modules/demo-provider';
import { drawsModule } from './modules/draws';
import { gamesModule } from './modules/games';
import { identityModule } from './modules/identity';
import { memberModule } from './modules/member';
import { paymentsModule } from './modules/payments';
import { sessionModule } from './modules/session';
import { systemModule } from './modules/system';
import { verificationModule } from './modules/verification';
import { walletModule } from './modules/wallet';

/**
 * Every module of the platform, in the order their routes are registered. Adding a module is adding it
 * here; infrastructure, app.ts and main.ts take migrations, routes, jobs and clean-ups from this list.
 */
export const platformModules: PlatformModule[] = [
  coreModule,
  identityModule,
  sessionModule,
  memberModule,
  verificationModule,
  systemModule,
  contentModule,
  gamesModule,
  walletModule,
  paymentsModule,
  demoProviderModule,
  drawsModule,
];

/** Every module's migrations, in seq order. */
export const migrations = orderMigrations(platformModules.map((module) => module.migrations ?? []));

const PURGE_EVERY_MS = 10 * 60_000;

/** Deletes every module's expired rows; returns how many. */
export async function purgeExpired(db: Db, now: Date, config: Config): Promise<number> {
  const counts = await Promise.all(platformModules.map((module) => module.purge?.(db, now, config) ?? 0));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Every module's jobs, and the clean-up of expired rows every 10 minutes. */
export const platformJobs = (ctx: JobContext): Job[] => [
  ...platformModules.flatMap((module) => module.jobs?.(ctx) ?? []),
  {
    name: 'purge expired rows',
    everyMs: PURGE_EVERY_MS,
    run: (now) => purgeExpired(ctx.db, now, ctx.config),
  },
];
