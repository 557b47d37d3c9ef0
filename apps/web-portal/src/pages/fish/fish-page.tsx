import { CategoryLobby, VassalagePopupHost, prefetchCategoryLobby } from '@playfront/game-launch';
import type { PagePrefetch } from '../../routing/lazy-page';

/** A direct visit asks for the lobby's vendors and first games with the start-up calls. */
export const prefetch: PagePrefetch = (dispatch, { search }) =>
  prefetchCategoryLobby(dispatch, 'FISH', search);

/** /fish: the FISH lobby (vendors as tabs, their games, the rebate point). */
export default function FishPage() {
  return (
    <>
      <CategoryLobby category="FISH" search />
      <VassalagePopupHost />
    </>
  );
}
