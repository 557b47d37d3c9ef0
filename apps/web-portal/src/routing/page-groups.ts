import HomePage from '../pages/home/home-page';
import { withMessageAreas } from '@playfront/i18n';
import { lazyPage } from './lazy-page';

/** Game pages render the games and play message areas, which load with them. */
const gamePage =
  <T>(load: () => Promise<T>) =>
  () =>
    withMessageAreas(['games', 'play'], load);
import type { LazyPage } from './lazy-page';

/** The promotion pages render the promotions message area, which loads with them. */
const promoPages = () => withMessageAreas(['promotions'], () => import('../pages/promo/promo-pages'));

/** The landing page ships in the entry: it is what every first visit paints, so it waits on no chunk. */
const index: LazyPage = {
  Component: HomePage,
  preload: () => Promise.resolve(HomePage),
  // Its first call, the game menus, is the layout's too: boot.tsx starts it for every page with a header.
  prefetch: () => Promise.resolve(),
};

/**
 * The page groups of spec §2; each is one lazy chunk except the landing page.
 */
export const pageGroups = {
  index,
  vip: lazyPage(() => withMessageAreas(['loyalty', 'play'], () => import('../pages/vip/vip-page'))),
  egame: lazyPage(gamePage(() => import('../pages/egame/egame-page'))),
  elott: lazyPage(gamePage(() => import('../pages/elott/elott-page'))),
  fish: lazyPage(gamePage(() => import('../pages/fish/fish-page'))),
  help: lazyPage(() => import('../pages/help/help-pages'), 'HelpPage'),
  helpContent: lazyPage(() => import('../pages/help/help-pages'), 'HelpContentPage'),
  joinus: lazyPage(() => import('../pages/joinus/joinus-page')),
  live: lazyPage(gamePage(() => import('../pages/live/live-page'))),
  sports: lazyPage(gamePage(() => import('../pages/sports/sports-page'))),
  lottery: lazyPage(gamePage(() => import('../pages/lottery/lottery-page'))),
  pointMall: lazyPage(() =>
    withMessageAreas(['loyalty', 'wallet'], () => import('../pages/point-mall/point-mall-page')),
  ),
  promo: lazyPage(promoPages, 'PromotionsPage'),
  promoDetail: lazyPage(promoPages, 'PromotionDetailPage'),
  pvp: lazyPage(gamePage(() => import('../pages/pvp/pvp-page'))),
  seamless: lazyPage(gamePage(() => import('../pages/seamless/seamless-page'))),
  vnlottery: lazyPage(gamePage(() => import('../pages/vnlottery/vnlottery-page'))),
  seaLottery: lazyPage(gamePage(() => import('../pages/sea-lottery/sea-lottery-page'))),
  download: lazyPage(() => withMessageAreas(['download'], () => import('../pages/download/download-page'))),
  byIframe: lazyPage(
    gamePage(() => import('../pages/by-iframe/game-page')),
    'GamePage',
  ),
  notice: lazyPage(() => import('../pages/notice/notice-page')),
  login: lazyPage(() => import('../pages/auth/auth-pages'), 'LoginRoute'),
  register: lazyPage(() => import('../pages/auth/auth-pages'), 'RegisterRoute'),
  resetPassword: lazyPage(
    () => withMessageAreas(['recovery'], () => import('../pages/auth/auth-pages')),
    'ResetPasswordRoute',
  ),
  notFound: lazyPage(() => import('../pages/not-found/not-found-page')),
};

export type PageGroup = keyof typeof pageGroups;
