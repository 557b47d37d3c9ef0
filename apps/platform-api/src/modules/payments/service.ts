import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminPaymentChannel,
  ChannelPayee,
  AddBankAccountRequest,
  BankAccount,
  ChannelPayeeRequest,
  ChannelTextsReply,
  ChannelTextsRequest,
  ConfirmWithdrawalRequest,
  Deposit,
  DepositInstructions,
  DepositRequest,
  PaymentChannel,
  Withdrawal,
  WithdrawalRequest,
  WithdrawalSettings,
} from '@playfront/api-contract';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { untilDone } from '../../core/jobs';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import type { AppContext } from '../../core/context';
import { AppError, validationError } from '../../core/errors';
import { textIn } from '../../core/language';
import { HouseAccount, houseAccountId, memberAccounts, newReference, post } from '../wallet';
import type { Trx } from '../wallet';
import { assertNoPendingTurnover } from '../bonus';
import { sendSystemMessage } from '../messages';
import { tutorialArtworkUrl } from './tutorial-art';

/** What the money operations need; built from the app context or by the operator CLI. */
export interface MoneyEnv {
  db: Db;
  merchant: string;
  currency: string;
  now(): Date;
  autoConfirmMinutes: number;
}

export const moneyEnv = (ctx: AppContext): MoneyEnv => ({
  db: ctx.db,
  merchant: ctx.config.merchantCode,
  currency: ctx.config.currency,
  now: ctx.now,
  autoConfirmMinutes: ctx.config.withdrawalAutoConfirmMinutes,
});

const MAX_BANK_ACCOUNTS = 5;

const notFound = (what: string) => new AppError(404, ErrorCode.notFound, `${what} not found`);
const outOfRange = (min: string, max: string) =>
  new AppError(400, ErrorCode.amountOutOfRange, `The amount must be between ${min} and ${max} minor units`);

