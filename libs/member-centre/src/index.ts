export { MemberCentre } from './member-centre';
export type { MemberCentreProps } from './member-centre';
export { memberCentrePages, memberCentreLabelKeys, isMemberCentrePage } from './pages';
export type { MemberCentrePage } from './pages';
export { SecurityCenterPage } from './security-center-page';
export type { SecurityCenterPageProps } from './security-center-page';
export {
  BettingRecordPage,
  BETTING_RECORD_PAGE_SIZE,
  bettingRecordApi,
  useGetBettingRecordQuery,
  dayBoundary,
  roundWinLoss,
} from './betting-record-page';
export type { BettingRecordPageProps } from './betting-record-page';
