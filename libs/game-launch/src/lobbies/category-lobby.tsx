import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiOriginOf, errorMessage } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import { rebatePoints } from '@playfront/api-contract';
import type { GameCategory, GameMenus, VendorCard } from '@playfront/api-contract';
import { gamesApi } from '../api/games-api';
import type { GameListFilter } from '../api/games-api';
import { gameMenusApi, useGetGameMenusQuery } from '../navigation/game-menus-api';
import { categoryLabelKeys } from '../navigation/game-nav';
import { GameGrid, preloadFirstScreen } from '../components/game-grid';
import { GameHeadingLevel } from '../components/game-card';
import { GameSearch } from '../components/game-search';
import { ProviderTabStrip } from '../components/provider-tab-strip';
import { GameGridSkeleton, LoadError, NoGames } from '../components/states';
import { providerLobbyPath } from '../launch/launch-decision';
import { storedVassalage } from '../launch/vassalage-store';
import { GameStyles } from '../styles';

export interface CategoryLobbyProps {
  category: GameCategory;
  /** The vendor shown when `?page` names none (the /pp … /cq9 lobbies). */
  defaultProvider?: string;
  /** Offer the game search above the lobby. */
  search?: boolean;
}

/** The rebate point of a category as the navigation shows it (spec §9), e.g. 'Rebate 1.20%'. */
export function RebateBadge({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const point = rebatePoints[category];
  if (!point) return null;
  return <span className="pf-rebate">{t('games_rebate', { point })}</span>;
}

/** The vendors of one category, in the order of its lanes. */
const vendorsOf = (menus: GameMenus | undefined, category: GameCategory): VendorCard[] =>
  (menus?.data.lanes ?? []).filter((lane) => lane.title === category).flatMap((lane) => lane.cards);

function pickVendor(vendors: readonly VendorCard[], requested: string | null): VendorCard | undefined {
  const wanted = requested?.toUpperCase();
  const remembered = storedVassalage();
  return (
    vendors.find((vendor) => vendor.merchantCode.toUpperCase() === wanted) ??
    (wanted ? undefined : vendors.find((vendor) => vendor.vassalage === remembered)) ??
    vendors[0]
  );
}

/** The games a lobby shows of its selected vendor. */
const lobbyFilter = (vendor: VendorCard): GameListFilter => ({ vassalage: vendor.vassalage });

/** The vendor a lobby address asks for: `?page={provider}`, else the lobby's own (the /pp … /cq9 lobbies). */
const requestedVendor = (params: URLSearchParams, defaultProvider?: string) =>
  params.get('page') ?? defaultProvider ?? null;

/**
 * Starts the calls a category lobby makes first, before it renders: the game menus, then the first page of
 * the games of the vendor it will show (the same choice and the same query as the lobby's, so the lobby
 * finds both in the cache). Called on a direct visit while the start-up calls run: the lobby's games, and
 * its first pictures, then wait on no render. Nothing is subscribed: data no lobby takes up is dropped as
 * any unused reply is. A failed call is left to the lobby, which asks again and shows its error.
 */
export async function prefetchCategoryLobby(
  dispatch: AppDispatch,
  category: GameCategory,
  search: string,
  defaultProvider?: string,
): Promise<void> {
  const menus = await dispatch(gameMenusApi.endpoints.getGameMenus.initiate(undefined, { subscribe: false }));
  const selected = pickVendor(
    vendorsOf(menus.data, category),
    requestedVendor(new URLSearchParams(search), defaultProvider),
  );
  if (!selected) return;
  const games = await dispatch(
    gamesApi.endpoints.getGamePages.initiate(lobbyFilter(selected), { subscribe: false }),
  );
  preloadFirstScreen(games.data?.pages[0]?.list ?? [], apiOriginOf({ dispatch }));
}

/**
 * The lobby of one category: its vendors as tabs (`?page={provider}`; on slots every tab goes to
 * /rng?page={provider}), the selected vendor's games in a grid, and the rebate point where there is one.
 */
export function CategoryLobby({ category, defaultProvider, search = false }: CategoryLobbyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data, error, isLoading, isError, refetch } = useGetGameMenusQuery();
  const vendors = vendorsOf(data, category);
  const selected = pickVendor(vendors, requestedVendor(params, defaultProvider));
  const title = t(categoryLabelKeys[category]);
  const headingId = `pf-lobby-${category.toLowerCase()}`;

  const choose = (code: string) => {
    if (category === 'RNG') void navigate(providerLobbyPath(code));
    else setParams({ page: code });
  };

  const games = selected ? (
    <GameGrid
      key={selected.vassalage}
      filter={lobbyFilter(selected)}
      playableOnly
      label={selected.displayName}
    />
  ) : null;

  let body;
  if (isLoading) body = <GameGridSkeleton />;
  else if (isError) body = <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  else if (!selected) body = <NoGames title={t('games_no_vendors')} />;
  else
    body = (
      <ProviderTabStrip vendors={vendors} value={selected.merchantCode} onChange={choose} label={title}>
        {games}
      </ProviderTabStrip>
    );

  return (
    <section className="pf-lobby" aria-labelledby={headingId}>
      <GameStyles />
      <header className="pf-lobby__header">
        <h1 id={headingId} className="pf-lobby__title">
          {title}
        </h1>
        <RebateBadge category={category} />
      </header>
      <GameHeadingLevel value={2}>
        {search ? <GameSearch category={category}>{body}</GameSearch> : body}
      </GameHeadingLevel>
    </section>
  );
}
