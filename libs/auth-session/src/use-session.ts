import { useSelector } from 'react-redux';
import { selectAccountType, selectToken } from '@playfront/api-client';
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

/** The player's session as every component sees it. */
export function useSession(): SessionInfo {
  const token = useSelector((state: CredentialsRoot) => selectToken(state));
  const accountType = useSelector((state: CredentialsRoot) => selectAccountType(state));
  const isLoggedIn = token !== null;
  const { data, isLoading } = useMemberInfoQuery(undefined, { skip: !isLoggedIn });
  return {
    isLoggedIn,
    accountType: isLoggedIn ? accountType : null,
    isTrial: isLoggedIn && accountType !== null && isTrialType(accountType),
    isAgent: isLoggedIn && accountType !== null && isAgentType(accountType),
    member: isLoggedIn ? data : undefined,
    isLoading: isLoggedIn && isLoading,
  };
}
