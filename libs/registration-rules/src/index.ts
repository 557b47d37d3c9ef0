export { ANY_PATTERN, matchesPattern, patternById, patternCatalogue } from './patterns';
export type { PatternDefinition } from './patterns';
export { MISMATCH_KEY, REQUIRED_KEY, formatRange, validateField, validateRegistration } from './rules';
export type { FieldMessage, FieldRule, FieldRules } from './rules';
export { buildRegistrationSchema } from './schema';
export type { RegistrationFormSchema } from './schema';
