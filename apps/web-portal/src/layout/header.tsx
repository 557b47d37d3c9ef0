import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MiniLogin, useIsLoggedIn } from '@playfront/auth-session';
import { useBrand } from '@playfront/brand-config';
import { IconButton } from '@playfront/ui-kit';
import { BellIcon, MenuIcon } from './icons';
import { LanguageSelect } from './language-list';
import { LazyLoggedInStrip } from './lazy-parts';
import { useShell } from './shell-context';
import { ThemeToggle } from './theme-toggle';
import { TopNav } from './top-nav';

export interface HeaderProps {
  /** Show the menu button that opens the side menu drawer (phones). */
  withMenuButton?: boolean;
}

/** The portal header (banner): brand, session area, notices, theme and language, and the game navigation. */
export function Header({ withMenuButton = true }: HeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const isLoggedIn = useIsLoggedIn();
  const { openNotices, drawerOpen, setDrawerOpen } = useShell();
  return (
    <header className={`pf-header${isLoggedIn ? ' pf-header--member' : ''}`}>
      <div className="pf-header__bar">
        {withMenuButton && (
          <IconButton
            label={t('shell_open_menu')}
            icon={<MenuIcon />}
            className="pf-header__menu"
            aria-expanded={drawerOpen}
            aria-controls="pf-side-menu"
            onClick={() => setDrawerOpen(!drawerOpen)}
          />
        )}
        <Link to="/index" className="pf-header__brand">
          <span className="pf-header__logo" aria-hidden="true">
            {brand.name.slice(0, 1)}
          </span>
          <span className="pf-header__brand-name">{brand.name}</span>
        </Link>
        <div className="pf-header__session">
          {isLoggedIn ? (
            // A member's strip loads with the session (boot preloads it for a returning member); its empty
            // frame keeps the header's height meanwhile.
            <Suspense fallback={<div className="pf-strip" />}>
              <LazyLoggedInStrip />
            </Suspense>
          ) : (
            <MiniLogin compactQuery="(max-width: 1439px)" />
          )}
        </div>
        <div className="pf-header__tools">
          <IconButton label={t('notification')} icon={<BellIcon />} onClick={openNotices} />
          <ThemeToggle />
          <LanguageSelect className="pf-header__language" />
        </div>
      </div>
      <TopNav />
    </header>
  );
}
