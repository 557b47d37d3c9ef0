/**
 * Stable error codes carried in `code` of every failed reply. The portal translates by code; `message` is
 * English text for logs and developers.
 */
export const ErrorCode = {
  validationFailed: 'validation_failed',
  encryptionRequired: 'encryption_required',
  decryptionFailed: 'decryption_failed',
  invalidCredentials: 'invalid_credentials',
  captchaRequired: 'captcha_required',
  captchaInvalid: 'captcha_invalid',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  trialNotAllowed: 'in_need_true_account',
  passwordChangeRequired: 'password_change_required',
  passwordMismatch: 'inconsistent_twice',
  passwordReused: 'password_reused',
  notFound: 'not_found',
  featureDisabled: 'feature_disabled',
  usernameTaken: 'username_taken',
  mobileTaken: 'mobile_taken',
  affiliateInvalid: 'invitation_code_error',
  referralInvalid: 'referral_code_error',
  smsCodeInvalid: 'sms_code_invalid',
  resetTokenInvalid: 'reset_token_invalid',
  accountDisabled: 'account_disabled',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internalError: 'internal_error',
  unknownMerchant: 'unknown_merchant',
  serviceUnavailable: 'service_unavailable',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyKeyReused: 'idempotency_key_reused',
  insufficientFunds: 'insufficient_funds',
  amountOutOfRange: 'amount_out_of_range',
  walletUnknown: 'wallet_unknown',
  paymentPasswordRequired: 'payment_password_required',
  paymentPasswordInvalid: 'payment_password_invalid',
  paymentPasswordAlreadySet: 'payment_password_already_set',
  noUpline: 'no_upline',
  channelUnknown: 'channel_unknown',
  bankAccountUnknown: 'bank_account_unknown',
  bankAccountLimit: 'bank_account_limit',
  alreadyDecided: 'already_decided',
  confirmationNotAllowed: 'confirmation_not_allowed',
  uploadInvalid: 'upload_invalid',
  avatarInvalid: 'avatar_invalid',
  notAgent: 'non_agent',
  notInTeam: 'not_in_team',
  contractRateTooHigh: 'contract_rate_too_high',
  contractUplineMissing: 'contract_upline_missing',
  contractNotAllowed: 'contract_not_allowed',
  bonusTurnoverPending: 'bonus_turnover_pending',
  bonusNotActive: 'bonus_not_active',
  missionNotComplete: 'mission_not_complete',
  missionAlreadyClaimed: 'mission_already_claimed',
  promotionNotOpen: 'promotion_not_open',
  promotionNotEligible: 'promotion_not_eligible',
  promotionAlreadyJoined: 'promotion_already_joined',
  promotionNothingToClaim: 'promotion_nothing_to_claim',
  promotionAlreadyDrawn: 'promotion_already_drawn',
  cashbackNothingToClaim: 'cashback_nothing_to_claim',
  vipWithdrawalLimit: 'vip_withdrawal_limit',
  vipRankInvalid: 'vip_rank_invalid',
  pointsInsufficient: 'points_insufficient',
  goodsUnavailable: 'goods_unavailable',
  goodsRequirementNotMet: 'goods_requirement_not_met',
  deliveryRequired: 'delivery_required',
  pointsConvertInvalid: 'points_convert_invalid',
  limitReached: 'limit_reached',
  limitChangeNotDue: 'limit_change_not_due',
  limitNoChange: 'limit_no_change',
  excluded: 'excluded',
  alreadyExcluded: 'already_excluded',
  underAge: 'under_age',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Error codes of the new-device check and the authenticator app: apart from ErrorCode, which the portal's
 * first download carries whole, so only the features that use them carry these.
 */
export const DeviceErrorCode = {
  challengeInvalid: 'device_challenge_invalid',
  answerWrong: 'device_answer_wrong',
  factorUnavailable: 'device_factor_unavailable',
  totpCodeInvalid: 'totp_code_invalid',
  totpAlreadyEnabled: 'totp_already_enabled',
  totpNotEnabled: 'totp_not_enabled',
} as const;
export type DeviceErrorCode = (typeof DeviceErrorCode)[keyof typeof DeviceErrorCode];

/**
 * Error codes of player protection's affordability check: apart from ErrorCode, so the portal's first
 * download does not carry them (the deposit page reads the code of its own refusal).
 */
export const ProtectionErrorCode = {
  affordabilityCheck: 'affordability_check',
} as const;
export type ProtectionErrorCode = (typeof ProtectionErrorCode)[keyof typeof ProtectionErrorCode];

/** Error codes of the back office's own calls (operator accounts, two-person rule). */
export const OperatorErrorCode = {
  operatorExists: 'operator_exists',
  lastAdmin: 'operator_last_admin',
  selfApproval: 'proposal_self_approval',
  totpCodeInvalid: 'totp_code_invalid',
  ticketInvalid: 'operator_ticket_invalid',
  /** An affordability review closed already (player protection). */
  reviewClosed: 'review_closed',
} as const;
export type OperatorErrorCode = (typeof OperatorErrorCode)[keyof typeof OperatorErrorCode];
