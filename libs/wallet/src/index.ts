export {
  walletApi,
  useGetBalanceQuery,
  toMinorUnits,
  BALANCE_HIDDEN_KEY,
  balanceHidden,
} from './balance/wallet-api';
export { BalanceDisplay, useBalanceHidden } from './balance/balance-display';
export type { BalanceDisplayProps } from './balance/balance-display';
export {
  parseMoneyInput,
  checkAmountLimits,
  minorUnitsToInput,
  MAX_MINOR_UNITS,
} from './money/parse-money-input';
export type {
  MoneyInputError,
  MoneyInputResult,
  AmountLimits,
  AmountLimitError,
} from './money/parse-money-input';
export { useMoneyIntent } from './money/idempotency';
export type { MoneyIntent } from './money/idempotency';
export { useMoney } from './money/use-money';
export {
  moneyApi,
  useGetFundsQuery,
  useGetMerchantWalletQuery,
  useTransferWalletMutation,
  useTransferToUplineMutation,
  useGetTransactionsQuery,
  useGetPaymentPasswordStatusQuery,
  useSetPaymentPasswordMutation,
  useChangePaymentPasswordMutation,
  useGetPaymentChannelsQuery,
  useCreateDepositMutation,
  useGetDepositsQuery,
  useGetBankAccountsQuery,
  useAddBankAccountMutation,
  useGetWithdrawalSettingsQuery,
  useCreateWithdrawalMutation,
  useGetWithdrawalsQuery,
  useConfirmWithdrawalMutation,
  useReportNotReceivedMutation,
} from './money/money-api';
export type { MoneyCall } from './money/money-api';
export { TransferFundPage } from './pages/transfer-fund-page';
export { DepositPage, PENDING_POLL_MS } from './pages/deposit-page';
export type { DepositPageProps } from './pages/deposit-page';
export { WithdrawPage } from './pages/withdraw-page';
export type { WithdrawPageProps } from './pages/withdraw-page';
export { WithdrawalList, checkProofFiles } from './pages/withdrawal-list';
export { BankAccountForm } from './pages/bank-account-form';
export type { BankAccountFormProps } from './pages/bank-account-form';
export { PaymentPasswordForm } from './pages/payment-password-form';
export { UplineTransferPage } from './pages/upline-transfer-page';
export { TransactionHistoryPage, TRANSACTIONS_PAGE_SIZE } from './pages/transaction-history-page';
export type { TransactionHistoryPageProps } from './pages/transaction-history-page';
export { WalletPage, formatTime } from './pages/wallet-ui';
