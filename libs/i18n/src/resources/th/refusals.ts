import type { refusals as en } from '../en/refusals';
import type { AreaMessages } from '../en/index';

export const refusals: AreaMessages<typeof en> = {
  err_user_or_email_not_found: 'ไม่มีชื่อผู้ใช้หรืออีเมลนี้',
  err_invalid_url: 'URL ไม่ถูกต้อง',
  err_region_restricted: 'การเข้าถึงถูกจำกัดสำหรับตำแหน่งที่ตั้งหรือที่อยู่ IP ของคุณ',
  err_complete_verification: 'โปรดยืนยันตัวตนให้เสร็จก่อน',
  err_non_member_login: 'บัญชีนี้ไม่ใช่บัญชีสมาชิก จึงเข้าสู่ระบบที่นี่ไม่ได้',
  err_non_agent_login: 'บัญชีนี้ไม่ใช่บัญชีตัวแทน จึงเข้าสู่ระบบที่นี่ไม่ได้',
  err_correct_information: 'โปรดกรอกข้อมูลหรือหมายเลขโทรศัพท์มือถือให้ถูกต้อง',
  err_not_logged_in: 'คุณยังไม่ได้เข้าสู่ระบบ โปรดเข้าสู่ระบบ',
  err_validation_failed: 'ข้อมูลบางส่วนไม่ถูกต้อง โปรดตรวจสอบช่องที่ทำเครื่องหมายไว้',
  err_encryption_required: 'คำขอนี้ต้องส่งอย่างปลอดภัย โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
  err_decryption_failed: 'การเชื่อมต่อที่ปลอดภัยล้มเหลว โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
  err_invalid_credentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  err_captcha_required: 'โปรดกรอกรหัสยืนยันที่แสดงในภาพ',
  err_captcha_invalid: 'รหัสยืนยันไม่ถูกต้อง โปรดลองกับภาพใหม่',
  err_forbidden: 'คุณไม่ได้รับอนุญาตให้ทำรายการนี้',
  err_password_change_required: 'โปรดเปลี่ยนรหัสผ่านก่อนดำเนินการต่อ',
  err_not_found: 'ไม่พบสิ่งที่คุณต้องการ',
  err_username_taken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  err_mobile_taken: 'หมายเลขโทรศัพท์มือถือนี้ลงทะเบียนแล้ว',
  err_account_disabled: 'บัญชีนี้ถูกระงับ โปรดติดต่อฝ่ายบริการลูกค้า',
  err_payload_too_large: 'ข้อมูลที่คุณส่งมีขนาดใหญ่เกินไป',
  err_unsupported_media_type: 'ไม่รองรับไฟล์หรือข้อมูลประเภทนี้',
  password_weak: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น',
  password_username: 'รหัสผ่านต้องไม่มีชื่อผู้ใช้',
  err_bonus_turnover_pending:
    'ต้องทำยอดเทิร์นโอเวอร์ของโบนัสให้ครบก่อนถอนเงิน ดูยอดที่เหลือได้ที่รายละเอียดโบนัส หรือสละโบนัสได้ที่นั่น',
  err_bonus_not_active: 'โบนัสนี้ไม่มีผลแล้ว',
  err_mission_not_complete: 'กรุณาทำภารกิจย่อยทั้งหมดของภารกิจนี้ให้สำเร็จก่อน แล้วจึงรับรางวัล',
  err_mission_already_claimed: 'คุณรับรางวัลของภารกิจนี้ในรอบนี้ไปแล้ว',
};
