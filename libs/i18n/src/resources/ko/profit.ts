import type { AreaMessages } from '../en/index';
import type { profit as english } from '../en/profit';

export const profit: AreaMessages<typeof english> = {
  profit_today: '오늘',
  profit_yesterday: '어제',
  profit_net: '순손익',
  profit_games: '게임 승패',
  profit_bonuses: '보너스',
  profit_cashback: '캐시백',
  profit_referral: '추천 보상',
  profit_agent_income: '에이전트 수입',
  profit_summary: '손익 합계',
  profit_by_category: '게임 유형별',
  profit_col_category: '게임 유형',
  profit_col_rounds: '라운드',
  profit_col_bets: '베팅',
  profit_col_payouts: '지급',
  profit_col_winloss: '승패',
  profit_no_games: '이 기간에 정산된 베팅이 없습니다.',
  profit_unsettled: '이 기간에 아직 정산되지 않은 베팅: {{amount}} (정산 후 반영).',
  profit_note: '날짜는 UTC 기준입니다. 수치는 같은 날짜의 거래 기록 합계와 일치합니다.',
  profit_range_too_long: '기간은 최대 {{days}}일입니다.',
};
