import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@playfront/ui-kit';

// The promotion pages' loading, failed and message states. They reuse the ui-kit's page classes but not
// its page module: that keeps this lazy chunk sharing only chunks the portal already has, so the entry's
// preload lists (and the home route's first download) do not grow.

export interface PromoMessageProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A message of the page: an error is an alert, anything else a polite status. */
export function PromoMessage({ kind = 'error', children }: PromoMessageProps) {
  return (
    <p
      className={`pf-notice${kind === 'error' ? '' : ` pf-notice--${kind}`}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <span>{children}</span>
    </p>
  );
}

export interface PromoLoadableProps {
  isLoading: boolean;
  /** What went wrong, in the player's words; nothing when falsy. */
  error?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading (a spinner), failed (the message and a retry button) or the content. */
export function PromoLoadable({ isLoading, error, onRetry, children }: PromoLoadableProps) {
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
        <PromoMessage>{error}</PromoMessage>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children}</>;
}
