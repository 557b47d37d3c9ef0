export {
  authSlice,
  authReset,
  modalClosed,
  loginOpened,
  registerOpened,
  forgotPasswordOpened,
  changePasswordOpened,
  needRealAccountOpened,
  logoutRequested,
  forcedChangeStarted,
  selectAuthModal,
} from './auth-slice';
export type {
  AuthState,
  AuthModal,
  LoginTab,
  ForgotTab,
  RegisterMode,
  ForcedChange,
  LoginOpenedPayload,
} from './auth-slice';
export { AuthModals } from './auth-modals';
export { useAuthModals } from './use-auth-modals';
export type { AuthModalsApi } from './use-auth-modals';
export { useIsLoggedIn, useSession } from './use-session';
export type { SessionInfo } from './use-session';
export { sessionApi, useMemberInfoQuery } from './session-api';
export { useGuards, canOpenMemberCentre, canOpenAgentCentre } from './guards';
export type { Guards } from './guards';
export { MiniLogin } from './mini-login';
export type { MiniLoginProps } from './mini-login';
export { LoginPage } from './login-page';
export type { LoginPageProps } from './login-page';
export { RegisterPage } from './register-page';
export { ResetPasswordPage } from './reset-password-page';
export type { RegisterPageProps } from './register-page';
export { SessionGuard, isRouteOpenWithoutSession, routesOpenWithoutSession } from './session-guard';
export { LoginForm, RegisterForm, ForgotPasswordForm, ChangePasswordForm } from './lazy-forms';
export type { LoginFormProps } from './login-form';
export { affiliateQueryParams } from './register-form';
export type { RegisterFormProps } from './register-form';
export type { ForgotPasswordFormProps } from './forgot-password-form';
export type { ChangePasswordFormProps } from './change-password-form';
export { flagEmoji } from './form-kit';
export { REMEMBER_KEY, REMEMBER_MS, readRememberedLogin } from './remember-me';
export type { RememberedLogin } from './remember-me';
