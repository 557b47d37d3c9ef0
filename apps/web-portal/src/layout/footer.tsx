import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '@playfront/auth-session';
import { useBrand, useGetPermissionQuery } from '@playfront/brand-config';
import { useGameNav } from '@playfront/game-launch';
import { useGetPaymentMethodsQuery } from './header-api';
import { useShell } from './shell-context';
import type { PaymentMethodList, PermissionInfo } from '@playfront/api-contract';

/**
 * Help-centre articles the footer points to (categories seeded by the platform). Responsible gaming opens a
 * member's own limits and breaks (the member centre's responsibleGaming page) instead of the article.
 */
const helpLinks = [
  { key: 'shell_footer_help_centre', to: '/help' },
  { key: 'shell_footer_terms', to: '/help?category=terms' },
  { key: 'shell_footer_privacy', to: '/help?category=privacy' },
  { key: 'shell_footer_responsible', to: '/help?category=responsible-gaming', member: 'responsibleGaming' },
] as const;

/** Labels of the deposit channel codes; a channel without one shows its code. */
const paymentLabelKeys: Record<string, string> = {
  BANK: 'shell_pay_bank',
  EWALLET: 'shell_pay_ewallet',
  QR: 'shell_pay_qr',
  CARD: 'shell_pay_card',
};
const certifications = ['shell_cert_licensed', 'shell_cert_rng', 'shell_cert_fair'];

/** The footer (contentinfo): games, help, certification, payment methods, security, responsible gaming, licence. */
// Only what the footer shows is read of each call: another state of a call does not render it again.
const licenceOf = ({ data }: { data?: PermissionInfo }) => ({ licence: data?.licence });
const methodsOf = ({ data }: { data?: PaymentMethodList }) => ({ list: data?.list });

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { entries } = useGameNav();
  const isLoggedIn = useIsLoggedIn();
  const { openMemberCentre } = useShell();
  // The licence line is the brand's server content, in the reader's language; the build's until it loads.
  const host = typeof window === 'undefined' ? undefined : window.location.host;
  const { licence } = useGetPermissionQuery(host, { selectFromResult: licenceOf });
  // The brand's real deposit channels: a method the cashier does not offer is not advertised.
  const paymentMethods = useGetPaymentMethodsQuery(undefined, { selectFromResult: methodsOf }).list ?? [];
  return (
    <footer className="pf-footer">
      <div className="pf-footer__grid">
        <section className="pf-footer__col" aria-labelledby="pf-footer-games">
          <h2 id="pf-footer-games" className="pf-footer__title">
            {t('shell_footer_games')}
          </h2>
          <ul>
            <li>
              <Link to="/hot">{t('shell_nav_hot')}</Link>
            </li>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.path}>{t(entry.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <nav className="pf-footer__col" aria-label={t('shell_footer_help')}>
          <h2 className="pf-footer__title">{t('shell_footer_help')}</h2>
          <ul>
            {helpLinks.map((link) => (
              <li key={link.key}>
                {isLoggedIn && 'member' in link ? (
                  <button
                    type="button"
                    className="pf-footer__link"
                    aria-haspopup="dialog"
                    onClick={() => openMemberCentre(link.member)}
                  >
                    {t(link.key)}
                  </button>
                ) : (
                  <Link to={link.to}>{t(link.key)}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <section className="pf-footer__col" aria-labelledby="pf-footer-cert">
          <h2 id="pf-footer-cert" className="pf-footer__title">
            {t('shell_footer_certification')}
          </h2>
          <ul className="pf-footer__chips">
            {certifications.map((key) => (
              <li key={key}>
                <Link to="/help?category=terms" className="pf-footer__chip">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="pf-footer__col" aria-labelledby="pf-footer-pay">
          <h2 id="pf-footer-pay" className="pf-footer__title">
            {t('shell_footer_payment')}
          </h2>
          <ul className="pf-footer__chips">
            {paymentMethods.map(({ code }) => (
              <li key={code}>
                <Link to="/help?category=deposits" className="pf-footer__chip">
                  {paymentLabelKeys[code] ? t(paymentLabelKeys[code]) : code}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="pf-footer__col" aria-labelledby="pf-footer-security">
          <h2 id="pf-footer-security" className="pf-footer__title">
            {t('shell_footer_security')}
          </h2>
          <p className="pf-footer__text">{t('shell_footer_security_text')}</p>
          <Link to="/help?category=privacy">{t('shell_footer_privacy')}</Link>
        </section>
        <section className="pf-footer__col" aria-labelledby="pf-footer-rg">
          <h2 id="pf-footer-rg" className="pf-footer__title">
            {t('shell_footer_responsible')}
          </h2>
          <p className="pf-footer__text">
            <span className="pf-footer__age" aria-hidden="true">
              18+
            </span>{' '}
            {t('shell_footer_responsible_text')}
          </p>
          <Link to="/help?category=responsible-gaming">{t('shell_footer_learn_more')}</Link>
        </section>
      </div>
      <p className="pf-footer__licence">{licence ?? brand.licence}</p>
      <p className="pf-footer__copy">
        {t('shell_footer_copyright', { brand: brand.name, year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
