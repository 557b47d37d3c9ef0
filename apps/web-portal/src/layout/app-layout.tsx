import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FULL, useRouteHandle } from '../routing/route-handle';
import { Footer } from './footer';
import { Header } from './header';
import { LazyRightBar, RightBarPlaceholder } from './lazy-parts';
import { SideMenu } from './side-menu';
import { useMedia } from './use-media';

/** Where the right bar shows (app.css): below it, its chunk is not even loaded. */
const RIGHT_BAR_QUERY = '(min-width: 1280px)';

/** The page frame: skip link, header, side menu, main content, right bar and footer, per route (spec §2). */
export function AppLayout() {
  const { t } = useTranslation();
  const { chrome = FULL } = useRouteHandle();
  const wideEnoughForRightBar = useMedia(RIGHT_BAR_QUERY);
  return (
    <div className={`pf-layout${chrome.sideMenu ? ' pf-layout--with-side' : ''}`}>
      <a
        className="pf-skip-link"
        href="#pf-main"
        onClick={(event) => {
          // Move focus without a navigation: the router would treat a hash change as a new page.
          event.preventDefault();
          document.getElementById('pf-main')?.focus();
        }}
      >
        {t('shell_skip_to_content')}
      </a>
      {chrome.header && <Header withMenuButton={chrome.sideMenu} />}
      <div className="pf-layout__body">
        {chrome.sideMenu && <SideMenu />}
        <main id="pf-main" className="pf-layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        {chrome.sideMenu && wideEnoughForRightBar && (
          <Suspense fallback={<RightBarPlaceholder />}>
            <LazyRightBar />
          </Suspense>
        )}
      </div>
      {chrome.footer && <Footer />}
    </div>
  );
}
