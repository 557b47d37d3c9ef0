import type { AreaMessages } from '../en/index';
import type { pwa as english } from '../en/pwa';

export const pwa: AreaMessages<typeof english> = {
  pwa_update_available: 'มีเวอร์ชันใหม่พร้อมใช้งาน',
  pwa_update_reload: 'โหลดใหม่',
  pwa_update_later: 'ภายหลัง',
  pwa_offline_title: 'คุณออฟไลน์อยู่',
  pwa_offline_text: 'หน้านี้ต้องใช้การเชื่อมต่อ โปรดตรวจสอบเครือข่ายแล้วลองอีกครั้ง',
  pwa_offline_retry: 'ลองอีกครั้ง',
};
