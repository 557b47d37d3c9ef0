/** The /vip page: the member's rank, the progress to the next and the benefits of every rank (loaded with it). */
export const vip = {
  vip_lead:
    'Your deposits and valid bets of the last {{days}} days set your VIP rank. Each rank brings more cashback, a higher daily withdrawal limit and a one-time upgrade bonus.',
  vip_current_label: 'Your VIP rank',
  vip_level: 'Level {{level}}',
  vip_progress_title: 'Progress to {{name}}',
  vip_progress_deposits: 'Deposits',
  vip_progress_bets: 'Valid bets',
  vip_progress_amount: '{{have}} of {{need}}',
  vip_progress_needed: '{{amount}} to go',
  vip_progress_done: 'Reached',
  vip_top_rank: 'You hold the highest rank. Thank you for playing with us!',
  vip_window_note:
    'Counted over the last {{days}} days and checked every hour. A rank drops at most one level a month.',
  vip_benefits_title: 'Rank benefits',
  vip_col_rank: 'Rank',
  vip_col_requirement: 'To reach (deposits / valid bets)',
  vip_col_cashback: 'Cashback',
  vip_col_withdrawal: 'Daily withdrawal limit',
  vip_col_bonus: 'Upgrade bonus',
  vip_no_limit: 'No limit',
  vip_your_rank: 'Your rank',
  vip_visitor_text: 'Log in to see your rank and your progress to the next one.',
  vip_login: 'Log in',
  vip_load_failed: 'The VIP ranks could not be loaded.',
  vip_empty: 'No VIP ranks yet.',
  vip_entry_rank: 'Every member',
};
