import type { AreaMessages } from '../en/index';
import type { referral as english } from '../en/referral';

export const referral: AreaMessages<typeof english> = {
  referral_intro:
    '코드나 링크를 공유하세요. 이를 통해 가입한 친구가 총 {{deposit}}을 입금하고 유효 베팅 {{turnover}}을 달성하면, 친구 한 명당 한 번 {{reward}}을 받습니다.',
  referral_code: '내 추천 코드',
  referral_link: '내 초대 링크',
  referral_copy: '복사',
  referral_copy_code: '추천 코드 복사',
  referral_copy_link: '초대 링크 복사',
  referral_copied_code: '추천 코드를 복사했습니다.',
  referral_copied_link: '초대 링크를 복사했습니다. 친구에게 붙여넣어 보내세요.',
  referral_copy_failed: '복사할 수 없습니다. 텍스트를 선택해 직접 복사하세요.',
  referral_share: '초대 링크 공유',
  referral_share_text: '내 추천 코드 {{code}}로 가입하세요:',
  referral_qr: '내 초대 링크 QR 코드',
  referral_rule_title: '이용 방법',
  referral_rule_deposit: '친구의 누적 입금 {{amount}} 이상',
  referral_rule_turnover: '친구의 누적 유효 베팅 {{amount}} 이상',
  referral_rule_reward: '나에게 {{amount}} 지급 (친구 한 명당 한 번)',
  referral_rule_note:
    '유효 베팅은 정산된 실제 머니 베팅입니다. 체험 계정은 포함되지 않습니다. 친구가 조건을 달성하면 몇 분 안에 잔액에 지급됩니다.',
  referral_totals: '내 추천 현황',
  referral_total_friends: '초대한 친구',
  referral_total_qualified: '조건 달성 친구',
  referral_total_rewarded: '받은 보상',
  referral_friends: '내 친구',
  referral_friends_empty: '아직 친구가 없습니다. 링크를 공유해 초대하세요.',
  referral_registered_at: '{{date}} 가입',
  referral_status_REGISTERED: '가입함',
  referral_status_QUALIFIED: '조건 달성',
  referral_status_REWARDED: '보상 지급됨',
  referral_progress_deposits: '입금',
  referral_progress_turnover: '유효 베팅',
  referral_progress_value: '{{done}} / {{needed}}',
  referral_reward_paid: '지급된 보상: {{amount}}',
  referral_reward_pending: '보상 지급 중',
};
