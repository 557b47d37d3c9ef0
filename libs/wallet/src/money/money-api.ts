import type {
  AddBankAccountRequest,
  AffordabilityDeclarationRequest,
  BankAccount,
  BankAccountList,
  ChangePaymentPasswordRequest,
  ConfirmWithdrawalRequest,
  ConsolidatedFunds,
  Deposit,
  DepositList,
  DepositRequest,
  MerchantWallet,
  PaymentChannelList,
  PaymentPasswordStatus,
  ProtectionOverview,
  SetPaymentPasswordRequest,
  TransactionPage,
  TransactionQuery,
  UplineTransferRequest,
  UplineTransferResult,
  WalletTransferRequest,
  WalletTransferResult,
  Withdrawal,
  WithdrawalList,
  WithdrawalRequest,
  WithdrawalSettings,
} from '@playfront/api-contract';
import { walletApi } from '../balance/wallet-api';

/** A money call: its body and the Idempotency-Key of the player's intent (see useMoneyIntent). */
export interface MoneyCall<T> {
  body: T;
  idempotencyKey: string;
}

/** Everything a movement of money changes: the header balance, the funds and the account record. */
const moved = ['Balance', 'Funds', 'Transactions'] as const;

const keyed = <T>(url: string, { body, idempotencyKey }: MoneyCall<T>) => ({
  url,
  method: 'POST' as const,
  body,
  headers: { 'Idempotency-Key': idempotencyKey },
});

/**
 * The money calls of the member centre, injected into the one api next to the balance. A separate module
 * from the balance so the header's first download carries only the balance.
 */
export const moneyApi = walletApi
  .enhanceEndpoints({
    addTagTypes: ['PaymentPassword', 'BankAccounts', 'Deposits', 'Withdrawals', 'Protection'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFunds: build.query<ConsolidatedFunds, void>({
        query: () => '/wps/member/info/funds/consolidated',
        providesTags: ['Funds'],
      }),
      getMerchantWallet: build.query<MerchantWallet, void>({
        query: () => ({ url: '/wps/relay/GCS_merchantWallet', params: { isSingle: 'true' } }),
      }),
      transferWallet: build.mutation<WalletTransferResult, MoneyCall<WalletTransferRequest>>({
        query: (call) => keyed('/wps/relay/GCS_walletTransfer', call),
        invalidatesTags: [...moved],
      }),
      transferToUpline: build.mutation<UplineTransferResult, MoneyCall<UplineTransferRequest>>({
        query: (call) => keyed('/wps/member/transfer/upline', call),
        invalidatesTags: [...moved],
      }),
      getTransactions: build.query<TransactionPage, TransactionQuery>({
        query: (params) => ({ url: '/wps/member/transactions', params: { ...params } }),
        providesTags: ['Transactions'],
      }),
      getPaymentPasswordStatus: build.query<PaymentPasswordStatus, void>({
        query: () => '/wps/member/payment-password',
        providesTags: ['PaymentPassword'],
      }),
      setPaymentPassword: build.mutation<null, SetPaymentPasswordRequest>({
        query: (body) => ({ url: '/wps/member/payment-password', method: 'PUT', body, encrypt: true }),
        invalidatesTags: ['PaymentPassword'],
      }),
      changePaymentPassword: build.mutation<null, ChangePaymentPasswordRequest>({
        query: (body) => ({ url: '/wps/member/payment-password', method: 'POST', body, encrypt: true }),
        invalidatesTags: ['PaymentPassword'],
      }),
      getPaymentChannels: build.query<PaymentChannelList, void>({
        query: () => '/wps/payment/channels',
      }),
      createDeposit: build.mutation<Deposit, MoneyCall<DepositRequest>>({
        query: (call) => keyed('/wps/payment/deposits', call),
        invalidatesTags: ['Deposits'],
      }),
      /** The affordability declaration the deposit page asks for after 403 `affordability_check`. */
      declareAffordability: build.mutation<ProtectionOverview, AffordabilityDeclarationRequest>({
        query: (body) => ({ url: '/wps/protection/affordability', method: 'POST', body }),
        invalidatesTags: ['Protection'],
      }),
      getDeposits: build.query<DepositList, void>({
        query: () => '/wps/payment/deposits',
        providesTags: ['Deposits'],
      }),
      getBankAccounts: build.query<BankAccountList, void>({
        query: () => '/wps/member/bank-accounts',
        providesTags: ['BankAccounts'],
      }),
      addBankAccount: build.mutation<BankAccount, AddBankAccountRequest>({
        query: (body) => ({ url: '/wps/member/bank-accounts', method: 'POST', body }),
        invalidatesTags: ['BankAccounts'],
      }),
      getWithdrawalSettings: build.query<WithdrawalSettings, void>({
        query: () => '/wps/payment/withdrawals/settings',
      }),
      createWithdrawal: build.mutation<Withdrawal, MoneyCall<WithdrawalRequest>>({
        query: (call) => keyed('/wps/payment/withdrawals', call),
        invalidatesTags: [...moved, 'Withdrawals'],
      }),
      getWithdrawals: build.query<WithdrawalList, void>({
        query: () => '/wps/payment/withdrawals',
        providesTags: ['Withdrawals'],
      }),
      confirmWithdrawal: build.mutation<Withdrawal, { reference: string; body: ConfirmWithdrawalRequest }>({
        query: ({ reference, body }) => ({
          url: `/wps/payment/withdrawals/${encodeURIComponent(reference)}/confirm`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['Withdrawals', 'Transactions'],
      }),
      reportNotReceived: build.mutation<Withdrawal, { reference: string; proofs: readonly File[] }>({
        query: ({ reference, proofs }) => {
          const body = new FormData();
          for (const file of proofs) body.append('proof', file);
          return {
            url: `/wps/payment/withdrawals/${encodeURIComponent(reference)}/not-received`,
            method: 'POST',
            body,
          };
        },
        invalidatesTags: ['Withdrawals'],
      }),
    }),
  });

export const {
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
  useDeclareAffordabilityMutation,
  useGetDepositsQuery,
  useGetBankAccountsQuery,
  useAddBankAccountMutation,
  useGetWithdrawalSettingsQuery,
  useCreateWithdrawalMutation,
  useGetWithdrawalsQuery,
  useConfirmWithdrawalMutation,
  useReportNotReceivedMutation,
} = moneyApi;
