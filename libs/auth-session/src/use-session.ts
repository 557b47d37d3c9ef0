import { useSelector } from 'react-redux';
import { dataAndLoadingOf, selectAccountType, selectIsLoggedIn } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { isAgentType, isTrialType } from '@playfront/api-contract';
import type { MemberInfo } from '@playfront/api-contract';
import { useMemberInfoQuery } from './session-api';

type CredentialsRoot = { credentials: CredentialsState };

export interface SessionInfo {
  /** A session token is held. */
  isLoggedIn: boolean;
  /** Numeric account type of the session; null for a visitor. */
  accountType: number | null;
  /** Trial (free play) account, type 4. */
  isTrial: boolean;
  /** Agent account, types 1, 2, 41, 42. */
  isAgent: boolean;
  /** GET /wps/member/info while logged in. */
  member: MemberInfo | undefined;
  /** Member info is loading. */
  isLoading: boolean;
}

/** Whether the tab holds a session token: for a component that needs nothing else of the session (no member
 * info call, no render when the member info arrives). */
export function useIsLoggedIn(): boolean {
  return useSelector((state: CredentialsRoot) => selectIsLoggedIn(state));
}

/** The session's numeric account type; null without a session (a stored type outlives no session). */
export function useAccountType(): number | null {
  return useSelector((state: CredentialsRoot) => (selectIsLoggedIn(state) ? selectAccountType(state) : null));
}

/** The player's session as every component sees it. */
export function useSession(): SessionInfo {
  const isLoggedIn = useIsLoggedIn();
  const accountType = useAccountType();
  const { data, isLoading } = useMemberInfoQuery(undefined, {
    skip: !isLoggedIn,
    // Data and loading state only: a refetch that brings the same member info renders nothing.
    selectFromResult: dataAndLoadingOf,
  });
  return {
    isLoggedIn,
    accountType,
    isTrial: accountType !== null && isTrialType(accountType),
    isAgent: accountType !== null && isAgentType(accountType),
    member: isLoggedIn ? data : undefined,
    isLoading: isLoggedIn && isLoading,
  };
}
