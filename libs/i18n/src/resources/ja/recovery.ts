import type { recovery as en } from '../en/recovery';
import type { AreaMessages } from '../en/index';

export const recovery: AreaMessages<typeof en> = {
  auth_reset_page_hint:
    'アカウントの新しいパスワードを設定してください。このリンクは 1 回のみ、30 分間有効です。',
  auth_reset_done:
    'パスワードを設定しました。新しいパスワードでログインしてください。他の端末からはすべてログアウトされました。',
  auth_reset_link_invalid_hint:
    '再設定リンクは 1 回のみ使用でき、30 分で無効になります。メールで新しいリンクを受け取ってください。',
  auth_request_new_link: '新しいリンクを送信',
};
