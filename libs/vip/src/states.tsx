import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@playfront/ui-kit';

// The VIP page's loading and failed states. Like the promotion pages they reuse the ui-kit's page classes
// but not its page module, so this lazy chunk shares only chunks the portal already has.

export interface VipLoadableProps {
  isLoading: boolean;
  /** What went wrong, in the player's words; nothing when falsy. */
  error?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading (a spinner), failed (the message and a retry button) or the content. */
export function VipLoadable({ isLoading, error, onRetry, children }: VipLoadableProps) {
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
