import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { changePasswordOpened, useSession } from '@playfront/auth-session';
import { useMessageAreas } from '@playfront/i18n';
import { Button } from '@playfront/ui-kit';
import { PaymentPasswordForm } from '@playfront/wallet';
// Their texts are in the `forms` message area, which this page asks for with the wallet's.
import { AuthenticatorSection } from './authenticator-section';
import { AvatarSection } from './avatar-section';

export interface SecurityCenterPageProps {
  /** Called before the change-password modal opens (the member centre closes so it is not underneath). */
  onLeave?: () => void;
}

/** My account (securityCenter): the profile, the avatar, the login password and the payment password. */
export function SecurityCenterPage({ onLeave }: SecurityCenterPageProps) {
  useMessageAreas(['wallet', 'forms']);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { member, isTrial } = useSession();
  const rows: [string, string | null | undefined][] = [
    [t('wallet_username'), member?.userName || member?.account],
    [t('wallet_nickname'), member?.nickname],
    [t('wallet_mobile'), member?.mobileNum],
    [t('wallet_email'), member?.email],
    [t('wallet_vip'), member?.clubLabel?.labelName],
  ];
  return (
    <div className="pf-wallet">
      <section className="pf-wallet__section">
        <h3 className="pf-wallet__title">{t('wallet_profile')}</h3>
        <dl className="pf-wallet__dl">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {(member?.memberLabel?.length ?? 0) > 0 && (
          <ul className="pf-mc-chips" aria-label={t('wallet_profile')}>
            {member?.memberLabel?.map((label) => (
              <li key={label.labelName} className="pf-mc-chip">
                {label.labelName}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!isTrial && <AvatarSection />}
      <section className="pf-wallet__section">
        <h3 className="pf-wallet__title">{t('wallet_login_password')}</h3>
        <p className="pf-wallet__lead">{t('wallet_login_password_lead')}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              onLeave?.();
              dispatch(changePasswordOpened());
            }}
          >
            {t('wallet_change_login_password')}
          </Button>
        </div>
      </section>
      <AuthenticatorSection />
      <PaymentPasswordForm />
    </div>
  );
}
