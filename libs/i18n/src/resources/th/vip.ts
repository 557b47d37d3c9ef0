import type { AreaMessages } from '../en/index';
import type { vip as english } from '../en/vip';

export const vip: AreaMessages<typeof english> = {
  vip_lead:
    'ยอดฝากและยอดเดิมพันที่มีผลในช่วง {{days}} วันล่าสุดกำหนดระดับ VIP ของคุณ ระดับที่สูงขึ้นให้เงินคืนมากขึ้น วงเงินถอนต่อวันสูงขึ้น และโบนัสเลื่อนระดับหนึ่งครั้ง',
  vip_current_label: 'ระดับ VIP ของคุณ',
  vip_level: 'ระดับ {{level}}',
  vip_progress_title: 'ความคืบหน้าสู่ {{name}}',
  vip_progress_deposits: 'ยอดฝาก',
  vip_progress_bets: 'ยอดเดิมพันที่มีผล',
  vip_progress_amount: '{{have}} จาก {{need}}',
  vip_progress_needed: 'อีก {{amount}}',
  vip_progress_done: 'สำเร็จแล้ว',
  vip_top_rank: 'คุณอยู่ในระดับสูงสุดแล้ว ขอบคุณที่เล่นกับเรา!',
  vip_window_note: 'นับจาก {{days}} วันล่าสุดและตรวจสอบทุกชั่วโมง ระดับจะลดลงได้ไม่เกินหนึ่งระดับต่อเดือน',
  vip_benefits_title: 'สิทธิประโยชน์ของแต่ละระดับ',
  vip_col_rank: 'ระดับ',
  vip_col_requirement: 'เงื่อนไข (ยอดฝาก / ยอดเดิมพันที่มีผล)',
  vip_col_cashback: 'เงินคืน',
  vip_col_withdrawal: 'วงเงินถอนต่อวัน',
  vip_col_bonus: 'โบนัสเลื่อนระดับ',
  vip_no_limit: 'ไม่จำกัด',
  vip_your_rank: 'ระดับของคุณ',
  vip_visitor_text: 'เข้าสู่ระบบเพื่อดูระดับของคุณและความคืบหน้าสู่ระดับถัดไป',
  vip_login: 'เข้าสู่ระบบ',
  vip_load_failed: 'ไม่สามารถโหลดระดับ VIP ได้',
  vip_empty: 'ยังไม่มีระดับ VIP',
  vip_entry_rank: 'สมาชิกทุกคน',
};
