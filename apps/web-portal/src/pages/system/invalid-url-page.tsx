import { useTranslation } from 'react-i18next';

export interface InvalidUrlPageProps {
  /** The address the visitor opened. */
  host: string;
}

const LinkOffIcon = () => (
  <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
    <path
      d="M20 14h-6a10 10 0 0 0 0 20h6m8-20h6a10 10 0 0 1 4 19.2M16 24h8M8 8l32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  </svg>
);

/** The domain check of start-up (spec §7, §8): this host is not one of the brand's domain routes. */
export function InvalidUrlPage({ host }: InvalidUrlPageProps) {
  const { t } = useTranslation();
  return (
    <main className="pf-system" aria-labelledby="pf-system-title">
      <div className="pf-system__card">
        <span className="pf-system__icon pf-system__icon--danger">
          <LinkOffIcon />
        </span>
        <h1 id="pf-system-title" className="pf-system__title">
          {t('shell_invalid_url_title')}
        </h1>
        <p className="pf-system__text">{t('shell_invalid_url_text')}</p>
        <p className="pf-system__text">
          <code>{host}</code>
        </p>
      </div>
    </main>
  );
}
