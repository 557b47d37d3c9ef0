/**
 * Remember-me (spec §3, §9: 24 hours). The spec's cookies also held the password; we never store a
 * password: only the username or mobile number, in localStorage with an expiry.
 */
export const REMEMBER_KEY = 'pf-remember-login';
export const REMEMBER_MS = 24 * 60 * 60 * 1000;

export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

interface Stored extends RememberedLogin {
  expiresAt: number;
}

export function readRememberedLogin(now = Date.now()): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(REMEMBER_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
      localStorage.removeItem(REMEMBER_KEY);
      return null;
    }
    return {
      username: stored.username,
      mobileNum: stored.mobileNum,
      countryDialingCode: stored.countryDialingCode,
    };
  } catch {
    return null;
  }
}

/** Remembers what the player typed to identify themselves (merged with what is already remembered). */
export function rememberLogin(login: RememberedLogin, now = Date.now()): void {
  try {
    const previous = readRememberedLogin(now) ?? {};
    const stored: Stored = { ...previous, ...login, expiresAt: now + REMEMBER_MS };
    localStorage.setItem(REMEMBER_KEY, JSON.stringify(stored));
  } catch {
    // Storage may be disabled; remembering is a convenience only.
  }
}

export function forgetLogin(): void {
  try {
    localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Nothing to forget.
  }
}
