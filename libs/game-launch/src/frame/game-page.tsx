import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useIsLoggedIn } from '@playfront/auth-session';
import { useMessageAreas } from '@playfront/i18n';
import { EmptyState } from '@playfront/ui-kit';
import { useGetPvpRoomsQuery, useGetRecentGamesQuery } from '../api/games-api';
import type { LaunchTarget } from '../launch/launch-request';
import { GameFrame, GameFrameStyles } from './game-frame';

/** A positive integer from the query string, or undefined. */
export function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** What a lobby may pass along when it opens /game (router state). */
export interface GameRouteState {
  gameName?: string;
}

export interface GamePageProps {
  /** Opens the member's responsible gaming page from the reality check (see `GameFrameProps`). */
  onSetLimits?: () => void;
}

/**
 * /game?gameId={id} or /game?roomId={id} (spec §2 iframe game view, header only): the game in a frame.
 * The name comes from the lobby that opened it, else from the player's recent games (a launch records
 * one) or the PVP room list.
 */
export function GamePage({ onSetLimits }: GamePageProps) {
  useMessageAreas(['play']);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const gameId = positiveId(params.get('gameId'));
  const roomId = positiveId(params.get('roomId'));
  const target = useMemo<LaunchTarget | null>(
    () => (roomId !== undefined ? { roomId } : gameId !== undefined ? { gameId } : null),
    [gameId, roomId],
  );
  const recent = useGetRecentGamesQuery(undefined, { skip: !isLoggedIn || gameId === undefined });
  const rooms = useGetPvpRoomsQuery(undefined, { skip: roomId === undefined });

  if (!target) {
    return (
      <section className="pf-game" aria-labelledby="pf-game-title">
        <GameFrameStyles />
        <h1 id="pf-game-title" className="pf-game__title">
          {t('shell_page_game')}
        </h1>
        <EmptyState
          title={t('play_no_game')}
          action={
            <Link to="/index" className="pf-button pf-button--primary pf-button--md">
              {t('play_browse_games')}
            </Link>
          }
        />
      </section>
    );
  }

  const stateName = (location.state as GameRouteState | null)?.gameName;
  const name =
    stateName ??
    (roomId !== undefined
      ? rooms.data?.list.find((room) => room.roomId === roomId)?.name
      : recent.data?.list.find((game) => game.id === gameId)?.name) ??
    t('shell_page_game');

  return <GameFrame target={target} title={name} onSetLimits={onSetLimits} />;
}
