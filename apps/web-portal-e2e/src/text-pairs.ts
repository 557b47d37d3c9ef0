/**
 * No English server text where a translation exists: what a page in another language may not show.
 *
 * Two sources tell the English text of a piece of server content from its text in the page's language:
 * - the calls the page makes (notices, banners, help, promotions, goods, payment channels, VIP ranks and labels,
 *   vendor and game names, the licence, missions, messages …): each one is asked again with `Language: en` and
 *   with the page's language, and the texts of the same item are paired;
 * - the texts the brand stores per language (the operator's reads of notices, banners, licence, promotions,
 *   VIP ranks and labels, goods, missions, messages and payment channels), which do not go through the
 *   reader's `Language` header at all: a reader call that ignores the header still has its translation here.
 *
 * An English text is forbidden on a page in language X when its item has an X text that differs from it. Texts
 * that read the same in both (brand and slot names, codes) are allowed, and so is any text of language X: an
 * English text found inside an allowed one (a category word inside a vendor's invariant name) is not reported.
 * What the stored texts forbid, only the stored texts allow: a reader reply that answers English for both
 * languages does not make its English right.
 */

/** Keys of a reader reply that hold a text in the reader's language. */
const textKeys = new Set([
  'title',
  'text',
  'content',
  'summary',
  'name',
  'displayName',
  'description',
  'category',
  'labelName',
  'licence',
  'tutorial',
  'gameName',
]);

/** Keys that name an item of a list, so that the same item is paired across two replies. */
const itemKeys = ['id', 'code', 'gameCode', 'level', 'label'];

const languages = ['en', 'cn', 'ja', 'ko', 'th', 'vi'];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** White space folded, as the page's text is compared. */
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The pieces of text a stored text shows: the text itself, or the text runs of an HTML text. */
function pieces(text: string): string[] {
  const runs = /<[a-z/!][^>]*>/i.test(text) ? text.split(/<[^>]*>/) : [text];
  return runs
    .map((run) =>
      fold(
        run.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) =>
          name.startsWith('#')
            ? String.fromCodePoint(
                name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
              )
            : (entities[name.toLowerCase()] ?? whole),
        ),
      ),
    )
    .filter((run) => run !== '');
}

/** English enough to be told apart: two Latin letters in a row. */
const latin = /\p{Script=Latin}{2}/u;

/** A Latin letter or a digit: what may not touch an English text found in the page's text. */
const wordChar = /[\p{Script=Latin}\p{N}]/u;

/** Whether text[at, at + length) stands as whole words (no Latin letter or digit glued on either side). */
function wholeWords(text: string, at: number, length: number): boolean {
  const before = text[at - 1];
  const after = text[at + length];
  return (
    !(before && wordChar.test(before) && wordChar.test(text[at]!)) &&
    !(after && wordChar.test(after) && wordChar.test(text[at + length - 1]!))
  );
}

/** Whether an occurrence of `allowed` in the text spans text[at, at + length). */
function covers(text: string, allowed: string, at: number, length: number): boolean {
  const first = Math.max(0, at + length - allowed.length);
  for (
    let from = text.indexOf(allowed, first);
    from !== -1 && from <= at;
    from = text.indexOf(allowed, from + 1)
  ) {
    if (from + allowed.length >= at + length) return true;
  }
  return false;
}

/** The item key two lists share, to pair their items; index order when they share none. */
function pairItems(english: Json[], other: Json[]): Array<[Json, Json | undefined]> {
  const key = itemKeys.find(
    (name) =>
      english.length > 0 &&
      english.every(
        (item) => isObject(item) && (typeof item[name] === 'string' || typeof item[name] === 'number'),
      ),
  );
  if (!key) return english.map((item, index) => [item, other[index]]);
  const byKey = new Map(other.filter(isObject).map((item) => [String(item[key]), item]));
  return english.map((item) => [item, byKey.get(String((item as { [k: string]: Json })[key]))]);
}

/** Whether a reply holds a string under a text key (a list of games, notices …; not a balance or a status). */
export function holdsText(value: Json, key = ''): boolean {
  if (typeof value === 'string') return textKeys.has(key);
  if (Array.isArray(value)) return value.some((item) => holdsText(item, key));
  if (!isObject(value)) return false;
  return Object.entries(value).some(([name, item]) => holdsText(item, name));
}

