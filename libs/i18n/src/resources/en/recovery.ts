/** Resetting a password from an e-mailed link: loaded with the reset page. */
export const recovery = {
  auth_reset_page_hint: 'Choose a new password for your account. The link works once, for 30 minutes.',
  auth_reset_done:
    'Your password has been set. Please log in with the new password; you have been logged out everywhere else.',
  auth_reset_link_invalid_hint:
    'Reset links work once and expire after 30 minutes. Ask for a new link by e-mail.',
  auth_request_new_link: 'Send me a new link',
};
