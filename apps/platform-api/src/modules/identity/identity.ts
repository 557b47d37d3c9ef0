import { randomBytes } from 'node:crypto';

/** A referral code: 8 characters without look-alikes. */
export const newReferralCode = (): string => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
};

/** The canonical form of a mobile number: '+' dialling code digits, national digits without a leading 0. */
export const mobileKey = (dialingCode: string, mobile: string): string =>
  `+${dialingCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;