/** The server's English texts paired with their texts in one other language, and the search of a page's text. */
export class TextPairs {
  /**
   * English text (lower case) -> the English text, what its item reads in the language, and whether the brand's
   * stored texts say so (then a reader reply that reads it the same does not allow it).
   */
  private readonly forbidden = new Map<string, { english: string; translated: string; stored: boolean }>();
  /** Texts a page may show (lower case): the language's own, and those that read the same in English. */
  private readonly allowed = new Set<string>();
  /** The same, by the brand's stored texts alone. */
  private readonly allowedStored = new Set<string>();

  constructor(readonly language: string) {}

  /** How many English texts a page may not show, and how many texts it may. */
  get size() {
    return { forbidden: this.forbidden.size, allowed: this.allowed.size };
  }

  /** Pairs the texts of two replies of the same thing (reader replies: the strings under text keys). */
  pair(english: Json, translated: Json | undefined, stored = false, key = ''): void {
    if (typeof english === 'string') {
      if (typeof translated === 'string' && (stored || textKeys.has(key)))
        this.note(english, translated, stored);
      return;
    }
    if (Array.isArray(english)) {
      const other = Array.isArray(translated) ? translated : [];
      for (const [item, match] of pairItems(english, other)) this.pair(item, match, stored, key);
      return;
    }
    if (!isObject(english)) return;
    const other = isObject(translated) ? translated : {};
    for (const [name, value] of Object.entries(english)) this.pair(value, other[name], stored, name);
  }

  /** Every per-language record ({en, cn, …}) of the brand's stored texts, its English against the language's. */
  pairStored(value: Json): void {
    if (Array.isArray(value)) {
      for (const item of value) this.pairStored(item);
      return;
    }
    if (!isObject(value)) return;
    const keys = Object.keys(value);
    if (keys.includes('en') && keys.every((key) => languages.includes(key))) {
      if (value[this.language] !== undefined) this.pair(value['en'] ?? null, value[this.language], true);
      return;
    }
    for (const item of Object.values(value)) this.pairStored(item);
  }

  private note(english: string, translated: string, stored: boolean): void {
    const allow = (piece: string) => {
      this.allowed.add(piece.toLowerCase());
      if (stored) this.allowedStored.add(piece.toLowerCase());
    };
    const theirs = pieces(translated);
    theirs.forEach(allow);
    if (fold(english) === fold(translated)) {
      pieces(english).forEach(allow);
      return;
    }
    const kept = new Set(theirs);
    const shown = fold(theirs.join(' ')).slice(0, 80);
    for (const piece of pieces(english)) {
      const lower = piece.toLowerCase();
      if (kept.has(piece) || !latin.test(piece)) continue;
      const known = this.forbidden.get(lower);
      if (known) known.stored ||= stored;
      else this.forbidden.set(lower, { english: piece, translated: shown, stored });
    }
  }

  /**
   * The forbidden English texts in a page's text, with where each stands; `skip` holds the ones already told
   * (a layout part shows the same text on every page), and gets the new ones.
   */
  find(pageText: string, where: string, skip = new Set<string>()): string[] {
    const text = fold(pageText).toLowerCase();
    const allowed = [...this.allowed];
    const found: string[] = [];
    for (const [lower, { english, translated, stored }] of this.forbidden) {
      if (skip.has(lower) || !text.includes(lower)) continue;
      if ((stored ? this.allowedStored : this.allowed).has(lower)) continue;
      const covering = allowed.filter((other) => other.length > lower.length && other.includes(lower));
      for (let at = text.indexOf(lower); at !== -1; at = text.indexOf(lower, at + 1)) {
        if (!wholeWords(text, at, lower.length)) continue;
        if (covering.some((other) => covers(text, other, at, lower.length))) continue;
        found.push(
          `${this.language} ${where}: English server text "${english}" (${this.language}: "${translated}") in ` +
            `"…${text.slice(Math.max(0, at - 30), at + lower.length + 30)}…"`,
        );
        skip.add(lower);
        break;
      }
    }
    return found;
  }
}
