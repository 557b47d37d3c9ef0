import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterForm } from './lazy-forms';
import { AuthStyles } from './styles';

export interface RegisterPageProps {
  /** Where to go once registered; '/' by default. */
  redirectTo?: string;
}

/**
 * The /register and /register.html routes: the registration form as a page. Reads `referralCode` and the
 * affiliate code (`affiliateCode`, `affCode` or `aff`) from the URL query.
 */
export function RegisterPage({ redirectTo = '/' }: RegisterPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <section className="pf-auth-page" aria-labelledby={titleId}>
      <AuthStyles />
      <h1 id={titleId} className="pf-auth-page__title">
        {t('auth_register')}
      </h1>
      <div className="pf-auth-page__card">
        <RegisterForm
          onRegistered={() => void navigate(redirectTo)}
          onLogin={() => void navigate('/login')}
        />
      </div>
    </section>
  );
}
