import { CODE_ALPHABET, randomCode } from '../../core/crypto';
import type { Db } from '../../core/db';

/** A referral code: 8 characters without look-alikes. */
export const newReferralCode = (): string => randomCode(CODE_ALPHABET, 8);

/** The canonical form of a mobile number: '+' dialling code digits, national digits without a leading 0. */
export const mobileKey = (dialingCode: string, mobile: string): string =>
  `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;

/** Usernames of accounts by id (ids repeated or unknown are fine; an unknown id has no entry). */
export async function usernamesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Masks a username for a public board (winners, leaderboards): first two characters, ***, last (ab***z). */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
