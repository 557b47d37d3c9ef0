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
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
