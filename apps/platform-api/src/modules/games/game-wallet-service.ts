import { ErrorCode } from '@playfront/api-contract';
import type { GameCategory, GameEngine, TransactionType } from '@playfront/api-contract';
import { sql } from 'kysely';
import { inTransaction } from '../../core/db';
import type { Db } from '../../core/db';
import { randomToken, sha256 } from '../../core/crypto';
import { AppError, validationError } from '../../core/errors';
import { HouseAccount, PLAY_CURRENCY, houseAccountId, memberAccounts, newReference, post } from '../wallet';
import type { Trx } from '../wallet';
import type { BetInput, GameCtx, GameSession, GameWallet, RoundMoney } from './game-wallet';
import { checkBetRules } from './play-rules';
import { playerNames, vendorGame, vendorGames } from './vendor-games';

/** How long a game session token is valid after the launch token was exchanged. */
export const GAME_SESSION_MINUTES = 120;
/** Play money a trial account holds after each launch (topped up to this when below): 2,000.00. */
export const PLAY_MONEY_FLOAT = 200_000n;

const sessionRefused = () =>
  new AppError(401, ErrorCode.unauthorized, 'The game session has expired, please launch the game again');
const launchRefused = () =>
  new AppError(401, ErrorCode.unauthorized, 'The launch link has expired or was already used');
const unknownRound = () => new AppError(404, ErrorCode.notFound, 'Unknown round');
const roundClosed = (status: string) =>
  new AppError(409, ErrorCode.alreadyDecided, `The round is already ${status.toLowerCase()}`);
const roundConflict = () =>
  new AppError(422, ErrorCode.idempotencyKeyReused, 'This round id was already used for a different bet');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
/** How often a game call refreshes its sign-in session's last activity. */
const SIGN_IN_TOUCH_MS = 60_000;
const ROUND_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

interface SessionRow {
  id: string;
  user_id: number;
  game_id: number;
  code: string;
  name: string;
  vendor_code: string;
  category: string;
  engine: string;
  mode: string;
  language: string;
  game_code_param: string | null;
  play_type: string | null;
  expires_at: Date;
  auth_session_id: number | null;
  auth_last_seen_at: Date;
  merchant_code: string;
}

const toSession = (row: SessionRow): GameSession => ({
  id: row.id,
  userId: row.user_id,
  gameId: row.game_id,
  gameCode: row.code,
  gameName: row.name,
  vendorCode: row.vendor_code,
  gameCategory: row.category as GameCategory,
  engine: row.engine as GameEngine,
  mode: row.mode === 'TRIAL' ? 'TRIAL' : 'REAL',
  language: row.language,
  gameCodeParam: row.game_code_param,
  playType: row.play_type,
  expiresAt: row.expires_at,
  merchantCode: row.merchant_code,
});

/**
 * Live game sessions: not past their own lifetime, the account enabled, and the sign-in session that launched
 * them still live (not logged out or revoked by a password change or reset, not idle too long, not past its
 * absolute lifetime). A session's end therefore ends its games at once.
 */
const sessionQuery = (ctx: GameCtx, now: Date) =>
  ctx.db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('sessions as a', 'a.id', 's.auth_session_id')
    .select([
      sql<string>`s.id::text`.as('id'),
      's.user_id',
      's.game_id',
      'g.code',
      'g.name',
      'g.vendor_code',
      'g.category',
      'g.engine',
      's.mode',
      's.language',
      's.game_code_param',
      's.play_type',
      's.expires_at',
      's.auth_session_id',
      'a.last_seen_at as auth_last_seen_at',
      'u.merchant_code',
    ])
    .where('s.expires_at', '>', now)
    .where('u.disabled', '=', false)
    .where('a.revoked_at', 'is', null)
    .where('a.expires_at', '>', now)
    .where('a.last_seen_at', '>', new Date(now.getTime() - ctx.config.sessionIdleMinutes * 60_000));

