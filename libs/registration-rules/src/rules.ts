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
  params: { min: number; max: number; range: string };
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

/** Pairs of (confirmation field, field it must equal). */
const confirmations: ReadonlyArray<readonly [string, string]> = [['confirmPassword', 'password']];

/**
 * Validates a whole registration form: every field that has an enabled rule, plus password confirmation.
 * `fields` limits the check to the fields the form shows (e.g. mobile registration).
 */
export function validateRegistration(
  rules: FieldRules,
  values: Record<string, unknown>,
  fields: readonly string[] = Object.keys(rules),
): Record<string, FieldMessage> {
  const errors: Record<string, FieldMessage> = {};
  for (const field of fields) {
    const message = validateField(rules[field], values[field]);
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
