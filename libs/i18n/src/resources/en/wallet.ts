/** English messages: money: wallets, deposits, withdrawals, records, member centre. */
export const wallet = {};
