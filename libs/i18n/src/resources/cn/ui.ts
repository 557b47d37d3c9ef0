import type { AreaMessages } from '../en/index';
import type { ui as english } from '../en/ui';

export const ui: AreaMessages<typeof english> = {
  ui_close: '关闭',
  ui_dismiss: '关闭通知',
  ui_loading: '加载中…',
  ui_show_password: '显示密码',
  ui_hide_password: '隐藏密码',
  ui_pagination: '分页',
  ui_previous_page: '上一页',
  ui_next_page: '下一页',
  ui_page_n: '第 {{page}} 页',
  ui_send_code: '发送验证码',
  ui_resend_in: '{{seconds}} 秒后重新发送',
  ui_hide_balance: '隐藏余额',
  ui_show_balance: '显示余额',
  ui_balance_hidden: '余额已隐藏',
  ui_date_presets: '日期范围',
  ui_last_7_days: '过去 7 天',
  ui_last_30_days: '过去 30 天',
  ui_next_7_days: '未来 7 天',
  ui_next_30_days: '未来 30 天',
  ui_image_unavailable: '图片无法显示：{{alt}}',
  ui_empty: '暂无内容',
  ui_badge_count: '{{value}} 条新消息',
  ui_badge_dot: '新',
  ui_notifications: '通知',
  ui_qr_code: '二维码',
  // The single-day date presets of the shared date filter.
  ui_today: '今天',
  ui_yesterday: '昨天',
};
