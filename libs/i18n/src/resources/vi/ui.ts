import type { AreaMessages } from '../en/index';
import type { ui as english } from '../en/ui';

export const ui: AreaMessages<typeof english> = {
  ui_close: 'Đóng',
  ui_dismiss: 'Đóng thông báo',
  ui_loading: 'Đang tải…',
  ui_show_password: 'Hiện mật khẩu',
  ui_hide_password: 'Ẩn mật khẩu',
  ui_pagination: 'Phân trang',
  ui_previous_page: 'Trang trước',
  ui_next_page: 'Trang sau',
  ui_page_n: 'Trang {{page}}',
  ui_send_code: 'Gửi mã',
  ui_resend_in: 'Gửi lại sau {{seconds}} giây',
  ui_hide_balance: 'Ẩn số dư',
  ui_show_balance: 'Hiện số dư',
  ui_balance_hidden: 'Số dư đang ẩn',
  ui_date_presets: 'Khoảng thời gian',
  ui_last_7_days: '7 ngày qua',
  ui_last_30_days: '30 ngày qua',
  ui_next_7_days: '7 ngày tới',
  ui_next_30_days: '30 ngày tới',
  ui_image_unavailable: 'Không thể hiển thị hình ảnh: {{alt}}',
  ui_empty: 'Chưa có nội dung',
  ui_badge_count: '{{value}} mục mới',
  ui_badge_dot: 'Mới',
  ui_notifications: 'Thông báo',
  ui_qr_code: 'Mã QR',
  // The single-day date presets of the shared date filter.
  ui_today: 'Hôm nay',
  ui_yesterday: 'Hôm qua',
};
