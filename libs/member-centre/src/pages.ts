/** The member-centre pages this release ships, by their spec §2 names. */
export type MemberCentrePage =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'manualRebate'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2'
  | 'responsibleGaming';

/** The left menu in the spec's order (pages of later work are not listed yet). */
export const memberCentrePages: readonly MemberCentrePage[] = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
];

/** Message key of each page's menu label. */
export const memberCentreLabelKeys: Record<MemberCentrePage, string> = {
  securityCenter: 'shell_mc_securityCenter',
  transferFund: 'shell_mc_transferFund',
  depositv2: 'shell_mc_depositv2',
  withdraw: 'shell_mc_withdraw',
  transferUpline: 'wallet_mc_transferUpline',
  personalHistoryCopy: 'shell_mc_personalHistoryCopy',
  manualRebate: 'shell_mc_manualRebate',
  transactionHistory: 'shell_mc_transactionHistory',
  personalProfit: 'shell_mc_personalProfit',
  bonusDetails: 'rewards_mc_bonusDetails',
  rewardCenter: 'shell_mc_rewardCenter',
  referral: 'shell_mc_referral',
  missionLeaderboard: 'rewards_mc_missionLeaderboard',
  messageV2: 'shell_mc_messageV2',
  responsibleGaming: 'shell_mc_responsibleGaming',
};

export const isMemberCentrePage = (value: string): value is MemberCentrePage =>
  (memberCentrePages as readonly string[]).includes(value);
