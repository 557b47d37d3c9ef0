import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { AccountType, isAgentType } from '@playfront/api-contract';
import { loginOpened, needRealAccountOpened } from './auth-slice';
import { useAccountType, useIsLoggedIn } from './use-session';

/** Member centre: a session whose account type is not trial (spec §5). `null` means no session. */
export const canOpenMemberCentre = (accountType: number | null): boolean =>
  accountType !== null && accountType !== AccountType.TRIAL;

/** Agent centre: account types 1, 2, 41 and 42 only (spec §5, §6). */
export const canOpenAgentCentre = (accountType: number | null): boolean =>
  accountType !== null && isAgentType(accountType);

export interface Guards {
  /** True with a session; a visitor gets the login modal and false. */
  requireLogin: () => boolean;
  /** True for a real account; a visitor gets the login modal, a trial account the need-real-account warning. */
  requireRealAccount: () => boolean;
  canOpenMemberCentre: boolean;
  canOpenAgentCentre: boolean;
}

/**
 * Checks for gated actions (spec §4, §5): call before the action, act only on true. They read the session's
 * token and account type only, and stay the same objects until one of those changes (the shell hands them
 * on in its context).
 */
export function useGuards(): Guards {
  const dispatch = useDispatch();
  const isLoggedIn = useIsLoggedIn();
  const accountType = useAccountType();
  return useMemo(
    () => ({
      requireLogin: () => {
        if (isLoggedIn) return true;
        dispatch(loginOpened());
        return false;
      },
      requireRealAccount: () => {
        if (!isLoggedIn) {
          dispatch(loginOpened());
          return false;
        }
        if (!canOpenMemberCentre(accountType)) {
          dispatch(needRealAccountOpened());
          return false;
        }
        return true;
      },
      canOpenMemberCentre: isLoggedIn && canOpenMemberCentre(accountType),
      canOpenAgentCentre: isLoggedIn && canOpenAgentCentre(accountType),
    }),
    [dispatch, isLoggedIn, accountType],
  );
}
