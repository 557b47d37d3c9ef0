import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from '@playfront/content';

/**
 * /noticePage: the notices as a page (header and footer only). Not a labelled region: its title would
 * repeat the name of the toast region ("通知" in Chinese), two landmarks of one name.
 */
export default function NoticePage() {
  const { t } = useTranslation();
  return (
    <div className="pf-page">
      <h1 id="pf-notice-title" className="pf-page__title">
        {t('notification')}
      </h1>
      <div className="pf-card">
        <NoticeBrowser />
      </div>
    </div>
  );
}
