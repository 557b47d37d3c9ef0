import type { recovery as en } from '../en/recovery';
import type { AreaMessages } from '../en/index';

export const recovery: AreaMessages<typeof en> = {
  auth_reset_page_hint: '请为您的账户设置新密码。此链接仅可使用一次，有效期 30 分钟。',
  auth_reset_done: '您的密码已设置。请使用新密码登录；其他设备上的登录均已退出。',
  auth_reset_link_invalid_hint: '重置链接仅可使用一次，30 分钟后失效。请通过电子邮件获取新链接。',
  auth_request_new_link: '发送新链接',
};
