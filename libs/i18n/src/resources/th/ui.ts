import type { AreaMessages } from '../en/index';
import type { ui as english } from '../en/ui';

export const ui: AreaMessages<typeof english> = {
  ui_close: 'ปิด',
  ui_dismiss: 'ปิดการแจ้งเตือน',
  ui_loading: 'กำลังโหลด…',
  ui_show_password: 'แสดงรหัสผ่าน',
  ui_hide_password: 'ซ่อนรหัสผ่าน',
  ui_pagination: 'การแบ่งหน้า',
  ui_previous_page: 'หน้าก่อนหน้า',
  ui_next_page: 'หน้าถัดไป',
  ui_page_n: 'หน้า {{page}}',
  ui_send_code: 'ส่งรหัส',
  ui_resend_in: 'ส่งอีกครั้งได้ใน {{seconds}} วินาที',
  ui_hide_balance: 'ซ่อนยอดเงิน',
  ui_show_balance: 'แสดงยอดเงิน',
  ui_balance_hidden: 'ซ่อนยอดเงินอยู่',
  ui_date_presets: 'ช่วงวันที่',
  ui_last_7_days: '7 วันที่ผ่านมา',
  ui_last_30_days: '30 วันที่ผ่านมา',
  ui_next_7_days: '7 วันข้างหน้า',
  ui_next_30_days: '30 วันข้างหน้า',
  ui_image_unavailable: 'ไม่สามารถแสดงรูปภาพ: {{alt}}',
  ui_empty: 'ยังไม่มีรายการ',
  ui_badge_count: 'ใหม่ {{value}} รายการ',
  ui_badge_dot: 'ใหม่',
  ui_notifications: 'การแจ้งเตือน',
  ui_qr_code: 'คิวอาร์โค้ด',
  // The single-day date presets of the shared date filter.
  ui_today: 'วันนี้',
  ui_yesterday: 'เมื่อวาน',
};
