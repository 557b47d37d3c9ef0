import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from '@playfront/content';

/** /noticePage: the notices as a page (header and footer only). */
export default function NoticePage() {
  const { t } = useTranslation();
  return (
    <section className="pf-page" aria-labelledby="pf-notice-title">
      <h1 id="pf-notice-title" className="pf-page__title">
        {t('notification')}
      </h1>
      <div className="pf-card">
        <NoticeBrowser />
      </div>
    </section>
  );
}
