import type { NoticeAudience } from '@playfront/api-contract';
import type { DemoSeedContext, SeedContext } from '../../core/module';
import { sanitizeStoredHtml } from '../../core/html';
import { agentNotices, countries, helpCentre, notices } from './seed-data';

const DAY_MS = 86_400_000;

/** The countries a new brand offers for mobile numbers (the operator edits them later). */
export async function seedCountries({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('countries')
    .values(
      countries.map(([code, dialing, name], sort) => ({
        country_code: code,
        country_dialing_code: dialing,
        name,
        sort,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Demo notices (to players and to agents) and help centre, and the demo agent's affiliate code. */
export async function seedDemoContent(ctx: DemoSeedContext): Promise<void> {
  const { db, merchant, now } = ctx;
  const notice = (audience: NoticeAudience) => (seeded: (typeof notices)[number]) => ({
    merchant_code: merchant,
    title: seeded.title,
    content: sanitizeStoredHtml(seeded.content),
    published_at: new Date(now.getTime() - seeded.daysAgo * DAY_MS),
    audience,
  });
  await db
    .insertInto('notices')
    .values([...notices.map(notice('PLAYERS')), ...agentNotices.map(notice('AGENTS'))])
    .execute();

  for (const [sort, category] of helpCentre.entries()) {
    const { id } = await db
      .insertInto('help_categories')
      .values({ merchant_code: merchant, code: category.code, title: category.title, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_articles')
      .values(
        category.articles.map(([title, content], index) => ({
          category_id: id,
          title,
          content: sanitizeStoredHtml(content),
          sort: index,
        })),
      )
      .execute();
  }

  const agent = ctx.users.get('demo_agent');
  if (agent !== undefined) {
    await db
      .insertInto('affiliates')
      .values({ merchant_code: merchant, code: 'AGENT01', agent_id: agent, domain: null, enabled: true })
      .execute();
    ctx.noteLogin('demo_agent', 'affiliate code AGENT01');
  }
}
