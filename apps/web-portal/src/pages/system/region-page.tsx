import { useTranslation } from 'react-i18next';

export interface RegionPageProps {
  /** The visitor's address as the server saw it. */
  ip?: string | null;
  /** The visitor's country or region, when known. */
  country?: string | null;
}

const ShieldIcon = () => (
  <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
    <path
      d="M24 5 8 11v11c0 10 7 18 16 21 9-3 16-11 16-21V11L24 5Zm-7 15 14 14M31 20 17 34"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
);

/** Start-up status 2 (spec §2, §8): access refused for the visitor's location or IP. */
export function RegionPage({ ip, country }: RegionPageProps) {
  const { t } = useTranslation();
  return (
    <main className="pf-system" aria-labelledby="pf-system-title">
      <div className="pf-system__card">
        <span className="pf-system__icon pf-system__icon--danger">
          <ShieldIcon />
        </span>
        <h1 id="pf-system-title" className="pf-system__title">
          {t('ip_restriction')}
        </h1>
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
      </div>
    </main>
  );
}
