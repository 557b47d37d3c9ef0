import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded, sessionExpired, sessionStarted } from '@playfront/api-client';

/**
 * Where the operator's session lives: this tab's sessionStorage only (closing the tab ends it in the
 * browser), under its own key so that a member signed in to the portal in the same tab is never mixed up
 * with an operator.
 */
export const operatorStorageKeys = {
  token: 'pf-operator-token',
  language: 'pf-back-office-lang',
  merchant: 'pf-operator-merchant',
} as const;

const safe = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    // Storage can be disabled: the session then lasts as long as the page.
    return fallback;
  }
};

export const readOperatorToken = (): string | null =>
  safe(() => sessionStorage.getItem(operatorStorageKeys.token), null);

export function writeOperatorToken(token: string | null): void {
  safe(() => {
    if (token) sessionStorage.setItem(operatorStorageKeys.token, token);
    else sessionStorage.removeItem(operatorStorageKeys.token);
  }, undefined);
}

/** The brand this tab works on (the Merchant header of every call); none: the deployment's own. */
export const readOperatorMerchant = (): string | null =>
  safe(() => sessionStorage.getItem(operatorStorageKeys.merchant), null);

export function writeOperatorMerchant(merchant: string): void {
  safe(() => sessionStorage.setItem(operatorStorageKeys.merchant, merchant), undefined);
}

export const readOperatorLanguage = (): string | null =>
  safe(() => localStorage.getItem(operatorStorageKeys.language), null);

export function writeOperatorLanguage(language: string): void {
  safe(() => localStorage.setItem(operatorStorageKeys.language, language), undefined);
}

export interface OperatorSessionState {
  /** The server refused the token (401): the login page says the session ended. */
  expired: boolean;
}

/** Why the login page is shown: the operator signed out, or the session expired. */
export const operatorSessionSlice = createSlice({
  name: 'operatorSession',
  initialState: { expired: false } as OperatorSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.expired = true;
      })
      .addCase(sessionStarted, (state) => {
        state.expired = false;
      })
      .addCase(sessionEnded, (state) => {
        state.expired = false;
      });
  },
  selectors: { selectSessionExpired: (state) => state.expired },
});

export const { selectSessionExpired } = operatorSessionSlice.selectors;
