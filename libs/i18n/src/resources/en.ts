/**
 * English, the reference language: every key lives here first, and every other language must have the
 * same keys (enforced by the type `Messages` and by the i18n spec).
 */
export const en = {
  // Spec §8: dialogs and warnings
  in_need_true_account: 'This needs a real account. Please sign up or log in with a real account.',
  in_increase_submit: 'Confirm',
  in_more_cancel: 'Cancel',
  in_popup_prompt: 'Notice',
  in_sure_logout: 'Are you sure you want to log out?',
  invitation_code_error: 'The invitation code is not valid.',
  in_been_out: 'We have sent a password reset link to your e-mail address.',
  notification: 'Notification',
  // Spec §8: system pages
  system_maintenance: 'System Maintenance',
  system_maintenance_text: 'We are improving the site and will be back shortly.',
  contact_us: 'Contact us',
  ip_restriction: 'IP Restriction',
  ip_restriction_text:
    'Due to restriction of your location or IP address, you are not allowed to access the site.',
  ip_restriction_ip: 'Your IP: {{ip}}',
  ip_restriction_country: 'Country or region: {{country}}',
  // Spec §8: text messages
  err_network: 'Network link abnormal. Please check your connection and try again.',
  err_timeout: 'The page took longer than expected to load.',
  err_user_or_email_not_found: 'The username or e-mail address does not exist.',
  err_invalid_url: 'Invalid URL.',
  err_region_restricted: 'Access is restricted for your location or IP address.',
  err_complete_verification: 'Please complete the verification first.',
  err_non_member_login: 'This account is not a member account and cannot log in here.',
  err_non_agent_login: 'This account is not an agent account and cannot log in here.',
  err_correct_information: 'Please enter the correct information or mobile number.',
  err_not_logged_in: 'You are not logged in. Please log in.',
  err_unknown: 'Something went wrong. Please try again.',
  err_chunk_load: 'This part of the page could not be loaded.',
  // Spec §8: phone verification
  phone_invalid_number: 'The phone number is missing or not valid.',
  phone_too_many_requests: 'Too many requests. Please try again in 5 minutes.',
  phone_unknown_error: 'An unknown error occurred. Please try again.',
  phone_invalid_code: 'The verification code is missing or not valid.',
  phone_captcha_failed: 'The captcha check failed.',
  phone_quota_exceeded: 'The quota is not sufficient. Please contact customer service.',
  phone_operation_not_allowed: 'This operation is not enabled.',
  phone_code_expired: 'The code has expired. Please send a new one.',
  phone_popup_closed: 'The verification window was closed.',
  // ui-kit: labels of the design system components
  ui_close: 'Close',
  ui_dismiss: 'Dismiss',
  ui_loading: 'Loading…',
  ui_show_password: 'Show password',
  ui_hide_password: 'Hide password',
  ui_pagination: 'Pagination',
  ui_previous_page: 'Previous page',
  ui_next_page: 'Next page',
  ui_page_n: 'Page {{page}}',
  ui_send_code: 'Send code',
  ui_resend_in: 'Resend in {{seconds}} s',
  ui_hide_balance: 'Hide balance',
  ui_show_balance: 'Show balance',
  ui_balance_hidden: 'Balance hidden',
  ui_date_presets: 'Date range',
  ui_last_7_days: 'Previous 7 days',
  ui_last_30_days: 'Previous 30 days',
  ui_next_7_days: 'Next 7 days',
  ui_next_30_days: 'Next 30 days',
  ui_image_unavailable: 'Image unavailable: {{alt}}',
  ui_empty: 'Nothing here yet',
  ui_badge_count: '{{value}} new',
  ui_badge_dot: 'New',
  ui_notifications: 'Notifications',
  ui_qr_code: 'QR code',
  // Portal app
  app_language: 'Language',
  app_theme_dark: 'Dark theme',
  app_theme_light: 'Light theme',
  app_welcome_title: 'Welcome to Playfront',
  app_welcome_text: 'Lottery, live casino, slots, sports, fishing, card games and esports in one place.',
  app_server_status: 'Server:',
  app_server_checking: 'Checking…',
  app_server_online: 'Online',
  app_server_offline: 'Offline',
};

export type MessageKey = keyof typeof en;

/** The shape every language must fill: the same keys as English. */
export type Messages = Record<MessageKey, string>;
