import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, sessionEnded } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { useFlag } from '@playfront/brand-config';
import { Button, ConfirmDialog, Loader, Modal, WarningDialog } from '@playfront/ui-kit';
import type { AuthRootState, AuthState } from './auth-slice';
import {
  authReset,
  authSlice,
  forcedChangeFinished,
  forcedChangeStarted,
  loggingOutChanged,
  loginOpened,
  logoutRequested,
  modalClosed,
  registerOpened,
} from './auth-slice';
import { ChangePasswordForm, ForgotPasswordForm, LoginForm, RegisterForm } from './lazy-forms';
import { knownPassword, rememberPasswordInMemory } from './password-memory';
import { sessionApi, useLogoutMutation } from './session-api';
import { AuthStyles } from './styles';
import { useReloginAndGoHome } from './use-auth-modals';
import { useSession } from './use-session';

const fallback = authSlice.getInitialState();
const selectAuthState = (state: Partial<AuthRootState>): AuthState => state.auth ?? fallback;

/** The auth modals themselves; loaded by AuthModals the first time one is needed. */
export function AuthModalsBody() {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const auth = useSelector(selectAuthState);
  const { member, isLoggedIn } = useSession();
  const directRegister = useFlag('DIRECTREG3');
  const [logout] = useLogoutMutation();
  const relogin = useReloginAndGoHome();
  const close = () => dispatch(modalClosed());

  // A reload during a pending forced change: member info still says so, so the modal comes back.
  const mustChange = isLoggedIn && member?.passwordChangeRequired === true;
  useEffect(() => {
    if (mustChange && !auth.forcedChange) {
      dispatch(forcedChangeStarted({ reason: 'default_password', username: member?.account ?? '' }));
    }
  }, [mustChange, auth.forcedChange, member?.account, dispatch]);

  const doLogout = async () => {
    dispatch(loggingOutChanged(true));
    try {
      await logout().unwrap();
    } catch {
      // The session ends on this device whatever the server answered.
    }
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
    rememberPasswordInMemory(null);
    dispatch(authReset());
    await navigate('/');
  };

  const forced = auth.forcedChange;
  const modal = auth.modal;

  return (
    <>
      <AuthStyles />
      <Modal open={modal === 'login'} onClose={close} title={t('auth_login')} width={440}>
        {auth.loginNotice && (
          <p role="status" className="pf-auth-notice">
            {t(auth.loginNotice)}
          </p>
        )}
        <LoginForm
          initialTab={auth.loginTab}
          initialCaptcha={auth.captchaRequired}
          initialUsername={auth.loginUsername}
        />
        {directRegister && (
          <p className="pf-auth-switch">
            {t('auth_no_account')}{' '}
            <Button
              variant="ghost"
              size="sm"
              className="pf-auth-link"
              onClick={() => dispatch(registerOpened())}
            >
              {t('auth_register')}
            </Button>
          </p>
        )}
      </Modal>

      <Modal open={modal === 'register'} onClose={close} title={t('auth_register')} width={480}>
        <RegisterForm initialMode={auth.registerMode} onLogin={() => dispatch(loginOpened())} />
      </Modal>

      <Modal
        open={modal === 'forgotPassword'}
        onClose={close}
        title={t('auth_forgot_password_title')}
        width={440}
      >
        <ForgotPasswordForm
          initialTab={auth.forgotTab}
          onEmailSent={close}
          onPasswordReset={async ({ mobileNum, password }) => {
            close();
            await relogin(mobileNum, password);
          }}
        />
      </Modal>

      <Modal
        open={modal === 'changePassword'}
        onClose={forced ? () => undefined : close}
        hideCloseButton={Boolean(forced)}
        title={t('auth_change_password')}
        width={440}
      >
        {forced && (
          <p role="status" className="pf-auth-notice">
            {t(forced.reason === 'expired' ? 'auth_force_change_expired' : 'auth_force_change_default')}
          </p>
        )}
        <ChangePasswordForm
          knownOldPassword={forced ? knownPassword() : null}
          onChanged={async (password) => {
            const username = forced?.username || member?.account || '';
            // The server ended every session: drop ours before logging in with the new password.
            dispatch(sessionEnded());
            dispatch(
              sessionApi.util.updateQueryData('memberInfo', undefined, (draft) => {
                draft.passwordChangeRequired = false;
              }),
            );
            dispatch(forcedChangeFinished());
            rememberPasswordInMemory(null);
            dispatch(modalClosed());
            if (username) await relogin(username, password);
            else dispatch(loginOpened({ notice: 'auth_password_changed_login' }));
          }}
        />
        {forced && (
          <Button
            variant="ghost"
            size="sm"
            className="pf-auth-link"
            onClick={() => dispatch(logoutRequested())}
          >
            {t('auth_logout')}
          </Button>
        )}
      </Modal>

      <WarningDialog
        open={modal === 'needRealAccount'}
        textKey="in_need_true_account"
        confirmKey="in_increase_submit"
        onConfirm={close}
      />

      <ConfirmDialog
        open={modal === 'logout'}
        titleKey="in_popup_prompt"
        textKey="in_sure_logout"
        cancelKey="in_more_cancel"
        submitKey="in_increase_submit"
        busy={auth.loggingOut}
        onCancel={close}
        onConfirm={() => void doLogout()}
      />
      <Loader fullScreen visible={auth.loggingOut} label={t('auth_logging_out')} />
    </>
  );
}
