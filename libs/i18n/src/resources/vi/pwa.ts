import type { AreaMessages } from '../en/index';
import type { pwa as english } from '../en/pwa';

export const pwa: AreaMessages<typeof english> = {
  pwa_update_available: 'Đã có phiên bản mới',
  pwa_update_reload: 'Tải lại',
  pwa_update_later: 'Để sau',
  pwa_offline_title: 'Bạn đang ngoại tuyến',
  pwa_offline_text: 'Trang này cần kết nối mạng. Hãy kiểm tra mạng rồi thử lại.',
  pwa_offline_retry: 'Thử lại',
};
