import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { errorMessage, isApiError, selectToken, sessionStarted } from '@playfront/api-client';
import type { AppDispatch, CredentialsState } from '@playfront/api-client';
import { OperatorErrorCode } from '@playfront/api-contract';
import type { OperatorLoginTicket } from '@playfront/api-contract';
import { Button, Notice, PasswordField, QrCode, TextField } from '@playfront/ui-kit';
import { operatorApi, useOperatorLoginMutation, useOperatorVerifyMutation } from '../../api/operator-api';
import { LanguageSelect } from '../../app/language-select';
import type { LoginState } from '../../app/require-session';
import { selectSessionExpired } from '../../app/session';
import type { OperatorSessionState } from '../../app/session';

/** The key in groups of four, easier to type into an authenticator app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Where to go after signing in: back where the operator was sent from, inside the back office only. */
const safeReturn = (from: string | undefined): string =>
  from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';

/**
 * Sign-in in two steps: the password, then a code of the authenticator app. The first time, the second
 * step enrols the app: it shows the key as a QR code and as text, and the first code proves it.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSelector((state: { credentials: CredentialsState }) => selectToken(state));
  const expired = useSelector((state: { operatorSession: OperatorSessionState }) =>
    selectSessionExpired(state),
  );
  const [login, loginState] = useOperatorLoginMutation();
  const [verify, verifyState] = useOperatorVerifyMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState<OperatorLoginTicket | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string; code?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${t('bo_login_title')} · ${t('bo_app_name')}`;
  }, [t]);
  useEffect(() => {
    heading.current?.focus();
  }, [ticket]);

  if (token) return <Navigate to={safeReturn((location.state as LoginState | null)?.from)} replace />;

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing = {
      username: username.trim() ? undefined : t('bo_login_username_required'),
      password: password ? undefined : t('bo_login_password_required'),
    };
    setFieldErrors(missing);
    if (missing.username || missing.password) return;
    try {
      const next = await login({ username: username.trim(), password }).unwrap();
      setPassword('');
      setCode('');
      setTicket(next);
    } catch (failure) {
      setError(errorMessage(failure, t('err_unknown')));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    setError(null);
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setFieldErrors({ code: t('bo_login_code_required') });
      return;
    }
    setFieldErrors({});
    try {
      const session = await verify({ ticket: ticket.ticket, code: typed }).unwrap();
      dispatch(operatorApi.util.upsertQueryData('operatorMe', undefined, session.operator));
      dispatch(sessionStarted({ token: session.token }));
      navigate(safeReturn((location.state as LoginState | null)?.from), { replace: true });
    } catch (failure) {
      if (isApiError(failure) && failure.code === OperatorErrorCode.ticketInvalid) {
        // The ticket expired or was used: start again from the password.
        setTicket(null);
      }
      setError(errorMessage(failure, t('err_unknown')));
    }
  };

  const restart = () => {
    setTicket(null);
    setError(null);
    setFieldErrors({});
  };

  return (
    <div className="bo-login">
      <header className="bo-login__top">
        <span className="bo-header__brand">{t('bo_app_name')}</span>
        <LanguageSelect />
      </header>
      <main className="bo-login__main">
        <div className="bo-login__card">
          {!ticket ? (
            <form noValidate onSubmit={submitPassword} className="bo-form" aria-labelledby="bo-login-title">
              <h1 id="bo-login-title" ref={heading} tabIndex={-1} className="bo-screen__title">
                {t('bo_login_title')}
              </h1>
              {expired && <Notice kind="info">{t('bo_session_expired')}</Notice>}
              <Notice>{error}</Notice>
              <TextField
                label={t('bo_login_username')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                error={fieldErrors.username}
              />
              <PasswordField
                label={t('bo_login_password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={fieldErrors.password}
              />
              <Button type="submit" fullWidth loading={loginState.isLoading}>
                {t('bo_login_continue')}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={submitCode} className="bo-form" aria-labelledby="bo-login-title">
              <h1 id="bo-login-title" ref={heading} tabIndex={-1} className="bo-screen__title">
                {ticket.enrol ? t('bo_enrol_title') : t('bo_code_title')}
              </h1>
              {ticket.enrol ? (
                <div className="bo-enrol">
                  <p>{t('bo_enrol_hint')}</p>
                  <QrCode value={ticket.enrol.otpauthUri} size={184} label={t('bo_enrol_qr')} />
                  <p>
                    {t('bo_enrol_secret')}{' '}
                    <code className="bo-enrol__secret">{groupSecret(ticket.enrol.secret)}</code>
                  </p>
                </div>
              ) : (
                <p>{t('bo_code_hint')}</p>
              )}
              <Notice>{error}</Notice>
              <TextField
                label={t('bo_login_code')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                error={fieldErrors.code}
              />
              <Button type="submit" fullWidth loading={verifyState.isLoading}>
                {t('bo_login_sign_in')}
              </Button>
              <Button variant="ghost" fullWidth onClick={restart}>
                {t('bo_login_restart')}
              </Button>
            </form>
          )}
        </div>
      </main>
    </div>
  );
}
