import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@playfront/api-client';

/** The auth dialogs AuthModals can show; one at a time. */
export type AuthModal =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'needRealAccount' | 'logout';
export type LoginTab = 'username' | 'sms';
export type ForgotTab = 'email' | 'phone';
export type RegisterMode = 'username' | 'mobile';
export type ForceChangeReason = 'default_password' | 'expired';

export interface ForcedChange {
  reason: ForceChangeReason;
  /** Account to log in again with once the password is changed. */
  username: string;
}

export interface AuthState {
  modal: AuthModal | null;
  loginTab: LoginTab;
  forgotTab: ForgotTab;
  /** Registration mode asked for; null lets the form pick the brand default. */
  registerMode: RegisterMode | null;
  /** i18n key of a message shown on top of the login form (e.g. err_unauthorized after a 401). */
  loginNotice: string | null;
  /** A login failure said a captcha is needed: the login form shows it straight away. */
  captchaRequired: boolean;
  /** Username to prefill in the login modal (never a password). */
  loginUsername: string | null;
  /** Set while a forced password change is pending: the change-password modal cannot be dismissed. */
  forcedChange: ForcedChange | null;
  /** The last login was the account's first one (spec §4 first-login action). */
  firstLogin: boolean;
  /** Logout is in progress: a full-screen loader shows and a 401 does not reopen the login modal. */
  loggingOut: boolean;
}

const initialState: AuthState = {
  modal: null,
  loginTab: 'username',
  forgotTab: 'email',
  registerMode: null,
  loginNotice: null,
  captchaRequired: false,
  loginUsername: null,
  forcedChange: null,
  firstLogin: false,
  loggingOut: false,
};

export interface LoginOpenedPayload {
  tab?: LoginTab;
  notice?: string | null;
  captchaRequired?: boolean;
  username?: string | null;
}

/** Which auth modal is open and its options, the forced-change and first-login state, the logout flag. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginOpened(state, action: PayloadAction<LoginOpenedPayload | undefined>) {
      if (state.forcedChange) return;
      const options = action.payload ?? {};
      state.modal = 'login';
      state.loginTab = options.tab ?? 'username';
      state.loginNotice = options.notice ?? null;
      state.captchaRequired = options.captchaRequired ?? false;
      state.loginUsername = options.username ?? null;
    },
    registerOpened(state, action: PayloadAction<RegisterMode | undefined>) {
      if (state.forcedChange) return;
      state.modal = 'register';
      state.registerMode = action.payload ?? null;
    },
    forgotPasswordOpened(state, action: PayloadAction<ForgotTab | undefined>) {
      if (state.forcedChange) return;
      state.modal = 'forgotPassword';
      state.forgotTab = action.payload ?? 'email';
    },
    changePasswordOpened(state) {
      state.modal = 'changePassword';
    },
    needRealAccountOpened(state) {
      if (state.forcedChange) return;
      state.modal = 'needRealAccount';
    },
    logoutRequested(state) {
      state.modal = 'logout';
    },
    /** Closes the open modal; a pending forced change keeps (or brings back) the change-password modal. */
    modalClosed(state) {
      state.modal = state.forcedChange ? 'changePassword' : null;
      state.loginNotice = null;
      state.captchaRequired = false;
      state.loginUsername = null;
    },
    forcedChangeStarted(state, action: PayloadAction<ForcedChange>) {
      state.forcedChange = action.payload;
      state.modal = 'changePassword';
    },
    forcedChangeFinished(state) {
      state.forcedChange = null;
      if (state.modal === 'changePassword') state.modal = null;
    },
    firstLoginStarted(state) {
      state.firstLogin = true;
    },
    firstLoginDone(state) {
      state.firstLogin = false;
    },
    loggingOutChanged(state, action: PayloadAction<boolean>) {
      state.loggingOut = action.payload;
    },
    authReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // A 401 ended the session: ask the player to log in again (not while logging out on purpose).
    builder.addCase(sessionExpired, (state) => {
      if (state.loggingOut) return;
      state.forcedChange = null;
      state.modal = 'login';
      state.loginTab = 'username';
      state.loginNotice = 'err_unauthorized';
      state.captchaRequired = false;
    });
  },
  selectors: {
    selectAuthModal: (state) => state.modal,
    selectAuth: (state) => state,
    selectForcedChange: (state) => state.forcedChange,
    selectLoggingOut: (state) => state.loggingOut,
  },
});

export const {
  loginOpened,
  registerOpened,
  forgotPasswordOpened,
  changePasswordOpened,
  needRealAccountOpened,
  logoutRequested,
  modalClosed,
  forcedChangeStarted,
  forcedChangeFinished,
  firstLoginStarted,
  firstLoginDone,
  loggingOutChanged,
  authReset,
} = authSlice.actions;
export const { selectAuthModal, selectAuth, selectForcedChange, selectLoggingOut } = authSlice.selectors;

/** The store shape auth-session reads (the app's store has more). */
export interface AuthRootState {
  auth: AuthState;
}
