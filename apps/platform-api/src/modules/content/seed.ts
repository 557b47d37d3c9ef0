import type { NoticeAudience } from '@playfront/api-contract';
import type { DemoSeedContext, SeedContext } from '../../core/module';
import { sanitizeStoredHtml } from '../../core/html';
import {
  agentNotices,
  countries,
  helpCentre,
  marqueeAlsoListed,
  marqueeNotice,
  notices,
  popupNotice,
} from './seed-data';
import { agentNoticeTranslations, helpTranslations, noticeTranslations } from './seed-translations';
import type { OtherLanguage } from './seed-translations';

const otherLanguages: OtherLanguage[] = ['cn', 'ja', 'ko', 'th', 'vi'];

/** Title and sanitised content in English and in every other language. */
const allTexts = (title: string, content: string, other: (language: OtherLanguage) => [string, string]) =>
  JSON.stringify({
    en: { title, content: sanitizeStoredHtml(content) },
    ...Object.fromEntries(
      otherLanguages.map((language) => {
        const [otherTitle, otherContent] = other(language);
        return [language, { title: otherTitle, content: sanitizeStoredHtml(otherContent) }];
      }),
    ),
  });

/** A notice's content from its title and one paragraph (how the player notices are written). */
const paragraph = (title: string, text: string) => `<h3>${title}</h3><p>${text}</p>`;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

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
    // One player notice also runs in the home marquee (type B); the others are listed only (PL).
    type: audience === 'PLAYERS' && seeded.title === marqueeAlsoListed ? ('B' as const) : ('PL' as const),
    texts:
      audience === 'PLAYERS'
        ? allTexts(seeded.title, seeded.content, (language) => {
            const [title, text] = noticeTranslations[seeded.title]![language];
            return [title, paragraph(title, text)];
          })
        : allTexts(
            seeded.title,
            seeded.content,
            (language) => agentNoticeTranslations[seeded.title]![language],
          ),
  });
  await db
    .insertInto('notices')
    .values([...notices.map(notice('PLAYERS')), ...agentNotices.map(notice('AGENTS'))])
    .execute();
  // The popup announcement: listed with the notices too, an hour after the welcome notice.
  // Its title heads the popup: the content is the paragraph alone.
  const popup = `<p>${popupNotice.text}</p>`;
  await db
    .insertInto('notices')
    .values({
      merchant_code: merchant,
      title: popupNotice.title,
      content: sanitizeStoredHtml(popup),
      published_at: new Date(now.getTime() - popupNotice.daysAgo * DAY_MS - HOUR_MS),
      audience: 'PLAYERS',
      type: 'PU',
      texts: allTexts(popupNotice.title, popup, (language) => {
        const [title, text] = noticeTranslations[popupNotice.title]![language];
        return [title, `<p>${text}</p>`];
      }),
    })
    .execute();
  // The home marquee's own announcement (type H): never listed, shown in the marquee only.
  const marquee = `<p>${marqueeNotice.text}</p>`;
  await db
    .insertInto('notices')
    .values({
      merchant_code: merchant,
      title: marqueeNotice.title,
      content: sanitizeStoredHtml(marquee),
      published_at: new Date(now.getTime() - marqueeNotice.hoursAgo * HOUR_MS),
      audience: 'PLAYERS',
      type: 'H',
      texts: allTexts(marqueeNotice.title, marquee, (language) => {
        const [title, text] = noticeTranslations[marqueeNotice.title]![language];
        return [title, `<p>${text}</p>`];
      }),
    })
    .execute();

  for (const [sort, category] of helpCentre.entries()) {
    const { id } = await db
      .insertInto('help_categories')
      .values({
        merchant_code: merchant,
        code: category.code,
        title: category.title,
        sort,
        texts: JSON.stringify({
          en: category.title,
          ...Object.fromEntries(
            otherLanguages.map((language) => [language, helpTranslations[category.code]![language].title]),
          ),
        }),
      })
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
          texts: allTexts(
            title,
            content,
            (language) => helpTranslations[category.code]![language].articles[index]!,
          ),
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