/** The member's play-money account (created on first use). */
export async function playAccount(
  db: Db | Trx,
  merchant: string,
  userId: number,
  now: Date,
): Promise<{ id: string; balance: bigint }> {
  const find = () =>
    db
      .selectFrom('ledger_accounts')
      .select([sql<string>`id::text`.as('id'), sql<string>`balance::text`.as('balance')])
      .where('user_id', '=', userId)
      .where('kind', '=', 'PLAY')
      .where('code', '=', 'PLAY')
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    await db
      .insertInto('ledger_accounts')
      .values({
        merchant_code: merchant,
        user_id: userId,
        kind: 'PLAY',
        code: 'PLAY',
        currency: PLAY_CURRENCY,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'code']).where('user_id', 'is not', null).doNothing(),
      )
      .execute();
    row = await find();
  }
  if (!row) throw new Error('play-money account missing');
  return { id: row.id, balance: BigInt(row.balance) };
}

/** Tops the trial member's play money up to PLAY_MONEY_FLOAT (from the PLAY_MONEY house account). */
export async function topUpPlayMoney(trx: Trx, merchant: string, userId: number, now: Date): Promise<bigint> {
  const account = await playAccount(trx, merchant, userId, now);
  const locked = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_accounts
    WHERE id = ${account.id}::bigint FOR UPDATE`.execute(trx);
  const balance = BigInt(locked.rows[0]?.balance ?? '0');
  if (balance >= PLAY_MONEY_FLOAT) return balance;
  const posted = await post(trx, {
    merchant,
    kind: 'BONUS',
    userId,
    remark: 'Play money for demo games',
    now,
    reference: newReference('PM', now),
    legs: [
      {
        accountId: await houseAccountId(trx, merchant, HouseAccount.PLAY_MONEY),
        amount: balance - PLAY_MONEY_FLOAT,
      },
      { accountId: account.id, amount: PLAY_MONEY_FLOAT - balance },
    ],
  });
  return posted.balances.get(account.id) ?? PLAY_MONEY_FLOAT;
}

/**
 * The wallet a session's rounds play from and the house account on the other side: TRIAL -> play money
 * against PLAY_MONEY; REAL -> the main wallet (SEAMLESS vendor) or the vendor's wallet (TRANSFER vendor)
 * against the vendor's house account.
 */
async function roundAccounts(
  ctx: GameCtx,
  db: Db | Trx,
  session: GameSession,
): Promise<{ walletId: string; houseId: string; balance: bigint }> {
  const merchant = ctx.config.merchantCode;
  const now = ctx.now();
  if (session.mode === 'TRIAL') {
    const account = await playAccount(db, merchant, session.userId, now);
    return {
      walletId: account.id,
      houseId: await houseAccountId(db, merchant, HouseAccount.PLAY_MONEY),
      balance: account.balance,
    };
  }
  const vendor = await db
    .selectFrom('vendors')
    .select('wallet_mode')
    .where('merchant_code', '=', merchant)
    .where('code', '=', session.vendorCode)
    .executeTakeFirst();
  const list = await memberAccounts(db, merchant, session.userId, ctx.config.currency, now);
  const wallet =
    vendor?.wallet_mode === 'TRANSFER'
      ? list.find((account) => account.kind === 'VENDOR' && account.code === session.vendorCode)
      : list.find((account) => account.kind === 'MAIN');
  if (!wallet) throw new Error(`wallet of ${session.vendorCode} missing`);
  return {
    walletId: wallet.id,
    houseId: await houseAccountId(db, merchant, HouseAccount.vendor(session.vendorCode)),
    balance: wallet.balance,
  };
}

interface RoundRow {
  round_id: string;
  user_id: number;
  game_id: number;
  session_id: string | null;
  wallet_account_id: string;
  house_account_id: string;
  stake: string;
  payout: string | null;
  status: string;
  detail: string;
}

const roundColumns = [
  'round_id',
  'user_id',
  'game_id',
  sql<string | null>`session_id::text`.as('session_id'),
  sql<string>`wallet_account_id::text`.as('wallet_account_id'),
  sql<string>`house_account_id::text`.as('house_account_id'),
  sql<string>`stake::text`.as('stake'),
  sql<string | null>`payout::text`.as('payout'),
  'status',
  'detail',
] as const;

const accountBalance = async (db: Db | Trx, accountId: string): Promise<bigint> => {
  const row = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_accounts
    WHERE id = ${accountId}::bigint`.execute(db);
  return BigInt(row.rows[0]?.balance ?? '0');
};

