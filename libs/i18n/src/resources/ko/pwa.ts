import type { AreaMessages } from '../en/index';
import type { pwa as english } from '../en/pwa';

export const pwa: AreaMessages<typeof english> = {
  pwa_update_available: '새 버전이 있습니다',
  pwa_update_reload: '새로고침',
  pwa_update_later: '나중에',
  pwa_offline_title: '오프라인 상태입니다',
  pwa_offline_text: '이 페이지를 보려면 연결이 필요합니다. 네트워크를 확인한 후 다시 시도하세요.',
  pwa_offline_retry: '다시 시도',
};
