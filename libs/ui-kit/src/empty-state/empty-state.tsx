import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '../icons/icons';

export interface EmptyStateProps {
  /** Illustration or icon (decorative); a default inbox icon otherwise. */
  icon?: ReactNode;
  /** Main line; defaults to the translated "Nothing here yet". */
  title?: ReactNode;
  /** Secondary explanation. */
  description?: ReactNode;
  /** Call to action, e.g. a Button. */
  action?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/** Placeholder for a list or page with no content. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={['pf-empty', className].filter(Boolean).join(' ')}>
      <span className="pf-empty__icon" aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <p className="pf-empty__title">{title ?? t('ui_empty')}</p>
      {description && <p className="pf-empty__description">{description}</p>}
      {action && <div className="pf-empty__action">{action}</div>}
    </div>
  );
}
