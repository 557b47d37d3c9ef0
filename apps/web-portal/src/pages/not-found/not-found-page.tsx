import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Any address the portal does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="pf-soon" aria-labelledby="pf-404-title">
      <p className="pf-soon__eyebrow" aria-hidden="true">
        404
      </p>
      <h1 id="pf-404-title" className="pf-soon__title">
        {t('shell_page_not_found')}
      </h1>
      <p className="pf-soon__text">{t('shell_not_found_text', { path: pathname })}</p>
      <Link to="/index" className="pf-soon__home">
        {t('shell_back_home')}
      </Link>
    </section>
  );
}
