import { Type } from 'typebox';
import type { Static } from 'typebox';

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
