import { AccountType, ErrorCode, REFERRAL_QUERY_PARAM, WhitelabelFlag } from '@playfront/api-contract';
import type {
  AdminReferralPage,
  AdminReferralQuery,
  ReferralFriend,
  ReferralFriendPage,
  ReferralOverview,
  ReferralRule,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import type { Config } from '../../core/config';
import type { AppContext } from '../../core/context';
import { inTransaction } from '../../core/db';
import type { Db, UserIdSet } from '../../core/db';
import { AppError, featureDisabled } from '../../core/errors';
import type { SeedContext } from '../../core/module';
import { settledRoundTotals } from '../games';
import { maskUsername } from '../identity';
import { paymentTotals } from '../payments';
import { getSettings, isFlagOn } from '../system';
import { ensureHouseAccounts, houseAccountId, memberAccounts, newReference, post } from '../wallet';

/** The house account referral rewards are paid from. */
export const REFERRAL_HOUSE_ACCOUNT = 'REFERRAL';

/** The flag that shows invite friends (the side menu's share/referral entry): the agent policy (spec §6). */
export const REFERRAL_FLAG = WhitelabelFlag.AGENTPOLICY3;

/** Every brand starts with this rule: deposits of 100.00 and valid bets of 200.00 pay the referrer 20.00. */
export const DEFAULT_REFERRAL_RULE: ReferralRule = {
  minDeposit: '10000',
  minTurnover: '20000',
  reward: '2000',
};

/** Friends whose progress one step of the job measures. */
const BATCH = 500;

/** What a friend has reached so far. */
export interface FriendProgress {
  deposits: bigint;
  turnover: bigint;
}

/** Whether invite friends is on for the brand. */
export async function referralEnabled(ctx: Pick<AppContext, 'db' | 'config'>): Promise<boolean> {
  return isFlagOn(await getSettings(ctx), REFERRAL_FLAG);
}

/** The brand's rule (the default until the operator sets one). */
export async function referralRule(db: Db, merchant: string): Promise<ReferralRule> {
  const row = await db
    .selectFrom('referral_rules')
    .select(['min_deposit', 'min_turnover', 'reward'])
    .where('merchant_code', '=', merchant)
    .executeTakeFirst();
  if (!row) return DEFAULT_REFERRAL_RULE;
  return {
    minDeposit: String(row.min_deposit),
    minTurnover: String(row.min_turnover),
    reward: String(row.reward),
  };
}

/** Whether a friend's progress reaches the rule. */
export const qualifies = (rule: ReferralRule, progress: FriendProgress): boolean =>
  progress.deposits >= BigInt(rule.minDeposit) && progress.turnover >= BigInt(rule.minTurnover);

/**
 * Approved deposits and valid bets (settled real-money stakes) of `friends` up to `now`, per friend; a friend
 * with neither is missing from the map.
 */
export async function friendProgress(
  db: Db,
  friends: UserIdSet,
  now: Date,
): Promise<Map<number, FriendProgress>> {
  const period = { start: new Date(0), end: new Date(now.getTime() + 1) };
  const [payments, rounds] = await Promise.all([
    paymentTotals(db, friends, period, 'user'),
    settledRoundTotals(db, friends, period, 'user'),
  ]);
  const progress = new Map<number, FriendProgress>();
  const of = (key: string) => {
    const id = Number(key);
    let found = progress.get(id);
    if (!found) {
      found = { deposits: 0n, turnover: 0n };
      progress.set(id, found);
    }
    return found;
  };
  for (const row of payments) of(row.key).deposits = row.deposits;
  for (const row of rounds) of(row.key).turnover = row.validBet;
  return progress;
}

/** Real accounts (never trial ones) who registered with `referrerId`'s code. */
const friendsOf = (db: Db, referrerId: number) =>
  db.selectFrom('users').where('referred_by', '=', referrerId).where('account_type', '<>', AccountType.TRIAL);

/** Pays one qualified friend's reward, inside `trx`; false when it was paid before (by this or another runner). */
async function payReward(
  trx: Db,
  config: Config,
  input: {
    referrerId: number;
    friendId: number;
    friendName: string;
    rule: ReferralRule;
    progress: FriendProgress;
    now: Date;
  },
): Promise<boolean> {
  const merchant = config.merchantCode;
  const reference = newReference('RF', input.now);
  const inserted = await trx
    .insertInto('referral_rewards')
    .values({
      merchant_code: merchant,
      referrer_id: input.referrerId,
      friend_id: input.friendId,
      amount: input.rule.reward,
      deposits: input.progress.deposits.toString(),
      turnover: input.progress.turnover.toString(),
      reference,
      paid_at: input.now,
    })
    .onConflict((oc) => oc.column('friend_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const main = (await memberAccounts(trx, merchant, input.referrerId, config.currency, input.now)).find(
    (account) => account.kind === 'MAIN',
  )!;
  const house = await houseAccountId(trx, merchant, REFERRAL_HOUSE_ACCOUNT);
  const amount = BigInt(input.rule.reward);
  await post(trx, {
    merchant,
    kind: 'REFERRAL_REWARD',
    userId: input.referrerId,
    // The account record names the friend as the friends list does (masked), never by an internal id.
    remark: `Referral reward for ${maskUsername(input.friendName)}`,
    reference,
    now: input.now,
    legs: [
      { accountId: house, amount: -amount },
      { accountId: main.id, amount },
    ],
  });
  return true;
}

/**
 * The referral job: every friend (a real account registered with a real account's code) not rewarded yet
 * whose approved deposits and valid bets reach the brand's rule pays the referrer the rule's reward, once:
 * the reward row is unique per friend and is written with its ledger posting in one transaction, so two
 * runners (replicas) racing for one friend pay it once. Nothing is paid while invite friends is off.
 * Returns how many rewards it paid.
 */
export async function payReferralRewards(db: Db, config: Config, now: Date): Promise<number> {
  if (!(await referralEnabled({ db, config }))) return 0;
  const merchant = config.merchantCode;
  const rule = await referralRule(db, merchant);
  let after = 0;
  let paid = 0;
  for (;;) {
    const candidates = await db
      .selectFrom('users as u')
      .innerJoin('users as r', 'r.id', 'u.referred_by')
      .select(['u.id as friendId', 'u.username as friendName', 'r.id as referrerId'])
      .where('u.merchant_code', '=', merchant)
      .where('u.account_type', '<>', AccountType.TRIAL)
      .where('r.account_type', '<>', AccountType.TRIAL)
      .where('u.id', '>', after)
      .where('u.created_at', '<=', now)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('referral_rewards as x').select('x.id').whereRef('x.friend_id', '=', 'u.id'))),
      )
      .orderBy('u.id')
      .limit(BATCH)
      .execute();
    if (candidates.length === 0) return paid;
    after = candidates[candidates.length - 1]!.friendId;
    const ids = candidates.map((c) => c.friendId);
    const progress = await friendProgress(
      db,
      db.selectFrom('users').select('id').where('id', 'in', ids),
      now,
    );
    for (const candidate of candidates) {
      const reached = progress.get(candidate.friendId);
      if (!reached || !qualifies(rule, reached)) continue;
      const done = await inTransaction(db, (trx) =>
        payReward(trx, config, { ...candidate, rule, progress: reached, now }),
      );
      if (done) paid += 1;
    }
  }
}

