import { en } from '../../resources/en/index';
import type { Messages } from '../../resources/en/index';

/** Accented look-alikes of the Latin letters: a pseudo-translation stays readable and shows untranslated text. */
const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/** A text in the pseudo-language: accented, in brackets, interpolation placeholders kept as they are. */
export const pseudo = (text: string): string =>
  `[${text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => (part.startsWith('{{') ? part : part.replace(/[a-zA-Z]/g, (c) => accents[c] ?? c)))
    .join('')}]`;

/**
 * The messages of the test language 'xx' (a pseudo-locale): every English key, pseudo-translated. It
 * stands for a seventh language's folder of message files and is registered only in tests.
 */
export const xx: Messages = Object.fromEntries(
  Object.entries(en).map(([key, text]) => [key, pseudo(text)]),
) as Messages;
