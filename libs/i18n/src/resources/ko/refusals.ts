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
};
