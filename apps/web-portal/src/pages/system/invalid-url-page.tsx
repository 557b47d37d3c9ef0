import { useTranslation } from 'react-i18next';
import { SystemCard } from './system-card';

export interface InvalidUrlPageProps {
  /** The address the visitor opened. */
  host: string;
}

/** A broken link. */
const linkOff = 'M20 14h-6a10 10 0 0 0 0 20h6m8-20h6a10 10 0 0 1 4 19.2M16 24h8M8 8l32 32';

/** The domain check of start-up (spec §7, §8): this host is not one of the brand's domain routes. */
export function InvalidUrlPage({ host }: InvalidUrlPageProps) {
  const { t } = useTranslation();
  return (
    <SystemCard icon={linkOff} danger title={t('shell_invalid_url_title')}>
      <p className="pf-system__text">{t('shell_invalid_url_text')}</p>
      <p className="pf-system__text">
        <code>{host}</code>
      </p>
    </SystemCard>
  );
}
