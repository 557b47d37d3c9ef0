/** English messages: the header balance (in the first download; the rest of the wallet area loads with the money pages). */
export const balance = {
  wallet_balance: 'Balance',
  wallet_balance_loading: 'Loading balance…',
  wallet_balance_unavailable: 'Unavailable',
  wallet_balance_refreshing: 'Refreshing balance…',
  wallet_refresh_balance: 'Refresh balance',
};
