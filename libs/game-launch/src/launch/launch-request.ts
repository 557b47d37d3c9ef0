import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectLanguage, selectMerchantCode, selectToken } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import type { LaunchGameRequest } from '@playfront/api-contract';
import { useSession } from '@playfront/auth-session';

/** What to launch: a game or a PVP room, and the lottery parameters when a lottery lobby is launched. */
export type LaunchTarget = Pick<
  LaunchGameRequest,
  | 'gameId'
  | 'roomId'
  | 'nodeId'
  | 'vassalage'
  | 'gameCode'
  | 'playType'
  | 'lottoArea'
  | 'launchMode'
  | 'backUrl'
>;

/** Who launches: from the session. */
export interface LaunchIdentity {
  username: string;
  token: string;
  merchantCode: string;
  language: string;
}

/**
 * The launch request of spec §3: gameId or roomId, nodeId, accountType 1, confirmTrans 0, vassalage,
 * launchMode GLS, platform html5-desktop, clientType 3, username, token, merchantCode, language.
 */
export function buildLaunchRequest(target: LaunchTarget, who: LaunchIdentity): LaunchGameRequest {
  const request: LaunchGameRequest = {
    nodeId: target.nodeId ?? 0,
    accountType: 1,
    confirmTrans: 0,
    launchMode: target.launchMode ?? 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: who.username,
    token: who.token,
    merchantCode: who.merchantCode,
    language: who.language,
  };
  if (target.roomId !== undefined) request.roomId = target.roomId;
  else if (target.gameId !== undefined) request.gameId = target.gameId;
  for (const key of ['vassalage', 'gameCode', 'playType', 'lottoArea', 'backUrl'] as const) {
    if (target[key] !== undefined && target[key] !== null) Object.assign(request, { [key]: target[key] });
  }
  return request;
}

type Root = { credentials: CredentialsState };

/** Builds launch requests for the logged-in player (username, token, brand and language from the session). */
export function useLaunchRequest(): (target: LaunchTarget) => LaunchGameRequest {
  const token = useSelector((state: Root) => selectToken(state));
  const merchantCode = useSelector((state: Root) => selectMerchantCode(state));
  const language = useSelector((state: Root) => selectLanguage(state));
  const { member } = useSession();
  const username = member?.userName ?? member?.account ?? '';
  return useCallback(
    (target: LaunchTarget) =>
      buildLaunchRequest(target, { username, token: token ?? '', merchantCode, language }),
    [username, token, merchantCode, language],
  );
}
