import { useTranslation } from 'react-i18next';
import { SystemCard } from './system-card';

export interface RegionPageProps {
  /** The visitor's address as the server saw it. */
  ip?: string | null;
  /** The visitor's country or region, when known. */
  country?: string | null;
}

/** A crossed-out shield. */
const shield = 'M24 5 8 11v11c0 10 7 18 16 21 9-3 16-11 16-21V11L24 5Zm-7 15 14 14M31 20 17 34';

/** Start-up status 2 (spec §2, §8): access refused for the visitor's location or IP. */
export function RegionPage({ ip, country }: RegionPageProps) {
  const { t } = useTranslation();
  return (
    <SystemCard icon={shield} danger title={t('ip_restriction')}>
      <p className="pf-system__text">{t('ip_restriction_text')}</p>
      <dl className="pf-system__facts">
        <div>
          <dt>{t('shell_your_ip')}</dt>
          <dd>{ip || t('shell_unknown')}</dd>
        </div>
        <div>
          <dt>{t('shell_your_country')}</dt>
          <dd>{country || t('shell_unknown')}</dd>
        </div>
      </dl>
    </SystemCard>
  );
}
