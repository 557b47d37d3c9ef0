import type { CredentialsState } from './credentials-slice';

/** Storage keys of spec §3: the session in sessionStorage, the brand and language in localStorage. */
export const storageKeys = {
  token: 'token',
  accountType: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  language: 'lang',
  previousLanguage: 'hisLang',
} as const;

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the portal still works for this tab.
    return fallback;
  }
};

/** Credentials kept by this tab from an earlier page load, for the app's own brand (`merchantCode`). */
export function readStoredCredentials(defaults: {
  merchantCode: string;
  language: string;
}): CredentialsState {
  return safe(
    () => {
      // A session belongs to the brand that stored it: another brand's app on the same origin starts
      // without it rather than sending one brand's token with another's merchant code.
      const storedBrand = sessionStorage.getItem(storageKeys.merchantCode);
      const token =
        (storedBrand ?? defaults.merchantCode) === defaults.merchantCode
          ? sessionStorage.getItem(storageKeys.token)
          : null;
      const accountType = sessionStorage.getItem(storageKeys.accountType);
      return {
        token,
        accountType: token && accountType ? Number(accountType) : null,
        merchantCode: defaults.merchantCode,
        language: localStorage.getItem(storageKeys.language) || defaults.language,
      };
    },
    { token: null, accountType: null, ...defaults },
  );
}

/** Writes the credentials back: the session to sessionStorage (removed at logout), the rest to both stores. */
export function writeStoredCredentials(state: CredentialsState): void {
  safe(() => {
    if (state.token) {
      sessionStorage.setItem(storageKeys.token, state.token);
      sessionStorage.setItem(storageKeys.accountType, String(state.accountType ?? ''));
    } else {
      sessionStorage.removeItem(storageKeys.token);
      sessionStorage.removeItem(storageKeys.accountType);
    }
    if (state.merchantCode) {
      sessionStorage.setItem(storageKeys.merchant, state.merchantCode);
      sessionStorage.setItem(storageKeys.merchantCode, state.merchantCode);
      localStorage.setItem(storageKeys.merchantCode, state.merchantCode);
    }
    const previous = localStorage.getItem(storageKeys.language);
    if (previous && previous !== state.language) localStorage.setItem(storageKeys.previousLanguage, previous);
    localStorage.setItem(storageKeys.language, state.language);
  }, undefined);
}
