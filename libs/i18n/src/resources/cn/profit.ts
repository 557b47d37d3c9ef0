import type { AreaMessages } from '../en/index';
import type { profit as english } from '../en/profit';

export const profit: AreaMessages<typeof english> = {
  profit_today: '今天',
  profit_yesterday: '昨天',
  profit_net: '净盈亏',
  profit_games: '游戏输赢',
  profit_bonuses: '红利',
  profit_cashback: '返水',
  profit_referral: '推荐奖励',
  profit_agent_income: '代理收入',
  profit_summary: '盈亏合计',
  profit_by_category: '按游戏类型',
  profit_col_category: '游戏类型',
  profit_col_rounds: '局数',
  profit_col_bets: '投注',
  profit_col_payouts: '派彩',
  profit_col_winloss: '输赢',
  profit_no_games: '该时段没有已结算的投注。',
  profit_unsettled: '该时段仍未结算的投注：{{amount}}（结算后计入）。',
  profit_note: '日期按 UTC 计算，数字与同日期的账户记录合计一致。',
  profit_range_too_long: '查询时段最长 {{days}} 天。',
};
