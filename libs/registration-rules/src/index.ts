export { ANY_PATTERN, matchesPattern, patternById, patternCatalogue } from './patterns';
export type { PatternDefinition } from './patterns';
export {
  BIRTHDAY_FIELD,
  BIRTHDAY_INVALID_KEY,
  DEFAULT_MINIMUM_AGE,
  OLDEST_AGE,
  UNDERAGE_KEY,
  ageOn,
  birthdayProblem,
  calendarDay,
  utcDay,
} from './birthday';
export type { AgeCheck } from './birthday';
export {
  MISMATCH_KEY,
  REQUIRED_KEY,
  ageCheckOf,
  formatRange,
  validateBirthday,
  validateField,
  validateRegistration,
  validateRegistrationField,
} from './rules';
export type { FieldMessage, FieldRule, FieldRules } from './rules';
export { buildRegistrationSchema } from './schema';
export type { RegistrationFormSchema } from './schema';
