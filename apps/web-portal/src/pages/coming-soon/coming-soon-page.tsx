import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The route's title comes through the shell, not the route table: the table loads this page lazily.
import { useShell } from '../../layout/shell-context';

export interface ComingSoonPageProps {
  /** i18n key of the page's name; the route's own title otherwise. */
  titleKey?: string;
}

const HourglassIcon = () => (
  <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
    <path
      d="M14 6h20M14 42h20M16 6c0 10 8 12 8 18s-8 8-8 18M32 6c0 10-8 12-8 18s8 8 8 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    />
  </svg>
);

/**
 * The one placeholder for pages whose content comes with a later issue: it names the page and says so
 * plainly, with a way back home. Nothing on it pretends to work.
 */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const name = t(titleKey ?? shell.titleKey ?? 'shell_page_home');
  return (
    <section className="pf-soon" aria-labelledby="pf-soon-title">
      <span className="pf-soon__icon">
        <HourglassIcon />
      </span>
      <p className="pf-soon__eyebrow">{t('shell_coming_soon')}</p>
      <h1 id="pf-soon-title" className="pf-soon__title">
        {name}
      </h1>
      <p className="pf-soon__text">{t('shell_coming_soon_text', { page: name })}</p>
      <Link to="/index" className="pf-soon__home">
        {t('shell_back_home')}
      </Link>
    </section>
  );
}

export default ComingSoonPage;
