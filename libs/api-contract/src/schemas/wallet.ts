import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema } from './numbers';

/**
 * Money on the wire: a string of integer minor units ("123456" is 1,234.56), so amounts stay exact beyond
 * 2^53. Up to 18 digits fits PostgreSQL bigint.
 */
export const MinorUnits = Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$', maxLength: 18 });
export type MinorUnits = Static<typeof MinorUnits>;
/** A signed amount in minor units (history rows: credits positive, debits negative). */
export const SignedMinorUnits = Type.String({ pattern: '^(0|-?[1-9][0-9]{0,17})$', maxLength: 19 });
/** A request amount: a positive integer of minor units. */
export const PositiveMinorUnits = Type.String({ pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 });

/** Minor units per major unit (two decimals, spec §9). */
export const MINOR_UNITS_PER_MAJOR = 100;
/** The wallet code of the main wallet in transfers and fund lists. */
export const MAIN_WALLET = 'MAIN';
/** Header carrying the idempotency key of every money call. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** `value` of GET /wps/v2/wallets/balance. sumBalance = main + every vendor wallet. */
export const WalletBalance = Type.Object({
  sumBalance: MinorUnits,
  mainBalance: MinorUnits,
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** One wallet of a member: the main wallet (wallet 'MAIN') or a vendor wallet (wallet = vendor code). */
export const FundsWallet = Type.Object({
  wallet: Type.String(),
  vassalage: Type.Union([Type.String(), Type.Null()]),
  displayName: Type.String(),
  gameCategory: Type.Union([Type.String(), Type.Null()]),
  balance: MinorUnits,
});
export type FundsWallet = Static<typeof FundsWallet>;

/** `value` of GET /wps/member/info/funds/consolidated: the main wallet first, then vendors by menu order. */
/** A contract request waiting for this account's answer (see the agent contracts), or null. */
const ContractRequestField = Type.Union([
  Type.Literal('NEW_CONTRACT'),
  Type.Literal('TERMINATION'),
  Type.Null(),
]);

export const ConsolidatedFunds = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  sumBalance: MinorUnits,
  wallets: Type.Array(FundsWallet),
  /** Agent contract fields (spec §3): a request of each kind waiting for this agent's answer. */
  dailysalreqtype: Type.Optional(ContractRequestField),
  divtypereq: Type.Optional(ContractRequestField),
  contracthoursalreq: Type.Optional(ContractRequestField),
  realtimesalreqtype: Type.Optional(ContractRequestField),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

export const MerchantWalletQuery = Type.Object({
  isSingle: Type.Optional(
    Type.Union([
      Type.Literal(''),
      Type.Literal('true'),
      Type.Literal('false'),
      Type.Literal('1'),
      Type.Literal('0'),
    ]),
  ),
});
export type MerchantWalletQuery = Static<typeof MerchantWalletQuery>;

export const WalletMode = Type.Union([Type.Literal('TRANSFER'), Type.Literal('SEAMLESS')]);

/** `value` of GET /wps/relay/GCS_merchantWallet. */
export const MerchantWallet = Type.Object({
  isSingle: Type.Boolean({ description: 'true: only the vendors with their own transfer wallet are listed' }),
  transferMode: Type.Literal('MANUAL'),
  currency: Type.String(),
  wallets: Type.Array(
    Type.Object({
      wallet: Type.String(),
      vassalage: Type.String(),
      displayName: Type.String(),
      gameCategory: Type.String(),
      walletMode: WalletMode,
    }),
  ),
});
export type MerchantWallet = Static<typeof MerchantWallet>;

/** Body of POST /wps/relay/GCS_walletTransfer: one move main <-> vendor, or every vendor wallet back to main. */
export const WalletTransferRequest = Type.Union([
  Type.Object(
    {
      from: Type.String({ minLength: 1, maxLength: 32 }),
      to: Type.String({ minLength: 1, maxLength: 32 }),
      amount: PositiveMinorUnits,
    },
    { additionalProperties: false },
  ),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type WalletTransferRequest = Static<typeof WalletTransferRequest>;

export const WalletTransferResult = Type.Object({
  reference: Type.Union([Type.String(), Type.Null()], { description: 'null when there was nothing to move' }),
  moved: MinorUnits,
  mainBalance: MinorUnits,
  sumBalance: MinorUnits,
});
export type WalletTransferResult = Static<typeof WalletTransferResult>;

/** A payment password (clear, sent in the body of a money call over TLS). */
export const PaymentPassword = Type.String({ minLength: 6, maxLength: 64 });

export const UplineTransferRequest = Type.Object(
  {
    amount: PositiveMinorUnits,
    paymentPassword: PaymentPassword,
    remark: Type.Optional(Type.String({ maxLength: 140 })),
  },
  { additionalProperties: false },
);
export type UplineTransferRequest = Static<typeof UplineTransferRequest>;

export const UplineTransferResult = Type.Object({
  reference: Type.String(),
  amount: MinorUnits,
  upline: Type.String({ description: 'username of the upline' }),
  mainBalance: MinorUnits,
});
export type UplineTransferResult = Static<typeof UplineTransferResult>;

/** Kinds of ledger transaction shown in the account record. */
export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'TRANSFER_TO_VENDOR',
  'TRANSFER_FROM_VENDOR',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  'BONUS',
  'BONUS_FORFEIT',
  'GAME_BET',
  'GAME_PAYOUT',
  'GAME_REFUND',
  'AGENT_DIVIDEND',
  'DAILY_WAGE',
  'HOURLY_WAGE',
  'REALTIME_SALARY',
  'CASHBACK',
  'REFERRAL_REWARD',
  'POINTS_EXCHANGE',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const TransactionTypeSchema = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('WITHDRAWAL'),
  Type.Literal('WITHDRAWAL_REFUND'),
  Type.Literal('TRANSFER_TO_VENDOR'),
  Type.Literal('TRANSFER_FROM_VENDOR'),
  Type.Literal('TRANSFER_TO_UPLINE'),
  Type.Literal('TRANSFER_FROM_DOWNLINE'),
  Type.Literal('TRANSFER_TO_DOWNLINE'),
  Type.Literal('TRANSFER_FROM_UPLINE'),
  Type.Literal('BONUS'),
  Type.Literal('BONUS_FORFEIT'),
  Type.Literal('GAME_BET'),
  Type.Literal('GAME_PAYOUT'),
  Type.Literal('GAME_REFUND'),
  Type.Literal('AGENT_DIVIDEND'),
  Type.Literal('DAILY_WAGE'),
  Type.Literal('HOURLY_WAGE'),
  Type.Literal('REALTIME_SALARY'),
  Type.Literal('CASHBACK'),
  Type.Literal('REFERRAL_REWARD'),
  Type.Literal('POINTS_EXCHANGE'),
  Type.Literal('ADJUSTMENT'),
]);

const IsoDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  format: 'date',
  description: 'yyyy-MM-dd (UTC), a real calendar day',
});

