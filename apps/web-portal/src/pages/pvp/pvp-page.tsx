import { CategoryLobby, PvpRooms, VassalagePopupHost, prefetchCategoryLobby } from '@playfront/game-launch';
import type { PagePrefetch } from '../../routing/lazy-page';

/** A direct visit asks for the lobby's vendors and first games with the start-up calls. */
export const prefetch: PagePrefetch = (dispatch, { search }) =>
  prefetchCategoryLobby(dispatch, 'PVP', search);

/** /pvp: the card tables to join, then the card-game lobby. */
export default function PvpPage() {
  return (
    <>
      <CategoryLobby category="PVP" />
      <PvpRooms />
      <VassalagePopupHost />
    </>
  );
}
