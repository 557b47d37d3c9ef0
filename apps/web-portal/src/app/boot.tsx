// The app itself: store, translations and the first render. Loaded by main.tsx once the prerendered
// landing page (if any) is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { storageKeys } from '@playfront/api-client';
import { PlayfrontProviders, startPlayfront } from '@playfront/app-kit';
import { defaultBrand, systemApi } from '@playfront/brand-config';
import { gameMenusApi } from '@playfront/game-launch';
import { analyticsSlice } from './analytics-slice';
import { Startup } from './startup';
import { loadLoggedInStrip } from '../layout/lazy-parts';
import { pageGroups } from '../routing/page-groups';
import { chromeOf, pageGroupOf } from '../routing/route-handle';
import { AppRoutes } from '../routing/routes';

// Spec §4 start: the merchant code, then permissions, status (preloaded by index.html) and the domain routes
// (the start-up's domain check) together, so that all three are in when the first render runs. The
// permission reply carries the brand's configuration (spec §1: languages, chat header colour,
// loginedToHomePage …), laid over the built-in brand for this page load; its languages decide the language
// the visit starts in. The prerendered page stays on screen meanwhile.

// The page's own chunk (and the messages it renders) downloads alongside the start-up calls, so the first
// render shows it at once instead of starting its download then: one round trip less before a lobby's
// games are asked for. A failure is forgotten; the page's own load tries again and shows it.
const group = pageGroupOf(window.location.pathname);
const pageReady = group ? pageGroups[group].preload().catch(() => undefined) : undefined;

// A returning member's header strip downloads alongside the start-up calls (a visitor never needs it).
try {
  if (sessionStorage.getItem(storageKeys.token)) void loadLoggedInStrip();
} catch {
  // Storage blocked: the strip loads when the header shows it.
}
// A promise chain, not top-level await: a module that awaits at its top level turns off the bundler's chunk
// optimisations for the whole build (every module the start-up shares with a lazy page became a file of its
// own: some thirty extra requests on the first visit).
void startPlayfront({
  brand: defaultBrand,
  slices: [analyticsSlice],
  onStore: (started) => {
    void started.dispatch(systemApi.endpoints.getSystemStatus.initiate());
    void started.dispatch(systemApi.endpoints.getDomainRoutes.initiate());
    // The game menus list the categories in the header's navigation, the side menu and the footer.
    if (chromeOf(window.location.pathname).header) {
      started.dispatch(gameMenusApi.util.prefetch('getGameMenus', undefined, {}));
    }
    // And the calls the page makes first (a lobby's first games), once its chunk is in.
    if (group) {
      const { pathname, search } = window.location;
      void pageGroups[group].prefetch(started.dispatch, { pathname, search }).catch(() => undefined);
    }
  },
}).then(({ store, i18n, brand }) => {
  // A transition render yields to the browser every few milliseconds instead of blocking it for the whole
  // first render (input stays responsive while the portal builds its page).
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlayfrontProviders i18n={i18n} store={store} brand={brand}>
          <Startup host={window.location.host} pageReady={pageReady}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Startup>
        </PlayfrontProviders>
      </StrictMode>,
    );
  });
});
