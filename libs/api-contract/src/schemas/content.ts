import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  date: Type.Integer({ description: 'Unix ms' }),
});
export type Notice = Static<typeof Notice>;

export const NoticeQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type NoticeQuery = Static<typeof NoticeQuery>;

export const NoticePage = Type.Object({
  list: Type.Array(Notice),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type NoticePage = Static<typeof NoticePage>;

/**
 * Whom a notice addresses: `PLAYERS` (the player notice list, the default) or `AGENTS` (the agent centre's
 * announcement page only).
 */
export const NoticeAudience = Type.Union([Type.Literal('PLAYERS'), Type.Literal('AGENTS')]);
export type NoticeAudience = Static<typeof NoticeAudience>;

/** One home-page banner (announcement content 'banners'): its text and the portal page it opens. */
export const Banner = Type.Object({
  id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  link: Type.String({ description: 'a portal path, e.g. /lottery' }),
  tone: Type.Union([Type.Literal('gold'), Type.Literal('teal'), Type.Literal('violet')]),
});
export type Banner = Static<typeof Banner>;

/** `value` of GET /wps/announcement/banners. */
export const BannerList = Type.Object({ list: Type.Array(Banner) });
export type BannerList = Static<typeof BannerList>;

// ---- Content in every language: announcement types, per-language texts, operator editing (docs/content.md) ----

/**
 * Where an announcement shows (spec §1 announcement types): `PL` the player notice list, `PU` a popup on
 * arrival (listed too), `PR` a promotion announcement (listed too), `H` the home marquee only, `B` both the
 * notice list and the home marquee.
 */
export const AnnouncementType = Type.Union([
  Type.Literal('B'),
  Type.Literal('PL'),
  Type.Literal('PU'),
  Type.Literal('PR'),
  Type.Literal('H'),
]);
export type AnnouncementType = Static<typeof AnnouncementType>;

/** On which devices an announcement runs: `B` both (the default), `W` web only, `M` mobile only. */
export const ExecutionType = Type.Union([Type.Literal('B'), Type.Literal('W'), Type.Literal('M')]);
export type ExecutionType = Static<typeof ExecutionType>;

/** One announcement in the reader's language (GET /wps/announcement/list). */
export const Announcement = Type.Object({
  id: Type.Integer(),
  type: AnnouncementType,
  execution: ExecutionType,
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  date: Type.Integer({ description: 'Unix ms' }),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementQuery = Type.Object({
  types: Type.Optional(
    Type.String({
      pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H)){0,4}$',
      description: 'comma-separated announcement types, e.g. PU or H,B; every type when absent',
    }),
  ),
  platform: Type.Optional(
    Type.Union([Type.Literal('W'), Type.Literal('M')], { description: 'W (default) or M' }),
  ),
});
export type AnnouncementQuery = Static<typeof AnnouncementQuery>;

export const AnnouncementList = Type.Object({ list: Type.Array(Announcement) });
export type AnnouncementList = Static<typeof AnnouncementList>;

/** `value` of GET /wps/announcement/licence: the brand's footer licence line in the reader's language. */
export const LicenceText = Type.Object({ text: Type.String() });
export type LicenceText = Static<typeof LicenceText>;

/** Texts of one piece of content keyed by language (en, cn, ja, th, vi, ko); any of them may be absent. */
const PerLanguage = <T extends TSchema>(text: T) =>
  Type.Object(
    {
      en: Type.Optional(text),
      cn: Type.Optional(text),
      ja: Type.Optional(text),
      th: Type.Optional(text),
      vi: Type.Optional(text),
      ko: Type.Optional(text),
    },
    { additionalProperties: false, minProperties: 1 },
  );

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Html = Type.String({ minLength: 1, maxLength: 20_000, description: 'HTML, sanitised when stored' });

export const TitleContent = Type.Object({ title: Title, content: Html }, { additionalProperties: false });
export type TitleContent = Static<typeof TitleContent>;
export const NoticeTexts = PerLanguage(TitleContent);
export type NoticeTexts = Static<typeof NoticeTexts>;

/** Create a notice (operator): texts in the brand's default language at least. */
export const NoticeInput = Type.Object(
  {
    texts: NoticeTexts,
    audience: Type.Optional(NoticeAudience),
    type: Type.Optional(AnnouncementType),
    execution: Type.Optional(ExecutionType),
    publishedAt: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: 'Unix ms' }),
    ),
  },
  { additionalProperties: false },
);
export type NoticeInput = Static<typeof NoticeInput>;

