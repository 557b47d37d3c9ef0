import { BIRTHDAY_FIELD, DEFAULT_MINIMUM_AGE, OLDEST_AGE, birthdayProblem, utcDay } from './birthday';
import type { AgeCheck } from './birthday';
import { matchesPattern } from './patterns';

/** Server rule of one registration field (the same shape as the API contract's RegistrationRule). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: number;
}

export type FieldRules = Record<string, FieldRule>;

/** A translatable failure: `key` is an i18n key and `params` fills its placeholders. */
export interface FieldMessage {
  key: string;
  /** `age`: the minimum age, in the date of birth's messages. */
  params: { min: number; max: number; range: string; age?: number };
}

/** "(min) - (max)", or one number when both are equal (spec §5). */
export const formatRange = (min: number, max: number): string => (min === max ? `${min}` : `${min} - ${max}`);

/** Key used when a required field is empty. */
export const REQUIRED_KEY = 'reg_required';
/** Key used when a confirmation differs from its password (spec §5 'inconsistent twice'). */
export const MISMATCH_KEY = 'inconsistent_twice';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || `${value}`.trim() === '';

/**
 * Validates one value against its rule: null when valid, else the message to show. A disabled rule accepts
 * anything; an empty optional value is valid.
 */
export function validateField(rule: FieldRule | undefined, value: unknown): FieldMessage | null {
  if (!rule || !rule.enabled) return null;
  const params = {
    min: rule.minLength,
    max: rule.maxLength,
    range: formatRange(rule.minLength, rule.maxLength),
  };
  if (isEmpty(value)) return rule.required ? { key: REQUIRED_KEY, params } : null;
  const text = `${value}`;
  const length = [...text].length;
  const tooShort = length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  if (tooShort || tooLong || !matchesPattern(rule.acceptedPattern, text)) {
    return { key: `reg_pattern_${rule.patternId}`, params };
  }
  return null;
}

/**
 * Validates a date of birth (`YYYY-MM-DD`) under its rule: null when valid, else the message to show. A
 * disabled rule asks nothing and checks nothing; an empty value is refused only when the rule requires it.
 * The rule's lengths and pattern do not apply: the value is always a day, checked by `birthdayProblem`.
 */
export function validateBirthday(
  rule: FieldRule | undefined,
  value: unknown,
  check: AgeCheck,
): FieldMessage | null {
  if (!rule || !rule.enabled) return null;
  const params = { min: check.minimumAge, max: OLDEST_AGE, range: '', age: check.minimumAge };
  if (isEmpty(value)) return rule.required ? { key: REQUIRED_KEY, params } : null;
  const key = birthdayProblem(`${value}`.trim(), check);
  return key ? { key, params } : null;
}

/** The age check of a form or request: the caller's, else today (UTC) and the default minimum age. */
export const ageCheckOf = (check?: AgeCheck): AgeCheck =>
  check ?? { today: utcDay(new Date()), minimumAge: DEFAULT_MINIMUM_AGE };

/** One field of a registration form under its rule (the date of birth under the age check). */
export const validateRegistrationField = (
  field: string,
  rule: FieldRule | undefined,
  value: unknown,
  check?: AgeCheck,
): FieldMessage | null =>
  field === BIRTHDAY_FIELD ? validateBirthday(rule, value, ageCheckOf(check)) : validateField(rule, value);

/** Pairs of (confirmation field, field it must equal). */
const confirmations: ReadonlyArray<readonly [string, string]> = [['confirmPassword', 'password']];

/**
 * Validates a whole registration form: every field that has an enabled rule, plus password confirmation.
 * `fields` limits the check to the fields the form shows (e.g. mobile registration); `ageCheck` is the day
 * and minimum age the date of birth is checked against (today, UTC, and 18 when absent).
 */
export function validateRegistration(
  rules: FieldRules,
  values: Record<string, unknown>,
  fields: readonly string[] = Object.keys(rules),
  ageCheck?: AgeCheck,
): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  for (const field of fields) {
    const message = validateRegistrationField(field, rules[field], values[field], ageCheck);
    if (message) errors[field] = message;
  }
  for (const [confirm, original] of confirmations) {
    if (
      fields.includes(confirm) &&
      !errors[confirm] &&
      (values[confirm] ?? '') !== (values[original] ?? '')
    ) {
      const rule = rules[original];
      errors[confirm] = {
        key: MISMATCH_KEY,
        params: { min: rule?.minLength ?? 0, max: rule?.maxLength ?? 0, range: '' },
      };
    }
  }
  return errors;
}