const money = (row: RoundRow, balance: bigint, replayed: boolean): RoundMoney => ({
  roundId: row.round_id,
  stake: BigInt(row.stake),
  payout: row.payout === null ? null : BigInt(row.payout),
  status: row.status as RoundMoney['status'],
  balance,
  replayed,
});

const json = (value: unknown) => JSON.stringify(value ?? null);

function checkBet(bet: BetInput): void {
  const fields = [];
  if (typeof bet.roundId !== 'string' || !ROUND_ID_PATTERN.test(bet.roundId)) {
    fields.push({ field: 'roundId', key: 'pattern', message: 'A round id is 1-128 of [A-Za-z0-9_.:-]' });
  }
  if (typeof bet.stake !== 'bigint' || bet.stake <= 0n) {
    fields.push({ field: 'stake', key: 'minimum', message: 'The stake is a positive amount of minor units' });
  }
  if (typeof bet.detail !== 'string' || bet.detail.length > 200) {
    fields.push({ field: 'detail', key: 'maxLength', message: 'The detail is at most 200 characters' });
  }
  if (fields.length > 0) throw validationError(fields);
}

const remark = (text: string) => (text.length > 240 ? `${text.slice(0, 239)}…` : text);

/** Records the round and debits the stake, or replays a round already placed. */
async function placeBetIn(
  ctx: GameCtx,
  trx: Trx,
  session: GameSession,
  bet: BetInput,
): Promise<{ row: RoundRow; balance: bigint; replayed: boolean }> {
  checkBet(bet);
  const now = ctx.now();
  const merchant = ctx.config.merchantCode;
  const accounts = await roundAccounts(ctx, trx, session);
  // Lock both accounts (id order, as every posting does) before the round row: its foreign keys take
  // KEY SHARE locks on them, which would otherwise deadlock with a concurrent posting's FOR UPDATE.
  await sql`SELECT id FROM ledger_accounts WHERE id IN (${accounts.walletId}::bigint, ${accounts.houseId}::bigint)
    ORDER BY id FOR UPDATE`.execute(trx);
  const inserted = await trx
    .insertInto('game_rounds')
    .values({
      round_id: bet.roundId,
      merchant_code: merchant,
      user_id: session.userId,
      game_id: session.gameId,
      vendor_code: session.vendorCode,
      category: session.gameCategory,
      mode: session.mode,
      session_id: session.id,
      wallet_account_id: accounts.walletId,
      house_account_id: accounts.houseId,
      stake: String(bet.stake),
      payout: null,
      status: 'OPEN',
      detail: bet.detail,
      data: json(bet.data),
      result: null,
      bet_transaction_id: null,
      settle_transaction_id: null,
      created_at: now,
      settled_at: null,
    })
    .onConflict((oc) => oc.column('round_id').doNothing())
    .returning(roundColumns)
    .executeTakeFirst();
  if (!inserted) {
    const stored = await trx
      .selectFrom('game_rounds')
      .select(roundColumns)
      .where('round_id', '=', bet.roundId)
      .executeTakeFirstOrThrow();
    if (
      stored.user_id !== session.userId ||
      stored.game_id !== session.gameId ||
      stored.stake !== String(bet.stake) ||
      stored.detail !== bet.detail
    ) {
      throw roundConflict();
    }
    return { row: stored, balance: await accountBalance(trx, stored.wallet_account_id), replayed: true };
  }
  if (session.mode === 'REAL') {
    await checkBetRules(trx, {
      merchant,
      userId: session.userId,
      stake: bet.stake,
      gameSessionId: session.id,
      now,
    });
  }
  const kind: TransactionType = 'GAME_BET';
  const posted = await post(trx, {
    merchant,
    kind,
    userId: session.userId,
    remark: remark(`${session.gameName} · ${bet.detail} · round ${bet.roundId}`),
    now,
    reference: newReference('GB', now),
    legs: [
      { accountId: accounts.walletId, amount: -bet.stake },
      { accountId: accounts.houseId, amount: bet.stake },
    ],
  });
  await trx
    .updateTable('game_rounds')
    .set({ bet_transaction_id: posted.transactionId })
    .where('round_id', '=', bet.roundId)
    .execute();
  return { row: inserted, balance: posted.balances.get(accounts.walletId) ?? 0n, replayed: false };
}

