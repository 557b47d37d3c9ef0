import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminHelpArticle,
  AdminHelpCategory,
  HelpArticleInput,
  HelpArticleUpdate,
  HelpCategoryUpdate,
  TitleContent,
} from '@playfront/api-contract';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { sanitizeStoredHtml } from '../../core/html';
import { brandDefaultLanguage, defaultLanguageMissing, getSettings } from '../system';
import type { StoredTexts } from './tables';

const sanitized = (texts: StoredTexts<TitleContent>) =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      { title: text!.title, content: sanitizeStoredHtml(text!.content) },
    ]),
  ) as Record<string, TitleContent>;

const noArticle = () => new AppError(404, ErrorCode.notFound, 'No such help article');

/** The brand's help category with code `code`, or a 404. */
async function categoryByCode(ctx: AppContext, code: string) {
  const category = await ctx.db
    .selectFrom('help_categories')
    .select(['id', 'code'])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!category) throw new AppError(404, ErrorCode.notFound, 'No such help category');
  return category;
}

/** Adds an article to a help category (operator): it needs its text in the brand's default language. */
export async function createHelpArticle(ctx: AppContext, input: HelpArticleInput): Promise<AdminHelpArticle> {
  const [settings, category] = await Promise.all([getSettings(ctx), categoryByCode(ctx, input.category)]);
  const texts = sanitized(input.texts);
  const main = texts[brandDefaultLanguage(settings)];
  if (!main) throw defaultLanguageMissing(settings);
  const last = await ctx.db
    .selectFrom('help_articles')
    .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
    .where('category_id', '=', category.id)
    .executeTakeFirst();
  const row = await ctx.db
    .insertInto('help_articles')
    .values({
      category_id: category.id,
      title: main.title,
      content: main.content,
      texts: JSON.stringify(texts),
      sort: input.sort ?? (last?.sort ?? -1) + 1,
    })
    .returning(['id', 'sort'])
    .executeTakeFirstOrThrow();
  return { id: row.id, category: category.code, texts, sort: row.sort };
}

/** Edits a help article (operator): the languages given replace theirs, the others stay. */
export async function updateHelpArticle(
  ctx: AppContext,
  id: number,
  input: HelpArticleUpdate,
): Promise<AdminHelpArticle> {
  const [settings, current] = await Promise.all([
    getSettings(ctx),
    ctx.db
      .selectFrom('help_articles')
      .innerJoin('help_categories', 'help_categories.id', 'help_articles.category_id')
      .select([
        'help_articles.title',
        'help_articles.content',
        'help_articles.texts',
        'help_articles.sort',
        'help_categories.code',
      ])
      .where('help_categories.merchant_code', '=', ctx.config.merchantCode)
      .where('help_articles.id', '=', id)
      .executeTakeFirst(),
  ]);
  if (!current) throw noArticle();
  const stored = Object.keys(current.texts).length
    ? current.texts
    : { en: { title: current.title, content: current.content } };
  const texts = { ...stored, ...sanitized(input.texts) } as Record<string, TitleContent>;
  const main = texts[brandDefaultLanguage(settings)];
  if (!main) throw defaultLanguageMissing(settings);
  const sort = input.sort ?? current.sort;
  await ctx.db
    .updateTable('help_articles')
    .set({ title: main.title, content: main.content, texts: JSON.stringify(texts), sort })
    .where('id', '=', id)
    .execute();
  return { id, category: current.code, texts, sort };
}

/** Renames a help category in the languages given (operator); the others stay. */
export async function updateHelpCategory(
  ctx: AppContext,
  code: string,
  input: HelpCategoryUpdate,
): Promise<AdminHelpCategory> {
  const [settings, current] = await Promise.all([
    getSettings(ctx),
    ctx.db
      .selectFrom('help_categories')
      .select(['id', 'code', 'title', 'texts'])
      .where('merchant_code', '=', ctx.config.merchantCode)
      .where('code', '=', code)
      .executeTakeFirst(),
  ]);
  if (!current) throw new AppError(404, ErrorCode.notFound, 'No such help category');
  const stored = Object.keys(current.texts).length ? current.texts : { en: current.title };
  const texts = { ...stored, ...input.texts } as Record<string, string>;
  const main = texts[brandDefaultLanguage(settings)];
  if (!main) throw defaultLanguageMissing(settings);
  await ctx.db
    .updateTable('help_categories')
    .set({ title: main, texts: JSON.stringify(texts) })
    .where('id', '=', current.id)
    .execute();
  return { id: current.id, code: current.code, texts };
}
