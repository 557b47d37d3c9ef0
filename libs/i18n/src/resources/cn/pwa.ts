import type { AreaMessages } from '../en/index';
import type { pwa as english } from '../en/pwa';

export const pwa: AreaMessages<typeof english> = {
  pwa_update_available: '有新版本可用',
  pwa_update_reload: '重新加载',
  pwa_update_later: '稍后',
  pwa_offline_title: '您已离线',
  pwa_offline_text: '此页面需要网络连接。请检查网络后重试。',
  pwa_offline_retry: '重试',
};
