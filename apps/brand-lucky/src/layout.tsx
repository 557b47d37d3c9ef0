import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, NavLink, Outlet } from 'react-router';
import { AuthModals, logoutRequested, useSession } from '@playfront/auth-session';
import { useBrand } from '@playfront/brand-config';
import { Spinner } from '@playfront/ui-kit';
import { BalanceDisplay } from '@playfront/wallet';
import logo from './logo.svg';

/** Lucky's frame: a light header with the logo, the wallet links and the balance, the page, a footer. */
export function LuckyLayout() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const brand = useBrand();
  const { isLoggedIn, member } = useSession();
  return (
    <div className="lucky">
      <a className="lucky__skip" href="#lucky-main">
        {t('lucky_skip')}
      </a>
      <header className="lucky__header">
        <Link to="/" className="lucky__logo">
          <img src={logo} alt="" width="36" height="36" />
          <span>{brand.name}</span>
        </Link>
        <nav aria-label={t('lucky_main_nav')} className="lucky__nav">
          <NavLink to="/" end>
            {t('lucky_home')}
          </NavLink>
          {isLoggedIn && <NavLink to="/deposit">{t('lucky_deposit')}</NavLink>}
          {isLoggedIn && <NavLink to="/wallet">{t('lucky_wallet')}</NavLink>}
          {isLoggedIn && <NavLink to="/withdraw">{t('lucky_withdraw')}</NavLink>}
        </nav>
        <div className="lucky__account">
          {isLoggedIn ? (
            <>
              <span className="lucky__member">{member?.userName}</span>
              <BalanceDisplay currencySymbol={brand.currencySymbol} />
              <button
                type="button"
                className="lucky__link-button"
                onClick={() => dispatch(logoutRequested())}
              >
                {t('auth_logout')}
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="lucky__link-button">
                {t('auth_login')}
              </Link>
              <Link to="/register" className="lucky__cta">
                {t('auth_register')}
              </Link>
            </>
          )}
        </div>
      </header>
      <main id="lucky-main" className="lucky__main" tabIndex={-1}>
        {/* A page whose screens are still loading their messages keeps this place. */}
        <Suspense fallback={<LuckyLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="lucky__footer">{brand.licence || t('lucky_licence')}</footer>
      <AuthModals />
    </div>
  );
}

/** Shown while the first page's code loads. */
export function LuckyLoading() {
  return (
    <div className="lucky__loading">
      <Spinner />
    </div>
  );
}
