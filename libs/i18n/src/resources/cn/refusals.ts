import type { refusals as en } from '../en/refusals';
import type { AreaMessages } from '../en/index';

export const refusals: AreaMessages<typeof en> = {
  err_user_or_email_not_found: '用户名或邮箱不存在。',
  err_invalid_url: '无效的网址。',
  err_region_restricted: '您所在的地区或 IP 地址被限制访问。',
  err_complete_verification: '请先完成验证。',
  err_non_member_login: '非会员账号，无法在此登录。',
  err_non_agent_login: '非代理账号，无法在此登录。',
  err_correct_information: '请输入正确的信息或手机号码。',
  err_not_logged_in: '您尚未登录，请先登录。',
  err_validation_failed: '部分信息无效，请检查标出的字段。',
  err_encryption_required: '此请求必须安全发送，请刷新页面后重试。',
  err_decryption_failed: '安全连接失败，请刷新页面后重试。',
  err_invalid_credentials: '用户名或密码不正确。',
  err_captcha_required: '请输入图片中显示的验证码。',
  err_captcha_invalid: '验证码不正确，请按新图片重新输入。',
  err_forbidden: '您无权执行此操作。',
  err_password_change_required: '请先修改密码再继续。',
  err_not_found: '未找到您要的内容。',
  err_username_taken: '该用户名已被使用。',
  err_mobile_taken: '该手机号码已注册。',
  err_account_disabled: '此账号已被停用，请联系客服。',
  err_payload_too_large: '您发送的内容过大。',
  err_unsupported_media_type: '不接受此类文件或数据。',
  password_weak: '该密码太容易被猜到，请换一个。',
  password_username: '密码不能包含用户名。',
};
