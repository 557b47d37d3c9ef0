import { ErrorCode } from '@playfront/api-contract';
import { validateField } from '@playfront/registration-rules';
import type { FieldRules } from '@playfront/registration-rules';
import encodedCommonPasswords from 'fxa-common-password-list/src/encoded-passwords.js';
import type { AppContext } from '../../core/context';
import { safeEqual } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { getSettings } from '../system';

let commonPasswords: Set<string> | null = null;

/**
 * The 50,000 most common passwords (fxa-common-password-list, MPL-2.0), decoded once into a Set. The list
 * is front-coded: each line starts with how many characters (base 36) it shares with the previous one.
 */
function commonPasswordSet(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const set = new Set<string>();
  let previous = '';
  for (const line of encodedCommonPasswords.split('\n')) {
    if (!line) continue;
    const shared = parseInt(line.charAt(0), 36);
    previous = `${previous.slice(0, shared)}${line.slice(1)}`;
    set.add(previous);
  }
  commonPasswords = set;
  return set;
}

/** Whether a password is on the common-password list (compared exactly, as the list's own check does). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password);
}

export interface NewPasswordInput {
  /** The account's username (mobile registrations: the number); null when not known yet. */
  username: string | null;
  password: string;
  /** The confirmation; defaults to the password when the form has none. */
  confirm?: string;
  /** The form field the errors name. */
  field?: string;
  /** The brand's rules when the caller already has them. */
  rules?: FieldRules;
}

/**
 * The one check of every new login password (register, change, reset by phone or e-mail token): the
 * brand's password rule (length, §5 pattern), not the default password, not one of the common passwords,
 * not containing the username, and equal to its confirmation. Throws a field error
 * (`password_weak`, `password_username`) or `inconsistent_twice`; changes nothing.
 */
export async function checkNewPassword(ctx: AppContext, input: NewPasswordInput): Promise<void> {
  const field = input.field ?? 'newPassword';
  const rules = input.rules ?? (await getSettings(ctx)).registerRules;
  const { password } = input;
  const message = validateField(rules['password'], password);
  if (message) {
    throw validationError([
      { field, key: message.key, message: `${field} is not valid`, params: message.params },
    ]);
  }
  if (safeEqual(password, ctx.config.defaultPassword) || isCommonPassword(password)) {
    throw validationError([{ field, key: 'password_weak', message: 'This password is too easy to guess' }]);
  }
  const username = input.username?.trim().toLowerCase();
  if (username && password.toLowerCase().includes(username)) {
    throw validationError([
      { field, key: 'password_username', message: 'The password must not contain the username' },
    ]);
  }
  if (password !== (input.confirm ?? password)) {
    throw new AppError(400, ErrorCode.passwordMismatch, 'The two passwords are inconsistent');
  }
}
