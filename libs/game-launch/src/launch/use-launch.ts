import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModals, useGuards, useSession } from '@playfront/auth-session';
import { decideLaunch, decideRoomLaunch } from './launch-decision';
import type { LaunchableGame, LaunchableRoom, LaunchDecision, LaunchViewer } from './launch-decision';
import { openVassalage } from './vassalage-store';

/** Carries out a launch decision: login modal, need-real-account warning, popup, or navigation. */
function useCarryOut<T>(
  decide: (target: T, viewer: LaunchViewer) => LaunchDecision,
): (target: T) => LaunchDecision {
  const navigate = useNavigate();
  const { isLoggedIn, isTrial } = useSession();
  const { openLogin } = useAuthModals();
  const { requireRealAccount } = useGuards();
  return useCallback(
    (target: T) => {
      const decision = decide(target, { isLoggedIn, isTrial });
      switch (decision.kind) {
        case 'login':
          openLogin();
          break;
        case 'needRealAccount':
          // The same warning as every gated action of a trial account.
          requireRealAccount();
          break;
        case 'vassalage':
          openVassalage({ vassalage: decision.vassalage, provider: decision.provider });
          void navigate(decision.to);
          break;
        case 'navigate':
          void navigate(decision.to);
          break;
      }
      return decision;
    },
    [decide, isLoggedIn, isTrial, openLogin, requireRealAccount, navigate],
  );
}

/**
 * `launch(game)` carries out the launch decision of spec §4: the login modal for a visitor, the
 * need-real-account warning for a trial account on a game without trial, a lottery route, the vendor's
 * sub-game popup, or the /game iframe view. Returns the decision taken.
 */
export function useLaunch(): (game: LaunchableGame) => LaunchDecision {
  return useCarryOut(decideLaunch);
}

/** `join(room)`: a visitor gets the login modal, a player the /game view launching the PVP room. */
export function useLaunchRoom(): (room: LaunchableRoom) => LaunchDecision {
  return useCarryOut(decideRoomLaunch);
}
