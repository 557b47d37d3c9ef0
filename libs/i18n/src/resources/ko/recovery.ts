import type { recovery as en } from '../en/recovery';
import type { AreaMessages } from '../en/index';

export const recovery: AreaMessages<typeof en> = {
  auth_reset_page_hint: '계정의 새 비밀번호를 설정하세요. 이 링크는 30분 동안 한 번만 사용할 수 있습니다.',
  auth_reset_done:
    '비밀번호가 설정되었습니다. 새 비밀번호로 로그인하세요. 다른 모든 기기에서 로그아웃되었습니다.',
  auth_reset_link_invalid_hint:
    '재설정 링크는 한 번만 사용할 수 있으며 30분 후 만료됩니다. 이메일로 새 링크를 받으세요.',
  auth_request_new_link: '새 링크 보내기',
};
