import { CategoryLobby, VassalagePopupHost, prefetchCategoryLobby } from '@playfront/game-launch';
import type { PagePrefetch } from '../../routing/lazy-page';

/** A direct visit asks for the lobby's vendors and first games with the start-up calls. */
export const prefetch: PagePrefetch = (dispatch, { search }) =>
  prefetchCategoryLobby(dispatch, 'LIVE', search);

/** /live: the LIVE lobby (vendors as tabs, their games, the rebate point). */
export default function LivePage() {
  return (
    <>
      <CategoryLobby category="LIVE" search />
      <VassalagePopupHost />
    </>
  );
}
