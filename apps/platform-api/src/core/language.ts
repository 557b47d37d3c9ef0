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