/** Refused while invite friends is off (the side menu hides it then). */
async function requireReferral(ctx: AppContext): Promise<void> {
  if (!(await referralEnabled(ctx))) throw featureDisabled();
}

async function totalsOf(db: Db, referrerId: number, rule: ReferralRule, now: Date) {
  const [counts, unpaid] = await Promise.all([
    friendsOf(db, referrerId)
      .leftJoin('referral_rewards as x', 'x.friend_id', 'users.id')
      .select([
        sql<number>`count(*)::integer`.as('friends'),
        sql<number>`count(x.id)::integer`.as('rewardedFriends'),
        sql<string>`COALESCE(sum(x.amount), 0)::text`.as('rewarded'),
      ])
      .executeTakeFirstOrThrow(),
    friendProgress(
      db,
      friendsOf(db, referrerId)
        .select('users.id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('referral_rewards as x').select('x.id').whereRef('x.friend_id', '=', 'users.id'),
            ),
          ),
        ),
      now,
    ),
  ]);
  const waiting = [...unpaid.values()].filter((progress) => qualifies(rule, progress)).length;
  return { friends: counts.friends, qualified: counts.rewardedFriends + waiting, rewarded: counts.rewarded };
}

/** The member's code, invite link, the rule and the totals. */
export async function referralOverview(ctx: AppContext, userId: number): Promise<ReferralOverview> {
  await requireReferral(ctx);
  const merchant = ctx.config.merchantCode;
  const [user, rule] = await Promise.all([
    ctx.db.selectFrom('users').select('referral_code').where('id', '=', userId).executeTakeFirstOrThrow(),
    referralRule(ctx.db, merchant),
  ]);
  return {
    referralCode: user.referral_code,
    link: `${ctx.config.publicUrl}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(user.referral_code)}`,
    rule,
    totals: await totalsOf(ctx.db, userId, rule, ctx.now()),
  };
}

