import type { AreaMessages } from '../en/index';
import type { referral as english } from '../en/referral';

export const referral: AreaMessages<typeof english> = {
  referral_intro:
    'コードやリンクをシェアしましょう。それを使って登録した友達の入金が合計 {{deposit}}、有効ベットが合計 {{turnover}} に達すると、友達 1 人につき 1 回 {{reward}} を受け取れます。',
  referral_code: 'マイ紹介コード',
  referral_link: 'マイ招待リンク',
  referral_copy: 'コピー',
  referral_copy_code: '紹介コードをコピー',
  referral_copy_link: '招待リンクをコピー',
  referral_copied_code: '紹介コードをコピーしました。',
  referral_copied_link: '招待リンクをコピーしました。友達に貼り付けて送りましょう。',
  referral_copy_failed: 'コピーできませんでした。テキストを選択してご自身でコピーしてください。',
  referral_share: '招待リンクをシェア',
  referral_share_text: '紹介コード {{code}} で登録してね：',
  referral_qr: '招待リンクの QR コード',
  referral_rule_title: 'しくみ',
  referral_rule_deposit: '友達の入金が合計 {{amount}} 以上',
  referral_rule_turnover: '友達の有効ベットが合計 {{amount}} 以上',
  referral_rule_reward: 'あなたに {{amount}}（友達 1 人につき 1 回）',
  referral_rule_note:
    '有効ベットとは精算済みのリアルマネーのベットです。体験アカウントは対象外です。友達が条件を満たすと数分以内に残高へ反映されます。',
  referral_totals: 'マイ紹介',
  referral_total_friends: '招待した友達',
  referral_total_qualified: '条件達成の友達',
  referral_total_rewarded: '獲得した報酬',
  referral_friends: 'マイフレンド',
  referral_friends_empty: 'まだ友達がいません。リンクをシェアして招待しましょう。',
  referral_registered_at: '{{date}} 登録',
  referral_status_REGISTERED: '登録済み',
  referral_status_QUALIFIED: '条件達成',
  referral_status_REWARDED: '報酬付与済み',
  referral_progress_deposits: '入金',
  referral_progress_turnover: '有効ベット',
  referral_progress_value: '{{done}} / {{needed}}',
  referral_reward_paid: '付与された報酬：{{amount}}',
  referral_reward_pending: '報酬を付与しています',
};
