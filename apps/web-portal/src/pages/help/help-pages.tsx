import { HelpCentre } from '@playfront/content';

/** /help: the help centre inside the portal layout. */
export function HelpPage() {
  return <HelpCentre className="pf-page" />;
}

/** /helpmc: the help content only (opened from apps and the registration form). */
export function HelpContentPage() {
  return <HelpCentre className="pf-page pf-page--bare" />;
}
