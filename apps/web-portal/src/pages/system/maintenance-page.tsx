import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MaintenancePageProps {
  /** The operator's own message, when one is set. */
  message?: string | null;
  /** The way to customer service (the start-up's contact-us button), so it stays reachable. */
  contact?: ReactNode;
}

const WrenchIcon = () => (
  <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
    <path
      d="M30 6a10 10 0 0 0-9.5 13L7 32.5a4 4 0 0 0 5.7 5.7L26.2 24.7A10 10 0 0 0 39.5 14l-6 6-5.5-5.5 6-6A10 10 0 0 0 30 6Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  </svg>
);

/** Start-up status 1 (spec §2, §8): the site is down for maintenance; customer service stays reachable. */
export function MaintenancePage({ message, contact }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <main className="pf-system" aria-labelledby="pf-system-title">
      <div className="pf-system__card">
        <span className="pf-system__icon">
          <WrenchIcon />
        </span>
        <h1 id="pf-system-title" className="pf-system__title">
          {t('system_maintenance')}
        </h1>
        <p className="pf-system__text">{message || t('system_maintenance_text')}</p>
        {contact}
      </div>
    </main>
  );
}
