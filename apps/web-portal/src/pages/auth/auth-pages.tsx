// The auth screens belong to @playfront/auth-session; this chunk only mounts them on their routes, so their
// forms load when these routes (or the auth modals) are opened, not with the home page.
export {
  LoginPage as LoginRoute,
  RegisterPage as RegisterRoute,
  ResetPasswordPage as ResetPasswordRoute,
} from '@playfront/auth-session';
