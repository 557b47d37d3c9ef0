import type { AreaMessages } from '../en/index';
import type { referral as english } from '../en/referral';

export const referral: AreaMessages<typeof english> = {
  referral_intro:
    'แชร์โค้ดหรือลิงก์ของคุณ เมื่อเพื่อนที่สมัครผ่านโค้ดนั้นฝากเงินครบ {{deposit}} และมียอดเดิมพันที่ถูกต้องครบ {{turnover}} คุณจะได้รับ {{reward}} หนึ่งครั้งต่อเพื่อนหนึ่งคน',
  referral_code: 'โค้ดแนะนำของฉัน',
  referral_link: 'ลิงก์เชิญของฉัน',
  referral_copy: 'คัดลอก',
  referral_copy_code: 'คัดลอก โค้ดแนะนำ',
  referral_copy_link: 'คัดลอก ลิงก์เชิญ',
  referral_copied_code: 'คัดลอกโค้ดแนะนำแล้ว',
  referral_copied_link: 'คัดลอกลิงก์เชิญแล้ว วางส่งให้เพื่อนได้เลย',
  referral_copy_failed: 'คัดลอกไม่ได้ โปรดเลือกข้อความแล้วคัดลอกเอง',
  referral_share: 'แชร์ลิงก์เชิญ',
  referral_share_text: 'สมัครด้วยโค้ดแนะนำของฉัน {{code}}:',
  referral_qr: 'คิวอาร์โค้ดของลิงก์เชิญ',
  referral_rule_title: 'วิธีการ',
  referral_rule_deposit: 'เพื่อนฝากเงินรวมอย่างน้อย {{amount}}',
  referral_rule_turnover: 'เพื่อนมียอดเดิมพันที่ถูกต้องรวมอย่างน้อย {{amount}}',
  referral_rule_reward: 'คุณได้รับ {{amount}} หนึ่งครั้งต่อเพื่อนหนึ่งคน',
  referral_rule_note:
    'ยอดเดิมพันที่ถูกต้องคือเดิมพันด้วยเงินจริงที่ชำระผลแล้ว ไม่นับบัญชีทดลอง รางวัลจะเข้ายอดเงินภายในไม่กี่นาทีหลังเพื่อนผ่านเงื่อนไข',
  referral_totals: 'การแนะนำของฉัน',
  referral_total_friends: 'เพื่อนที่เชิญ',
  referral_total_qualified: 'เพื่อนที่ผ่านเงื่อนไข',
  referral_total_rewarded: 'รางวัลที่ได้รับ',
  referral_friends: 'เพื่อนของฉัน',
  referral_friends_empty: 'ยังไม่มีเพื่อน แชร์ลิงก์เพื่อเชิญพวกเขา',
  referral_registered_at: 'สมัครเมื่อ {{date}}',
  referral_status_REGISTERED: 'สมัครแล้ว',
  referral_status_QUALIFIED: 'ผ่านเงื่อนไข',
  referral_status_REWARDED: 'ได้รับรางวัลแล้ว',
  referral_progress_deposits: 'ยอดฝาก',
  referral_progress_turnover: 'ยอดเดิมพันที่ถูกต้อง',
  referral_progress_value: '{{done}} จาก {{needed}}',
  referral_reward_paid: 'รางวัลที่จ่าย: {{amount}}',
  referral_reward_pending: 'กำลังจ่ายรางวัล',
};
