import type { Chrome } from './chrome';
import { CONTENT_ONLY, FULL, HEADER_FOOTER, HEADER_ONLY } from './chrome';
import type { PageGroup } from './page-groups';

/** One page route of spec §2. */
export interface RouteEntry {
  path: string;
  group: PageGroup;
  chrome: Chrome;
  /** i18n key naming the page. */
  titleKey: string;
}

const route = (path: string, group: PageGroup, titleKey: string, chrome: Chrome = FULL): RouteEntry => ({
  path,
  group,
  chrome,
  titleKey,
});

/** Slot providers with their own lobby route (spec §2 /{game}). */
export const providerLobbies = ['pp', 'pg', 'bgs', 'jl', 'fc', 'bng', 'cq9'] as const;

/**
 * Every page route of spec §2, its lazy group and which layout parts it shows: most routes show header,
 * footer and side menu; /noticePage, /vip, /pointMall header and footer; /lottery, /vnlottery,
 * /seaLottery, /seamless and /game the header only; /helpmc the help content only.
 */
export const routeTable: readonly RouteEntry[] = [
  route('/index', 'index', 'shell_page_home'),
  route('/login', 'login', 'shell_page_login'),
  route('/register', 'register', 'shell_page_register'),
  route('/register.html', 'register', 'shell_page_register'),
  route('/reset-password', 'resetPassword', 'shell_page_reset_password'),
  route('/noticePage', 'notice', 'notification', HEADER_FOOTER),
  route('/vip', 'vip', 'shell_page_vip', HEADER_FOOTER),
  route('/pointMall', 'pointMall', 'shell_page_point_mall', HEADER_FOOTER),
  route('/lottery', 'lottery', 'shell_page_lottery', HEADER_ONLY),
  route('/vnlottery', 'vnlottery', 'shell_page_vnlottery', HEADER_ONLY),
  route('/seaLottery', 'seaLottery', 'shell_page_sea_lottery', HEADER_ONLY),
  route('/elott', 'elott', 'shell_nav_lottery'),
  route('/live', 'live', 'shell_nav_live'),
  route('/sports', 'sports', 'shell_nav_sports'),
  route('/esports', 'sports', 'shell_nav_esports'),
  route('/fish', 'fish', 'shell_nav_fish'),
  route('/rng', 'egame', 'shell_nav_rng'),
  route('/pvp', 'pvp', 'shell_nav_pvp'),
  ...providerLobbies.map((code) => route(`/${code}`, 'egame', `shell_provider_${code}`)),
  route('/hot', 'egame', 'shell_nav_hot'),
  route('/fav', 'egame', 'shell_nav_fav'),
  route('/promotions', 'promo', 'shell_page_promotions'),
  route('/promoDetail', 'promoDetail', 'shell_page_promo_detail'),
  route('/seamless', 'seamless', 'shell_page_seamless', HEADER_ONLY),
  route('/help', 'help', 'shell_help_title'),
  route('/helpmc', 'helpContent', 'shell_help_title', CONTENT_ONLY),
  route('/down', 'download', 'shell_page_download'),
  route('/download', 'download', 'shell_page_download'),
  route('/join', 'joinus', 'shell_page_join'),
  route('/feedback', 'joinus', 'shell_feedback'),
  route('/game', 'byIframe', 'shell_page_game', HEADER_ONLY),
];

/** Old or mistyped paths still linked from outside (spec §2 other navigation targets). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/', to: '/index' },
  { from: '/lottert', to: '/lottery' },
  { from: '/sealottery', to: '/seaLottery' },
];
