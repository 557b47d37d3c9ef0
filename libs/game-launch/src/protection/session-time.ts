import { languageTags } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { MINUTE_MS } from './play-session-api';

/** The BCP 47 tag of an i18next language for `Intl` (cn -> zh-CN). */
export const localeOf = (language: string) => languageTags[language as Language] ?? language;

const parts = (ms: number) => {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

/** The compact clock of a duration: hours and minutes, "0:42", "1:05", "26:10". */
export function clockText(ms: number): string {
  const { hours, minutes } = parts(ms);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

/** A duration for `<time datetime>` (ISO 8601): "PT42M", "PT1H5M". */
export function isoDuration(ms: number): string {
  const { hours, minutes } = parts(ms);
  return `PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`;
}

/** Intl formatters take 1-3 ms each to make on a phone and the clock renders each minute: one per kind. */
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * A duration in words in the player's language, from `Intl` (so no plural forms to translate): "42 minutes",
 * "1 hour", "1 hour, 5 minutes", "1時間5分".
 */
export function durationText(ms: number, language: string): string {
  const locale = localeOf(language);
  const { hours, minutes } = parts(ms);
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatter(
      `unit ${name} ${locale}`,
      () => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }),
    ).format(value);
  if (!hours) return unit(minutes, 'minute');
  if (!minutes) return unit(hours, 'hour');
  const list = formatter(
    `list ${locale}`,
    () => new Intl.ListFormat(locale, { style: 'long', type: 'unit' }),
  );
  return list.format([unit(hours, 'hour'), unit(minutes, 'minute')]);
}

/** The device's local time of day in the player's language: "8:13 PM", "20:13". */
export function localTimeText(epochMs: number, language: string): string {
  const locale = localeOf(language);
  return formatter(
    `time ${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
  ).format(epochMs);
}

/** The local time of day for `<time datetime>`: "20:13". */
export function localDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
