import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminHelpArticle,
  AdminHelpCategory,
  AdminHelpCentreCategory,
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

/** The help centre as the operator edits it: every category, in order, with its articles in every language. */
export async function adminHelpCentre(ctx: AppContext): Promise<AdminHelpCentreCategory[]> {
  const [categories, articles] = await Promise.all([
    ctx.db
      .selectFrom('help_categories')
      .select(['id', 'code', 'title', 'texts', 'sort'])
      .where('merchant_code', '=', ctx.config.merchantCode)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('help_articles')
      .innerJoin('help_categories', 'help_categories.id', 'help_articles.category_id')
      .select([
        'help_articles.id',
        'help_articles.category_id',
        'help_articles.title',
        'help_articles.content',
        'help_articles.texts',
        'help_articles.sort',
        'help_categories.code',
      ])
      .where('help_categories.merchant_code', '=', ctx.config.merchantCode)
      .orderBy('help_articles.sort')
      .orderBy('help_articles.id')
      .execute(),
  ]);
  return categories.map((category) => ({
    id: category.id,
    code: category.code,
    texts: (Object.keys(category.texts).length ? category.texts : { en: category.title }) as Record<
      string,
      string
    >,
    sort: category.sort,
    articles: articles
      .filter((article) => article.category_id === category.id)
      .map((article) => ({
        id: article.id,
        category: article.code,
        texts: (Object.keys(article.texts).length
          ? article.texts
          : { en: { title: article.title, content: article.content } }) as Record<string, TitleContent>,
        sort: article.sort,
      })),
  }));
}

/** Deletes a help article (operator); `before` receives it as it was, for the audit trail. */
export async function deleteHelpArticle(
  ctx: AppContext,
  id: number,
  before: (article: AdminHelpArticle) => void,
): Promise<{ id: number }> {
  const article = (await adminHelpCentre(ctx))
    .flatMap((category) => category.articles)
    .find((candidate) => candidate.id === id);
  if (!article) throw noArticle();
  before(article);
  await ctx.db.deleteFrom('help_articles').where('id', '=', id).execute();
  return { id };
}
