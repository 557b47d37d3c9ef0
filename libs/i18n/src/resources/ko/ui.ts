import type { AreaMessages } from '../en/index';
import type { ui as english } from '../en/ui';

export const ui: AreaMessages<typeof english> = {
  ui_close: '닫기',
  ui_dismiss: '알림 닫기',
  ui_loading: '불러오는 중…',
  ui_show_password: '비밀번호 표시',
  ui_hide_password: '비밀번호 숨기기',
  ui_pagination: '페이지 이동',
  ui_previous_page: '이전 페이지',
  ui_next_page: '다음 페이지',
  ui_page_n: '{{page}} 페이지',
  ui_send_code: '인증번호 전송',
  ui_resend_in: '{{seconds}}초 후 재전송',
  ui_hide_balance: '잔액 숨기기',
  ui_show_balance: '잔액 표시',
  ui_balance_hidden: '잔액 숨김',
  ui_date_presets: '기간',
  ui_last_7_days: '지난 7일',
  ui_last_30_days: '지난 30일',
  ui_next_7_days: '향후 7일',
  ui_next_30_days: '향후 30일',
  ui_image_unavailable: '이미지를 표시할 수 없음: {{alt}}',
  ui_empty: '아직 내용이 없습니다',
  ui_badge_count: '새 항목 {{value}}개',
  ui_badge_dot: '새 항목',
  ui_notifications: '알림',
  ui_qr_code: 'QR 코드',
  // The single-day date presets of the shared date filter.
  ui_today: '오늘',
  ui_yesterday: '어제',
};
