import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { Button, EmptyState } from '@playfront/ui-kit';
import { useMoney } from '@playfront/wallet';
import { useGetPvpRoomsQuery } from '../api/games-api';
import { LoadError } from '../components/states';
import { useLaunchRoom } from '../launch/use-launch';
import { GameStyles } from '../styles';

/** The open PVP card tables: name, minimum bet, seats taken; joining launches the room. */
export function PvpRooms() {
  const { t } = useTranslation();
  const money = useMoney();
  const join = useLaunchRoom();
  const { data, error, isLoading, isError, refetch } = useGetPvpRoomsQuery();
  const headingId = 'pf-pvp-rooms-title';
  let body;
  if (isLoading)
    body = (
      <ul className="pf-rooms" aria-busy="true" aria-label={t('ui_loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="pf-room pf-room--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  else if (isError) body = <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  else if (!data?.list.length) body = <EmptyState title={t('games_rooms_empty')} />;
  else
    body = (
      <ul className="pf-rooms" aria-labelledby={headingId}>
        {data.list.map((room) => {
          const full = room.players >= room.seats;
          const nameId = `pf-room-${room.roomId}-name`;
          return (
            <li key={room.roomId} className="pf-room">
              <span id={nameId} className="pf-room__name">
                {room.name}
              </span>
              <span className="pf-room__meta">{t('games_room_min_bet', { amount: money(room.minBet) })}</span>
              <span className="pf-room__meta">
                {t('games_room_seats', { players: room.players, seats: room.seats })}
              </span>
              {/* The name holds the visible words (WCAG 2.5.3): "Join <room>", or "Full" described by the room. */}
              <Button
                size="sm"
                disabled={full}
                aria-label={full ? undefined : t('games_room_join_name', { name: room.name })}
                aria-describedby={full ? nameId : undefined}
                onClick={() => join(room)}
              >
                {full ? t('games_room_full') : t('games_room_join')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className="pf-lobby__section" aria-labelledby={headingId}>
      <GameStyles />
      <h2 id={headingId} className="pf-lobby__subtitle">
        {t('games_rooms_title')}
      </h2>
      {body}
    </section>
  );
}
