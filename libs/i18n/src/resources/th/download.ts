import type { AreaMessages } from '../en/index';
import type { download as english } from '../en/download';

export const download: AreaMessages<typeof english> = {
  shell_download_title: 'ดาวน์โหลดแอป {{brand}}',
  shell_download_lead: 'สแกนโค้ดด้วยกล้องโทรศัพท์ หรือแตะปุ่มดาวน์โหลดบนโทรศัพท์ของคุณ',
  shell_download_none: 'ขณะนี้ยังไม่มีแอปให้ดาวน์โหลด',
  shell_download_for: 'ดาวน์โหลด{{name}}',
  shell_install_guide: 'วิธีติดตั้ง',
  shell_guide_ios_1: 'สแกนโค้ดหรือแตะปุ่มดาวน์โหลดใน Safari',
  shell_guide_ios_2: 'ยืนยันการติดตั้งเมื่อ iPhone ถาม',
  shell_guide_ios_3: 'เปิดแอปจากหน้าจอโฮมแล้วเข้าสู่ระบบ',
  shell_guide_ios_lite_1: 'เปิดลิงก์ใน Safari แล้วแตะแชร์',
  shell_guide_ios_lite_2: 'เลือก "เพิ่มไปยังหน้าจอโฮม" แล้วแตะ "เพิ่ม"',
  shell_guide_ios_lite_3: 'เปิดแอปจากไอคอนใหม่บนหน้าจอโฮม',
  shell_guide_android_1: 'สแกนโค้ดหรือแตะปุ่มดาวน์โหลดเพื่อรับไฟล์ APK',
  shell_guide_android_2: 'อนุญาตการติดตั้งจากแหล่งนี้เมื่อ Android ถาม',
  shell_guide_android_3: 'เปิดไฟล์ที่ดาวน์โหลด ติดตั้ง แล้วเข้าสู่ระบบ',
};
