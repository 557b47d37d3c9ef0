import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemCard } from './system-card';

export interface MaintenancePageProps {
  /** The operator's own message, when one is set. */
  message?: string | null;
  /** The way to customer service (the start-up's contact-us button), so it stays reachable. */
  contact?: ReactNode;
}

/** A wrench. */
const wrench =
  'M30 6a10 10 0 0 0-9.5 13L7 32.5a4 4 0 0 0 5.7 5.7L26.2 24.7A10 10 0 0 0 39.5 14l-6 6-5.5-5.5 6-6A10 10 0 0 0 30 6Z';

/** Start-up status 1 (spec §2, §8): the site is down for maintenance; customer service stays reachable. */
export function MaintenancePage({ message, contact }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <SystemCard icon={wrench} title={t('system_maintenance')}>
      <p className="pf-system__text">{message || t('system_maintenance_text')}</p>
      {contact}
    </SystemCard>
  );
}
