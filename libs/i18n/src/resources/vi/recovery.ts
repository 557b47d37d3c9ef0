import type { recovery as en } from '../en/recovery';
import type { AreaMessages } from '../en/index';

export const recovery: AreaMessages<typeof en> = {
  auth_reset_page_hint:
    'Hãy chọn mật khẩu mới cho tài khoản của bạn. Liên kết chỉ dùng được một lần, trong 30 phút.',
  auth_reset_done:
    'Mật khẩu của bạn đã được đặt. Vui lòng đăng nhập bằng mật khẩu mới; bạn đã được đăng xuất khỏi mọi thiết bị khác.',
  auth_reset_link_invalid_hint:
    'Liên kết đặt lại chỉ dùng được một lần và hết hạn sau 30 phút. Hãy yêu cầu liên kết mới qua e-mail.',
  auth_request_new_link: 'Gửi cho tôi liên kết mới',
};
