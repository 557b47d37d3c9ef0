import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { Loadable } from '@playfront/ui-kit';

export interface ScreenProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A screen of the back office: its h1 (focused when the screen opens, and the document's title) and its
 * content.
 */
export function Screen({ title, lead, actions, children }: ScreenProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('bo_app_name')}`;
  }, [title, t]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="bo-screen">
      <div className="bo-screen__header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="bo-screen__title">
            {title}
          </h1>
          {lead && <p className="bo-screen__lead">{lead}</p>}
        </div>
        {actions && <div className="bo-screen__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export interface QueryStateProps {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
  children: ReactNode;
}

/** Loading, failed (the translated refusal and a retry) or the content. */
export function QueryState({ isLoading, error, refetch, children }: QueryStateProps) {
  const { t } = useTranslation();
  return (
    <Loadable
      isLoading={isLoading}
      error={error ? errorMessage(error, t('err_unknown')) : undefined}
      onRetry={() => void refetch()}
    >
      {children}
    </Loadable>
  );
}
