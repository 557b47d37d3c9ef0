import type { refusals as en } from '../en/refusals';
import type { AreaMessages } from '../en/index';

export const refusals: AreaMessages<typeof en> = {
  err_user_or_email_not_found: '사용자 이름 또는 이메일이 존재하지 않습니다.',
  err_invalid_url: '유효하지 않은 URL입니다.',
  err_region_restricted: '고객님의 위치 또는 IP 주소에서는 접속이 제한됩니다.',
  err_complete_verification: '먼저 인증을 완료해 주세요.',
  err_non_member_login: '회원 계정이 아니므로 여기에서 로그인할 수 없습니다.',
  err_non_agent_login: '에이전트 계정이 아니므로 여기에서 로그인할 수 없습니다.',
  err_correct_information: '올바른 정보 또는 휴대폰 번호를 입력해 주세요.',
  err_not_logged_in: '로그인되어 있지 않습니다. 로그인해 주세요.',
  err_validation_failed: '일부 정보가 올바르지 않습니다. 표시된 항목을 확인해 주세요.',
  err_encryption_required: '이 요청은 안전하게 보내야 합니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  err_decryption_failed: '보안 연결에 실패했습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  err_invalid_credentials: '사용자 이름 또는 비밀번호가 올바르지 않습니다.',
  err_captcha_required: '그림에 표시된 인증 코드를 입력해 주세요.',
  err_captcha_invalid: '인증 코드가 올바르지 않습니다. 새 그림으로 다시 시도해 주세요.',
  err_forbidden: '이 작업을 수행할 권한이 없습니다.',
  err_password_change_required: '계속하기 전에 비밀번호를 변경해 주세요.',
  err_not_found: '요청하신 내용을 찾을 수 없습니다.',
  origin_invalid:
    'https://brand.example 과 같은 웹 출처를 입력하세요(http는 localhost만 가능). 포트 뒤에는 아무것도 붙이지 마세요.',
  err_unknown_merchant:
    '이 사이트에서는 해당 브랜드를 이용할 수 없습니다. 주소를 확인하거나 고객센터에 문의하세요.',
  err_username_taken: '이미 사용 중인 사용자 이름입니다.',
  err_mobile_taken: '이미 등록된 휴대폰 번호입니다.',
  err_account_disabled: '이 계정은 사용 중지되었습니다. 고객센터에 문의해 주세요.',
  err_payload_too_large: '보낸 내용이 너무 큽니다.',
  err_unsupported_media_type: '이 형식의 파일이나 데이터는 받을 수 없습니다.',
  password_weak: '추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 선택하세요.',
  password_username: '비밀번호에 사용자 이름을 포함할 수 없습니다.',
  err_bonus_turnover_pending:
    '출금 전에 보너스 롤링을 완료해야 합니다. 보너스 내역에서 남은 금액을 확인하거나 보너스를 포기하세요.',
  err_bonus_not_active: '이 보너스는 더 이상 유효하지 않습니다.',
  err_mission_not_complete: '이 미션의 모든 과제를 먼저 완료한 후 보상을 받으세요.',
  err_mission_already_claimed: '이번 기간의 미션 보상을 이미 받았습니다.',
  err_cashback_nothing_to_claim: '지금 받을 수 있는 캐시백이 없습니다.',
  err_promotion_not_open: '이 프로모션은 현재 진행 중이 아닙니다.',
  err_promotion_not_eligible: '이 프로모션은 회원님의 계정으로 이용할 수 없습니다.',
  err_promotion_already_joined: '이미 이 프로모션에 참여하고 있습니다.',
  err_promotion_nothing_to_claim: '이 프로모션에서 받을 보상이 아직 없습니다.',
  err_promotion_already_drawn: '이 추첨은 이미 진행되었습니다.',
  err_vip_withdrawal_limit:
    '이 출금은 VIP 등급의 일일 출금 한도를 초과합니다. 금액을 줄이거나 내일 출금해 주세요.',
  err_vip_rank_invalid: '이 VIP 등급 설정은 유효하지 않습니다.',
  err_points_insufficient: '포인트 잔액이 부족합니다.',
  err_goods_unavailable: '이 상품은 더 이상 해당 수량으로 교환할 수 없습니다.',
  err_goods_requirement_not_met: '최근 유효 베팅이 이 상품에 부족합니다.',
  err_delivery_required: '이 상품의 수령인 이름, 전화번호, 주소를 입력하세요.',
  err_points_convert_invalid: '이 포인트 수는 교환할 수 없습니다. 최소 수량과 단위를 확인하세요.',
  // Brand configuration (PUT /wps/admin/setting/brand).
  brand_default_language_not_offered: '기본 언어는 브랜드가 제공하는 언어 중 하나여야 합니다.',
  // Vendor and game names per language (/wps/admin/vendors|games/:code/names/:language).
  language_not_offered: '브랜드가 이 언어를 제공하지 않습니다.',
  english_name_required:
    '영어 이름은 삭제할 수 없습니다. 다른 모든 언어가 이 이름으로 대체됩니다. 대신 이름을 변경하세요.',
  // Avatar upload
  err_avatar_invalid: '2MB 이하의 PNG 또는 JPG 이미지를 선택하세요.',
  // Back-office member calls (/wps/admin/members/:username/...).
  err_member_already_locked: '이 회원은 이미 잠겨 있습니다.',
  err_member_not_locked: '이 회원은 잠겨 있지 않습니다.',
  err_member_session_not_found: '이 세션은 이미 종료되었습니다.',
  err_member_label_unknown: '존재하지 않는 라벨이 있습니다. 브랜드의 라벨 중에서 선택하세요.',
  err_member_no_contact: '새 비밀번호를 보낼 이메일이나 휴대폰 번호가 이 회원에게 없습니다.',
  // Player protection: limits and breaks (value.details.key names the text, params fill it).
  err_limit_reached: '직접 설정한 한도에 도달했습니다. 한도가 새로 시작되면 다시 이용할 수 있습니다.',
  err_limit_change_not_due: '이 변경은 아직 숙려 기간 중입니다. 기간이 지나면 확정할 수 있습니다.',
  err_limit_no_change: '이 한도는 이미 해당 금액으로 설정되어 있습니다.',
  err_excluded: '직접 선택한 휴식 기간 중입니다. 끝날 때까지 게임과 입금은 할 수 없지만 출금은 가능합니다.',
  err_already_excluded: '이미 휴식 기간이 적용되어 있습니다.',
  err_under_age: '계정을 만들려면 법정 최소 연령 이상이어야 합니다.',
  limit_refusal_deposit_day: '일일 입금 한도에 도달했습니다. {{resetsAt}}부터 다시 입금할 수 있습니다.',
  limit_refusal_deposit_week: '주간 입금 한도에 도달했습니다. {{resetsAt}}부터 다시 입금할 수 있습니다.',
  limit_refusal_deposit_month: '월간 입금 한도에 도달했습니다. {{resetsAt}}부터 다시 입금할 수 있습니다.',
  limit_refusal_loss_day: '일일 손실 한도에 도달했습니다. {{resetsAt}}부터 다시 플레이할 수 있습니다.',
  limit_refusal_loss_week: '주간 손실 한도에 도달했습니다. {{resetsAt}}부터 다시 플레이할 수 있습니다.',
  limit_refusal_loss_month: '월간 손실 한도에 도달했습니다. {{resetsAt}}부터 다시 플레이할 수 있습니다.',
  limit_refusal_wager_day: '일일 베팅 한도에 도달했습니다. {{resetsAt}}부터 다시 베팅할 수 있습니다.',
  limit_refusal_wager_week: '주간 베팅 한도에 도달했습니다. {{resetsAt}}부터 다시 베팅할 수 있습니다.',
  limit_refusal_wager_month: '월간 베팅 한도에 도달했습니다. {{resetsAt}}부터 다시 베팅할 수 있습니다.',
  limit_pass_deposit_day:
    '이 입금은 일일 입금 한도를 넘습니다. 더 적은 금액을 입금하거나 {{resetsAt}}부터 이 금액을 입금하세요.',
  limit_pass_deposit_week:
    '이 입금은 주간 입금 한도를 넘습니다. 더 적은 금액을 입금하거나 {{resetsAt}}부터 이 금액을 입금하세요.',
  limit_pass_deposit_month:
    '이 입금은 월간 입금 한도를 넘습니다. 더 적은 금액을 입금하거나 {{resetsAt}}부터 이 금액을 입금하세요.',
  limit_pass_loss_day:
    '이 베팅은 일일 손실 한도를 넘을 수 있습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 다시 플레이하세요.',
  limit_pass_loss_week:
    '이 베팅은 주간 손실 한도를 넘을 수 있습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 다시 플레이하세요.',
  limit_pass_loss_month:
    '이 베팅은 월간 손실 한도를 넘을 수 있습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 다시 플레이하세요.',
  limit_pass_wager_day:
    '이 베팅은 일일 베팅 한도를 넘습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 베팅하세요.',
  limit_pass_wager_week:
    '이 베팅은 주간 베팅 한도를 넘습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 베팅하세요.',
  limit_pass_wager_month:
    '이 베팅은 월간 베팅 한도를 넘습니다. 베팅 금액을 줄이거나 {{resetsAt}}부터 베팅하세요.',
  limit_refusal_session:
    '세션 시간 한도로 설정한 {{minutes}}분 동안 플레이했습니다. 잠시 쉬어 가세요. 다음에 로그인하면 새 세션이 시작됩니다.',
  exclusion_refusal_time_out:
    '{{endsAt}}까지 타임아웃 중입니다. 그 이후에 다시 게임과 입금을 할 수 있으며, 출금은 계속 가능합니다.',
  exclusion_refusal_self_exclusion:
    '{{endsAt}}까지 자기 제한 중입니다. 그때까지 게임과 입금은 할 수 없으며, 출금은 가능합니다.',
  exclusion_refusal_permanent: '영구 자기 제한 중입니다. 게임과 입금은 할 수 없으며, 출금은 가능합니다.',
  limit_change_not_due_until: '이 변경은 아직 숙려 기간 중입니다. {{effectiveAt}}부터 확정할 수 있습니다.',
  protection_period_invalid: '세션 한도는 세션별로, 다른 한도는 일·주·월별로 설정합니다.',
  protection_session_minutes: '세션 한도는 {{min}}~{{max}}분 사이로 선택하세요.',
  protection_reality_check_minutes: '알림 간격은 {{min}}~{{max}}분 사이로 선택하세요.',
  protection_reality_check_bounds: '기본 알림 간격은 {{min}}~{{max}}분 사이여야 합니다.',
  // Player protection: the affordability check (value.details: netDeposits, amount, threshold in minor units, days).
  err_affordability_check: '추가로 입금하기 전에 입금액을 감당할 수 있는지 확인해 주세요.',
  affordability_refusal:
    '최근 {{days}}일 동안의 입금액이 모든 플레이어에게 감당 가능 여부를 확인하는 금액에 도달했습니다. 추가로 입금하기 전에 확인해 주세요.',
};
