import type { recovery as en } from '../en/recovery';
import type { AreaMessages } from '../en/index';

export const recovery: AreaMessages<typeof en> = {
  auth_reset_page_hint: 'ตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน 30 นาที',
  auth_reset_done: 'ตั้งรหัสผ่านเรียบร้อยแล้ว โปรดเข้าสู่ระบบด้วยรหัสผ่านใหม่ คุณได้ออกจากระบบในอุปกรณ์อื่นทั้งหมดแล้ว',
  auth_reset_link_invalid_hint: 'ลิงก์รีเซ็ตใช้ได้ครั้งเดียวและหมดอายุใน 30 นาที ขอลิงก์ใหม่ทางอีเมล',
  auth_request_new_link: 'ส่งลิงก์ใหม่ให้ฉัน',
};
