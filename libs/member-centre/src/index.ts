export { MemberCentre } from './member-centre';
export type { MemberCentreProps } from './member-centre';
export { memberCentrePages, memberCentreLabelKeys, isMemberCentrePage } from './pages';
export type { MemberCentrePage } from './pages';
export { SecurityCenterPage } from './security-center-page';
export type { SecurityCenterPageProps } from './security-center-page';
