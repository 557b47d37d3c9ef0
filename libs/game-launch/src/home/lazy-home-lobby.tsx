import { lazy, Suspense } from 'react';
import { withMessageAreas } from '@playfront/i18n';
import { useNearViewport } from '../hooks/use-near-viewport';

// The lobby's English messages load with it (they are not in the first download).
const HomeLobbyChunk = lazy(() => withMessageAreas(['games'], () => import('./home-lobby')));

/** Height held for the home lobby while its chunk loads: two rows of game cards and their heading. */
export const HOME_LOBBY_RESERVED_PX = 560;

/**
 * The home page's games (banners, hot games and a lane per category) loaded on demand: this file is all the
 * landing page's first download carries of them. Below the fold (a phone), the chunk and its calls wait
 * until the visitor scrolls near; the placeholder holds the lobby's place (no styles needed), and the chunk
 * shows its own skeleton cards while the games load.
 */
export function LazyHomeLobby() {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px');
  const placeholder = (
    <div ref={ref} className="pf-home-lobby" style={{ minHeight: HOME_LOBBY_RESERVED_PX }} />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HomeLobbyChunk />
    </Suspense>
  );
}
