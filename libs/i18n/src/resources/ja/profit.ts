import type { AreaMessages } from '../en/index';
import type { profit as english } from '../en/profit';

export const profit: AreaMessages<typeof english> = {
  profit_today: '今日',
  profit_yesterday: '昨日',
  profit_net: '純損益',
  profit_games: 'ゲーム勝敗',
  profit_bonuses: 'ボーナス',
  profit_cashback: 'キャッシュバック',
  profit_referral: '紹介報酬',
  profit_agent_income: '代理収入',
  profit_summary: '損益の合計',
  profit_by_category: 'ゲーム種類別',
  profit_col_category: 'ゲーム種類',
  profit_col_rounds: 'ラウンド数',
  profit_col_bets: 'ベット',
  profit_col_payouts: '配当',
  profit_col_winloss: '勝敗',
  profit_no_games: 'この期間に確定したベットはありません。',
  profit_unsettled: 'この期間の未確定ベット：{{amount}}（確定後に計上）。',
  profit_note: '日付は UTC です。数値は同じ日付の取引記録の合計と一致します。',
  profit_range_too_long: '期間は最長 {{days}} 日です。',
};
