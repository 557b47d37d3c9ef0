import { randomBytes } from 'node:crypto';

/** A referral code: 8 characters without look-alikes. */
export const newReferralCode = (): string => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
};
