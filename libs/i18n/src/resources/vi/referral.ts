import type { AreaMessages } from '../en/index';
import type { referral as english } from '../en/referral';

export const referral: AreaMessages<typeof english> = {
  referral_intro:
    'Chia sẻ mã hoặc liên kết của bạn. Khi một người bạn đăng ký bằng mã đó nạp đủ {{deposit}} và có cược hợp lệ đủ {{turnover}}, bạn nhận {{reward}}, mỗi người bạn một lần.',
  referral_code: 'Mã giới thiệu của tôi',
  referral_link: 'Liên kết mời của tôi',
  referral_copy: 'Sao chép',
  referral_copy_code: 'Sao chép mã giới thiệu',
  referral_copy_link: 'Sao chép liên kết mời',
  referral_copied_code: 'Đã sao chép mã giới thiệu.',
  referral_copied_link: 'Đã sao chép liên kết mời. Hãy dán gửi cho bạn bè.',
  referral_copy_failed: 'Không sao chép được. Hãy chọn văn bản và tự sao chép.',
  referral_share: 'Chia sẻ liên kết mời',
  referral_share_text: 'Đăng ký bằng mã giới thiệu {{code}} của tôi:',
  referral_qr: 'Mã QR của liên kết mời',
  referral_rule_title: 'Cách thức',
  referral_rule_deposit: 'Bạn bè nạp tổng cộng ít nhất {{amount}}',
  referral_rule_turnover: 'Bạn bè có tổng cược hợp lệ ít nhất {{amount}}',
  referral_rule_reward: 'Bạn nhận {{amount}}, mỗi người bạn một lần',
  referral_rule_note:
    'Cược hợp lệ là cược tiền thật đã quyết toán. Tài khoản chơi thử không được tính. Thưởng vào số dư trong vài phút sau khi bạn bè đạt điều kiện.',
  referral_totals: 'Giới thiệu của tôi',
  referral_total_friends: 'Bạn bè đã mời',
  referral_total_qualified: 'Bạn bè đạt điều kiện',
  referral_total_rewarded: 'Thưởng đã nhận',
  referral_friends: 'Bạn bè của tôi',
  referral_friends_empty: 'Chưa có bạn bè nào. Hãy chia sẻ liên kết để mời họ.',
  referral_registered_at: 'Đăng ký {{date}}',
  referral_status_REGISTERED: 'Đã đăng ký',
  referral_status_QUALIFIED: 'Đạt điều kiện',
  referral_status_REWARDED: 'Đã thưởng',
  referral_progress_deposits: 'Tiền nạp',
  referral_progress_turnover: 'Cược hợp lệ',
  referral_progress_value: '{{done}} / {{needed}}',
  referral_reward_paid: 'Thưởng đã trả: {{amount}}',
  referral_reward_pending: 'Thưởng đang được trả',
};
