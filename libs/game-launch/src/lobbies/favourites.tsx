import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useAuthModals, useIsLoggedIn } from '@playfront/auth-session';
import { Button, EmptyState } from '@playfront/ui-kit';
import { useGetFavouritesQuery } from '../api/games-api';
import { GameList } from '../components/game-list';
import { StarIcon } from '../components/icons';
import { GameGridSkeleton, LoadError } from '../components/states';

/** The player's favourite games; a visitor is asked to log in. */
export function Favourites() {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModals();
  const { data, error, isLoading, isError, refetch } = useGetFavouritesQuery(undefined, {
    skip: !isLoggedIn,
  });
  if (!isLoggedIn)
    return (
      <EmptyState
        icon={<StarIcon filled={false} />}
        title={t('games_fav_login')}
        action={<Button onClick={() => openLogin()}>{t('shell_login')}</Button>}
      />
    );
  if (isLoading) return <GameGridSkeleton />;
  if (isError) return <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  const games = data?.list ?? [];
  if (games.length === 0)
    return <EmptyState icon={<StarIcon filled={false} />} title={t('games_fav_empty')} />;
  return <GameList games={games} label={t('shell_nav_fav')} />;
}
