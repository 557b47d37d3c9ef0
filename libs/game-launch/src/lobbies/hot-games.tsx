import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { errorMessage, selectLanguage, selectMerchantCode } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import type { CredentialsState } from '@playfront/api-client';
import { useGetHotGamesQuery } from '../api/games-api';
import { GameList } from '../components/game-list';
import { GameGridSkeleton, LoadError, NoGames } from '../components/states';

export interface HotGamesProps {
  /** Show at most this many (the home page shows a few). */
  limit?: number;
}

type Root = { credentials: CredentialsState };

/** The operator's hot games (spec §3 hot-game request: merchantCode, isPlatform 2, platform, language). */
export function HotGames({ limit }: HotGamesProps) {
  useMessageAreas(['games']);
  const { t } = useTranslation();
  const merchantCode = useSelector((state: Root) => selectMerchantCode(state));
  const language = useSelector((state: Root) => selectLanguage(state));
  const { data, error, isLoading, isError, refetch } = useGetHotGamesQuery({ merchantCode, language });
  if (isLoading) return <GameGridSkeleton count={limit ? Math.min(limit, 6) : 6} />;
  if (isError) return <LoadError message={errorMessage(error, '')} onRetry={() => void refetch()} />;
  const games = limit ? (data?.list ?? []).slice(0, limit) : (data?.list ?? []);
  if (games.length === 0) return <NoGames />;
  return <GameList games={games} label={t('shell_nav_hot')} />;
}
