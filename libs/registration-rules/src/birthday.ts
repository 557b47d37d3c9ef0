/** The registration field of the date of birth (`YYYY-MM-DD`). */
export const BIRTHDAY_FIELD = 'birthday';
/** Key when the date of birth is no real calendar day, lies in the future or is older than `OLDEST_AGE`. */
export const BIRTHDAY_INVALID_KEY = 'reg_birthday_invalid';
/** Key when the person is younger than the brand's minimum age (`params.age`). */
export const UNDERAGE_KEY = 'reg_underage';
/** The minimum age when a caller names none (the brand setting's default). */
export const DEFAULT_MINIMUM_AGE = 18;
/** A date of birth further back is a typing error, not a person. */
export const OLDEST_AGE = 120;

/** What the age is checked against: the day it is (UTC, `YYYY-MM-DD`) and the brand's minimum age. */
export interface AgeCheck {
  today: string;
  minimumAge: number;
}

/** The UTC calendar day of a moment, `YYYY-MM-DD`: the day the server and the forms count ages on. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Year, month and day of a `YYYY-MM-DD` text that names a real calendar day (2023-02-30 does not), else null. */
export function calendarDay(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/**
 * Whole years from `birthday` to `today` (both `YYYY-MM-DD`), or null when either is no real day. The
 * birthday counts from its month and day: someone born on 29 February comes of age on 1 March of a
 * common year.
 */
export function ageOn(birthday: string, today: string): number | null {
  const born = calendarDay(birthday);
  const now = calendarDay(today);
  if (!born || !now) return null;
  const beforeBirthday = now[1] < born[1] || (now[1] === born[1] && now[2] < born[2]);
  return now[0] - born[0] - (beforeBirthday ? 1 : 0);
}

/**
 * What is wrong with a date of birth (`YYYY-MM-DD`), as a message key, or null when it passes: it must be a
 * real day, not after `check.today`, at most `OLDEST_AGE` years back, and the person at least
 * `check.minimumAge` years old on `check.today`.
 */
export function birthdayProblem(value: string, check: AgeCheck): string | null {
  const age = ageOn(value, check.today);
  if (age === null || value > check.today || age > OLDEST_AGE) return BIRTHDAY_INVALID_KEY;
  return age < check.minimumAge ? UNDERAGE_KEY : null;
}