/** Edit a notice (operator): the languages given replace theirs, the others stay. */
export const NoticeUpdate = Type.Object(
  {
    texts: Type.Optional(NoticeTexts),
    type: Type.Optional(AnnouncementType),
    execution: Type.Optional(ExecutionType),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type NoticeUpdate = Static<typeof NoticeUpdate>;

/** A notice as the operator sees it: every language stored. */
export const AdminNotice = Type.Object({
  id: Type.Integer(),
  audience: NoticeAudience,
  type: AnnouncementType,
  execution: ExecutionType,
  texts: Type.Record(Type.String(), TitleContent),
  date: Type.Integer({ description: 'Unix ms' }),
});
export type AdminNotice = Static<typeof AdminNotice>;
export const AdminNoticeList = Type.Object({ list: Type.Array(AdminNotice) });
export type AdminNoticeList = Static<typeof AdminNoticeList>;

export const HelpArticleTexts = NoticeTexts;
/** Create a help article (operator) in a category, by the category's code. */
export const HelpArticleInput = Type.Object(
  {
    category: Type.String({ minLength: 1, maxLength: 64 }),
    texts: NoticeTexts,
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type HelpArticleInput = Static<typeof HelpArticleInput>;
export const HelpArticleUpdate = Type.Object(
  { texts: NoticeTexts, sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) },
  { additionalProperties: false },
);
export type HelpArticleUpdate = Static<typeof HelpArticleUpdate>;
export const AdminHelpArticle = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  texts: Type.Record(Type.String(), TitleContent),
  sort: Type.Integer(),
});
export type AdminHelpArticle = Static<typeof AdminHelpArticle>;

/** The help centre as the operator edits it: every category with its articles, every language stored. */
export const AdminHelpCentreCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  texts: Type.Record(Type.String(), Type.String()),
  sort: Type.Integer(),
  articles: Type.Array(AdminHelpArticle),
});
export type AdminHelpCentreCategory = Static<typeof AdminHelpCentreCategory>;
export const AdminHelpCentre = Type.Object({ list: Type.Array(AdminHelpCentreCategory) });
export type AdminHelpCentre = Static<typeof AdminHelpCentre>;

/** A notice or help article deleted (operator): its id. */
export const ContentDeleted = Type.Object({ id: Type.Integer() });
export type ContentDeleted = Static<typeof ContentDeleted>;

export const CategoryTexts = PerLanguage(Title);
export const HelpCategoryUpdate = Type.Object({ texts: CategoryTexts }, { additionalProperties: false });
export type HelpCategoryUpdate = Static<typeof HelpCategoryUpdate>;
export const AdminHelpCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  texts: Type.Record(Type.String(), Type.String()),
});
export type AdminHelpCategory = Static<typeof AdminHelpCategory>;

export const BannerText = Type.Object(
  { title: Title, text: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type BannerText = Static<typeof BannerText>;
export const BannerTone = Type.Union([Type.Literal('gold'), Type.Literal('teal'), Type.Literal('violet')]);
/** Create or edit a banner (operator): the languages given replace theirs; link and tone required for a new one. */
export const BannerInput = Type.Object(
  {
    texts: Type.Optional(PerLanguage(BannerText)),
    link: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9/?=&._-]*$' })),
    tone: Type.Optional(BannerTone),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BannerInput = Static<typeof BannerInput>;
export const AdminBanner = Type.Object({
  id: Type.String(),
  link: Type.String(),
  tone: BannerTone,
  texts: Type.Record(Type.String(), BannerText),
});
export type AdminBanner = Static<typeof AdminBanner>;
export const AdminBannerList = Type.Object({ list: Type.Array(AdminBanner) });
export type AdminBannerList = Static<typeof AdminBannerList>;

export const LicenceTexts = PerLanguage(Type.String({ minLength: 1, maxLength: 500 }));
export const LicenceInput = Type.Object({ texts: LicenceTexts }, { additionalProperties: false });
export type LicenceInput = Static<typeof LicenceInput>;
export const AdminLicence = Type.Object({ texts: Type.Record(Type.String(), Type.String()) });
export type AdminLicence = Static<typeof AdminLicence>;
