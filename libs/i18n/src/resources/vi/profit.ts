import type { AreaMessages } from '../en/index';
import type { profit as english } from '../en/profit';

export const profit: AreaMessages<typeof english> = {
  profit_today: 'Hôm nay',
  profit_yesterday: 'Hôm qua',
  profit_net: 'Lãi lỗ ròng',
  profit_games: 'Thắng/thua trò chơi',
  profit_bonuses: 'Tiền thưởng',
  profit_cashback: 'Hoàn trả',
  profit_referral: 'Thưởng giới thiệu',
  profit_agent_income: 'Thu nhập đại lý',
  profit_summary: 'Tổng lãi lỗ',
  profit_by_category: 'Theo loại trò chơi',
  profit_col_category: 'Loại trò chơi',
  profit_col_rounds: 'Số ván',
  profit_col_bets: 'Cược',
  profit_col_payouts: 'Trả thưởng',
  profit_col_winloss: 'Thắng/thua',
  profit_no_games: 'Không có cược đã kết toán trong khoảng này.',
  profit_unsettled: 'Cược chưa kết toán trong khoảng này: {{amount}} (tính khi kết toán).',
  profit_note: 'Ngày tính theo giờ UTC. Số liệu khớp với tổng lịch sử giao dịch của cùng các ngày.',
  profit_range_too_long: 'Khoảng thời gian tối đa {{days}} ngày.',
};
