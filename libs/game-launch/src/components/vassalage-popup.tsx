import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { Modal } from '@playfront/ui-kit';
import type { Game } from '@playfront/api-contract';
import { useGetGameMenusQuery } from '../navigation/game-menus-api';
import { useGetGamesQuery } from '../api/games-api';
import { closeVassalage, useOpenVassalage } from '../launch/vassalage-store';
import { useLaunch } from '../launch/use-launch';
import { GameGridSkeleton, LoadError, NoGames } from './states';
import { GameStyles } from '../styles';

export interface VassalagePopupProps {
  open: boolean;
  vassalage: string;
  provider: string;
  onClose: () => void;
  /** Launch the chosen sub-game. */
  onChoose: (game: Game) => void;
}

/** The sub-games of a vendor in a modal (spec §3 isGame VASSALAGE); choosing one launches it. */
export function VassalagePopup({ open, vassalage, provider, onClose, onChoose }: VassalagePopupProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isError, refetch } = useGetGamesQuery(
    { vassalage, size: 100 },
    { skip: !open },
  );
  // The vendor card itself is in the list too: offer only the playable games.
  const games = (data?.list ?? []).filter((game) => game.isGame !== 'VASSALAGE');
  // The vendor's name from the menus when they are loaded, else its code.
  const { data: menus } = useGetGameMenusQuery(undefined, { skip: !open });
  const name =
    menus?.data.lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage)
      ?.displayName ?? provider;
  return (
    <Modal open={open} onClose={onClose} title={t('games_sub_games_title', { provider: name })} width={720}>
      <GameStyles />
      {isLoading ? (
        <GameGridSkeleton count={4} />
      ) : isError ? (
        <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />
      ) : games.length === 0 ? (
        <NoGames />
      ) : (
        <ul className="pf-sub-games">
          {games.map((game) => (
            <li key={game.id}>
              <button type="button" className="pf-sub-games__item" onClick={() => onChoose(game)}>
                <span className="pf-sub-games__name">{game.name}</span>
                <span className="pf-sub-games__play">{t('games_play')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** Renders the popup opened by a vassalage launch; every lobby page renders one host. */
export function VassalagePopupHost() {
  const open = useOpenVassalage();
  const launch = useLaunch();
  return (
    <VassalagePopup
      open={open !== null}
      vassalage={open?.vassalage ?? ''}
      provider={open?.provider ?? ''}
      onClose={closeVassalage}
      onChoose={(game) => {
        closeVassalage();
        launch(game);
      }}
    />
  );
}
