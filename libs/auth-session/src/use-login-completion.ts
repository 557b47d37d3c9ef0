import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { sessionStarted } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import type { LoginResult } from '@playfront/api-contract';
import { languageTags } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { useToast } from '@playfront/ui-kit';
import { firstLoginDone, firstLoginStarted, forcedChangeStarted, modalClosed } from './auth-slice';
import { rememberPasswordInMemory } from './password-memory';
import { sessionApi } from './session-api';

/** How long the previous-login notice stays (hovering or focusing it keeps it; it can be dismissed). */
export const PREVIOUS_LOGIN_NOTICE_MS = 12_000;

/** When the previous login was, in the player's language: "Nov 27, 2026, 2:02 PM", "2026年11月27日 14:02". */
export function formatLoginTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(languageTags[language as Language] ?? language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
}

export interface CompletionContext {
  /** Account typed by the player (username or mobile number) for a later re-login. */
  username: string;
  /** Password typed by the player: kept in memory only while a forced change is pending. */
  password?: string;
}

/**
 * After any successful login (spec §4): start the session, run the first-login action, open the forced
 * change-password modal when the reply asks for it, otherwise close the modal, say when and from where the
 * previous login was (a polite toast; nothing on a first login) and load member info. Resolves true when
 * the player may go on, false when a forced change is now pending.
 */
export function useLoginCompletion() {
  const dispatch = useDispatch<AppDispatch>();
  const toast = useToast();
  const { t, i18n } = useTranslation();
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
      // 58 Pa. Code 814a: when and from where the previous login was (none the first time).
      const previous = result.previousLogin;
      if (previous) {
        const time = formatLoginTime(previous.at, i18n.language);
        toast.show({
          kind: 'info',
          message: previous.ip
            ? t('auth_previous_login', { time, ip: previous.ip })
            : t('auth_previous_login_time', { time }),
          duration: PREVIOUS_LOGIN_NOTICE_MS,
        });
      }
      if (result.firstTimeLogin) dispatch(firstLoginDone());
      await dispatch(
        sessionApi.endpoints.memberInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      return true;
    },
    [dispatch, toast, t, i18n],
  );
}
