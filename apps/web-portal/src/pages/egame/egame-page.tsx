import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CategoryLobby,
  Favourites,
  GameHeadingLevel,
  GameSearch,
  GameStyles,
  HotGames,
  VassalagePopupHost,
  prefetchCategoryLobby,
} from '@playfront/game-launch';
import type { PagePrefetch } from '../../routing/lazy-page';

/** The vendor of /pp … /cq9 (none on /rng); /hot and /fav are no vendor lobby. */
const providerOf = (path: string) => (path === 'rng' ? undefined : path);
const isVendorLobby = (path: string) => path !== 'hot' && path !== 'fav';

/** A direct visit to a slots lobby asks for its vendors and first games with the start-up calls. */
export const prefetch: PagePrefetch = (dispatch, { pathname, search }) => {
  const path = pathname.slice(1);
  if (isVendorLobby(path)) void prefetchCategoryLobby(dispatch, 'RNG', search, providerOf(path));
};

/** The 'egame' page group: /rng with the provider tabs, /pp … /cq9 (one provider's lobby), /hot and /fav. */
export default function EgamePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.slice(1);
  let page;
  if (!isVendorLobby(path)) {
    const title = t(path === 'hot' ? 'shell_nav_hot' : 'shell_nav_fav');
    page = (
      <section className="pf-lobby" aria-labelledby="pf-egame-title">
        <GameStyles />
        <header className="pf-lobby__header">
          <h1 id="pf-egame-title" className="pf-lobby__title">
            {title}
          </h1>
        </header>
        <GameHeadingLevel value={2}>
          {path === 'hot' ? (
            <GameSearch>
              <HotGames />
            </GameSearch>
          ) : (
            <Favourites />
          )}
        </GameHeadingLevel>
      </section>
    );
  } else {
    // /rng, or a provider's own lobby: the same as /rng?page={PROVIDER}.
    page = <CategoryLobby category="RNG" defaultProvider={providerOf(path)} search />;
  }
  return (
    <>
      {page}
      <VassalagePopupHost />
    </>
  );
}
