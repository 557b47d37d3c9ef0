import { object, string } from 'yup';
import type { ObjectSchema, StringSchema } from 'yup';
import type { AgeCheck } from './birthday';
import { MISMATCH_KEY, validateRegistrationField } from './rules';
import type { FieldMessage, FieldRules } from './rules';

/** The yup error message carries the FieldMessage, so forms translate `key` with `params`. */
export type RegistrationFormSchema = ObjectSchema<Record<string, string | undefined>>;

/**
 * Builds a yup object schema from server rules. Each field runs `validateField`, the same function the
 * server enforces, so client and server cannot disagree. Messages are FieldMessage objects. `ageCheck`: the
 * day and minimum age of the date of birth (today, UTC, and 18 when absent).
 */
export function buildRegistrationSchema(
  rules: FieldRules,
  fields: readonly string[] = Object.keys(rules),
  ageCheck?: AgeCheck,
): RegistrationFormSchema {
  const shape: Record<string, StringSchema<string | undefined>> = {};
  for (const field of fields) {
    const rule = rules[field];
    if (!rule?.enabled && field !== 'confirmPassword') continue;
    shape[field] = string().test('server-rule', (value, context) => {
      const message: FieldMessage | null = validateRegistrationField(field, rule, value, ageCheck);
      if (message) return context.createError({ message: message as unknown as string });
      if (field === 'confirmPassword' && (value ?? '') !== (context.parent?.password ?? '')) {
        const mismatch: FieldMessage = {
          key: MISMATCH_KEY,
          params: { min: rule?.minLength ?? 0, max: rule?.maxLength ?? 0, range: '' },
        };
        return context.createError({ message: mismatch as unknown as string });
      }
      return true;
    });
  }
  return object(shape) as unknown as RegistrationFormSchema;
}
