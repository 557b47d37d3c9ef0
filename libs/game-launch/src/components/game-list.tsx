import type { Game } from '@playfront/api-contract';
import { useFavourites } from '../hooks/use-favourites';
import { useLaunch } from '../launch/use-launch';
import { GameCard } from './game-card';
import { GameStyles } from '../styles';

export interface GameListProps {
  games: readonly Game[];
  /** Accessible name of the list. */
  label?: string;
}

/** A grid of game cards that launch through the launch decision and toggle favourites. */
export function GameList({ games, label }: GameListProps) {
  const launch = useLaunch();
  const favourites = useFavourites();
  return (
    <>
      <GameStyles />
      <ul className="pf-game-grid" aria-label={label}>
        {games.map((game) => (
          <li key={game.id}>
            <GameCard
              game={game}
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
