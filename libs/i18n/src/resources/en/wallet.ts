/** English messages: money: wallets, deposits, withdrawals, records, member centre. */
export const wallet = {
  wallet_balance: 'Balance',
  wallet_balance_loading: 'Loading balance…',
  wallet_balance_unavailable: 'Unavailable',
  wallet_balance_refreshing: 'Refreshing balance…',
  wallet_refresh_balance: 'Refresh balance',
};
