import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { AlertIcon, CheckCircleIcon } from '../icons/icons';
import { Spinner } from '../spinner/spinner';

export interface PageProps {
  /** The accessible name of the page's region. */
  label: string;
  /** The page's sections. */
  children: ReactNode;
}

/** A page of a feature (wallet, member centre …): a labelled region whose sections stack with a gap. */
export function Page({ children, label }: PageProps) {
  return (
    <div className="pf-page" aria-label={label} role="region">
      {children}
    </div>
  );
}

export interface PageSectionProps {
  /** The section's heading. */
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  /** The section's content. */
  children: ReactNode;
}

/** A titled section of a page. */
export function PageSection({ title, children, lead }: PageSectionProps) {
  return (
    <section className="pf-page__section">
      <h3 className="pf-page__title">{title}</h3>
      {lead && <p className="pf-page__lead">{lead}</p>}
      {children}
    </section>
  );
}

export interface NoticeProps {
  /** An error is an alert (announced at once); a success or an information a polite status. */
  kind?: 'error' | 'success' | 'info';
  /** Nothing renders without it. */
  children?: ReactNode;
}

/** A form-level message: errors are alerts, a success or an information a polite status. */
export function Notice({ kind = 'error', children }: NoticeProps) {
  if (!children) return null;
  return (
    <p
      className={`pf-notice${kind === 'error' ? '' : ` pf-notice--${kind}`}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {kind === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
      <span>{children}</span>
    </p>
  );
}

export interface LoadableProps {
  /** Shows a spinner instead of the content. */
  isLoading: boolean;
  /** What went wrong, in the player's words (e.g. `errorMessage(error, t('err_unknown'))`); none when falsy. */
  error?: ReactNode;
  /** Runs when the player presses 'Try again' after an error. */
  onRetry: () => void;
  /** The content, once loaded. */
  children: ReactNode;
}

/** Loading (a spinner), failed (the message and a retry button) or the content. */
export function Loadable({ isLoading, error, onRetry, children }: LoadableProps) {
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
        <Notice>{error}</Notice>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children}</>;
}
