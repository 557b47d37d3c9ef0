import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFlag } from '@playfront/brand-config';
import { Button } from '@playfront/ui-kit';
import { LoginForm } from './lazy-forms';
import { AuthStyles } from './styles';
import { useAuthModals } from './use-auth-modals';

export interface LoginPageProps {
  /** Where to go once logged in; '/' by default. */
  redirectTo?: string;
}

/** The /login route: the login form as a page, with links to registration and free play. */
export function LoginPage({ redirectTo = '/' }: LoginPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const directRegister = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREEPLAY3');
  const { startFreePlay } = useAuthModals();
  return (
    <section className="pf-auth-page" aria-labelledby={titleId}>
      <AuthStyles />
      <h1 id={titleId} className="pf-auth-page__title">
        {t('auth_login')}
      </h1>
      <div className="pf-auth-page__card">
        <LoginForm onLoggedIn={() => void navigate(redirectTo)} />
        {(directRegister || freePlay) && (
          <p className="pf-auth-switch">
            {directRegister && (
              <Button
                variant="ghost"
                size="sm"
                className="pf-auth-link"
                onClick={() => void navigate('/register')}
              >
                {t('auth_register')}
              </Button>
            )}
            {freePlay && (
              <Button variant="ghost" size="sm" className="pf-auth-link" onClick={() => void startFreePlay()}>
                {t('auth_free_demo')}
              </Button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
