import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpCentre } from '@playfront/content';

/** /help: the help centre inside the portal layout, with the way to send feedback. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <>
      <HelpCentre className="pf-page" />
      <p className="pf-page">
        <Link to="/feedback">{t('shell_feedback')}</Link>
      </p>
    </>
  );
}

/** /helpmc: the help content only (opened from apps and the registration form). */
export function HelpContentPage() {
  return <HelpCentre className="pf-page pf-page--bare" />;
}
