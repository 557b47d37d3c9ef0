import { ErrorCode } from '@playfront/api-contract';
import type { CatalogueNames } from '@playfront/api-contract';
import { sql } from 'kysely';
import type { AppContext } from '../../core/context';
import { AppError, validationError } from '../../core/errors';
import { brandRuntime, getSettings } from '../system';

/**
 * The operator's edits of vendor and game names per language. English is the catalogue row's own name
 * column (`display_name` of a vendor, `name` of a game), which every other language falls back to and
 * which the wallet pages, reports and game artwork read; the other languages are the row's `names`. An
 * edit marks the row (`names_edited_at`), so the catalogue's seeded names never come back over it.
 */
export type CatalogueKind = 'vendor' | 'game';

const rows = {
  vendor: { table: 'vendors', english: 'display_name', what: 'vendor' },
  game: { table: 'games', english: 'name', what: 'game' },
} as const;

interface NamesRow {
  code: string;
  english: string;
  names: Record<string, string>;
}

const view = (row: NamesRow): CatalogueNames => {
  const { en: _stale, ...others } = row.names;
  return { code: row.code, names: { en: row.english, ...others } };
};

const unknown = (kind: CatalogueKind) => new AppError(404, ErrorCode.notFound, `Unknown ${rows[kind].what}`);

/** What every statement returns: the row's code, its English name and its other names. */
const returned = (kind: CatalogueKind) => sql`code, ${sql.ref(rows[kind].english)} AS english, names`;

/** A vendor's or game's names by language (en: its own name); 404 for a code the brand does not have. */
export async function catalogueNames(
  ctx: AppContext,
  kind: CatalogueKind,
  code: string,
): Promise<CatalogueNames> {
  const { table } = rows[kind];
  const result = await sql<NamesRow>`
    SELECT ${returned(kind)} FROM ${sql.table(table)}
    WHERE merchant_code = ${ctx.config.merchantCode} AND code = ${code}`.execute(ctx.db);
  return onlyRow(kind, result);
}

/**
 * Sets the name in one language the brand offers (English, the name every language falls back to, is
 * always allowed); the other languages stay. 400 for a language the brand does not offer.
 */
export async function setCatalogueName(
  ctx: AppContext,
  kind: CatalogueKind,
  code: string,
  language: string,
  name: string,
): Promise<CatalogueNames> {
  const offered = brandRuntime(await getSettings(ctx)).languages;
  if (language !== 'en' && !offered.includes(language)) {
    throw validationError([
      {
        field: 'language',
        key: 'language_not_offered',
        message: 'The brand does not offer this language',
        params: { language },
      },
    ]);
  }
  const { table, english } = rows[kind];
  const text = name.trim();
  const set =
    language === 'en'
      ? sql`${sql.ref(english)} = ${text}, names = names - 'en'`
      : sql`names = (names - 'en') || jsonb_build_object(${language}::text, ${text}::text)`;
  return onlyRow(
    kind,
    await sql<NamesRow>`
      UPDATE ${sql.table(table)} SET ${set}, names_edited_at = ${ctx.now()}
      WHERE merchant_code = ${ctx.config.merchantCode} AND code = ${code}
      RETURNING ${returned(kind)}`.execute(ctx.db),
  );
}

/**
 * Removes the name of one language: that language then reads the English name. English itself cannot be
 * removed (400): it is the name every language falls back to; it can be changed.
 */
export async function removeCatalogueName(
  ctx: AppContext,
  kind: CatalogueKind,
  code: string,
  language: string,
): Promise<CatalogueNames> {
  if (language === 'en') {
    throw validationError([
      {
        field: 'language',
        key: 'english_name_required',
        message:
          'The English name is what every other language falls back to: change it, it cannot be removed',
      },
    ]);
  }
  const { table } = rows[kind];
  return onlyRow(
    kind,
    await sql<NamesRow>`
      UPDATE ${sql.table(table)} SET names = names - ${language}::text, names_edited_at = ${ctx.now()}
      WHERE merchant_code = ${ctx.config.merchantCode} AND code = ${code}
      RETURNING ${returned(kind)}`.execute(ctx.db),
  );
}

/** The one row a statement read or changed, as the operator sees it; 404 when there was none. */
function onlyRow(kind: CatalogueKind, result: { rows: NamesRow[] }): CatalogueNames {
  const row = result.rows[0];
  if (!row) throw unknown(kind);
  return view(row);
}