export const TransactionQuery = Type.Object({
  type: Type.Optional(TransactionTypeSchema),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type TransactionQuery = Static<typeof TransactionQuery>;

/** One row of the account record: one ledger entry on one of the member's wallets. */
export const TransactionRow = Type.Object({
  reference: Type.String(),
  time: Type.Integer({ description: 'Unix ms' }),
  type: TransactionTypeSchema,
  wallet: Type.String(),
  amount: SignedMinorUnits,
  balanceAfter: MinorUnits,
  status: Type.String({ description: 'SUCCESS, or PENDING / PAID / REJECTED for withdrawals' }),
  remark: Type.String(),
});
export type TransactionRow = Static<typeof TransactionRow>;

export const TransactionPage = Type.Object({
  list: Type.Array(TransactionRow),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type TransactionPage = Static<typeof TransactionPage>;

export const PaymentPasswordStatus = Type.Object({ isSet: Type.Boolean() });
export type PaymentPasswordStatus = Static<typeof PaymentPasswordStatus>;

/** Decrypted body of PUT /wps/member/payment-password (first time only). */
export const SetPaymentPasswordRequest = Type.Object({
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: Type.String({ maxLength: 64 }),
});
export type SetPaymentPasswordRequest = Static<typeof SetPaymentPasswordRequest>;

/** Decrypted body of POST /wps/member/payment-password. */
export const ChangePaymentPasswordRequest = Type.Object({
  oldPaymentPassword: Type.String({ maxLength: 64 }),
  newPaymentPassword: PaymentPassword,
  confirmPaymentPassword: Type.String({ maxLength: 64 }),
});
export type ChangePaymentPasswordRequest = Static<typeof ChangePaymentPasswordRequest>;

/** One step of a channel's deposit tutorial, in the reader's language. */
export const TutorialStep = Type.Object({
  text: Type.String(),
  image: Type.String({ description: 'picture of the step (SVG served by the API)' }),
});
export type TutorialStep = Static<typeof TutorialStep>;

export const PaymentChannel = Type.Object({
  code: Type.String(),
  name: Type.String({ description: "in the reader's language (Language header), else the brand's English" }),
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  tutorial: Type.String({ description: "the channel's instructions, in the reader's language" }),
  tutorialSteps: Type.Array(TutorialStep, {
    description: 'the deposit tutorial (spec §2), in the same language as the name; may be empty',
  }),
});
export type PaymentChannel = Static<typeof PaymentChannel>;
export const PaymentChannelList = Type.Object({ list: Type.Array(PaymentChannel) });
export type PaymentChannelList = Static<typeof PaymentChannelList>;

/** `value` of GET /wps/payment/methods (no token): the codes of the brand's enabled deposit channels. */
export const PaymentMethodList = Type.Object({ list: Type.Array(Type.Object({ code: Type.String() })) });
export type PaymentMethodList = Static<typeof PaymentMethodList>;

export const PayeeType = Type.Union([Type.Literal('bank'), Type.Literal('ewallet'), Type.Literal('qr')]);
export type PayeeType = Static<typeof PayeeType>;

const PayeeText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** Operator edit of a channel's payee (PUT /wps/admin/payment-channels/:code/payee). */
export const ChannelPayeeRequest = Type.Object(
  {
    type: PayeeType,
    bankName: Type.Optional(Type.Union([PayeeText(64), Type.Null()])),
    accountName: Type.Optional(Type.Union([PayeeText(64), Type.Null()])),
    accountNumber: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9 -]{4,34}$' }), Type.Null()])),
    ewalletId: Type.Optional(Type.Union([PayeeText(64), Type.Null()])),
    qrPayload: Type.Optional(Type.Union([PayeeText(512), Type.Null()])),
    expiryMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  },
  { additionalProperties: false },
);
export type ChannelPayeeRequest = Static<typeof ChannelPayeeRequest>;

/** Where members pay into a channel, as stored (PUT …/payee answers it). */
export const ChannelPayee = Type.Object({
  code: Type.String(),
  type: PayeeType,
  bankName: Type.Union([Type.String(), Type.Null()]),
  accountName: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.Union([Type.String(), Type.Null()]),
  ewalletId: Type.Union([Type.String(), Type.Null()]),
  qrPayload: Type.Union([Type.String(), Type.Null()]),
  expiryMinutes: Type.Integer(),
});
export type ChannelPayee = Static<typeof ChannelPayee>;

/** GET /wps/admin/payment-channels: every deposit channel of the brand, enabled or not, with its payee. */
export const AdminPaymentChannel = Type.Object({
  code: Type.String(),
  name: Type.String({ description: 'the English name' }),
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  enabled: Type.Boolean(),
  payee: Type.Union([ChannelPayee, Type.Null()], { description: 'null until an operator sets it' }),
});
export type AdminPaymentChannel = Static<typeof AdminPaymentChannel>;
export const AdminPaymentChannelList = Type.Object({ list: Type.Array(AdminPaymentChannel) });
export type AdminPaymentChannelList = Static<typeof AdminPaymentChannelList>;

/** Where and how to pay a pending deposit (shown until it expires). */
export const DepositInstructions = Type.Object({
  type: PayeeType,
  bankName: Type.Union([Type.String(), Type.Null()]),
  accountName: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.Union([Type.String(), Type.Null()]),
  ewalletId: Type.Union([Type.String(), Type.Null()]),
  qrImageUrl: Type.Union([Type.String(), Type.Null()], { description: 'SVG image of the QR payload' }),
  reference: Type.String({ description: 'To quote in the payment note' }),
  amount: MinorUnits,
  expiresAt: Type.Integer({ description: 'Unix ms' }),
});
export type DepositInstructions = Static<typeof DepositInstructions>;

export const DepositRequest = Type.Object(
  { channelCode: Type.String({ minLength: 1, maxLength: 32 }), amount: PositiveMinorUnits },
  { additionalProperties: false },
);
export type DepositRequest = Static<typeof DepositRequest>;

export const RequestStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
]);

export const Deposit = Type.Object({
  reference: Type.String(),
  channelCode: Type.String(),
  amount: MinorUnits,
  status: RequestStatus,
  createdAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
  instructions: Type.Union([DepositInstructions, Type.Null()], {
    description: 'Where to pay, while the deposit is pending and not expired; otherwise null',
  }),
});
export type Deposit = Static<typeof Deposit>;
export const DepositList = Type.Object({ list: Type.Array(Deposit) });
export type DepositList = Static<typeof DepositList>;

/** A saved bank account; the number is masked in every reply. */
export const BankAccount = Type.Object({
  id: Type.Integer(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String({ description: 'masked: only the last 4 digits shown' }),
});
export type BankAccount = Static<typeof BankAccount>;
export const BankAccountList = Type.Object({ list: Type.Array(BankAccount) });
export type BankAccountList = Static<typeof BankAccountList>;

export const AddBankAccountRequest = Type.Object(
  {
    bankName: Type.String({ minLength: 2, maxLength: 64 }),
    accountName: Type.String({ minLength: 2, maxLength: 64 }),
    accountNumber: Type.String({ pattern: '^[0-9]{6,30}$' }),
  },
  { additionalProperties: false },
);
export type AddBankAccountRequest = Static<typeof AddBankAccountRequest>;

export const WithdrawalSettings = Type.Object({
  minAmount: MinorUnits,
  maxAmount: MinorUnits,
  autoConfirmMinutes: Type.Integer(),
});
export type WithdrawalSettings = Static<typeof WithdrawalSettings>;

export const WithdrawalRequest = Type.Object(
  {
    amount: PositiveMinorUnits,
    bankAccountId: IdSchema(),
    paymentPassword: PaymentPassword,
  },
  { additionalProperties: false },
);
export type WithdrawalRequest = Static<typeof WithdrawalRequest>;

/** Member confirmation of a paid withdrawal (spec §3, §4). */
export const ConfirmStatus = Type.Union([
  Type.Literal('AWAITING'),
  Type.Literal('RECEIVED'),
  Type.Literal('ALL_RECEIVED'),
  Type.Literal('NOT_RECEIVED'),
  Type.Literal('AUTO_RECEIVED'),
]);
export type ConfirmStatus = Static<typeof ConfirmStatus>;

export const Withdrawal = Type.Object({
  reference: Type.String(),
  amount: MinorUnits,
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('PAID'), Type.Literal('REJECTED')]),
  bankAccount: BankAccount,
  createdAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
  confirmStatus: Type.Union([ConfirmStatus, Type.Null()]),
  receivedAmount: Type.Union([MinorUnits, Type.Null()]),
  remainingAmount: Type.Union([MinorUnits, Type.Null()]),
  autoConfirmAt: Type.Union([Type.Integer(), Type.Null()], { description: 'Unix ms; while AWAITING' }),
  proofCount: Type.Integer(),
  disputeResolution: Type.Union([Type.Literal('CONFIRMED_PAID'), Type.Literal('REFUNDED'), Type.Null()], {
    description:
      "The operator's decision on a not-received report: REFUNDED means the amount went back to the main wallet; null while none",
  }),
});
export type Withdrawal = Static<typeof Withdrawal>;
export const WithdrawalList = Type.Object({ list: Type.Array(Withdrawal) });
export type WithdrawalList = Static<typeof WithdrawalList>;

