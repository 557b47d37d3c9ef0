import { useTranslation } from 'react-i18next';
import { AlertIcon, Button, EmptyState } from '@playfront/ui-kit';
import type { ReactNode } from 'react';
import { GameStyles } from '../styles';

/** Placeholder cards of the same size as game cards while a list loads (no layout shift). */
export function GameGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="pf-game-grid pf-game-grid--skeleton" role="status" aria-label={t('ui_loading')}>
      <GameStyles />
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="pf-game-card pf-game-card--skeleton" aria-hidden="true">
          <div className="pf-game-card__art" />
          <div className="pf-game-card__body">
            <span className="pf-skeleton-line" />
            <span className="pf-skeleton-line pf-skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load: the translated error and a retry that really calls again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertIcon />}
        title={t('games_load_failed')}
        description={message}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('games_retry')}
          </Button>
        }
      />
    </div>
  );
}

export function NoGames({ title, action }: { title?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return <EmptyState title={title ?? t('games_empty')} action={action} />;
}