const lockRound = (trx: Trx, roundId: string) =>
  trx
    .selectFrom('game_rounds')
    .select(roundColumns)
    .where('round_id', '=', roundId)
    .forUpdate()
    .executeTakeFirst();

const gameName = async (trx: Trx, gameId: number): Promise<string> =>
  (await trx.selectFrom('games').select('name').where('id', '=', gameId).executeTakeFirst())?.name ?? 'Game';

/** Credits the payout of an OPEN round once and marks it SETTLED; replays return the stored result. */
async function settleIn(
  ctx: GameCtx,
  trx: Trx,
  roundId: string,
  payout: bigint,
  result: unknown,
  name?: string,
): Promise<RoundMoney> {
  if (typeof payout !== 'bigint' || payout < 0n) {
    throw validationError([
      { field: 'payout', key: 'minimum', message: 'The payout is 0 or more minor units' },
    ]);
  }
  if (typeof roundId !== 'string' || !ROUND_ID_PATTERN.test(roundId)) throw unknownRound();
  const row = await lockRound(trx, roundId);
  if (!row) throw unknownRound();
  if (row.status === 'SETTLED') return money(row, await accountBalance(trx, row.wallet_account_id), true);
  if (row.status !== 'OPEN') throw roundClosed(row.status);
  const now = ctx.now();
  let transactionId: string | null = null;
  let balance: bigint;
  if (payout > 0n) {
    const posted = await post(trx, {
      merchant: ctx.config.merchantCode,
      kind: 'GAME_PAYOUT',
      userId: row.user_id,
      remark: remark(`${name ?? (await gameName(trx, row.game_id))} · win · round ${roundId}`),
      now,
      reference: newReference('GP', now),
      legs: [
        { accountId: row.house_account_id, amount: -payout },
        { accountId: row.wallet_account_id, amount: payout },
      ],
    });
    transactionId = posted.transactionId;
    balance = posted.balances.get(row.wallet_account_id) ?? 0n;
  } else {
    balance = await accountBalance(trx, row.wallet_account_id);
  }
  await trx
    .updateTable('game_rounds')
    .set({
      status: 'SETTLED',
      payout: String(payout),
      result: json(result),
      settle_transaction_id: transactionId,
      settled_at: now,
    })
    .where('round_id', '=', roundId)
    .execute();
  return money({ ...row, status: 'SETTLED', payout: String(payout) }, balance, false);
}

async function sessionBy(ctx: GameCtx, token: string, refuse: () => AppError): Promise<GameSession> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) throw refuse();
  const now = ctx.now();
  const row = await sessionQuery(ctx, now).where('s.token_hash', '=', sha256(token)).executeTakeFirst();
  if (!row) throw refuse();
  // Playing is activity: the sign-in session stays alive while its games are played (written at most once
  // a minute, like a portal call).
  if (row.auth_session_id !== null && now.getTime() - row.auth_last_seen_at.getTime() > SIGN_IN_TOUCH_MS) {
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.auth_session_id)
      .execute();
  }
  return toSession(row);
}

