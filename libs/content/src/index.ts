export { NoticeModal, NoticeBrowser } from './notices/notice-modal';
export type { NoticeModalProps } from './notices/notice-modal';
export { noticeApi, useGetNoticesQuery, NOTICE_PAGE_SIZE } from './notices/notice-api';
export type { NoticeListArgs } from './notices/notice-api';
export { HelpCentre } from './help/help-centre';
export type { HelpCentreProps } from './help/help-centre';
export {
  useCustomerService,
  pickCustomerServiceUrl,
  CUSTOMER_SERVICE_WINDOW,
  VIP_CHANNEL_MIN_RANK,
} from './customer-service/use-customer-service';
export type { UseCustomerServiceResult } from './customer-service/use-customer-service';
export { gameMenusApi, useGetGameMenusQuery } from './navigation/game-menus-api';
export { buildGameNav, useGameNav, categoryPaths, categoryLabelKeys, DS88 } from './navigation/game-nav';
export type { GameNavEntry } from './navigation/game-nav';
export { sanitizeHtml } from './sanitize-html';
export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { formatNoticeDate } from './format-date';