export const ReferenceParams = Type.Object({ reference: Type.String({ pattern: '^[A-Z0-9]{6,40}$' }) });
export type ReferenceParams = Static<typeof ReferenceParams>;

/** Body of POST /wps/payment/withdrawals/:reference/confirm. */
export const ConfirmWithdrawalRequest = Type.Object(
  {
    action: Type.Union([Type.Literal('RECEIVED'), Type.Literal('ALL_RECEIVED')]),
    receivedAmount: Type.Optional(MinorUnits),
  },
  { additionalProperties: false },
);
export type ConfirmWithdrawalRequest = Static<typeof ConfirmWithdrawalRequest>;

/** Proof uploads of a not-received confirmation (multipart field `proof`). */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** Result of the ledger reconciliation (operator). */
export const Reconciliation = Type.Object({
  ok: Type.Boolean(),
  checks: Type.Array(Type.Object({ name: Type.String(), ok: Type.Boolean(), detail: Type.String() })),
});
export type Reconciliation = Static<typeof Reconciliation>;

// ---- Deposit channel texts per language (operator) ----

/** The portal's languages, as a route parameter. */
export const ContentLanguageSchema = Type.Union([
  Type.Literal('en'),
  Type.Literal('cn'),
  Type.Literal('ja'),
  Type.Literal('ko'),
  Type.Literal('th'),
  Type.Literal('vi'),
]);
export type ContentLanguageCode = Static<typeof ContentLanguageSchema>;

/** Pictures a tutorial step may use (GET /wps/payment/tutorial/art/<name>.svg). */
export const tutorialArtworks = [
  'submit',
  'bank-app',
  'reference',
  'ewallet-app',
  'scan',
  'receipt',
  'confirm',
] as const;

/** Operator edit of a channel's texts in one language (PUT /wps/admin/payment-channels/:code/texts/:language). */
export const ChannelTextsRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    tutorial: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
    steps: Type.Array(
      Type.Object(
        {
          text: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
          image: Type.String({
            pattern: `^(${tutorialArtworks.join('|')})$`,
            description: `one of ${tutorialArtworks.join(', ')}`,
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 8 },
    ),
  },
  { additionalProperties: false },
);
export type ChannelTextsRequest = Static<typeof ChannelTextsRequest>;

/** A channel's texts as the operator sees them: every language stored. */
export const ChannelTextsReply = Type.Object({
  code: Type.String(),
  texts: Type.Record(Type.String(), ChannelTextsRequest),
});
export type ChannelTextsReply = Static<typeof ChannelTextsReply>;
