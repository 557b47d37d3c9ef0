import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@playfront/api-client';
import { useToast } from '@playfront/ui-kit';
import type { ForgotTab, LoginTab, RegisterMode } from './auth-slice';
import {
  changePasswordOpened,
  forgotPasswordOpened,
  loginOpened,
  logoutRequested,
  modalClosed,
  registerOpened,
} from './auth-slice';
import { useFreePlayMutation, useLoginMutation } from './session-api';
import { useLoginCompletion } from './use-login-completion';

export interface AuthModalsApi {
  openLogin: (tab?: LoginTab) => void;
  openRegister: (mode?: RegisterMode) => void;
  openForgotPassword: (tab?: ForgotTab) => void;
  openChangePassword: () => void;
  /** Opens the logout confirmation (spec §8); AuthModals does the rest. */
  confirmLogout: () => void;
  /** Creates a trial account and logs it in, then goes to '/' (spec §4). */
  startFreePlay: () => Promise<void>;
}

/** Opens the auth modals rendered by AuthModals. Use inside the router, the store and the ToastProvider. */
export function useAuthModals(): AuthModalsApi {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [freePlay] = useFreePlayMutation();
  const complete = useLoginCompletion();

  const startFreePlay = useCallback(async () => {
    try {
      const result = await freePlay().unwrap();
      await complete(result, { username: '' });
      dispatch(modalClosed());
      await navigate('/');
    } catch (error) {
      toast.show({ kind: 'error', message: errorMessage(error, t('err_unknown')) });
    }
  }, [freePlay, complete, dispatch, navigate, toast, t]);

  return useMemo(
    () => ({
      openLogin: (tab?: LoginTab) => dispatch(loginOpened({ tab })),
      openRegister: (mode?: RegisterMode) => dispatch(registerOpened(mode)),
      openForgotPassword: (tab?: ForgotTab) => dispatch(forgotPasswordOpened(tab)),
      openChangePassword: () => dispatch(changePasswordOpened()),
      confirmLogout: () => dispatch(logoutRequested()),
      startFreePlay,
    }),
    [dispatch, startFreePlay],
  );
}

/**
 * Logs in again after the password changed (every session ended): then goes to '/'. When that fails
 * (e.g. a captcha is now needed) the login modal opens with the account prefilled.
 */
export function useReloginAndGoHome() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const [login] = useLoginMutation();
  const complete = useLoginCompletion();
  return useCallback(
    async (username: string, password: string): Promise<boolean> => {
      try {
        const result = await login({ username, password, type: 'username' }).unwrap();
        // A second factor is asked in the login modal (the device is new to this account).
        if ('challenge' in result) throw new Error('device challenge');
        await complete(result, { username, password });
        toast.show({ kind: 'success', message: t('auth_password_changed') });
        await navigate('/');
        return true;
      } catch {
        dispatch(loginOpened({ notice: 'auth_password_changed_login', username }));
        return false;
      }
    },
    [login, complete, toast, t, navigate, dispatch],
  );
}
