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
 * their English texts.
 */
function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  // The forms' English texts (the `forms` message area) load with them.
  const Lazy = lazy(async () => {
    const [component] = await Promise.all([load(), loadMessageAreas(['forms'])]);
    return { default: component };
  });
  return function LazyForm(props: P) {
    return (
      <Suspense
        fallback={
          <div className="pf-auth-form-loading">
            <Spinner />
          </div>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const LoginForm = lazyForm<LoginFormProps>(() => import('./login-form').then((m) => m.LoginForm));
export const RegisterForm = lazyForm<RegisterFormProps>(() =>
  import('./register-form').then((m) => m.RegisterForm),
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
