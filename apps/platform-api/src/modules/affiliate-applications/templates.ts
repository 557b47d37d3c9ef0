import type { ContentLanguage } from '../../core/language';

interface LoginTexts {
  subject: string;
  text: (login: { username: string; password: string; url: string }) => string;
}

/** The message carrying an approved applicant's agent login, in the language the application was sent in. */
export const agentLoginMessage: Record<ContentLanguage, LoginTexts> = {
  en: {
    subject: 'Your agent account is ready',
    text: ({ username, password, url }) =>
      `Your affiliate application was approved. Log in at ${url} with username ${username} and one-time password ${password}; you will choose your own password at the first login.`,
  },
  cn: {
    subject: '您的代理账号已开通',
    text: ({ username, password, url }) =>
      `您的代理申请已通过。请在 ${url} 使用用户名 ${username} 和一次性密码 ${password} 登录；首次登录时需设置您自己的密码。`,
  },
  ja: {
    subject: '代理店アカウントの準備ができました',
    text: ({ username, password, url }) =>
      `代理店の申請が承認されました。${url} でユーザー名 ${username}、ワンタイムパスワード ${password} でログインしてください。初回ログイン時にご自身のパスワードを設定します。`,
  },
  ko: {
    subject: '에이전트 계정이 준비되었습니다',
    text: ({ username, password, url }) =>
      `제휴 신청이 승인되었습니다. ${url} 에서 아이디 ${username}, 일회용 비밀번호 ${password}(으)로 로그인하세요. 첫 로그인 시 새 비밀번호를 설정하게 됩니다.`,
  },
  th: {
    subject: 'บัญชีเอเจนต์ของคุณพร้อมใช้งานแล้ว',
    text: ({ username, password, url }) =>
      `ใบสมัครพันธมิตรของคุณได้รับการอนุมัติแล้ว เข้าสู่ระบบที่ ${url} ด้วยชื่อผู้ใช้ ${username} และรหัสผ่านใช้ครั้งเดียว ${password} คุณจะตั้งรหัสผ่านของคุณเองเมื่อเข้าสู่ระบบครั้งแรก`,
  },
  vi: {
    subject: 'Tài khoản đại lý của bạn đã sẵn sàng',
    text: ({ username, password, url }) =>
      `Đơn đăng ký đại lý của bạn đã được duyệt. Đăng nhập tại ${url} với tên đăng nhập ${username} và mật khẩu dùng một lần ${password}; bạn sẽ đặt mật khẩu riêng ở lần đăng nhập đầu tiên.`,
  },
};
