import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useIsLoggedIn } from '@playfront/auth-session';
import { useToast } from '@playfront/ui-kit';
import { useAddFavouriteMutation, useGetFavouritesQuery, useRemoveFavouriteMutation } from '../api/games-api';

export interface FavouritesApi {
  /** Favourites are for logged-in players. */
  enabled: boolean;
  isFavourite: (gameId: number) => boolean;
  /** Adds or removes a favourite; a failure is told in a toast. */
  toggle: (gameId: number) => Promise<void>;
  /** The game whose toggle is in flight. */
  pendingId: number | null;
}

/** The player's favourites and a toggle (the list in the cache is replaced by each reply). */
export function useFavourites(): FavouritesApi {
  const { t } = useTranslation();
  const toast = useToast();
  const isLoggedIn = useIsLoggedIn();
  const { data } = useGetFavouritesQuery(undefined, { skip: !isLoggedIn });
  const [add, addState] = useAddFavouriteMutation();
  const [remove, removeState] = useRemoveFavouriteMutation();
  const ids = useMemo(() => new Set((data?.list ?? []).map((game) => game.id)), [data]);
  const toggle = useCallback(
    async (gameId: number) => {
      try {
        // The star's pressed state tells the result; only a failure needs words.
        if (ids.has(gameId)) await remove({ gameId }).unwrap();
        else await add({ gameId }).unwrap();
      } catch (error) {
        toast.show({ kind: 'error', message: errorMessage(error, t('err_unknown')) });
      }
    },
    [ids, add, remove, toast, t],
  );
  const pending = addState.isLoading
    ? addState.originalArgs?.gameId
    : removeState.isLoading
      ? removeState.originalArgs?.gameId
      : undefined;
  return {
    enabled: isLoggedIn,
    isFavourite: (gameId: number) => ids.has(gameId),
    toggle,
    pendingId: pending ?? null,
  };
}
