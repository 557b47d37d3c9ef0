import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@playfront/auth-session';
import { GamePage, GameStyles, HotGames } from '@playfront/game-launch';
import { DepositPage, PaymentPasswordForm, TransferFundPage, WithdrawPage } from '@playfront/wallet';
import type { LuckyMessageKey } from './messages';

/** Lucky's own home: a banner that sends visitors to sign up and members to the cashier, then its picks. */
export function LuckyHome() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <>
      <GameStyles />
      <section className="lucky-hero" aria-labelledby="lucky-hero-title">
        <h1 id="lucky-hero-title">{t('lucky_hero_title')}</h1>
        <p>{t('lucky_hero_lead')}</p>
        <Link to={isLoggedIn ? '/deposit' : '/register'} className="lucky__cta lucky__cta--large">
          {t(isLoggedIn ? 'lucky_hero_deposit' : 'lucky_hero_join')}
        </Link>
      </section>
      <section aria-labelledby="lucky-picks" className="lucky-section">
        <h2 id="lucky-picks">{t('lucky_hot_games')}</h2>
        <HotGames limit={12} />
      </section>
    </>
  );
}

/** A wallet page for members under its heading; a visitor is asked to log in. */
function MemberPage({ title, children }: { title: LuckyMessageKey; children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    return (
      <p className="lucky-section">
        {t('lucky_login_needed')} <Link to="/login">{t('auth_login')}</Link>
      </p>
    );
  }
  return (
    <section className="lucky-section lucky-wallet">
      <h1>{t(title)}</h1>
      {children}
    </section>
  );
}

export const LuckyDeposit = () => (
  <MemberPage title="lucky_deposit">
    <DepositPage />
  </MemberPage>
);

/** Every wallet's balance; money a game holds comes back to the main wallet here before a withdrawal. */
export const LuckyWallet = () => (
  <MemberPage title="lucky_wallet">
    <TransferFundPage />
  </MemberPage>
);

export function LuckyWithdraw() {
  const navigate = useNavigate();
  return (
    <MemberPage title="lucky_withdraw">
      <WithdrawPage onSetPaymentPassword={() => void navigate('/payment-password')} />
    </MemberPage>
  );
}

export const LuckyPaymentPassword = () => (
  <MemberPage title="lucky_security">
    <PaymentPasswordForm />
  </MemberPage>
);

export const LuckyGame = () => <GamePage />;

export function LuckyNotFound() {
  const { t } = useTranslation();
  return (
    <section className="lucky-section">
      <h1>{t('lucky_not_found')}</h1>
      <Link to="/">{t('lucky_back_home')}</Link>
    </section>
  );
}
