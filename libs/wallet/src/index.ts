export { walletApi, useGetBalanceQuery, toMinorUnits } from './balance/wallet-api';
export { BalanceDisplay, useBalanceHidden, BALANCE_HIDDEN_KEY } from './balance/balance-display';
export type { BalanceDisplayProps } from './balance/balance-display';
