import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { api, sessionEnded } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { Button } from '@playfront/ui-kit';
import { authReset } from './auth-slice';
import { ResetPasswordForm } from './lazy-forms';
import { rememberPasswordInMemory } from './password-memory';
import { AuthStyles } from './styles';
import { useAuthModals } from './use-auth-modals';

/** Tokens are 32 random bytes in base64url; anything else cannot be one. */
const looksLikeToken = (token: string | null): token is string =>
  !!token && /^[A-Za-z0-9_-]{20,128}$/.test(token);

type State = { step: 'form' } | { step: 'invalid'; message: string };

/**
 * The /reset-password?token=… route, opened from the reset e-mail: a new password twice. Afterwards the
 * player logs in with it (every earlier session has ended); a link that is unknown, expired or already used
 * says so and offers to send a new one.
 */
export function ResetPasswordPage() {
  useMessageAreas(['recovery']);
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { openForgotPassword } = useAuthModals();
  const [params] = useSearchParams();
  const token = params.get('token');
  // Kept in the address (the token leaves it): ending the session below re-renders the routes.
  const finished = params.get('done') === '1';
  const [state, setState] = useState<State>(() =>
    looksLikeToken(token) ? { step: 'form' } : { step: 'invalid', message: t('err_reset_token_invalid') },
  );

  const done = () => {
    // The server ended every session of the account, this device's included.
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
    rememberPasswordInMemory(null);
    dispatch(authReset());
    void navigate('/reset-password?done=1', { replace: true });
  };

  return (
    <section className="pf-auth-page" aria-labelledby={titleId}>
      <AuthStyles />
      <h1 id={titleId} className="pf-auth-page__title">
        {t('auth_forgot_password_title')}
      </h1>
      <div className="pf-auth-page__card">
        {!finished && state.step === 'form' && looksLikeToken(token) && (
          <>
            <p className="pf-auth-muted">{t('auth_reset_page_hint')}</p>
            <ResetPasswordForm
              token={token}
              onDone={done}
              onInvalidToken={(message) => setState({ step: 'invalid', message })}
            />
          </>
        )}
        {finished && (
          <>
            <p role="status" className="pf-auth-notice">
              {t('auth_reset_done')}
            </p>
            <Button fullWidth onClick={() => void navigate('/login')}>
              {t('auth_login')}
            </Button>
          </>
        )}
        {!finished && state.step === 'invalid' && (
          <>
            <p role="alert" className="pf-auth-alert">
              {state.message}
            </p>
            <p className="pf-auth-muted">{t('auth_reset_link_invalid_hint')}</p>
            <Button fullWidth onClick={() => openForgotPassword('email')}>
              {t('auth_request_new_link')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