/** The game wallet (see game-wallet.ts for the contract). */
export const gameWallet: GameWallet = {
  async openGameSession(ctx, launchToken) {
    if (typeof launchToken !== 'string' || !TOKEN_PATTERN.test(launchToken)) throw launchRefused();
    const now = ctx.now();
    const token = randomToken(32);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('launch_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', sha256(launchToken))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'game_id', 'room_id', 'mode', 'language', 'params', 'auth_session_id'])
        .executeTakeFirst();
      if (!used) throw launchRefused();
      const params = (typeof used.params === 'string' ? JSON.parse(used.params) : used.params) as {
        gameCode?: string | null;
        playType?: string | null;
      };
      const session = await trx
        .insertInto('game_sessions')
        .values({
          token_hash: sha256(token),
          user_id: used.user_id,
          game_id: used.game_id,
          room_id: used.room_id,
          mode: used.mode,
          language: used.language,
          game_code_param: params.gameCode ?? null,
          play_type: params.playType ?? null,
          auth_session_id: used.auth_session_id,
          created_at: now,
          expires_at: new Date(now.getTime() + GAME_SESSION_MINUTES * 60_000),
        })
        .returning(sql<string>`id::text`.as('id'))
        .executeTakeFirstOrThrow();
      return session.id;
    });
    const row = await sessionQuery(ctx, now).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw launchRefused();
    return { token, session: toSession(row) };
  },

  gameSession: (ctx, token) => sessionBy(ctx, token, sessionRefused),

  async placeBet(ctx, session, bet) {
    const { row, balance, replayed } = await ctx.db
      .transaction()
      .execute((trx) => placeBetIn(ctx, trx, session, bet));
    return money(row, balance, replayed);
  },

  settleRound: (ctx, settle) =>
    ctx.db.transaction().execute((trx) => settleIn(ctx, trx, settle.roundId, settle.payout, settle.result)),

  playInstantRound: (ctx, session, bet, settle) =>
    inTransaction(ctx.db, async (trx) => {
      const placed = await placeBetIn(ctx, trx, session, bet);
      const settled = await settleIn(ctx, trx, bet.roundId, settle.payout, settle.result, session.gameName);
      return { ...settled, replayed: placed.replayed && settled.replayed };
    }),

  voidRound: (ctx, roundId) =>
    ctx.db.transaction().execute(async (trx) => {
      if (typeof roundId !== 'string' || !ROUND_ID_PATTERN.test(roundId)) throw unknownRound();
      const row = await lockRound(trx, roundId);
      if (!row) throw unknownRound();
      if (row.status === 'VOID') return money(row, await accountBalance(trx, row.wallet_account_id), true);
      if (row.status !== 'OPEN') throw roundClosed(row.status);
      const now = ctx.now();
      const stake = BigInt(row.stake);
      const posted = await post(trx, {
        merchant: ctx.config.merchantCode,
        kind: 'GAME_REFUND',
        userId: row.user_id,
        remark: remark(`${await gameName(trx, row.game_id)} · refund · round ${roundId}`),
        now,
        reference: newReference('GR', now),
        legs: [
          { accountId: row.house_account_id, amount: -stake },
          { accountId: row.wallet_account_id, amount: stake },
        ],
      });
      await trx
        .updateTable('game_rounds')
        .set({ status: 'VOID', settle_transaction_id: posted.transactionId, settled_at: now })
        .where('round_id', '=', roundId)
        .execute();
      return money({ ...row, status: 'VOID' }, posted.balances.get(row.wallet_account_id) ?? 0n, false);
    }),

  async gameWalletBalance(ctx, session) {
    return (await roundAccounts(ctx, ctx.db, session)).balance;
  },
  vendorGames,
  vendorGame,
  playerNames,
};
