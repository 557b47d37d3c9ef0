import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { useMemberQuery } from './api';
import { readToken } from './session';

/** The signed-in member's header part: name and balance, a button opening the member centre. */
function MemberButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useMemberQuery();
  return (
    <button
      type="button"
      className="floor-header__account"
      aria-label={t('open_member', { name: data?.name ?? '' })}
      onClick={() => navigate('/member')}
    >
      {data ? t('balance', { amount: data.balance }) : '…'}
    </button>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const signedIn = Boolean(readToken());
  return (
    <>
      <header className="floor-header">
        <Link to="/index" className="floor-header__brand">
          {t('brand')}
        </Link>
        <nav aria-label={t('nav_label')} className="floor-header__nav">
          <NavLink to="/index">{t('nav_home')}</NavLink>
          <NavLink to="/rng">{t('nav_rng')}</NavLink>
          <NavLink to="/lottery">{t('nav_lottery')}</NavLink>
          <NavLink to="/promotions">{t('nav_promotions')}</NavLink>
        </nav>
        {signedIn && <MemberButton />}
      </header>
      <main className="floor-main">
        <Suspense fallback={<p className="floor-loading">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="floor-footer">{t('footer')}</footer>
    </>
  );
}
