import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@playfront/api-client';
import { rebatePoints } from '@playfront/api-contract';
import type { GameCategory, VendorCard } from '@playfront/api-contract';
import { useGetGameMenusQuery } from '../navigation/game-menus-api';
import { categoryLabelKeys } from '../navigation/game-nav';
import { GameGrid } from '../components/game-grid';
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

function pickVendor(vendors: readonly VendorCard[], requested: string | null): VendorCard | undefined {
  const wanted = requested?.toUpperCase();
  const remembered = storedVassalage();
  return (
    vendors.find((vendor) => vendor.merchantCode.toUpperCase() === wanted) ??
    (wanted ? undefined : vendors.find((vendor) => vendor.vassalage === remembered)) ??
    vendors[0]
  );
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
  const vendors = (data?.data.lanes ?? [])
    .filter((lane) => lane.title === category)
    .flatMap((lane) => lane.cards);
  const selected = pickVendor(vendors, params.get('page') ?? defaultProvider ?? null);
  const title = t(categoryLabelKeys[category]);
  const headingId = `pf-lobby-${category.toLowerCase()}`;

  const choose = (code: string) => {
    if (category === 'RNG') void navigate(providerLobbyPath(code));
    else setParams({ page: code });
  };

  const games = selected ? (
    <GameGrid
      key={selected.vassalage}
      filter={{ vassalage: selected.vassalage }}
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
