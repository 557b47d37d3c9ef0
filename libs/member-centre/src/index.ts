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
export { BonusDetailsPage, BONUS_PAGE_SIZE } from './bonus-details-page';
export type { BonusDetailsPageProps } from './bonus-details-page';
export { RewardCenterPage } from './reward-center-page';
export { MissionActivityPage, countdown } from './mission-activity-page';
export type { MissionActivityPageProps } from './mission-activity-page';
export {
  rewardsApi,
  useGetBonusesQuery,
  useForfeitBonusMutation,
  useGetRewardsQuery,
  useClaimRewardMutation,
  useGetMissionsQuery,
  useGetMissionSummaryQuery,
  useGetMissionLeaderboardQuery,
  useClaimMissionMutation,
} from './rewards-api';
export type { MissionPeriod } from './rewards-api';
