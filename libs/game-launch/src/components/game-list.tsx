import { useDeferredValue } from 'react';
import { isGameOffered } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import type { Game } from '@playfront/api-contract';
import { useBrand } from '@playfront/brand-config';
import { useFavourites } from '../hooks/use-favourites';
import { useLaunch } from '../launch/use-launch';
import { GameCard } from './game-card';
import { GameGridSkeleton } from './states';
import { GameStyles } from '../styles';

export interface GameListProps {
  games: readonly Game[];
  /** Accessible name of the list. */
  label?: string;
  /** How many cards from the start are on the first screen: their pictures are requested at once. */
  eagerCount?: number;
}

const none: readonly Game[] = [];

/**
 * A grid of game cards that launch through the launch decision and toggle favourites, without the lottery
 * games of prize modes the brand does not offer. The cards render in a
 * background (interruptible) render: a page of lanes arriving together never blocks input for long; their
 * skeleton holds the place meanwhile.
 */
export function GameList({ games, label, eagerCount = 0 }: GameListProps) {
  useMessageAreas(['games']);
  const launch = useLaunch();
  const favourites = useFavourites();
  const { prizeModes } = useBrand();
  const deferred = useDeferredValue(games, none);
  if (deferred !== games && deferred.length === 0 && games.length > 0) {
    return <GameGridSkeleton count={games.length} />;
  }
  // Lottery games of a prize mode the brand does not offer (prizeModes) are not shown anywhere.
  const shown = deferred.filter((game) => isGameOffered(game, prizeModes));
  return (
    <>
      <GameStyles />
      <ul className="pf-game-grid" aria-label={label}>
        {shown.map((game, index) => (
          <li key={game.id}>
            <GameCard
              game={game}
              priority={index < eagerCount}
              onPlay={launch}
              favouriteEnabled={favourites.enabled}
              isFavourite={favourites.isFavourite(game.id)}
              favouritePending={favourites.pendingId === game.id}
              onToggleFavourite={(g) => void favourites.toggle(g.id)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
