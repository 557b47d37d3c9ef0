import type { AreaMessages } from '../en/index';
import type { vip as english } from '../en/vip';

export const vip: AreaMessages<typeof english> = {
  vip_lead:
    'Tổng nạp và cược hợp lệ trong {{days}} ngày gần nhất quyết định hạng VIP của bạn. Hạng càng cao, hoàn trả càng nhiều, hạn mức rút mỗi ngày càng cao và có thưởng thăng hạng một lần.',
  vip_current_label: 'Hạng VIP của bạn',
  vip_level: 'Cấp {{level}}',
  vip_progress_title: 'Tiến độ lên {{name}}',
  vip_progress_deposits: 'Tiền nạp',
  vip_progress_bets: 'Cược hợp lệ',
  vip_progress_amount: '{{have}} / {{need}}',
  vip_progress_needed: 'Còn {{amount}}',
  vip_progress_done: 'Đã đạt',
  vip_top_rank: 'Bạn đang ở hạng cao nhất. Cảm ơn bạn đã đồng hành!',
  vip_window_note:
    'Tính trên {{days}} ngày gần nhất và được kiểm tra mỗi giờ. Mỗi tháng hạng chỉ giảm tối đa một cấp.',
  vip_benefits_title: 'Quyền lợi theo hạng',
  vip_col_rank: 'Hạng',
  vip_col_requirement: 'Điều kiện (nạp / cược hợp lệ)',
  vip_col_cashback: 'Hoàn trả',
  vip_col_withdrawal: 'Hạn mức rút mỗi ngày',
  vip_col_bonus: 'Thưởng thăng hạng',
  vip_no_limit: 'Không giới hạn',
  vip_your_rank: 'Hạng của bạn',
  vip_visitor_text: 'Đăng nhập để xem hạng của bạn và tiến độ lên hạng tiếp theo.',
  vip_login: 'Đăng nhập',
  vip_load_failed: 'Không tải được các hạng VIP.',
  vip_empty: 'Chưa có hạng VIP nào.',
  vip_entry_rank: 'Mọi thành viên',
};
