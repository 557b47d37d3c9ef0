import type { AreaMessages } from '../en/index';
import type { vip as english } from '../en/vip';

export const vip: AreaMessages<typeof english> = {
  vip_lead:
    '최근 {{days}}일간의 입금액과 유효 베팅액으로 VIP 등급이 정해집니다. 등급이 높을수록 캐시백이 늘고 일일 출금 한도가 높아지며, 1회 승급 보너스를 받습니다.',
  vip_current_label: '나의 VIP 등급',
  vip_level: '레벨 {{level}}',
  vip_progress_title: '{{name}}까지의 진행률',
  vip_progress_deposits: '입금',
  vip_progress_bets: '유효 베팅',
  vip_progress_amount: '{{have}} / {{need}}',
  vip_progress_needed: '{{amount}} 남음',
  vip_progress_done: '달성',
  vip_top_rank: '최고 등급입니다. 이용해 주셔서 감사합니다!',
  vip_window_note: '최근 {{days}}일 기준으로 매시간 확인합니다. 등급은 한 달에 최대 한 단계만 내려갑니다.',
  vip_benefits_title: '등급 혜택',
  vip_col_rank: '등급',
  vip_col_requirement: '달성 조건 (입금 / 유효 베팅)',
  vip_col_cashback: '캐시백',
  vip_col_withdrawal: '일일 출금 한도',
  vip_col_bonus: '승급 보너스',
  vip_no_limit: '한도 없음',
  vip_your_rank: '나의 등급',
  vip_visitor_text: '로그인하면 내 등급과 다음 등급까지의 진행률을 볼 수 있습니다.',
  vip_login: '로그인',
  vip_load_failed: 'VIP 등급을 불러오지 못했습니다.',
  vip_empty: '아직 VIP 등급이 없습니다.',
  vip_entry_rank: '모든 회원',
};
