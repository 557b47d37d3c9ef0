/**
 * Texts stored per language (`{en: …, th: …}`) read in the reader's language: that language, then English,
 * then the first one stored; undefined when none is stored.
 */
export function pickText<T>(
  texts: Readonly<Record<string, T>> | null | undefined,
  language: string,
): T | undefined {
  if (!texts) return undefined;
  if (texts[language] !== undefined) return texts[language];
  if (texts['en'] !== undefined) return texts['en'];
  const first = Object.keys(texts)[0];
  return first === undefined ? undefined : texts[first];
}
