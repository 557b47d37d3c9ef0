import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@playfront/auth-session';
import { GamePage, GameStyles, HotGames } from '@playfront/game-launch';
import { DepositPage, PaymentPasswordForm, TransferFundPage, WithdrawPage } from '@playfront/wallet';

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

/** A wallet page for members; a visitor is asked to log in. */
function MemberOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    return (
      <p className="lucky-section">
        {t('lucky_login_needed')} <Link to="/login">{t('auth_login')}</Link>
      </p>
    );
  }
  return <section className="lucky-section lucky-wallet">{children}</section>;
}

export function LuckyDeposit() {
  const { t } = useTranslation();
  return (
    <MemberOnly>
      <h1>{t('lucky_deposit')}</h1>
      <DepositPage />
    </MemberOnly>
  );
}

/** Every wallet's balance; money a game holds comes back to the main wallet here before a withdrawal. */
export function LuckyWallet() {
  const { t } = useTranslation();
  return (
    <MemberOnly>
      <h1>{t('lucky_wallet')}</h1>
      <TransferFundPage />
    </MemberOnly>
  );
}

export function LuckyWithdraw() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MemberOnly>
      <h1>{t('lucky_withdraw')}</h1>
      <WithdrawPage onSetPaymentPassword={() => void navigate('/payment-password')} />
    </MemberOnly>
  );
}

export function LuckyPaymentPassword() {
  const { t } = useTranslation();
  return (
    <MemberOnly>
      <h1>{t('lucky_security')}</h1>
      <PaymentPasswordForm />
    </MemberOnly>
  );
}

export function LuckyGame() {
  return <GamePage />;
}

export function LuckyNotFound() {
  const { t } = useTranslation();
  return (
    <section className="lucky-section">
      <h1>{t('lucky_not_found')}</h1>
      <Link to="/">{t('lucky_back_home')}</Link>
    </section>
  );
}
