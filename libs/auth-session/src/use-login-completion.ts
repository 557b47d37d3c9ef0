import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { sessionStarted } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import type { LoginResult } from '@playfront/api-contract';
import { useToast } from '@playfront/ui-kit';
import { firstLoginDone, firstLoginStarted, forcedChangeStarted, modalClosed } from './auth-slice';
import { rememberPasswordInMemory } from './password-memory';
import { sessionApi } from './session-api';

export interface CompletionContext {
  /** Account typed by the player (username or mobile number) for a later re-login. */
  username: string;
  /** Password typed by the player: kept in memory only while a forced change is pending. */
  password?: string;
}

/**
 * After any successful login (spec §4): start the session, run the first-login action, open the forced
 * change-password modal when the reply asks for it, otherwise load member info and close the modal.
 * Resolves true when the player may go on, false when a forced change is now pending.
 */
export function useLoginCompletion() {
  const dispatch = useDispatch<AppDispatch>();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(
    async (result: LoginResult, context: CompletionContext): Promise<boolean> => {
      dispatch(sessionStarted({ token: result.token, accountType: result.accountType }));
      if (result.firstTimeLogin) {
        dispatch(firstLoginStarted());
        toast.show({ kind: 'success', message: t('auth_first_login_welcome') });
      }
      if (result.forceChangeReason) {
        rememberPasswordInMemory(context.password ?? null);
        dispatch(forcedChangeStarted({ reason: result.forceChangeReason, username: context.username }));
        return false;
      }
      rememberPasswordInMemory(null);
      dispatch(modalClosed());
      if (result.firstTimeLogin) dispatch(firstLoginDone());
      await dispatch(
        sessionApi.endpoints.memberInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      return true;
    },
    [dispatch, toast, t],
  );
}
