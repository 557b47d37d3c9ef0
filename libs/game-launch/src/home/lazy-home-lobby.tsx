import { lazy, Suspense } from 'react';
import { withMessageAreas } from '@playfront/i18n';

// The lobby's English messages load with it (they are not in the first download).
const HomeLobbyChunk = lazy(() => withMessageAreas(['games'], () => import('./home-lobby')));

/** Height held for the home lobby while its chunk loads: two rows of game cards and their heading. */
export const HOME_LOBBY_RESERVED_PX = 560;

/**
 * The home page's games (hot games and a lane per category) loaded on demand: this file is all the landing
 * page's first download carries of them. The fallback holds the lobby's place (no styles needed), and the
 * chunk shows its own skeleton cards while the games load.
 */
export function LazyHomeLobby() {
  return (
    <Suspense fallback={<div className="pf-home-lobby" style={{ minHeight: HOME_LOBBY_RESERVED_PX }} />}>
      <HomeLobbyChunk />
    </Suspense>
  );
}
