import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { loadMessageAreas } from '@playfront/i18n';
import { Spinner } from '@playfront/ui-kit';
import type { ChangePasswordFormProps } from './change-password-form';
import type { ForgotPasswordFormProps } from './forgot-password-form';
import type { LoginFormProps } from './login-form';
import type { RegisterFormProps } from './register-form';
import type { ResetPasswordFormProps } from './reset-password-form';

/**
 * The forms load on demand: Formik, Yup and the rules stay out of the portal's first download and arrive
 * when a visitor opens a form (on a phone, only then; on a desktop, just after the header paints), with
 * their English texts. While one loads, its place keeps the form's usual height (`reserve`, in rem), so a
 * dialog opened on it does not grow when the form arrives (on a phone, a bottom sheet whose top would jump).
 */
function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>, reserve?: number) {
  // The forms' English texts (the `forms` message area) load with them.
  const Lazy = lazy(async () => {
    const [component] = await Promise.all([load(), loadMessageAreas(['forms'])]);
    return { default: component };
  });
  return function LazyForm(props: P) {
    return (
      <Suspense
        fallback={
          <div className="pf-auth-form-loading" style={reserve ? { minHeight: `${reserve}rem` } : undefined}>
            <Spinner />
          </div>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}

// The reserved heights are the forms' own in English (login: two fields, the remember box, the button and
// the forgotten-password link under the username / mobile tabs; register: past any viewport's height).
export const LoginForm = lazyForm<LoginFormProps>(
  () => import('./login-form').then((m) => m.LoginForm),
  24.3,
);
export const RegisterForm = lazyForm<RegisterFormProps>(
  () => import('./register-form').then((m) => m.RegisterForm),
  57,
);
export const ForgotPasswordForm = lazyForm<ForgotPasswordFormProps>(() =>
  import('./forgot-password-form').then((m) => m.ForgotPasswordForm),
);
export const ResetPasswordForm = lazyForm<ResetPasswordFormProps>(() =>
  import('./reset-password-form').then((m) => m.ResetPasswordForm),
);
export const ChangePasswordForm = lazyForm<ChangePasswordFormProps>(() =>
  import('./change-password-form').then((m) => m.ChangePasswordForm),
);
