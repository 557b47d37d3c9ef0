import type { AreaMessages } from '../en/index';
import type { pwa as english } from '../en/pwa';

export const pwa: AreaMessages<typeof english> = {
  pwa_update_available: '新しいバージョンがあります',
  pwa_update_reload: '再読み込み',
  pwa_update_later: '後で',
  pwa_offline_title: 'オフラインです',
  pwa_offline_text:
    'このページを表示するには接続が必要です。ネットワークを確認して、もう一度お試しください。',
  pwa_offline_retry: '再試行',
};