export const maskAccountNumber = (number: string): string =>
  `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/** The enabled channels in the reader's language (fallback: English, then the channel's own columns). */
export async function paymentChannels(ctx: AppContext, language: string): Promise<PaymentChannel[]> {
  const rows = await ctx.db
    .selectFrom('payment_channels')
    .select([
      'code',
      'name',
      'tutorial',
      'texts',
      sql<string>`min_amount::text`.as('min'),
      sql<string>`max_amount::text`.as('max'),
    ])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  return rows.map((row) => {
    const texts = textIn(row.texts, language);
    return {
      code: row.code,
      name: texts?.name ?? row.name,
      minAmount: row.min,
      maxAmount: row.max,
      tutorial: texts?.tutorial ?? row.tutorial,
      tutorialSteps: (texts?.steps ?? []).map((step) => ({
        text: step.text,
        image: tutorialArtworkUrl(step.image),
      })),
    };
  });
}

/** The operator's view of a channel's texts: every language stored. */
export async function channelTexts(env: MoneyEnv, code: string): Promise<ChannelTextsReply> {
  const row = await env.db
    .selectFrom('payment_channels')
    .select(['code', 'texts'])
    .where('merchant_code', '=', env.merchant)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound('Payment channel');
  return { code: row.code, texts: row.texts };
}

/**
 * Operator edit of a channel's name, instructions and tutorial in one language; the other languages stay.
 * English also becomes the channel's own name and instructions (what a language without texts reads).
 */
export async function setChannelTexts(
  env: MoneyEnv,
  code: string,
  language: string,
  body: ChannelTextsRequest,
): Promise<ChannelTextsReply> {
  const texts = {
    name: body.name.trim(),
    tutorial: body.tutorial.trim(),
    steps: body.steps.map((step) => ({ text: step.text.trim(), image: step.image })),
  };
  const row = await env.db
    .updateTable('payment_channels')
    .set({
      texts: sql<string>`jsonb_set(texts, ARRAY[${language}]::text[], ${JSON.stringify(texts)}::jsonb)`,
      ...(language === 'en' ? { name: texts.name, tutorial: texts.tutorial } : {}),
    })
    .where('merchant_code', '=', env.merchant)
    .where('code', '=', code)
    .returning(['code', 'texts'])
    .executeTakeFirst();
  if (!row) throw notFound('Payment channel');
  return { code: row.code, texts: row.texts };
}

const depositColumns = [
  'd.reference',
  'c.code as channel_code',
  'd.status',
  'd.created_at',
  'd.decided_at',
  'd.expires_at',
  'd.user_id',
  'c.payee_type',
  'c.bank_name',
  'c.account_name',
  'c.account_number',
  'c.ewallet_id',
  'c.qr_payload',
  sql<string>`d.amount::text`.as('amount'),
] as const;

type PayeeRow = {
  payee_type: string | null;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  ewallet_id: string | null;
  qr_payload: string | null;
};

type DepositRow = PayeeRow & {
  reference: string;
  channel_code: string;
  status: string;
  created_at: Date;
  decided_at: Date | null;
  expires_at: Date | null;
  amount: string;
};

/** The QR image of a channel's payload: public (any member is shown it), versioned by the payload. */
export const channelQrUrl = (code: string, payload: string): string =>
  `/wps/payment/channels/${encodeURIComponent(code)}/qr.svg?v=${createHash('sha256').update(payload).digest('hex').slice(0, 12)}`;

/** Where to pay a deposit, while it is pending and not expired; null otherwise or when no payee is set. */
const instructionsOf = (row: DepositRow, now: Date): DepositInstructions | null => {
  if (row.status !== 'PENDING' || row.payee_type === null || row.expires_at === null) return null;
  if (row.expires_at.getTime() <= now.getTime()) return null;
  return {
    type: row.payee_type as DepositInstructions['type'],
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    ewalletId: row.ewallet_id,
    qrImageUrl: row.qr_payload === null ? null : channelQrUrl(row.channel_code, row.qr_payload),
    reference: row.reference,
    amount: row.amount,
    expiresAt: row.expires_at.getTime(),
  };
};

const toDeposit = (row: DepositRow, now: Date): Deposit => ({
  reference: row.reference,
  channelCode: row.channel_code,
  amount: row.amount,
  status: row.status as Deposit['status'],
  createdAt: row.created_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null,
  instructions: instructionsOf(row, now),
});

const depositsQuery = (db: Db) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(depositColumns);

/** What a deposit rule of another module sees: the request about to be recorded, inside its transaction. */
export interface DepositCheck {
  merchant: string;
  userId: number;
  amount: bigint;
  now: Date;
}

/** A rule another module adds to deposit requests (e.g. player protection's limits): throws to refuse. */
export type DepositRule = (trx: Trx, check: DepositCheck) => Promise<void>;
const depositRules = new Set<DepositRule>();

/**
 * Adds a rule every deposit request must pass, inside the request's transaction before it is recorded (a
 * rule that counts earlier requests locks what it needs, so two requests of one member are checked in turn).
 */
export function addDepositRule(rule: DepositRule): void {
  depositRules.add(rule);
}

/** A deposit request of the payment simulator: recorded as pending; nothing moves until approval. */
export async function requestDeposit(
  ctx: AppContext,
  trx: Trx,
  userId: number,
  body: DepositRequest,
): Promise<Deposit> {
  const channel = await trx
    .selectFrom('payment_channels')
    .select([
      'id',
      'expiry_minutes',
      sql<string>`min_amount::text`.as('min'),
      sql<string>`max_amount::text`.as('max'),
    ])
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', body.channelCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!channel) throw new AppError(400, ErrorCode.channelUnknown, 'This payment channel is not available');
  const amount = BigInt(body.amount);
  if (amount < BigInt(channel.min) || amount > BigInt(channel.max))
    throw outOfRange(channel.min, channel.max);
  const now = ctx.now();
  for (const rule of depositRules) {
    await rule(trx, { merchant: ctx.config.merchantCode, userId, amount, now });
  }
  const reference = newReference('DP', now);
  await trx
    .insertInto('deposits')
    .values({
      reference,
      merchant_code: ctx.config.merchantCode,
      user_id: userId,
      channel_id: channel.id,
      amount: body.amount,
      status: 'PENDING',
      created_at: now,
      expires_at: new Date(now.getTime() + channel.expiry_minutes * 60_000),
    })
    .execute();
  return toDeposit(
    await depositsQuery(trx).where('d.reference', '=', reference).executeTakeFirstOrThrow(),
    now,
  );
}

export async function memberDeposits(ctx: AppContext, userId: number): Promise<Deposit[]> {
  const rows = await depositsQuery(ctx.db)
    .where('d.user_id', '=', userId)
    .orderBy('d.id', 'desc')
    .limit(50)
    .execute();
  const now = ctx.now();
  return rows.map((row) => toDeposit(row, now));
}

export async function pendingDeposits(env: MoneyEnv): Promise<Array<Deposit & { userId: number }>> {
  const rows = await depositsQuery(env.db)
    .where('d.merchant_code', '=', env.merchant)
    .where('d.status', '=', 'PENDING')
    .orderBy('d.id')
    .execute();
  const now = env.now();
  return rows.map((row) => ({ ...toDeposit(row, now), userId: row.user_id }));
}

/** Fields each payee type needs (the others are stored as given, or null). */
const payeeRequired: Record<ChannelPayeeRequest['type'], Array<keyof ChannelPayeeRequest>> = {
  bank: ['bankName', 'accountName', 'accountNumber'],
  ewallet: ['ewalletId'],
  qr: ['qrPayload'],
};

const payeeColumns = [
  'code',
  'payee_type',
  'bank_name',
  'account_name',
  'account_number',
  'ewallet_id',
  'qr_payload',
  'expiry_minutes',
] as const;

/** A channel's payee columns with its code and deposit expiry. */
type StoredPayee = PayeeRow & { code: string; expiry_minutes: number };

const toPayee = (row: StoredPayee): ChannelPayee => ({
  code: row.code,
  type: row.payee_type as ChannelPayee['type'],
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumber: row.account_number,
  ewalletId: row.ewallet_id,
  qrPayload: row.qr_payload,
  expiryMinutes: row.expiry_minutes,
});

/** Every deposit channel of the brand, enabled or not, in menu order, with where members pay into it. */
export async function adminChannels(env: MoneyEnv): Promise<AdminPaymentChannel[]> {
  const rows = await env.db
    .selectFrom('payment_channels')
    .select([
      ...payeeColumns,
      'name',
      'enabled',
      sql<string>`min_amount::text`.as('min_amount'),
      sql<string>`max_amount::text`.as('max_amount'),
    ])
    .where('merchant_code', '=', env.merchant)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    enabled: row.enabled,
    payee: row.payee_type === null ? null : toPayee(row),
  }));
}

/**
 * Operator edit of where members pay into a channel. Pending deposits show the new details at once (they
 * read the channel); a type without its required fields is 400 and changes nothing.
 */
export async function setChannelPayee(
  env: MoneyEnv,
  code: string,
  body: ChannelPayeeRequest,
): Promise<ChannelPayee> {
  // The route schema checks these too; the operator CLI on the database comes here directly.
  if (!(body.type in payeeRequired)) {
    throw validationError([{ field: 'type', key: 'err_invalid_field', message: 'bank, ewallet or qr' }]);
  }
  const expiry = body.expiryMinutes;
  if (expiry !== undefined && !(Number.isInteger(expiry) && expiry >= 1 && expiry <= 1440)) {
    throw validationError([
      { field: 'expiryMinutes', key: 'err_invalid_field', message: '1 to 1440 minutes' },
    ]);
  }
  const missing = payeeRequired[body.type].filter((field) => !body[field]);
  if (missing.length > 0) {
    throw validationError(
      missing.map((field) => ({
        field,
        key: 'err_invalid_field',
        message: `${field} is required for ${body.type}`,
      })),
    );
  }
  const row = await env.db
    .updateTable('payment_channels')
    .set({
      payee_type: body.type,
      bank_name: body.bankName ?? null,
      account_name: body.accountName ?? null,
      account_number: body.accountNumber ?? null,
      ewallet_id: body.ewalletId ?? null,
      qr_payload: body.qrPayload ?? null,
      ...(body.expiryMinutes !== undefined ? { expiry_minutes: body.expiryMinutes } : {}),
    })
    .where('merchant_code', '=', env.merchant)
    .where('code', '=', code)
    .returning(payeeColumns)
    .executeTakeFirst();
  if (!row) throw notFound('Payment channel');
  return toPayee(row);
}

/** The QR payload of an enabled channel, or null. */
export async function channelQrPayload(ctx: AppContext, code: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('payment_channels')
    .select('qr_payload')
    .where('merchant_code', '=', ctx.config.merchantCode)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row?.qr_payload ?? null;
}

const alreadyDecided = () => new AppError(409, ErrorCode.alreadyDecided, 'This request was already decided');

/** Operator decision on a deposit: approve credits the main wallet from the cashier; reject moves nothing. */
export async function decideDeposit(env: MoneyEnv, reference: string, approve: boolean): Promise<Deposit> {
  return inTransaction(env.db, async (trx) => {
    const deposit = await trx
      .selectFrom('deposits')
      .select(['id', 'user_id', 'status', sql<string>`amount::text`.as('amount')])
      .where('merchant_code', '=', env.merchant)
      .where('reference', '=', reference)
      .forUpdate()
      .executeTakeFirst();
    if (!deposit) throw notFound('Deposit');
    if (deposit.status !== 'PENDING') throw alreadyDecided();
    const now = env.now();
    let transactionId: string | null = null;
    if (approve) {
      const main = (await memberAccounts(trx, env.merchant, deposit.user_id, env.currency, now)).find(
        (account) => account.kind === 'MAIN',
      );
      if (!main) throw new Error('main wallet missing');
      const posted = await post(trx, {
        merchant: env.merchant,
        kind: 'DEPOSIT',
        userId: deposit.user_id,
        remark: `Deposit ${reference}`,
        now,
        reference,
        legs: [
          {
            accountId: await houseAccountId(trx, env.merchant, HouseAccount.CASHIER),
            amount: -BigInt(deposit.amount),
          },
          { accountId: main.id, amount: BigInt(deposit.amount) },
        ],
      });
      transactionId = posted.transactionId;
      await sendSystemMessage(
        trx,
        deposit.user_id,
        'deposit_approved',
        { amount: deposit.amount, reference },
        now,
      );
    }
    await trx
      .updateTable('deposits')
      .set({ status: approve ? 'APPROVED' : 'REJECTED', decided_at: now, transaction_id: transactionId })
      .where('id', '=', deposit.id)
      .execute();
    const row = await depositsQuery(trx).where('d.id', '=', deposit.id).executeTakeFirstOrThrow();
    return toDeposit(row, now);
  });
}

const toBankAccount = (row: {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
}) => ({
  id: row.id,
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumber: maskAccountNumber(row.account_number),
});

export async function bankAccounts(ctx: AppContext, userId: number): Promise<BankAccount[]> {
  const rows = await ctx.db
    .selectFrom('bank_accounts')
    .select(['id', 'bank_name', 'account_name', 'account_number'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(toBankAccount);
}

export async function addBankAccount(
  ctx: AppContext,
  userId: number,
  body: AddBankAccountRequest,
): Promise<BankAccount> {
  return ctx.db.transaction().execute(async (trx) => {
    // Serialises concurrent additions of one member so the limit holds.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const existing = await trx
      .selectFrom('bank_accounts')
      .select(['id', 'account_number'])
      .where('user_id', '=', userId)
      .execute();
    if (existing.some((row) => row.account_number === body.accountNumber)) {
      throw new AppError(409, ErrorCode.bankAccountLimit, 'This bank account is already saved');
    }
    if (existing.length >= MAX_BANK_ACCOUNTS) {
      throw new AppError(409, ErrorCode.bankAccountLimit, `At most ${MAX_BANK_ACCOUNTS} bank accounts`);
    }
    const row = await trx
      .insertInto('bank_accounts')
      .values({
        user_id: userId,
        bank_name: body.bankName.trim(),
        account_name: body.accountName.trim(),
        account_number: body.accountNumber,
        created_at: ctx.now(),
      })
      .returning(['id', 'bank_name', 'account_name', 'account_number'])
      .executeTakeFirstOrThrow();
    return toBankAccount(row);
  });
}

export const withdrawalSettings = (ctx: AppContext): WithdrawalSettings => ({
  minAmount: String(ctx.config.withdrawalMin),
  maxAmount: String(ctx.config.withdrawalMax),
  autoConfirmMinutes: ctx.config.withdrawalAutoConfirmMinutes,
});

const withdrawalsQuery = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select([
      'w.id',
      'w.reference',
      'w.user_id',
      'w.status',
      'w.confirm_status',
      'w.created_at',
      'w.decided_at',
      'b.id as bank_id',
      'b.bank_name',
      'b.account_name',
      'b.account_number',
      sql<string>`w.amount::text`.as('amount'),
      sql<string | null>`w.received_amount::text`.as('received_amount'),
      sql<number>`(SELECT count(*)::int FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id)`.as('proofs'),
      sql<string | null>`(SELECT d.resolution FROM withdrawal_disputes d WHERE d.withdrawal_id = w.id)`.as(
        'dispute_resolution',
      ),
    ]);

type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalsQuery>['executeTakeFirstOrThrow']>>;

const toWithdrawal = (row: WithdrawalRow, autoConfirmMinutes: number): Withdrawal => ({
  reference: row.reference,
  amount: row.amount,
  status: row.status as Withdrawal['status'],
  bankAccount: toBankAccount({
    id: row.bank_id,
    bank_name: row.bank_name,
    account_name: row.account_name,
    account_number: row.account_number,
  }),
  createdAt: row.created_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null,
  confirmStatus: (row.confirm_status as Withdrawal['confirmStatus']) ?? null,
  receivedAmount: row.received_amount,
  remainingAmount:
    row.received_amount === null ? null : String(BigInt(row.amount) - BigInt(row.received_amount)),
  autoConfirmAt:
    row.confirm_status === 'AWAITING' && row.decided_at
      ? row.decided_at.getTime() + autoConfirmMinutes * 60_000
      : null,
  proofCount: Number(row.proofs),
  disputeResolution: (row.dispute_resolution as Withdrawal['disputeResolution']) ?? null,
});

/** What a withdrawal rule of another module sees: the request, and what the member asked to withdraw today. */
export interface WithdrawalCheck {
  merchant: string;
  userId: number;
  amount: bigint;
  /** Withdrawals of the member requested this UTC day and not rejected, this one included (minor units). */
  requestedToday: bigint;
  now: Date;
}

/** A rule another module adds to withdrawals (e.g. the VIP rank's daily limit): throws an AppError to refuse. */
export type WithdrawalRule = (trx: Trx, check: WithdrawalCheck) => Promise<void>;
const withdrawalRules = new Set<WithdrawalRule>();

/**
 * Adds a rule every withdrawal request must pass. Rules run inside the request's transaction after the
 * member's wallet is locked by the hold, so two requests of one member are checked one after the other;
 * a refusal rolls the hold back. Payments knows nothing of the modules that add rules.
 */
export function addWithdrawalRule(rule: WithdrawalRule): void {
  withdrawalRules.add(rule);
}

async function checkWithdrawalRules(trx: Trx, check: Omit<WithdrawalCheck, 'requestedToday'>): Promise<void> {
  if (withdrawalRules.size === 0) return;
  const dayStart = new Date(Math.floor(check.now.getTime() / 86_400_000) * 86_400_000);
  const today = await trx
    .selectFrom('withdrawals')
    .select(sql<string>`COALESCE(sum(amount), 0)::text`.as('total'))
    .where('user_id', '=', check.userId)
    .where('status', '!=', 'REJECTED')
    .where('created_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  for (const rule of withdrawalRules) await rule(trx, { ...check, requestedToday: BigInt(today.total) });
}

/**
 * A withdrawal request: the amount moves from the main wallet to the withdrawal hold at once, so it cannot
 * be spent twice while the cashier decides. The payment password is checked by the caller, before the
 * database transaction.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  trx: Trx,
  userId: number,
  body: WithdrawalRequest,
): Promise<Withdrawal> {
  const amount = BigInt(body.amount);
  const { withdrawalMin: min, withdrawalMax: max } = ctx.config;
  if (amount < min || amount > max) throw outOfRange(String(min), String(max));
  const bank = await trx
    .selectFrom('bank_accounts')
    .select('id')
    .where('id', '=', body.bankAccountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!bank) throw new AppError(400, ErrorCode.bankAccountUnknown, 'Choose one of your saved bank accounts');
  // Bonus money is withdrawn only once it is played through (docs/promotions.md).
  await assertNoPendingTurnover(trx, userId);
  const env = moneyEnv(ctx);
  const now = env.now();
  const main = (await memberAccounts(trx, env.merchant, userId, env.currency, now)).find(
    (account) => account.kind === 'MAIN',
  );
  if (!main) throw new Error('main wallet missing');
  const reference = newReference('WD', now);
  const posted = await post(trx, {
    merchant: env.merchant,
    kind: 'WITHDRAWAL',
    userId,
    remark: `Withdrawal ${reference}`,
    now,
    reference,
    legs: [
      { accountId: main.id, amount: -amount },
      { accountId: await houseAccountId(trx, env.merchant, HouseAccount.WITHDRAWAL_HOLD), amount },
    ],
  });
  const { id } = await trx
    .insertInto('withdrawals')
    .values({
      reference,
      merchant_code: env.merchant,
      user_id: userId,
      bank_account_id: bank.id,
      amount: body.amount,
      status: 'PENDING',
      hold_transaction_id: posted.transactionId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await checkWithdrawalRules(trx, { merchant: env.merchant, userId, amount, now });
  return toWithdrawal(
    await withdrawalsQuery(trx).where('w.id', '=', id).executeTakeFirstOrThrow(),
    env.autoConfirmMinutes,
  );
}

export async function memberWithdrawals(ctx: AppContext, userId: number): Promise<Withdrawal[]> {
  const rows = await withdrawalsQuery(ctx.db)
    .where('w.user_id', '=', userId)
    .orderBy('w.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => toWithdrawal(row, ctx.config.withdrawalAutoConfirmMinutes));
}

export async function pendingWithdrawals(env: MoneyEnv): Promise<Array<Withdrawal & { userId: number }>> {
  const rows = await withdrawalsQuery(env.db)
    .where('w.merchant_code', '=', env.merchant)
    .where('w.status', '=', 'PENDING')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({ ...toWithdrawal(row, env.autoConfirmMinutes), userId: row.user_id }));
}

/** Operator decision: approve pays out (hold -> cashier), reject refunds (hold -> main wallet). */
export async function decideWithdrawal(
  env: MoneyEnv,
  reference: string,
  approve: boolean,
): Promise<Withdrawal> {
  return env.db.transaction().execute((trx) => decideWithdrawalIn(trx, env, reference, approve));
}

/** The amount of a pending withdrawal of the brand, or null when there is none (the decision then says why). */
export async function pendingWithdrawalAmount(env: MoneyEnv, reference: string): Promise<bigint | null> {
  const row = await env.db
    .selectFrom('withdrawals')
    .select(sql<string>`amount::text`.as('amount'))
    .where('merchant_code', '=', env.merchant)
    .where('reference', '=', reference)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row ? BigInt(row.amount) : null;
}

/** `decideWithdrawal` inside the caller's transaction (an approved two-person proposal runs it so). */
export async function decideWithdrawalIn(
  trx: Trx,
  env: MoneyEnv,
  reference: string,
  approve: boolean,
): Promise<Withdrawal> {
  const withdrawal = await trx
    .selectFrom('withdrawals')
    .select(['id', 'user_id', 'status', sql<string>`amount::text`.as('amount')])
    .where('merchant_code', '=', env.merchant)
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
  if (!withdrawal) throw notFound('Withdrawal');
  if (withdrawal.status !== 'PENDING') throw alreadyDecided();
  const now = env.now();
  const amount = BigInt(withdrawal.amount);
  const hold = await houseAccountId(trx, env.merchant, HouseAccount.WITHDRAWAL_HOLD);
  let target: string;
  if (approve) {
    target = await houseAccountId(trx, env.merchant, HouseAccount.CASHIER);
  } else {
    const main = (await memberAccounts(trx, env.merchant, withdrawal.user_id, env.currency, now)).find(
      (account) => account.kind === 'MAIN',
    );
    if (!main) throw new Error('main wallet missing');
    target = main.id;
  }
  const posted = await post(trx, {
    merchant: env.merchant,
    kind: approve ? 'WITHDRAWAL' : 'WITHDRAWAL_REFUND',
    userId: withdrawal.user_id,
    remark: approve ? `Withdrawal ${reference} paid` : `Withdrawal ${reference} refunded`,
    now,
    reference: newReference(approve ? 'WP' : 'WR', now),
    legs: [
      { accountId: hold, amount: -amount },
      { accountId: target, amount },
    ],
  });
  if (approve) {
    await sendSystemMessage(
      trx,
      withdrawal.user_id,
      'withdrawal_paid',
      { amount: withdrawal.amount, reference },
      now,
    );
  }
  await trx
    .updateTable('withdrawals')
    .set({
      status: approve ? 'PAID' : 'REJECTED',
      decided_at: now,
      decision_transaction_id: posted.transactionId,
      confirm_status: approve ? 'AWAITING' : null,
    })
    .where('id', '=', withdrawal.id)
    .execute();
  return toWithdrawal(
    await withdrawalsQuery(trx).where('w.id', '=', withdrawal.id).executeTakeFirstOrThrow(),
    env.autoConfirmMinutes,
  );
}

const notAllowed = () =>
  new AppError(409, ErrorCode.confirmationNotAllowed, 'This withdrawal cannot be confirmed now');

/** Locks the member's own paid withdrawal for a confirmation; another member's is simply not found. */
async function lockForConfirmation(trx: Trx | Db, userId: number, reference: string, lock = true) {
  const query = trx
    .selectFrom('withdrawals')
    .select(['id', 'status', 'confirm_status', sql<string>`amount::text`.as('amount')])
    .where('reference', '=', reference)
    .where('user_id', '=', userId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound('Withdrawal');
  if (row.status !== 'PAID' || (row.confirm_status !== 'AWAITING' && row.confirm_status !== 'NOT_RECEIVED')) {
    throw notAllowed();
  }
  // A dispute the operator has resolved is closed for the member.
  const resolved = await trx
    .selectFrom('withdrawal_disputes')
    .select('withdrawal_id')
    .where('withdrawal_id', '=', String(row.id))
    .executeTakeFirst();
  if (resolved) throw notAllowed();
  return row;
}

/** Received (with the amount received, default all of it) or all received. */
export async function confirmWithdrawal(
  ctx: AppContext,
  userId: number,
  reference: string,
  body: ConfirmWithdrawalRequest,
): Promise<Withdrawal> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockForConfirmation(trx, userId, reference);
    const received =
      body.action === 'ALL_RECEIVED' || body.receivedAmount === undefined ? row.amount : body.receivedAmount;
    if (BigInt(received) > BigInt(row.amount)) {
      throw new AppError(400, ErrorCode.amountOutOfRange, 'The received amount is more than the withdrawal');
    }
    await trx
      .updateTable('withdrawals')
      .set({ confirm_status: body.action, received_amount: received, confirmed_at: ctx.now() })
      .where('id', '=', row.id)
      .execute();
    return toWithdrawal(
      await withdrawalsQuery(trx).where('w.id', '=', row.id).executeTakeFirstOrThrow(),
      ctx.config.withdrawalAutoConfirmMinutes,
    );
  });
}

export interface StoredProof {
  fileName: string;
  contentType: string;
  size: number;
}

/** Not received, with the proof images already written under UPLOAD_DIR. */
/**
 * Whether the member may report this withdrawal as not received (their own, paid, awaiting confirmation),
 * checked before any proof image is read: a stranger's or a closed reference costs no decoding. The report
 * itself checks again under the lock.
 */
export async function checkNotReceivedAllowed(
  ctx: AppContext,
  userId: number,
  reference: string,
): Promise<void> {
  const row = await lockForConfirmation(ctx.db, userId, reference, false);
  if (row.confirm_status !== 'AWAITING') throw notAllowed();
}

export async function reportNotReceived(
  ctx: AppContext,
  userId: number,
  reference: string,
  proofs: StoredProof[],
): Promise<Withdrawal> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockForConfirmation(trx, userId, reference);
    if (row.confirm_status !== 'AWAITING') throw notAllowed();
    const now = ctx.now();
    await trx
      .updateTable('withdrawals')
      .set({ confirm_status: 'NOT_RECEIVED', received_amount: '0', confirmed_at: now })
      .where('id', '=', row.id)
      .execute();
    if (proofs.length > 0) {
      await trx
        .insertInto('withdrawal_proofs')
        .values(
          proofs.map((proof) => ({
            withdrawal_id: String(row.id),
            file_name: proof.fileName,
            content_type: proof.contentType,
            size: proof.size,
            created_at: now,
          })),
        )
        .execute();
    }
    return toWithdrawal(
      await withdrawalsQuery(trx).where('w.id', '=', row.id).executeTakeFirstOrThrow(),
      ctx.config.withdrawalAutoConfirmMinutes,
    );
  });
}

/** Confirms every due withdrawal, batch by batch (each batch claimed with SKIP LOCKED). */
export const runAutoConfirm = (db: Db, now: Date, minutes: number): Promise<number> =>
  untilDone(() => autoConfirmWithdrawals(db, now, minutes));

/**
 * Marks paid withdrawals left unconfirmed for `minutes` as received. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED, so replicas running the job together each take different rows and a row is
 * confirmed once. Returns how many it confirmed.
 */
export async function autoConfirmWithdrawals(
  db: Db,
  now: Date,
  minutes: number,
  batch = 200,
): Promise<number> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('confirm_status', '=', 'AWAITING')
      .where('decided_at', '<=', cutoff)
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    await trx
      .updateTable('withdrawals')
      .set({ confirm_status: 'AUTO_RECEIVED', received_amount: sql`amount`, confirmed_at: now })
      .where(
        'id',
        'in',
        due.map((row) => String(row.id)),
      )
      .execute();
    return due.length;
  });
}

export interface ProofInfo {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: number;
}

export type DisputedWithdrawal = Withdrawal & {
  userId: number;
  username: string;
  reportedAt: number | null;
  proofs: ProofInfo[];
};

/**
 * Withdrawals the member reported as not received that the operator has not resolved yet, oldest first,
 * with their proof images (server file names, sizes, upload times).
 */
export async function disputedWithdrawals(env: MoneyEnv): Promise<DisputedWithdrawal[]> {
  const rows = await withdrawalsQuery(env.db)
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.username', 'w.confirmed_at'])
    .where('w.merchant_code', '=', env.merchant)
    .where('w.confirm_status', '=', 'NOT_RECEIVED')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('withdrawal_disputes as r')
            .select('r.withdrawal_id')
            .whereRef('r.withdrawal_id', '=', 'w.id'),
        ),
      ),
    )
    .orderBy('w.id')
    .execute();
  if (rows.length === 0) return [];
  const proofs = await env.db
    .selectFrom('withdrawal_proofs')
    .select(['withdrawal_id', 'file_name', 'content_type', 'size', 'created_at'])
    .where(
      'withdrawal_id',
      'in',
      rows.map((row) => String(row.id)),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...toWithdrawal(row, env.autoConfirmMinutes),
    userId: row.user_id,
    username: row.username,
    reportedAt: row.confirmed_at?.getTime() ?? null,
    proofs: proofs
      .filter((proof) => String(proof.withdrawal_id) === String(row.id))
      .map((proof) => ({
        fileName: proof.file_name,
        contentType: proof.content_type,
        size: proof.size,
        uploadedAt: proof.created_at.getTime(),
      })),
  }));
}

/** Server file names of proofs: random URL-safe base64 and the extension (see platform/uploads.ts). */
const PROOF_FILE = /^[A-Za-z0-9_-]{16,64}\.(png|jpg)$/;

/**
 * One proof image of a withdrawal of the brand, read from `uploadDir`. The name must be one recorded for
 * that withdrawal, so no other file can be reached.
 */
export async function proofImage(
  env: MoneyEnv,
  uploadDir: string,
  reference: string,
  fileName: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  if (!PROOF_FILE.test(fileName)) throw notFound('Proof image');
  const row = await env.db
    .selectFrom('withdrawal_proofs as p')
    .innerJoin('withdrawals as w', 'w.id', 'p.withdrawal_id')
    .select(['p.file_name', 'p.content_type'])
    .where('w.merchant_code', '=', env.merchant)
    .where('w.reference', '=', reference)
    .where('p.file_name', '=', fileName)
    .executeTakeFirst();
  if (!row) throw notFound('Proof image');
  try {
    return { contentType: row.content_type, bytes: await readFile(join(uploadDir, row.file_name)) };
  } catch {
    throw new AppError(404, ErrorCode.notFound, 'The proof image file is missing from the upload folder');
  }
}

export type DisputeResolution = 'CONFIRMED_PAID' | 'REFUNDED';

export type ResolvedDispute = Withdrawal & {
  resolution: DisputeResolution;
  refundReference: string | null;
};

/**
 * The operator's answer to a not-received report. CONFIRMED_PAID: the payout stands and the withdrawal
 * counts as received. REFUNDED: the payout failed; the amount is credited back to the main wallet from the
 * cashier by a new ledger posting (WITHDRAWAL_REFUND). Idempotent on the withdrawal: the same resolution
 * again replies the same without moving money; another resolution after one is applied is 409.
 */
export async function resolveDispute(
  env: MoneyEnv,
  reference: string,
  resolution: DisputeResolution,
): Promise<ResolvedDispute> {
  return env.db.transaction().execute(async (trx) => {
    const withdrawal = await trx
      .selectFrom('withdrawals')
      .select(['id', 'user_id', 'status', 'confirm_status', sql<string>`amount::text`.as('amount')])
      .where('merchant_code', '=', env.merchant)
      .where('reference', '=', reference)
      .forUpdate()
      .executeTakeFirst();
    if (!withdrawal) throw notFound('Withdrawal');
    const previous = await trx
      .selectFrom('withdrawal_disputes as r')
      .leftJoin('ledger_transactions as t', 't.id', 'r.transaction_id')
      .select(['r.resolution', 't.reference'])
      .where('r.withdrawal_id', '=', String(withdrawal.id))
      .executeTakeFirst();
    const reply = async (refundReference: string | null): Promise<ResolvedDispute> => ({
      ...toWithdrawal(
        await withdrawalsQuery(trx).where('w.id', '=', withdrawal.id).executeTakeFirstOrThrow(),
        env.autoConfirmMinutes,
      ),
      resolution,
      refundReference,
    });
    if (previous) {
      if (previous.resolution !== resolution) throw alreadyDecided();
      return reply(previous.reference);
    }
    if (withdrawal.status !== 'PAID' || withdrawal.confirm_status !== 'NOT_RECEIVED') {
      throw new AppError(
        409,
        ErrorCode.confirmationNotAllowed,
        'This withdrawal has no open not-received report to resolve',
      );
    }
    const now = env.now();
    let transactionId: string | null = null;
    let refundReference: string | null = null;
    if (resolution === 'REFUNDED') {
      const main = (await memberAccounts(trx, env.merchant, withdrawal.user_id, env.currency, now)).find(
        (account) => account.kind === 'MAIN',
      );
      if (!main) throw new Error('main wallet missing');
      const amount = BigInt(withdrawal.amount);
      const posted = await post(trx, {
        merchant: env.merchant,
        kind: 'WITHDRAWAL_REFUND',
        userId: withdrawal.user_id,
        remark: `Withdrawal ${reference} refunded: reported not received`,
        now,
        reference: newReference('WR', now),
        legs: [
          { accountId: await houseAccountId(trx, env.merchant, HouseAccount.CASHIER), amount: -amount },
          { accountId: main.id, amount },
        ],
      });
      transactionId = posted.transactionId;
      refundReference = posted.reference;
    } else {
      await trx
        .updateTable('withdrawals')
        .set({ confirm_status: 'RECEIVED', received_amount: sql`amount`, confirmed_at: now })
        .where('id', '=', withdrawal.id)
        .execute();
    }
    await trx
      .insertInto('withdrawal_disputes')
      .values({
        withdrawal_id: String(withdrawal.id),
        resolution,
        transaction_id: transactionId,
        resolved_at: now,
      })
      .execute();
    return reply(refundReference);
  });
}

/** A member's ledger accounts by username (the operator's view; no accounts -> empty list). */
export async function memberWallets(
  env: MoneyEnv,
  username: string,
): Promise<Array<{ kind: string; code: string; balance: string }>> {
  const rows = await sql<{ kind: string; code: string; balance: string }>`SELECT a.kind, a.code,
      a.balance::text AS balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id
    WHERE u.merchant_code = ${env.merchant} AND u.username_key = ${username.toLowerCase()}
    ORDER BY a.id`.execute(env.db);
  return rows.rows;
}
