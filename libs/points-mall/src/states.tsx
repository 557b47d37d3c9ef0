import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, Spinner } from '@playfront/ui-kit';

// The points mall's loading and failed states. Like the VIP and promotion pages they reuse the ui-kit's
// classes but not its page module. The date filter is the ui-kit's shared one (the records use it too).

export interface PointsLoadableProps {
  isLoading: boolean;
  /** What went wrong, in the player's words; nothing when falsy. */
  error?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading (a spinner), failed (the message and a retry button) or the content. */
export function PointsLoadable({ isLoading, error, onRetry, children }: PointsLoadableProps) {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <div className="pf-page__center">
        <Spinner />
      </div>
    );
  if (error)
    return (
      <div className="pf-page__section">
        <p className="pf-notice" role="alert">
          <span>{error}</span>
        </p>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children}</>;
}
