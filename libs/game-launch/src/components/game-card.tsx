import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@playfront/api-contract';
import { LazyImage } from '@playfront/ui-kit';
import { gameImageFallback, PlayIcon, StarIcon } from './icons';

/** Lazy image constants of spec §9: start loading 1.3 viewports ahead, three attempts, then the fallback. */
export const IMAGE_PRELOAD_FACTOR = 1.3;
export const IMAGE_ATTEMPTS = 3;

/**
 * The heading level of the game names: 3 under a lane's or section's h2 (the default), 2 where the cards sit
 * right under the page's h1 (the lobbies), so no heading level is skipped.
 */
export const GameHeadingLevel = createContext<2 | 3>(3);

export interface GameCardProps {
  game: Game;
  onPlay: (game: Game) => void;
  /** Show the favourite toggle (members only). */
  favouriteEnabled?: boolean;
  isFavourite?: boolean;
  favouritePending?: boolean;
  onToggleFavourite?: (game: Game) => void;
  /** A card of the first screen: its picture is requested at once (the lobby's largest paint). */
  priority?: boolean;
}

/** One game: its picture (lazy, with a fallback), name, vendor, hot badge, favourite toggle and play button. */
export function GameCard({
  game,
  onPlay,
  favouriteEnabled = false,
  isFavourite = false,
  favouritePending = false,
  onToggleFavourite,
  priority = false,
}: GameCardProps) {
  const { t } = useTranslation();
  const Name = useContext(GameHeadingLevel) === 2 ? 'h2' : 'h3';
  return (
    <article className="pf-game-card" aria-label={game.name}>
      <div className="pf-game-card__art">
        <LazyImage
          src={game.image}
          alt={game.name}
          width={4}
          height={3}
          style={{ width: '100%' }}
          attempts={IMAGE_ATTEMPTS}
          preloadFactor={IMAGE_PRELOAD_FACTOR}
          fallbackSrc={gameImageFallback}
          priority={priority}
        />
        {game.isHot && <span className="pf-game-card__hot">{t('shell_hot_badge')}</span>}
      </div>
      <div className="pf-game-card__body">
        <Name className="pf-game-card__name">{game.name}</Name>
        <p className="pf-game-card__vendor">{game.vendorCode}</p>
      </div>
      <div className="pf-game-card__actions">
        {favouriteEnabled && (
          <button
            type="button"
            className="pf-game-card__fav"
            aria-pressed={isFavourite}
            aria-label={t('games_fav_toggle', { name: game.name })}
            disabled={favouritePending}
            onClick={() => onToggleFavourite?.(game)}
          >
            <StarIcon filled={isFavourite} />
          </button>
        )}
        <button
          type="button"
          className="pf-game-card__play"
          aria-label={t('games_play_name', { name: game.name })}
          onClick={() => onPlay(game)}
        >
          <PlayIcon />
          <span aria-hidden="true">{t('games_play')}</span>
        </button>
      </div>
    </article>
  );
}
