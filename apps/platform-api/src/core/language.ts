import type { FastifyRequest } from 'fastify';

/** The portal's languages (spec §1); server texts stored per language are read in one of them. */
export const contentLanguages = ['en', 'cn', 'ja', 'th', 'vi', 'ko'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The reader's language from the `Language` header the portal sends (en when absent or unknown). */
export function requestLanguage(request: FastifyRequest): ContentLanguage {
  const raw = request.headers['language'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase().slice(0, 8);
  return (contentLanguages as readonly string[]).includes(value ?? '') ? (value as ContentLanguage) : 'en';
}

/** Stored texts of one piece of content, keyed by language; any language may be missing. */
export type TextsByLanguage<T> = Partial<Record<string, T>>;

/**
 * The text of `texts` in `language`, else in the brand's default language (`fallback`), else the first one
 * stored; undefined only when nothing is stored. Every text stored per language is read through it.
 */
export function textIn<T>(
  texts: TextsByLanguage<T> | null | undefined,
  language: string,
  fallback: string = 'en',
): T | undefined {
  if (!texts) return undefined;
  return texts[language] ?? texts[fallback] ?? Object.values(texts).find((text) => text !== undefined);
}
