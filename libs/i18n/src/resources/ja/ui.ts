import type { AreaMessages } from '../en/index';
import type { ui as english } from '../en/ui';

export const ui: AreaMessages<typeof english> = {
  ui_close: '閉じる',
  ui_dismiss: '通知を閉じる',
  ui_loading: '読み込み中…',
  ui_show_password: 'パスワードを表示',
  ui_hide_password: 'パスワードを隠す',
  ui_pagination: 'ページ送り',
  ui_previous_page: '前のページ',
  ui_next_page: '次のページ',
  ui_page_n: '{{page}} ページ',
  ui_send_code: 'コードを送信',
  ui_resend_in: '{{seconds}} 秒後に再送信できます',
  ui_hide_balance: '残高を隠す',
  ui_show_balance: '残高を表示',
  ui_balance_hidden: '残高は非表示です',
  ui_date_presets: '期間',
  ui_last_7_days: '過去 7 日間',
  ui_last_30_days: '過去 30 日間',
  ui_next_7_days: '今後 7 日間',
  ui_next_30_days: '今後 30 日間',
  ui_image_unavailable: '画像を表示できません：{{alt}}',
  ui_empty: 'まだ何もありません',
  ui_badge_count: '新着 {{value}} 件',
  ui_badge_dot: '新着',
  ui_notifications: '通知',
  ui_qr_code: 'QR コード',
  // The single-day date presets of the shared date filter.
  ui_today: '今日',
  ui_yesterday: '昨日',
};