/** One page of `referrerId`'s friends, newest first, with progress; names masked unless `masked` is false. */
async function friendsPage(
  db: Db,
  referrerId: number,
  rule: ReferralRule,
  query: { page?: number; size?: number },
  now: Date,
  masked: boolean,
): Promise<{ list: ReferralFriend[]; total: number; page: number; size: number }> {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  const [rows, count] = await Promise.all([
    friendsOf(db, referrerId)
      .leftJoin('referral_rewards as x', 'x.friend_id', 'users.id')
      .select(['users.id', 'users.username', 'users.created_at', 'x.amount', 'x.paid_at'])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    friendsOf(db, referrerId)
      .select(sql<number>`count(*)::integer`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const progress =
    rows.length === 0
      ? new Map<number, FriendProgress>()
      : await friendProgress(
          db,
          db
            .selectFrom('users')
            .select('id')
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            ),
          now,
        );
  return {
    list: rows.map((row) => {
      const reached = progress.get(row.id) ?? { deposits: 0n, turnover: 0n };
      const rewarded = row.amount !== null && row.amount !== undefined;
      return {
        username: masked ? maskUsername(row.username) : row.username,
        registeredAt: row.created_at.getTime(),
        status: rewarded ? 'REWARDED' : qualifies(rule, reached) ? 'QUALIFIED' : 'REGISTERED',
        deposits: reached.deposits.toString(),
        depositsNeeded: rule.minDeposit,
        turnover: reached.turnover.toString(),
        turnoverNeeded: rule.minTurnover,
        reward: rewarded ? String(row.amount) : null,
        rewardedAt: row.paid_at ? row.paid_at.getTime() : null,
      };
    }),
    total: count.n,
    page,
    size,
  };
}

/** The member's friends, paged, newest first: masked names, status and progress towards the rule. */
export async function referralFriends(
  ctx: AppContext,
  userId: number,
  query: { page?: number; size?: number },
): Promise<ReferralFriendPage> {
  await requireReferral(ctx);
  const rule = await referralRule(ctx.db, ctx.config.merchantCode);
  return friendsPage(ctx.db, userId, rule, query, ctx.now(), true);
}

// ---------------------------------------------------------------------------------------------------------
// Operator calls

/** Sets the brand's rule; rewards already paid keep what they paid. */
export async function setReferralRule(ctx: AppContext, rule: ReferralRule): Promise<ReferralRule> {
  const values = {
    min_deposit: rule.minDeposit,
    min_turnover: rule.minTurnover,
    reward: rule.reward,
    updated_at: ctx.now(),
  };
  await ctx.db
    .insertInto('referral_rules')
    .values({ merchant_code: ctx.config.merchantCode, ...values })
    .onConflict((oc) => oc.column('merchant_code').doUpdateSet(values))
    .execute();
  return referralRule(ctx.db, ctx.config.merchantCode);
}

/** A member's referrals, by username, with their code and totals (friends' names not masked). */
export async function adminReferrals(ctx: AppContext, query: AdminReferralQuery): Promise<AdminReferralPage> {
  const merchant = ctx.config.merchantCode;
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'referral_code'])
    .where('merchant_code', '=', merchant)
    .where('username_key', '=', query.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new AppError(404, ErrorCode.notFound, 'No such member');
  const rule = await referralRule(ctx.db, merchant);
  const now = ctx.now();
  const [totals, page] = await Promise.all([
    totalsOf(ctx.db, user.id, rule, now),
    friendsPage(ctx.db, user.id, rule, { page: query.page, size: query.size ?? 20 }, now, false),
  ]);
  return { username: user.username, referralCode: user.referral_code, totals, ...page };
}

// ---------------------------------------------------------------------------------------------------------
// Reference data and reconciliation

/** The REFERRAL house account and the default rule (idempotent; an operator's rule is never overwritten). */
export async function ensureReferralReference({ db, merchant, config, now }: SeedContext): Promise<void> {
  await ensureHouseAccounts(db, merchant, [REFERRAL_HOUSE_ACCOUNT], config.currency, now);
  await db
    .insertInto('referral_rules')
    .values({
      merchant_code: merchant,
      min_deposit: DEFAULT_REFERRAL_RULE.minDeposit,
      min_turnover: DEFAULT_REFERRAL_RULE.minTurnover,
      reward: DEFAULT_REFERRAL_RULE.reward,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
}

/**
 * Referral rewards whose money does not match them (empty when all is well): every reward row has exactly one
 * REFERRAL_REWARD posting (its reference) crediting its amount to the referrer's main wallet, and no
 * REFERRAL_REWARD posting exists without a reward row.
 */
export async function referralViolations(db: Db): Promise<Array<{ id: string; problem: string }>> {
  const { rows } = await sql<{ id: string; problem: string }>`(SELECT r.id::text AS id, 'reward' AS problem
      FROM referral_rewards r
      LEFT JOIN LATERAL (SELECT count(DISTINCT t.id) AS postings, SUM(e.amount) AS credit
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'MAIN' AND a.user_id = r.referrer_id
        WHERE t.reference = r.reference AND t.kind = 'REFERRAL_REWARD') paid ON true
      WHERE paid.postings <> 1 OR paid.credit IS DISTINCT FROM r.amount
      ORDER BY r.id LIMIT 100)
    UNION ALL
    (SELECT t.reference AS id, 'posting without a reward' AS problem
      FROM ledger_transactions t
      WHERE t.kind = 'REFERRAL_REWARD'
        AND NOT EXISTS (SELECT 1 FROM referral_rewards r WHERE r.reference = t.reference)
      LIMIT 100)`.execute(db);
  return rows;
}
