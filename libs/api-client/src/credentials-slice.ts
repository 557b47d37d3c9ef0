import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** What every call needs to identify the caller: the session token, account type, brand and language. */
export interface CredentialsState {
  token: string | null;
  /** Numeric account type of the session (spec §3 `isAgent`); null for a visitor. */
  accountType: number | null;
  merchantCode: string;
  language: string;
}

export interface SessionStarted {
  token: string;
  /** The member's account type; absent for a session that is not a member's (the back office's operator). */
  accountType?: number | null;
}

const initialState: CredentialsState = { token: null, accountType: null, merchantCode: '', language: 'en' };

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionStarted>) {
      state.token = action.payload.token;
      state.accountType = action.payload.accountType ?? null;
    },
    /** The player logged out: the session is gone, the brand and language stay. */
    sessionEnded(state) {
      state.token = null;
      state.accountType = null;
    },
    /** The server refused the token (401): same as a logout, and the player is asked to log in again. */
    sessionExpired(state) {
      state.token = null;
      state.accountType = null;
    },
    merchantCodeSet(state, action: PayloadAction<string>) {
      state.merchantCode = action.payload;
    },
    languageSet(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectAccountType: (state) => state.accountType,
    selectIsLoggedIn: (state) => state.token !== null,
    selectMerchantCode: (state) => state.merchantCode,
    selectLanguage: (state) => state.language,
  },
});

export const { sessionStarted, sessionEnded, sessionExpired, merchantCodeSet, languageSet } =
  credentialsSlice.actions;
export const { selectToken, selectAccountType, selectIsLoggedIn, selectMerchantCode, selectLanguage } =
  credentialsSlice.selectors;
