import type { refusals as en } from '../en/refusals';
import type { AreaMessages } from '../en/index';

export const refusals: AreaMessages<typeof en> = {
  err_user_or_email_not_found: 'Tên đăng nhập hoặc e-mail không tồn tại.',
  err_invalid_url: 'URL không hợp lệ.',
  err_region_restricted: 'Quyền truy cập bị giới hạn với vị trí hoặc địa chỉ IP của bạn.',
  err_complete_verification: 'Vui lòng hoàn tất xác minh trước.',
  err_non_member_login: 'Đây không phải tài khoản hội viên nên không thể đăng nhập tại đây.',
  err_non_agent_login: 'Đây không phải tài khoản đại lý nên không thể đăng nhập tại đây.',
  err_correct_information: 'Vui lòng nhập đúng thông tin hoặc số điện thoại.',
  err_not_logged_in: 'Bạn chưa đăng nhập. Vui lòng đăng nhập.',
  err_validation_failed: 'Một số thông tin không hợp lệ. Vui lòng kiểm tra các ô được đánh dấu.',
  err_encryption_required: 'Yêu cầu này phải được gửi an toàn. Vui lòng tải lại trang và thử lại.',
  err_decryption_failed: 'Kết nối an toàn thất bại. Vui lòng tải lại trang và thử lại.',
  err_invalid_credentials: 'Tên đăng nhập hoặc mật khẩu không đúng.',
  err_captcha_required: 'Vui lòng nhập mã xác minh trong hình.',
  err_captcha_invalid: 'Mã xác minh không đúng. Vui lòng thử với hình mới.',
  err_forbidden: 'Bạn không được phép thực hiện thao tác này.',
  err_password_change_required: 'Vui lòng đổi mật khẩu trước khi tiếp tục.',
  err_not_found: 'Không tìm thấy nội dung bạn yêu cầu.',
  origin_invalid:
    'Nhập nguồn web như https://brand.example (http chỉ dùng cho localhost), không có gì sau cổng.',
  err_unknown_merchant:
    'Trang này không hỗ trợ thương hiệu đó. Vui lòng kiểm tra địa chỉ hoặc liên hệ bộ phận hỗ trợ.',
  err_username_taken: 'Tên đăng nhập này đã được sử dụng.',
  err_mobile_taken: 'Số điện thoại này đã được đăng ký.',
  err_account_disabled: 'Tài khoản này đã bị vô hiệu hóa. Vui lòng liên hệ chăm sóc khách hàng.',
  err_payload_too_large: 'Nội dung bạn gửi quá lớn.',
  err_unsupported_media_type: 'Loại tệp hoặc dữ liệu này không được chấp nhận.',
  password_weak: 'Mật khẩu này quá dễ đoán. Vui lòng chọn mật khẩu khác.',
  password_username: 'Mật khẩu không được chứa tên đăng nhập.',
  err_bonus_turnover_pending:
    'Cần hoàn thành doanh số cược của tiền thưởng trước khi rút: xem phần còn lại trong Chi tiết tiền thưởng, hoặc từ bỏ tiền thưởng tại đó.',
  err_bonus_not_active: 'Tiền thưởng này không còn hiệu lực.',
  err_mission_not_complete: 'Hãy hoàn thành mọi mục tiêu của nhiệm vụ này trước, rồi mới nhận thưởng.',
  err_mission_already_claimed: 'Bạn đã nhận phần thưởng của nhiệm vụ này trong kỳ này rồi.',
  err_cashback_nothing_to_claim: 'Hiện không có khoản hoàn trả nào để nhận.',
  err_promotion_not_open: 'Khuyến mãi này hiện chưa mở.',
  err_promotion_not_eligible: 'Tài khoản của bạn không đủ điều kiện tham gia khuyến mãi này.',
  err_promotion_already_joined: 'Bạn đã tham gia khuyến mãi này.',
  err_promotion_nothing_to_claim: 'Chưa có phần thưởng nào để nhận trong khuyến mãi này.',
  err_promotion_already_drawn: 'Đợt quay thưởng này đã được quay.',
  err_vip_withdrawal_limit:
    'Lần rút này sẽ vượt hạn mức rút tiền mỗi ngày của hạng VIP của bạn. Hãy rút số tiền nhỏ hơn hoặc rút vào ngày mai.',
  err_vip_rank_invalid: 'Thiết lập hạng VIP này không hợp lệ.',
  err_points_insufficient: 'Số điểm không đủ cho việc này.',
  err_goods_unavailable: 'Sản phẩm này không còn đủ số lượng đó.',
  err_goods_requirement_not_met: 'Gần đây bạn chưa đủ cược hợp lệ cho sản phẩm này.',
  err_delivery_required: 'Nhập tên người nhận, số điện thoại và địa chỉ giao hàng cho sản phẩm này.',
  err_points_convert_invalid: 'Không thể đổi số điểm này: hãy xem mức tối thiểu và bước đổi.',
  // Brand configuration (PUT /wps/admin/setting/brand).
  brand_default_language_not_offered:
    'Ngôn ngữ mặc định phải là một trong các ngôn ngữ mà thương hiệu cung cấp.',
  // Vendor and game names per language (/wps/admin/vendors|games/:code/names/:language).
  language_not_offered: 'Thương hiệu không cung cấp ngôn ngữ này.',
  english_name_required:
    'Không thể xóa tên tiếng Anh: mọi ngôn ngữ khác đều dùng tên này khi thiếu. Hãy sửa tên thay vì xóa.',
  // Avatar upload
  err_avatar_invalid: 'Hãy chọn ảnh PNG hoặc JPG không quá 2 MB.',
  // Back-office member calls (/wps/admin/members/:username/...).
  err_member_already_locked: 'Thành viên này đã bị khóa.',
  err_member_not_locked: 'Thành viên này không bị khóa.',
  err_member_session_not_found: 'Phiên này đã kết thúc.',
  err_member_label_unknown: 'Có nhãn không tồn tại. Hãy chọn trong các nhãn của thương hiệu.',
  err_member_no_contact: 'Thành viên này không có e-mail hoặc số di động để gửi mật khẩu mới.',
  // Player protection: limits and breaks (value.details.key names the text, params fill it).
  err_limit_reached:
    'Bạn đã chạm đến giới hạn do chính bạn đặt ra. Bạn có thể tiếp tục khi giới hạn bắt đầu lại.',
  err_limit_change_not_due:
    'Thay đổi này vẫn đang trong thời gian cân nhắc. Bạn có thể xác nhận sau khi thời gian đó kết thúc.',
  err_limit_no_change: 'Giới hạn này đã được đặt ở mức đó rồi.',
  err_excluded:
    'Tài khoản của bạn đang trong thời gian tạm nghỉ do bạn chọn. Bạn không thể chơi hoặc nạp tiền cho đến khi kết thúc, nhưng vẫn có thể rút tiền.',
  err_already_excluded: 'Tài khoản của bạn đã đang trong thời gian tạm nghỉ.',
  err_under_age: 'Bạn phải đủ độ tuổi tối thiểu theo quy định pháp luật để mở tài khoản.',
  limit_refusal_deposit_day: 'Bạn đã đạt giới hạn nạp tiền hằng ngày. Bạn có thể nạp lại từ {{resetsAt}}.',
  limit_refusal_deposit_week: 'Bạn đã đạt giới hạn nạp tiền hằng tuần. Bạn có thể nạp lại từ {{resetsAt}}.',
  limit_refusal_deposit_month: 'Bạn đã đạt giới hạn nạp tiền hằng tháng. Bạn có thể nạp lại từ {{resetsAt}}.',
  limit_refusal_loss_day: 'Bạn đã đạt giới hạn thua lỗ hằng ngày. Bạn có thể chơi lại từ {{resetsAt}}.',
  limit_refusal_loss_week: 'Bạn đã đạt giới hạn thua lỗ hằng tuần. Bạn có thể chơi lại từ {{resetsAt}}.',
  limit_refusal_loss_month: 'Bạn đã đạt giới hạn thua lỗ hằng tháng. Bạn có thể chơi lại từ {{resetsAt}}.',
  limit_refusal_wager_day: 'Bạn đã đạt giới hạn cược hằng ngày. Bạn có thể đặt cược lại từ {{resetsAt}}.',
  limit_refusal_wager_week: 'Bạn đã đạt giới hạn cược hằng tuần. Bạn có thể đặt cược lại từ {{resetsAt}}.',
  limit_refusal_wager_month: 'Bạn đã đạt giới hạn cược hằng tháng. Bạn có thể đặt cược lại từ {{resetsAt}}.',
  limit_pass_deposit_day:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền hằng ngày của bạn. Hãy nạp số tiền nhỏ hơn, hoặc nạp khoản này từ {{resetsAt}}.',
  limit_pass_deposit_week:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền hằng tuần của bạn. Hãy nạp số tiền nhỏ hơn, hoặc nạp khoản này từ {{resetsAt}}.',
  limit_pass_deposit_month:
    'Khoản nạp này sẽ vượt giới hạn nạp tiền hằng tháng của bạn. Hãy nạp số tiền nhỏ hơn, hoặc nạp khoản này từ {{resetsAt}}.',
  limit_pass_loss_day:
    'Mức cược này có thể vượt giới hạn thua lỗ hằng ngày của bạn. Hãy cược ít hơn, hoặc chơi tiếp từ {{resetsAt}}.',
  limit_pass_loss_week:
    'Mức cược này có thể vượt giới hạn thua lỗ hằng tuần của bạn. Hãy cược ít hơn, hoặc chơi tiếp từ {{resetsAt}}.',
  limit_pass_loss_month:
    'Mức cược này có thể vượt giới hạn thua lỗ hằng tháng của bạn. Hãy cược ít hơn, hoặc chơi tiếp từ {{resetsAt}}.',
  limit_pass_wager_day:
    'Cược này sẽ vượt giới hạn cược hằng ngày của bạn. Hãy cược ít hơn, hoặc đặt cược từ {{resetsAt}}.',
  limit_pass_wager_week:
    'Cược này sẽ vượt giới hạn cược hằng tuần của bạn. Hãy cược ít hơn, hoặc đặt cược từ {{resetsAt}}.',
  limit_pass_wager_month:
    'Cược này sẽ vượt giới hạn cược hằng tháng của bạn. Hãy cược ít hơn, hoặc đặt cược từ {{resetsAt}}.',
  limit_refusal_session:
    'Bạn đã chơi đủ {{minutes}} phút theo giới hạn thời gian mỗi phiên mà bạn đặt. Hãy nghỉ ngơi một chút: phiên mới sẽ bắt đầu khi bạn đăng nhập lần sau.',
  exclusion_refusal_time_out:
    'Bạn đang tạm nghỉ đến {{endsAt}}. Sau đó bạn có thể chơi và nạp tiền trở lại; bạn vẫn có thể rút tiền.',
  exclusion_refusal_self_exclusion:
    'Bạn đã tự loại trừ đến {{endsAt}}. Trước thời điểm đó bạn không thể chơi hoặc nạp tiền; bạn vẫn có thể rút tiền.',
  exclusion_refusal_permanent:
    'Bạn đã tự loại trừ vĩnh viễn. Bạn không thể chơi hoặc nạp tiền; bạn vẫn có thể rút tiền.',
  limit_change_not_due_until:
    'Thay đổi này vẫn đang trong thời gian cân nhắc. Bạn có thể xác nhận từ {{effectiveAt}}.',
  protection_period_invalid:
    'Giới hạn phiên được đặt theo từng phiên; các giới hạn khác theo ngày, tuần hoặc tháng.',
  protection_session_minutes: 'Hãy chọn giới hạn phiên từ {{min}} đến {{max}} phút.',
  protection_reality_check_minutes: 'Hãy chọn nhắc nhở mỗi {{min}} đến {{max}} phút.',
  protection_reality_check_bounds: 'Khoảng nhắc nhở mặc định phải nằm trong khoảng {{min}} đến {{max}} phút.',
  // Player protection: the affordability check (value.details: netDeposits, amount, threshold in minor units, days).
  err_affordability_check:
    'Trước khi nạp thêm, vui lòng xác nhận rằng bạn có đủ khả năng chi trả cho các khoản nạp của mình.',
  affordability_refusal:
    'Số tiền bạn nạp trong {{days}} ngày qua đã đạt mức mà chúng tôi yêu cầu mọi người chơi xác nhận khả năng chi trả. Vui lòng xác nhận trước khi nạp thêm.',
};
