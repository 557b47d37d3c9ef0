/** One entry of the pattern catalogue: `source` is a RegExp source matched against the whole value. */
export interface PatternDefinition {
  id: number;
  source: string;
  description: string;
}

/** The accepted pattern that means "any characters". */
export const ANY_PATTERN = '*';

/**
 * The pattern catalogue (spec §5 pattern kinds). The message key of a failure is `reg_pattern_{id}`.
 * Sources are anchored and use only syntax shared by JavaScript and PostgreSQL-free server code.
 */
export const patternCatalogue: readonly PatternDefinition[] = [
  { id: 1, source: ANY_PATTERN, description: 'any characters' },
  { id: 2, source: '^[A-Za-z][A-Za-z0-9]*$', description: 'a letter first, then letters and digits' },
  { id: 3, source: '^[\\u4e00-\\u9fa50-9]+$', description: 'Chinese characters and digits' },
  { id: 4, source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'mailbox format' },
  { id: 5, source: '^[A-Za-z0-9]+$', description: 'letters or digits (alphanumeric)' },
  { id: 6, source: '^(?=.*[A-Za-z])(?=.*[0-9])\\S+$', description: 'letters and digits combined, no spaces' },
  { id: 7, source: '^[0-9]+$', description: 'digits only' },
  {
    id: 8,
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    description: 'alphanumeric with at least one uppercase letter',
  },
  { id: 9, source: '^[A-Za-z ]+$', description: 'English letters and spaces' },
  { id: 10, source: '^\\S+$', description: 'no spaces' },
  {
    id: 11,
    source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\u00b7]+$',
    description: 'Chinese characters and punctuation',
  },
  { id: 12, source: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'date yyyy-MM-dd' },
  { id: 13, source: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$', description: 'date MM-dd-yyyy' },
  { id: 14, source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$', description: 'Korean only' },
  { id: 15, source: '^[\\u0e00-\\u0e7f]+$', description: 'Thai only' },
  { id: 16, source: '^[\\u0e00-\\u0e7fA-Za-z ]+$', description: 'Thai or English letters with spaces' },
  { id: 17, source: '^[A-Z ]+$', description: 'uppercase letters and spaces' },
];

const byId = new Map(patternCatalogue.map((pattern) => [pattern.id, pattern]));

/** The catalogue entry of a pattern id, or undefined. */
export const patternById = (id: number): PatternDefinition | undefined => byId.get(id);

const compiled = new Map<string, RegExp>();

/** Whether `value` matches `source`; '*' and '' accept anything. A source that does not compile rejects. */
export function matchesPattern(source: string, value: string): boolean {
  if (source === ANY_PATTERN || source === '') return true;
  let regex = compiled.get(source);
  if (!regex) {
    try {
      regex = new RegExp(source, 'u');
    } catch {
      return false;
    }
    compiled.set(source, regex);
  }
  return regex.test(value);
}
