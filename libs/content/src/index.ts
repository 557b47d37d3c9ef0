export { NoticeModal, NoticeBrowser } from './notices/notice-modal';
export type { NoticeModalProps, NoticeBrowserProps, NoticeSource } from './notices/notice-modal';
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
export { Banners, useGetBannersQuery, BANNER_SECONDS } from './banners/banners';
export { PopupAnnouncements, POPUP_SEEN_KEY } from './notices/popup-announcements';
export type { PopupAnnouncementsProps } from './notices/popup-announcements';
export { sanitizeHtml } from './sanitize-html';
export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { formatNoticeDate } from './format-date';
