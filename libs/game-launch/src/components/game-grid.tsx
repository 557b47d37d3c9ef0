import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isGameOffered } from '@playfront/api-contract';
import { useBrand } from '@playfront/brand-config';
import { errorMessage } from '@playfront/api-client';
import { Button, assetUrl } from '@playfront/ui-kit';
import type { ReactNode } from 'react';
import type { Game } from '@playfront/api-contract';
import { useGetGamePagesInfiniteQuery } from '../api/games-api';
import type { GameListFilter } from '../api/games-api';
import { GameList } from './game-list';
import { GameGridSkeleton, LoadError, NoGames } from './states';

/**
 * The cards of a lobby's first screen (two rows on a phone) whose pictures load at once: the first picture
 * is the lobby's largest paint, and waiting for the viewport check delays it by a render.
 */
export const FIRST_SCREEN_CARDS = 4;

/** A game one can play, not a card standing for a vendor's lobby (which opens a popup of its games). */
export const isPlayable = (game: Game): boolean => game.isGame !== 'VASSALAGE';

/**
 * Requests the pictures of a grid's first screen before the grid renders (a lobby opened directly, whose
 * games are in before its first render): the cards then find them in the browser's cache, and the lobby's
 * largest paint waits on the render alone, not on the render and then the picture.
 */
export function preloadFirstScreen(games: readonly Game[], origin: string): void {
  if (typeof Image === 'undefined') return;
  for (const game of games.filter(isPlayable).slice(0, FIRST_SCREEN_CARDS)) {
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = assetUrl(origin, game.image);
  }
}

/** Infinite scroll: at most one page request per 200 ms (spec §9), fired when the end is in view. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;

export interface GameGridProps {
  filter: GameListFilter;
  label?: string;
  /** Shown when the filter matches no game. */
  empty?: ReactNode;
  /** Load the next page when the end of the list scrolls into view (a 'load more' button is always there). */
  infinite?: boolean;
  /** Leave out VASSALAGE cards (in a vendor's own grid they would only open a popup of the same games). */
  playableOnly?: boolean;
}

/** Games of a filter, 60 per page, with infinite scroll and a 'load more' button. */
export function GameGrid({ filter, label, empty, infinite = true, playableOnly = false }: GameGridProps) {
  const { t } = useTranslation();
  const { prizeModes } = useBrand();
  const { data, error, isLoading, isError, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetGamePagesInfiniteQuery(filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const lastFetch = useRef(0);

  useEffect(() => {
    const node = sentinel.current;
    if (!infinite || !node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const now = Date.now();
      if (!entries.some((entry) => entry.isIntersecting)) return;
      if (isFetchingNextPage || now - lastFetch.current < INFINITE_SCROLL_THROTTLE_MS) return;
      lastFetch.current = now;
      void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [infinite, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isLoading) return <GameGridSkeleton />;
  if (isError && !data) return <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  // Lottery games of a prize mode the brand does not offer are left out here too, so an empty grid says so.
  const games = (data?.pages.flatMap((page) => page.list) ?? []).filter(
    (game) => (!playableOnly || isPlayable(game)) && isGameOffered(game, prizeModes),
  );
  if (games.length === 0) return <>{empty ?? <NoGames />}</>;
  return (
    <div className="pf-game-grid-wrap">
      <GameList games={games} label={label} eagerCount={FIRST_SCREEN_CARDS} />
      {hasNextPage && (
        <div ref={sentinel} className="pf-game-grid__more">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('games_load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}
