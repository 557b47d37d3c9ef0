import { NOTICE_PAGE_SIZE } from '@playfront/api-contract';
import type { NoticeAudience, NoticePage, NoticeQuery } from '@playfront/api-contract';
import type { AppContext } from '../../core/context';

/**
 * One page of the brand's notices addressed to `audience`, newest first: the player notice list reads the
 * PLAYERS ones, the agent centre (agents module) the AGENTS ones; neither sees the other's.
 */
export async function noticePage(
  ctx: AppContext,
  audience: NoticeAudience,
  query: NoticeQuery,
): Promise<NoticePage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? NOTICE_PAGE_SIZE;
  const base = ctx.db
    .selectFrom('notices')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('audience', '=', audience);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'title', 'content', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      date: row.published_at.getTime(),
    })),
    total: Number(total.count),
    page,
    pageSize,
  };
}
