import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@playfront/api-client';
import type { GameCategory } from '@playfront/api-contract';
import { Banners } from '@playfront/content';
import { useGetGameMenusQuery } from '../navigation/game-menus-api';
import { categoryLabelKeys, categoryPaths } from '../navigation/game-nav';
import { useGetGamesQuery } from '../api/games-api';
import { GameList } from '../components/game-list';
import { GameGridSkeleton, LoadError } from '../components/states';
import { VassalagePopupHost } from '../components/vassalage-popup';
import { RebateBadge } from '../lobbies/category-lobby';
import { HotGames } from '../lobbies/hot-games';
import { useNearViewport } from '../hooks/use-near-viewport';
import { GameStyles } from '../styles';

/**
 * i18n key of each home lane's title: the navigation has one lottery entry for both, but lottery and
 * electronic lottery each have a lane on the home page and must be told apart.
 */
export const laneLabelKeys: Record<GameCategory, string> = { ...categoryLabelKeys, ELOTT: 'shell_nav_elott' };

/** Games a home lane shows before its 'more' link. */
export const HOME_LANE_SIZE = 6;
/** Height the home lobby keeps (the same as the placeholder of LazyHomeLobby: nothing jumps). */
const HOME_LOBBY_RESERVED_PX = 560;
/** Hot games on the home page. */
export const HOME_HOT_SIZE = 12;

function CategoryLane({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  // A lane fetches and renders its games only when it comes near the screen.
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, error, isLoading, isError, refetch } = useGetGamesQuery(
    { category, size: HOME_LANE_SIZE },
    { skip: !near },
  );
  const title = t(laneLabelKeys[category]);
  const id = `pf-home-lane-${category.toLowerCase()}`;
  if (near && !isLoading && !isError && !data?.list.length) return null;
  return (
    <section ref={ref} className="pf-lane" aria-labelledby={id}>
      <div className="pf-lane__header">
        <h2 id={id} className="pf-lane__title">
          {title}
        </h2>
        <RebateBadge category={category} />
        <Link className="pf-lane__more" to={categoryPaths[category]}>
          {t('games_more_of', { category: title })}
        </Link>
      </div>
      {!near || isLoading ? (
        <GameGridSkeleton count={HOME_LANE_SIZE} />
      ) : isError ? (
        <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />
      ) : (
        <GameList games={data?.list ?? []} label={title} />
      )}
    </section>
  );
}

/** The home page's games: banners, hot games, then one lane per category with a few games and a 'more' link. */
export function HomeLobby() {
  const { t } = useTranslation();
  const { data } = useGetGameMenusQuery();
  const categories = (data?.data.lanes ?? [])
    .filter((lane) => lane.cards.length > 0)
    .map((lane) => lane.title);
  return (
    <div className="pf-home-lobby" style={{ minHeight: HOME_LOBBY_RESERVED_PX }}>
      <GameStyles />
      <Banners />
      <section className="pf-lane" aria-labelledby="pf-home-hot">
        <div className="pf-lane__header">
          <h2 id="pf-home-hot" className="pf-lane__title">
            {t('shell_nav_hot')}
          </h2>
          <Link className="pf-lane__more" to="/hot">
            {t('games_more_of', { category: t('shell_nav_hot') })}
          </Link>
        </div>
        <HotGames limit={HOME_HOT_SIZE} />
      </section>
      {categories.map((category) => (
        <CategoryLane key={category} category={category} />
      ))}
      <VassalagePopupHost />
    </div>
  );
}

export default HomeLobby;
