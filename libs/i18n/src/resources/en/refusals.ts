/**
 * What the server says when it refuses a request (a wrong password, a taken username, a rule of the
 * password …): loaded by the api client before it translates its first refusal, not on first download.
 */
export const refusals = {
  err_user_or_email_not_found: 'The username or e-mail address does not exist.',
  err_invalid_url: 'Invalid URL.',
  err_region_restricted: 'Access is restricted for your location or IP address.',
  err_complete_verification: 'Please complete the verification first.',
  err_non_member_login: 'This account is not a member account and cannot log in here.',
  err_non_agent_login: 'This account is not an agent account and cannot log in here.',
  err_correct_information: 'Please enter the correct information or mobile number.',
  err_not_logged_in: 'You are not logged in. Please log in.',
  err_validation_failed: 'Some details are not valid. Please check the highlighted fields.',
  err_encryption_required: 'This request must be sent securely. Please reload the page and try again.',
  err_decryption_failed: 'The secure connection failed. Please reload the page and try again.',
  err_invalid_credentials: 'The username or password is not correct.',
  err_captcha_required: 'Please enter the verification code shown in the picture.',
  err_captcha_invalid: 'The verification code is not correct. Please try the new picture.',
  err_forbidden: 'You are not allowed to do this.',
  err_password_change_required: 'Please change your password before you continue.',
  err_not_found: 'We could not find what you asked for.',
  err_unknown_merchant: 'This site is not set up for that brand. Check the address or contact support.',
  origin_invalid:
    'Enter a web origin such as https://brand.example (http only for localhost), with nothing after the port.',
  err_username_taken: 'This username is already taken.',
  err_mobile_taken: 'This mobile number is already registered.',
  err_account_disabled: 'This account is disabled. Please contact customer service.',
  err_payload_too_large: 'What you sent is too large.',
  err_unsupported_media_type: 'This kind of file or data is not accepted.',
  password_weak: 'This password is too easy to guess. Please choose another one.',
  password_username: 'The password must not contain your username.',
  err_bonus_turnover_pending:
    'Bonus money must be played through before you withdraw: see Bonus details for what is left, or give the bonus up there.',
  err_bonus_not_active: 'This bonus is no longer active.',
  err_mission_not_complete: 'Finish every task of this mission first, then claim its reward.',
  err_mission_already_claimed: "You have already claimed this mission's reward for this period.",
  err_cashback_nothing_to_claim: 'There is no cashback to claim right now.',
  err_promotion_not_open: 'This promotion is not open right now.',
  err_promotion_not_eligible: 'This promotion is not available for your account.',
  err_promotion_already_joined: 'You are already taking part in this promotion.',
  err_promotion_nothing_to_claim: 'There is no reward to claim in this promotion yet.',
  err_promotion_already_drawn: 'This raffle has already been drawn.',
  err_vip_withdrawal_limit:
    'This withdrawal would go over the daily withdrawal limit of your VIP rank. Try a smaller amount or withdraw tomorrow.',
  err_vip_rank_invalid: 'This VIP rank setting is not valid.',
  err_points_insufficient: 'The points balance is not enough for this.',
  err_goods_unavailable: 'This item is not available in that quantity any more.',
  err_goods_requirement_not_met: 'You have not played enough valid bets recently for this item.',
  err_delivery_required: 'Enter the delivery name, phone and address for this item.',
  err_points_convert_invalid: 'This number of points cannot be converted: check the minimum and the step.',
  // Brand configuration (PUT /wps/admin/setting/brand).
  brand_default_language_not_offered: 'The default language must be one of the languages the brand offers.',
  // Vendor and game names per language (/wps/admin/vendors|games/:code/names/:language).
  language_not_offered: 'The brand does not offer this language.',
  english_name_required:
    'The English name cannot be removed: every other language falls back to it. Change it instead.',
  // Avatar upload
  err_avatar_invalid: 'Choose a PNG or JPG image of at most 2 MB.',
  // Back-office member calls (/wps/admin/members/:username/...).
  err_member_already_locked: 'This member is locked already.',
  err_member_not_locked: 'This member is not locked.',
  err_member_session_not_found: 'This session has already ended.',
  err_member_label_unknown: 'One of these labels does not exist. Choose from the labels of the brand.',
  err_member_no_contact: 'The member has no e-mail or mobile number to send a new password to.',
  // Player protection: limits and breaks (value.details.key names the text, params fill it).
  err_limit_reached: 'You have reached a limit you set for yourself. You can carry on once it starts again.',
  err_limit_change_not_due:
    'This change is still in its cooling-off period. You can confirm it once that has passed.',
  err_limit_no_change: 'This limit is already set to that amount.',
  err_excluded:
    'Your account is on a break you chose. You cannot play or deposit until it ends; withdrawals still work.',
  err_already_excluded: 'Your account is already on a break.',
  err_under_age: 'You must be of the minimum legal age to open an account.',
  limit_refusal_deposit_day:
    'You have reached your daily deposit limit. You can deposit again from {{resetsAt}}.',
  limit_refusal_deposit_week:
    'You have reached your weekly deposit limit. You can deposit again from {{resetsAt}}.',
  limit_refusal_deposit_month:
    'You have reached your monthly deposit limit. You can deposit again from {{resetsAt}}.',
  limit_refusal_loss_day: 'You have reached your daily loss limit. You can play again from {{resetsAt}}.',
  limit_refusal_loss_week: 'You have reached your weekly loss limit. You can play again from {{resetsAt}}.',
  limit_refusal_loss_month: 'You have reached your monthly loss limit. You can play again from {{resetsAt}}.',
  limit_refusal_wager_day:
    'You have reached your daily wager limit. You can place bets again from {{resetsAt}}.',
  limit_refusal_wager_week:
    'You have reached your weekly wager limit. You can place bets again from {{resetsAt}}.',
  limit_refusal_wager_month:
    'You have reached your monthly wager limit. You can place bets again from {{resetsAt}}.',
  limit_pass_deposit_day:
    'This deposit would take you past your daily deposit limit. Deposit a smaller amount, or this one from {{resetsAt}}.',
  limit_pass_deposit_week:
    'This deposit would take you past your weekly deposit limit. Deposit a smaller amount, or this one from {{resetsAt}}.',
  limit_pass_deposit_month:
    'This deposit would take you past your monthly deposit limit. Deposit a smaller amount, or this one from {{resetsAt}}.',
  limit_pass_loss_day:
    'This stake could take you past your daily loss limit. Stake less, or play on from {{resetsAt}}.',
  limit_pass_loss_week:
    'This stake could take you past your weekly loss limit. Stake less, or play on from {{resetsAt}}.',
  limit_pass_loss_month:
    'This stake could take you past your monthly loss limit. Stake less, or play on from {{resetsAt}}.',
  limit_pass_wager_day:
    'This bet would take you past your daily wager limit. Bet less, or place it from {{resetsAt}}.',
  limit_pass_wager_week:
    'This bet would take you past your weekly wager limit. Bet less, or place it from {{resetsAt}}.',
  limit_pass_wager_month:
    'This bet would take you past your monthly wager limit. Bet less, or place it from {{resetsAt}}.',
  limit_refusal_session:
    'You have played for the {{minutes}} minutes you set as your session limit. Time for a break: a new session starts when you next log in.',
  exclusion_refusal_time_out:
    'You are taking a time-out until {{endsAt}}. You can play and deposit again after that; withdrawals still work.',
  exclusion_refusal_self_exclusion:
    'You have excluded yourself until {{endsAt}}. You cannot play or deposit until then; withdrawals still work.',
  exclusion_refusal_permanent:
    'You have excluded yourself permanently. You cannot play or deposit; withdrawals still work.',
  limit_change_not_due_until:
    'This change is still in its cooling-off period. You can confirm it from {{effectiveAt}}.',
  protection_period_invalid: 'A session limit is set per session; the other limits per day, week or month.',
  protection_session_minutes: 'Choose a session limit of {{min}} to {{max}} minutes.',
  protection_reality_check_minutes: 'Choose a reminder every {{min}} to {{max}} minutes.',
  protection_reality_check_bounds: 'The default reminder must lie between {{min}} and {{max}} minutes.',
  // Player protection: the affordability check (value.details: netDeposits, amount, threshold in minor units, days).
  err_affordability_check: 'Before you deposit more, please confirm that you can afford your deposits.',
  affordability_refusal:
    'Your deposits over the last {{days}} days have reached the amount at which we ask every player to confirm they can afford them. Please confirm before you deposit more.',
};
