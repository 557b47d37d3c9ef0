import { createHash } from 'node:crypto';
import {
  DrawErrorCode,
  ErrorCode,
  FIXTURE_MARGIN,
  SCHEDULED_MAX_STAKE,
  SCHEDULED_MIN_STAKE,
  lotteryOdds,
  lotteryPlayTypes,
} from '@playfront/api-contract';
import type {
  FieldError,
  Fixture,
  FixtureList,
  LotteryBetRequest,
  LotteryCurrent,
  LotteryGameInfo,
  LotteryIssue,
  LotteryNumbers,
  LotteryPlayType,
  LotteryPopular,
  LotteryResult,
  ScheduledBet,
  ScheduledBetReply,
  SlipRequest,
  WinnerBoard,
} from '@playfront/api-contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { AppError, validationError } from '../../core/errors';
import { newServerSeed, seedHash } from '../demo-provider';
import type { GameCtx, GameSession, GameWallet } from '../games';
import {
  digitSum,
  drawIntervalOf,
  drawNumbers,
  fixtureOdds,
  fixtureOutcome,
  fixtureKey,
  fixtureSchedules,
  esportsLeagues,
  esportsTeams,
  footballLeagues,
  footballTeams,
  formatOdds,
  issueSlot,
  lotteryOddsHundredths,
  lotteryPayout,
  maskUsername,
  normaliseSelection,
  oddsToHundredths,
  payoutFor,
} from './model';
import type { FixtureKind } from './model';
import type { DrawIssuesTable, FixturesTable, ScheduledBetsTable } from './tables';

type IssueRow = Selectable<DrawIssuesTable>;
type FixtureRow = Selectable<FixturesTable>;
type BetRow = Selectable<ScheduledBetsTable>;

/** A settling job leaves a bet to another replica only after this lease lapses. */
const CLAIM_LEASE_MS = 60_000;
const CLAIM_BATCH = 200;

const notFound = (what: string) => new AppError(404, DrawErrorCode.notFound, `${what} not found`);
const bettingClosed = (what: string) =>
  new AppError(409, DrawErrorCode.bettingClosed, `${what} no longer takes bets`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The round id of one bet: derived from the member and the Idempotency-Key, so a retry finds its round. */
export const roundIdFor = (prefix: string, userId: number, key: string, index = 0) =>
  `${prefix}${sha256(`${userId}:${key}:${index}`).slice(0, 30)}`;

// ---------------------------------------------------------------------------------------------------------
// Lottery games

interface LotteryGameRow {
  id: number;
  merchant_code: string;
  code: string;
  name: string;
  lottery_area: string | null;
  region: string | null;
  play_types: string[];
}

const lotteryGameColumns = [
  'id',
  'merchant_code',
  'code',
  'name',
  'lottery_area',
  'region',
  'play_types',
] as const;

const gameInfo = (game: LotteryGameRow): LotteryGameInfo => ({
  gameCode: game.code,
  name: game.name,
  area: game.lottery_area ?? 'LOTT',
  region: game.region,
});

/** The enabled lottery games of a merchant, in menu order. */
export async function lotteryGames(ctx: GameCtx, merchant: string): Promise<LotteryGameRow[]> {
  return ctx.db
    .selectFrom('games')
    .select(lotteryGameColumns)
    .where('merchant_code', '=', merchant)
    .where('engine', '=', 'lottery')
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

async function lotteryGameByCode(ctx: GameCtx, merchant: string, code: string): Promise<LotteryGameRow> {
  const game = await ctx.db
    .selectFrom('games')
    .select(lotteryGameColumns)
    .where('merchant_code', '=', merchant)
    .where('code', '=', code)
    .where('engine', '=', 'lottery')
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!game) throw notFound('Lottery game');
  return game;
}

/**
 * The lottery game a session plays: its own game, or another game of the same area (the VN region switch)
 * when `code` is given.
 */
export async function sessionLotteryGame(
  ctx: GameCtx,
  session: GameSession,
  code: string | undefined,
): Promise<LotteryGameRow> {
  const own = await ctx.db
    .selectFrom('games')
    .select(lotteryGameColumns)
    .where('id', '=', session.gameId)
    .where('engine', '=', 'lottery')
    .executeTakeFirst();
  if (!own) throw new AppError(403, ErrorCode.forbidden, 'This game session is not a lottery session');
  if (!code || code === own.code) return own;
  const other = await lotteryGameByCode(ctx, own.merchant_code, code);
  if (other.lottery_area !== own.lottery_area) throw notFound('Lottery game');
  return other;
}

// ---------------------------------------------------------------------------------------------------------
// Lottery schedule (jobs)

/** Creates the issue of the current slot and of the next one for every lottery game (idempotent). */
export async function ensureIssues(ctx: GameCtx, merchant: string): Promise<number> {
  const games = await lotteryGames(ctx, merchant);
  if (games.length === 0) return 0;
  const now = ctx.now();
  const planned = games.flatMap((game) =>
    [0, 1].map((offset) => ({
      game,
      slot: issueSlot(now, drawIntervalOf(game.code, ctx.config.drawIntervalSeconds), offset),
    })),
  );
  const existing = await ctx.db
    .selectFrom('draw_issues')
    .select(['game_id', 'issue_number'])
    .where(
      'game_id',
      'in',
      games.map((game) => game.id),
    )
    .where('issue_number', 'in', [...new Set(planned.map((plan) => plan.slot.issueNumber))])
    .execute();
  const have = new Set(existing.map((row) => `${row.game_id}/${row.issue_number}`));
  const rows = planned
    .filter(({ game, slot }) => !have.has(`${game.id}/${slot.issueNumber}`) && slot.closeAt > now)
    .map(({ game, slot }) => {
      const seed = newServerSeed();
      return {
        merchant_code: merchant,
        game_id: game.id,
        game_code: game.code,
        issue_number: slot.issueNumber,
        status: 'OPEN' as const,
        open_at: slot.openAt,
        close_at: slot.closeAt,
        draw_at: slot.drawAt,
        server_seed: seed,
        seed_hash: seedHash(seed),
      };
    });
  if (rows.length === 0) return 0;
  // Another replica may insert the same issue at the same moment: the unique key keeps the first.
  const inserted = await ctx.db
    .insertInto('draw_issues')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_id', 'issue_number']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Closes issues whose betting time is over and draws those whose draw time came; returns the drawn count. */
export async function closeAndDrawIssues(ctx: GameCtx): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .updateTable('draw_issues')
    .set({ status: 'CLOSED' })
    .where('status', '=', 'OPEN')
    .where('close_at', '<=', now)
    .execute();
  const due = await ctx.db
    .selectFrom('draw_issues')
    .select(['id', 'issue_number', 'server_seed'])
    .where('status', '<>', 'DRAWN')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(500)
    .execute();
  let drawn = 0;
  for (const issue of due) {
    // The numbers follow from the committed seed, so a racing replica writes the same ones.
    const result = await ctx.db
      .updateTable('draw_issues')
      .set({
        status: 'DRAWN',
        numbers: JSON.stringify(drawNumbers(issue.server_seed, issue.issue_number)),
        drawn_at: now,
      })
      .where('id', '=', issue.id)
      .where('status', '<>', 'DRAWN')
      .executeTakeFirst();
    drawn += Number(result.numUpdatedRows);
  }
  return drawn;
}

/**
 * Takes a batch of open bets whose issue or fixture is decided: rows not claimed in the last minute are
 * stamped with a lease (FOR UPDATE SKIP LOCKED, so replicas take different rows). The wallet settles each
 * round once whatever happens; the lease only keeps replicas from doing the same work.
 */
async function claimBets(ctx: GameCtx, kind: 'LOTTERY' | 'FIXTURE'): Promise<BetRow[]> {
  const now = ctx.now();
  const lapsed = new Date(now.getTime() - CLAIM_LEASE_MS);
  const decided =
    kind === 'LOTTERY'
      ? sql`b.issue_id IN (SELECT i.id FROM draw_issues i WHERE i.id = b.issue_id AND i.status = 'DRAWN')`
      : sql`b.fixture_id IN (SELECT f.id FROM fixtures f WHERE f.id = b.fixture_id
          AND f.status IN ('FINISHED', 'CANCELLED'))`;
  const result = await sql<BetRow>`UPDATE scheduled_bets SET claimed_at = ${now}
    WHERE id IN (
      SELECT b.id FROM scheduled_bets b
      WHERE b.status = 'OPEN' AND ${decided} AND (b.claimed_at IS NULL OR b.claimed_at < ${lapsed})
      ORDER BY b.id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, round_id, kind, issue_id, fixture_id, market, selection, odds, stake::text AS stake`.execute(
    ctx.db,
  );
  return result.rows;
}

async function markSettled(
  ctx: GameCtx,
  bet: BetRow,
  status: 'SETTLED' | 'VOID',
  payout: bigint,
  result: string | null,
): Promise<void> {
  await ctx.db
    .updateTable('scheduled_bets')
    .set({ status, payout: String(payout), result, settled_at: ctx.now() })
    .where('id', '=', bet.id)
    .where('status', '=', 'OPEN')
    .execute();
}

/** Settles the open bets of drawn issues; returns how many were settled. Errors go to `onError`. */
export async function settleLotteryBets(
  ctx: GameCtx,
  wallet: GameWallet,
  onError: (error: unknown) => void,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const bets = await claimBets(ctx, 'LOTTERY');
    if (bets.length === 0) return settled;
    const issueIds = [...new Set(bets.map((bet) => bet.issue_id as number))];
    const issues = new Map(
      (
        await ctx.db
          .selectFrom('draw_issues')
          .select(['id', 'issue_number', 'numbers', 'server_seed'])
          .where('id', 'in', issueIds)
          .execute()
      ).map((issue) => [issue.id, issue]),
    );
    for (const bet of bets) {
      const issue = issues.get(bet.issue_id as number);
      if (!issue?.numbers) continue;
      const numbers = issue.numbers;
      const payout = lotteryPayout(bet.market as LotteryPlayType, bet.selection, numbers, BigInt(bet.stake));
      try {
        await wallet.settleRound(ctx, {
          roundId: bet.round_id,
          payout,
          result: { issueNumber: issue.issue_number, numbers, serverSeed: issue.server_seed },
        });
        await markSettled(ctx, bet, 'SETTLED', payout, numbers.join(' '));
        settled += 1;
      } catch (error) {
        onError(error);
      }
    }
    if (bets.length < CLAIM_BATCH) return settled;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Lottery calls

const toIssue = (issue: IssueRow, now: Date): LotteryIssue => ({
  gameCode: issue.game_code,
  issueNumber: issue.issue_number,
  status: issue.status,
  openAt: issue.open_at.getTime(),
  closeAt: issue.close_at.getTime(),
  drawAt: issue.draw_at.getTime(),
  countdownMs: Math.max(0, issue.close_at.getTime() - now.getTime()),
  seedHash: issue.seed_hash,
});

const toResult = (issue: IssueRow): LotteryResult => {
  const numbers = issue.numbers ?? [];
  return {
    gameCode: issue.game_code,
    issueNumber: issue.issue_number,
    numbers,
    sum: digitSum(numbers),
    drawAt: issue.draw_at.getTime(),
    serverSeed: issue.server_seed,
    seedHash: issue.seed_hash,
  };
};

/** The issue taking bets now (the earliest open one), creating the schedule first when the job lags. */
async function currentIssue(ctx: GameCtx, game: LotteryGameRow): Promise<IssueRow> {
  const find = () =>
    ctx.db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_id', '=', game.id)
      .where('status', '=', 'OPEN')
      .where('close_at', '>', ctx.now())
      .orderBy('close_at')
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await ensureIssues(ctx, game.merchant_code);
  const created = await find();
  if (!created) throw notFound('Open issue');
  return created;
}

async function drawnIssues(ctx: GameCtx, gameId: number, count: number): Promise<IssueRow[]> {
  return ctx.db
    .selectFrom('draw_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'DRAWN')
    .orderBy('draw_at', 'desc')
    .limit(count)
    .execute();
}

export async function lotteryCurrent(ctx: GameCtx, game: LotteryGameRow): Promise<LotteryCurrent> {
  const issue = await currentIssue(ctx, game);
  const [last] = await drawnIssues(ctx, game.id, 1);
  const areaGames = (await lotteryGames(ctx, game.merchant_code)).filter(
    (other) => other.lottery_area === game.lottery_area,
  );
  const now = ctx.now();
  return {
    game: gameInfo(game),
    areaGames: areaGames.map(gameInfo),
    issue: toIssue(issue, now),
    last: last ? toResult(last) : null,
    playTypes: allowedPlayTypes(game).map((playType) => ({ playType, odds: lotteryOdds[playType] })),
    minStake: String(SCHEDULED_MIN_STAKE),
    maxStake: String(SCHEDULED_MAX_STAKE),
    serverTime: now.getTime(),
  };
}

const allowedPlayTypes = (game: LotteryGameRow): LotteryPlayType[] => {
  const listed = lotteryPlayTypes.filter((type) => game.play_types.includes(type));
  return listed.length > 0 ? listed : [...lotteryPlayTypes];
};

export async function lotteryResults(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<{ list: LotteryResult[] }> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  return { list: (await drawnIssues(ctx, game.id, Math.min(count, 50))).map(toResult) };
}

/** Issues the popular list looks back over. */
const POPULAR_ISSUES = 50;

/** The most bet 2D numbers of the last 50 issues (real-money bets), most bets first. */
export async function lotteryPopular(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<LotteryPopular> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const rows = await sql<{ selection: string; bets: number }>`
    SELECT b.selection, COUNT(*)::int AS bets FROM scheduled_bets b
    WHERE b.market = '2D' AND b.mode = 'REAL' AND b.issue_id IN (
      SELECT i.id FROM draw_issues i WHERE i.game_id = ${game.id} ORDER BY i.draw_at DESC LIMIT ${POPULAR_ISSUES})
    GROUP BY b.selection ORDER BY bets DESC, b.selection ASC LIMIT ${Math.min(count, 20)}`.execute(ctx.db);
  return {
    issues: POPULAR_ISSUES,
    list: rows.rows.map((row) => ({ number: row.selection, count: Number(row.bets) })),
  };
}

/** How often each last-two-digit number 00-99 came in the last (up to) 100 draws. */
export async function lotteryNumbers(ctx: GameCtx, merchant: string, code: string): Promise<LotteryNumbers> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const issues = await drawnIssues(ctx, game.id, 100);
  const counts = new Array<number>(100).fill(0);
  for (const issue of issues) {
    const numbers = issue.numbers ?? [];
    counts[numbers[3] * 10 + numbers[4]] += 1;
  }
  return {
    draws: issues.length,
    list: counts.map((count, number) => ({ number: String(number).padStart(2, '0'), count })),
  };
}

/** The biggest real-money lottery wins of the last 7 days in the game's area, usernames masked. */
export async function winnerBoard(
  ctx: GameCtx,
  merchant: string,
  code: string,
  count: number,
): Promise<WinnerBoard> {
  const game = await lotteryGameByCode(ctx, merchant, code);
  const since = new Date(ctx.now().getTime() - 7 * 86_400_000);
  const rows = await ctx.db
    .selectFrom('scheduled_bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('draw_issues as i', 'i.id', 'b.issue_id')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .select([
      'u.username',
      'i.game_code',
      'i.issue_number',
      'b.market',
      'b.selection',
      sql<string>`b.stake::text`.as('stake'),
      sql<string>`b.payout::text`.as('payout'),
      'b.settled_at',
    ])
    .where('b.merchant_code', '=', merchant)
    .where('b.kind', '=', 'LOTTERY')
    .where('b.mode', '=', 'REAL')
    .where('b.status', '=', 'SETTLED')
    .where('b.payout', '>', '0')
    .where('b.settled_at', '>', since)
    .where('g.lottery_area', '=', game.lottery_area)
    .orderBy(sql`b.payout`, 'desc')
    .orderBy('b.settled_at', 'desc')
    .limit(Math.min(count, 20))
    .execute();
  return {
    list: rows.map((row) => ({
      username: maskUsername(row.username),
      gameCode: row.game_code,
      issueNumber: row.issue_number,
      playType: row.market,
      selection: row.selection,
      stake: row.stake,
      payout: row.payout,
      at: row.settled_at?.getTime() ?? 0,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Placing bets (lottery and slips)

interface NewBet {
  roundId: string;
  kind: 'LOTTERY' | 'SPORTS' | 'ESPORTS';
  gameCode: string;
  issueId: number | null;
  fixtureId: number | null;
  market: string;
  selection: string;
  odds: number;
  stake: bigint;
  detail: string;
}

function checkStake(raw: string, field = 'stake'): bigint {
  const stake = BigInt(raw);
  if (stake < SCHEDULED_MIN_STAKE || stake > SCHEDULED_MAX_STAKE) {
    throw validationError([
      {
        field,
        key: 'amount_out_of_range',
        message: `The stake must be between ${SCHEDULED_MIN_STAKE} and ${SCHEDULED_MAX_STAKE} minor units`,
        params: { min: String(SCHEDULED_MIN_STAKE), max: String(SCHEDULED_MAX_STAKE) },
      },
    ]);
  }
  return stake;
}

const idempotencyConflict = () =>
  new AppError(
    422,
    ErrorCode.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request',
  );

/**
 * Places the bets of one request. Each bet is a row here (inserted first, so a crash can leave at most a
 * bet without money, never money without a bet) and an OPEN round in the game wallet with the same round
 * id. A retry with the same key replays: existing rows are not checked again and the wallet replays their
 * rounds; a different body under the same key is refused. `check` runs before anything is written, only
 * for bets not yet placed (closing time, odds).
 */
async function placeBets(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  merchant: string,
  requestHash: string,
  bets: NewBet[],
  check: (fresh: NewBet[]) => Promise<void>,
): Promise<ScheduledBetReply> {
  const existing = await ctx.db
    .selectFrom('scheduled_bets')
    .select(['round_id', 'request_hash', 'user_id'])
    .where(
      'round_id',
      'in',
      bets.map((bet) => bet.roundId),
    )
    .execute();
  if (existing.some((row) => row.request_hash !== requestHash || row.user_id !== session.userId)) {
    throw idempotencyConflict();
  }
  const placed = new Set(existing.map((row) => row.round_id));
  const fresh = bets.filter((bet) => !placed.has(bet.roundId));
  if (fresh.length > 0) {
    await check(fresh);
    if (placed.size === 0 && fresh.length > 1) {
      const total = fresh.reduce((sum, bet) => sum + bet.stake, 0n);
      if ((await wallet.gameWalletBalance(ctx, session)) < total) {
        throw new AppError(409, ErrorCode.insufficientFunds, 'The balance is not enough for this amount');
      }
    }
  }
  let balance: bigint | null = null;
  for (const bet of bets) {
    let insertedId: number | null = null;
    if (!placed.has(bet.roundId)) {
      const inserted = await ctx.db
        .insertInto('scheduled_bets')
        .values({
          round_id: bet.roundId,
          merchant_code: merchant,
          user_id: session.userId,
          game_id: session.gameId,
          game_code: bet.gameCode,
          mode: session.mode,
          kind: bet.kind,
          issue_id: bet.issueId,
          fixture_id: bet.fixtureId,
          market: bet.market,
          selection: bet.selection,
          odds: bet.odds,
          stake: String(bet.stake),
          status: 'OPEN',
          request_hash: requestHash,
          created_at: ctx.now(),
        })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        insertedId = inserted.id;
      } else {
        // A concurrent retry with the same key inserted it: it must be the same request.
        const row = await ctx.db
          .selectFrom('scheduled_bets')
          .select(['request_hash', 'user_id'])
          .where('round_id', '=', bet.roundId)
          .executeTakeFirstOrThrow();
        if (row.request_hash !== requestHash || row.user_id !== session.userId) throw idempotencyConflict();
      }
    }
    try {
      const money = await wallet.placeBet(ctx, session, {
        roundId: bet.roundId,
        stake: bet.stake,
        detail: bet.detail,
        data: { kind: bet.kind, market: bet.market, selection: bet.selection, odds: formatOdds(bet.odds) },
      });
      balance = money.balance;
    } catch (error) {
      if (insertedId !== null)
        await ctx.db.deleteFrom('scheduled_bets').where('id', '=', insertedId).execute();
      throw error;
    }
  }
  const rows = await betRows(ctx, (query) =>
    query.where(
      'b.round_id',
      'in',
      bets.map((bet) => bet.roundId),
    ),
  );
  return {
    bets: bets
      .map((bet) => rows.find((row) => row.roundId === bet.roundId))
      .filter((row) => row !== undefined),
    balance: String(balance ?? (await wallet.gameWalletBalance(ctx, session))),
  };
}

export async function placeLotteryBet(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  key: string,
  requestHash: string,
  body: LotteryBetRequest,
): Promise<ScheduledBetReply> {
  const game = await sessionLotteryGame(ctx, session, body.gameCode);
  const fields: FieldError[] = [];
  if (!allowedPlayTypes(game).includes(body.playType)) {
    fields.push({
      field: 'playType',
      key: 'invalid_play_type',
      message: 'This game does not offer this play type',
    });
  }
  const selection = normaliseSelection(body.playType, body.selection);
  if (selection === null) {
    fields.push({
      field: 'selection',
      key: 'invalid_selection',
      message: 'The selection does not fit the play type',
    });
  }
  if (fields.length > 0) throw validationError(fields);
  const stake = checkStake(body.stake);
  const issue = await ctx.db
    .selectFrom('draw_issues')
    .selectAll()
    .where('game_id', '=', game.id)
    .where('issue_number', '=', body.issueNumber)
    .executeTakeFirst();
  if (!issue) throw notFound('Issue');
  const bet: NewBet = {
    roundId: roundIdFor('LT', session.userId, key),
    kind: 'LOTTERY',
    gameCode: game.code,
    issueId: issue.id,
    fixtureId: null,
    market: body.playType,
    selection: selection as string,
    odds: lotteryOddsHundredths(body.playType),
    stake,
    detail: `${game.name} #${issue.issue_number} ${body.playType} ${selection}`,
  };
  return placeBets(ctx, wallet, session, game.merchant_code, requestHash, [bet], async () => {
    if (issue.status !== 'OPEN' || ctx.now() >= issue.close_at)
      throw bettingClosed(`Issue ${issue.issue_number}`);
  });
}

const engineKind = (session: GameSession): FixtureKind | null =>
  session.engine === 'sports' ? 'SPORTS' : session.engine === 'esports' ? 'ESPORTS' : null;

export async function placeSlip(
  ctx: GameCtx,
  wallet: GameWallet,
  session: GameSession,
  kind: FixtureKind,
  merchant: string,
  key: string,
  requestHash: string,
  body: SlipRequest,
): Promise<ScheduledBetReply> {
  if (engineKind(session) !== kind) {
    throw new AppError(403, ErrorCode.forbidden, `This game session is not a ${kind.toLowerCase()} session`);
  }
  const stake = checkStake(body.stake);
  const fields: FieldError[] = [];
  const seen = new Set<number>();
  body.selections.forEach((selection, index) => {
    if (seen.has(selection.fixtureId)) {
      fields.push({
        field: `selections/${index}/fixtureId`,
        key: 'duplicate_selection',
        message: 'A match can be on the slip once',
      });
    }
    seen.add(selection.fixtureId);
    if (kind === 'ESPORTS' && selection.pick === 'DRAW') {
      fields.push({
        field: `selections/${index}/pick`,
        key: 'invalid_pick',
        message: 'Esports markets have no draw',
      });
    }
  });
  if (fields.length > 0) throw validationError(fields);
  const fixtures = await ctx.db
    .selectFrom('fixtures')
    .selectAll()
    .where('merchant_code', '=', merchant)
    .where('kind', '=', kind)
    .where('id', 'in', [...seen])
    .execute();
  const byId = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
  const missing = body.selections.find((selection) => !byId.has(selection.fixtureId));
  if (missing) throw notFound(`Match ${missing.fixtureId}`);
  const bets: NewBet[] = body.selections.map((selection, index) => {
    const fixture = byId.get(selection.fixtureId) as FixtureRow;
    const odds = pickOdds(fixture, selection.pick);
    return {
      roundId: roundIdFor(kind === 'SPORTS' ? 'SP' : 'ES', session.userId, key, index),
      kind,
      gameCode: session.gameCode,
      issueId: null,
      fixtureId: fixture.id,
      market: `${fixture.home} v ${fixture.away}`,
      selection: selection.pick,
      odds,
      stake,
      detail: `${fixture.home} v ${fixture.away} ${selection.pick} @${formatOdds(odds)}`,
    };
  });
  return placeBets(ctx, wallet, session, merchant, requestHash, bets, async (fresh) => {
    const now = ctx.now();
    const changed: FieldError[] = [];
    for (const bet of fresh) {
      const fixture = byId.get(bet.fixtureId as number) as FixtureRow;
      if (fixture.status !== 'SCHEDULED' || now >= fixture.kickoff_at) {
        throw bettingClosed(`${fixture.home} v ${fixture.away}`);
      }
      const index = bets.indexOf(bet);
      const shown = body.selections[index];
      if (oddsToHundredths(shown.odds) !== bet.odds) {
        changed.push({
          field: `selections/${index}/odds`,
          key: 'odds_changed',
          message: `The odds changed to ${formatOdds(bet.odds)}`,
          params: { fixtureId: fixture.id, pick: shown.pick, odds: formatOdds(bet.odds) },
        });
      }
    }
    if (changed.length > 0) {
      throw new AppError(409, DrawErrorCode.oddsChanged, 'The odds changed, please check the slip', {
        fields: changed,
      });
    }
  });
}

const pickOdds = (fixture: FixtureRow, pick: string): number =>
  pick === 'HOME' ? fixture.odds_home : pick === 'AWAY' ? fixture.odds_away : (fixture.odds_draw ?? 0);

// ---------------------------------------------------------------------------------------------------------
// My bets

function baseBetQuery(ctx: GameCtx) {
  return ctx.db
    .selectFrom('scheduled_bets as b')
    .leftJoin('draw_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.round_id',
      'b.kind',
      'b.game_code',
      'i.issue_number',
      'b.fixture_id',
      'b.market',
      'b.selection',
      'b.odds',
      sql<string>`b.stake::text`.as('stake'),
      sql<string | null>`b.payout::text`.as('payout'),
      'b.status',
      'b.result',
      'b.created_at',
      'b.settled_at',
    ]);
}
type BetQuery = ReturnType<typeof baseBetQuery>;

async function betRows(ctx: GameCtx, filter: (query: BetQuery) => BetQuery): Promise<ScheduledBet[]> {
  const rows = await filter(baseBetQuery(ctx)).orderBy('b.id', 'desc').limit(50).execute();
  return rows.map((row) => ({
    roundId: row.round_id,
    kind: row.kind,
    gameCode: row.game_code,
    issueNumber: row.issue_number,
    fixtureId: row.fixture_id,
    market: row.market,
    selection: row.selection,
    odds: formatOdds(row.odds),
    stake: row.stake,
    payout: row.payout,
    status: row.status,
    result: row.result,
    createdAt: row.created_at.getTime(),
    settledAt: row.settled_at?.getTime() ?? null,
  }));
}

/** The member's latest 50 bets of one kind in the session's mode (real or play money). */
export async function myBets(
  ctx: GameCtx,
  session: GameSession,
  kind: 'LOTTERY' | 'SPORTS' | 'ESPORTS',
): Promise<{ list: ScheduledBet[] }> {
  return {
    list: await betRows(ctx, (query) =>
      query
        .where('b.user_id', '=', session.userId)
        .where('b.kind', '=', kind)
        .where('b.mode', '=', session.mode),
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Fixtures (jobs)

const randomIndex = (length: number) => Math.floor(Math.random() * length);

/** Keeps the upcoming matches of each kind listed: one per kick-off slot, teams drawn at random. */
export async function ensureFixtures(ctx: GameCtx, merchant: string): Promise<number> {
  const now = ctx.now().getTime();
  let created = 0;
  for (const kind of ['SPORTS', 'ESPORTS'] as const) {
    const schedule = fixtureSchedules[kind];
    const every = schedule.every * 1000;
    const first = Math.floor(now / every) + 1;
    const slots = Array.from({ length: schedule.upcoming }, (_, index) => first + index);
    const existing = await ctx.db
      .selectFrom('fixtures')
      .select('slot')
      .where('merchant_code', '=', merchant)
      .where('kind', '=', kind)
      .where('slot', 'in', slots)
      .execute();
    const have = new Set(existing.map((row) => Number(row.slot)));
    const teams = kind === 'SPORTS' ? footballTeams : esportsTeams;
    const leagues = kind === 'SPORTS' ? footballLeagues : esportsLeagues;
    const rows = slots
      .filter((slot) => !have.has(slot))
      .map((slot) => {
        const homeIndex = randomIndex(teams.length);
        const awayIndex = (homeIndex + 1 + randomIndex(teams.length - 1)) % teams.length;
        const home = teams[homeIndex];
        const away = teams[awayIndex];
        const odds = fixtureOdds(kind, home.strength, away.strength, FIXTURE_MARGIN);
        const seed = newServerSeed();
        return {
          merchant_code: merchant,
          kind,
          slot,
          league: leagues[randomIndex(leagues.length)],
          home: home.name,
          away: away.name,
          home_strength: home.strength,
          away_strength: away.strength,
          kickoff_at: new Date(slot * every),
          end_at: new Date(slot * every + schedule.duration * 1000),
          status: 'SCHEDULED' as const,
          odds_home: odds.home,
          odds_draw: odds.draw,
          odds_away: odds.away,
          server_seed: seed,
          seed_hash: seedHash(seed),
        };
      });
    if (rows.length === 0) continue;
    const inserted = await ctx.db
      .insertInto('fixtures')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'slot']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
  }
  return created;
}

/** Kicks off due matches and decides finished ones from their committed seeds; returns the decided count. */
export async function kickOffAndFinishFixtures(ctx: GameCtx): Promise<number> {
  const now = ctx.now();
  await ctx.db
    .updateTable('fixtures')
    .set({ status: 'LIVE' })
    .where('status', '=', 'SCHEDULED')
    .where('kickoff_at', '<=', now)
    .execute();
  const due = await ctx.db
    .selectFrom('fixtures')
    .select(['id', 'kind', 'slot', 'server_seed', 'home_strength', 'away_strength'])
    .where('status', 'in', ['SCHEDULED', 'LIVE'])
    .where('end_at', '<=', now)
    .orderBy('end_at')
    .limit(500)
    .execute();
  let decided = 0;
  for (const fixture of due) {
    const outcome = fixtureOutcome(
      fixture.kind,
      fixture.server_seed,
      fixtureKey(fixture.kind, Number(fixture.slot)),
      fixture.home_strength,
      fixture.away_strength,
    );
    const result = await ctx.db
      .updateTable('fixtures')
      .set({
        status: outcome.cancelled ? 'CANCELLED' : 'FINISHED',
        score: outcome.score,
        outcome: outcome.outcome,
        finished_at: now,
      })
      .where('id', '=', fixture.id)
      .where('status', 'in', ['SCHEDULED', 'LIVE'])
      .executeTakeFirst();
    decided += Number(result.numUpdatedRows);
  }
  return decided;
}

/** Settles (or, for cancelled matches, voids) the open bets of decided matches. */
export async function settleFixtureBets(
  ctx: GameCtx,
  wallet: GameWallet,
  onError: (error: unknown) => void,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const bets = await claimBets(ctx, 'FIXTURE');
    if (bets.length === 0) return settled;
    const fixtures = new Map(
      (
        await ctx.db
          .selectFrom('fixtures')
          .selectAll()
          .where('id', 'in', [...new Set(bets.map((bet) => bet.fixture_id as number))])
          .execute()
      ).map((fixture) => [fixture.id, fixture]),
    );
    for (const bet of bets) {
      const fixture = fixtures.get(bet.fixture_id as number);
      if (!fixture) continue;
      try {
        if (fixture.status === 'CANCELLED') {
          const money = await wallet.voidRound(ctx, bet.round_id);
          await markSettled(ctx, bet, 'VOID', money.stake, 'CANCELLED');
        } else {
          const payout = bet.selection === fixture.outcome ? payoutFor(BigInt(bet.stake), bet.odds) : 0n;
          await wallet.settleRound(ctx, {
            roundId: bet.round_id,
            payout,
            result: { score: fixture.score, outcome: fixture.outcome, serverSeed: fixture.server_seed },
          });
          await markSettled(ctx, bet, 'SETTLED', payout, fixture.score);
        }
        settled += 1;
      } catch (error) {
        onError(error);
      }
    }
    if (bets.length < CLAIM_BATCH) return settled;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Fixture calls

const toFixture = (row: FixtureRow): Fixture => {
  const decided = row.status === 'FINISHED' || row.status === 'CANCELLED';
  return {
    id: row.id,
    kind: row.kind,
    league: row.league,
    home: row.home,
    away: row.away,
    kickoffAt: row.kickoff_at.getTime(),
    endAt: row.end_at.getTime(),
    status: row.status,
    odds: {
      home: formatOdds(row.odds_home),
      draw: row.odds_draw === null ? null : formatOdds(row.odds_draw),
      away: formatOdds(row.odds_away),
    },
    seedHash: row.seed_hash,
    serverSeed: decided ? row.server_seed : null,
    score: row.score,
    outcome: (row.outcome as Fixture['outcome']) ?? null,
  };
};

/** Upcoming, live and recently decided matches (the last 15 minutes), by kick-off. */
export async function fixtureList(ctx: GameCtx, merchant: string, kind: FixtureKind): Promise<FixtureList> {
  const now = ctx.now();
  const list = async () =>
    ctx.db
      .selectFrom('fixtures')
      .selectAll()
      .where('merchant_code', '=', merchant)
      .where('kind', '=', kind)
      .where('end_at', '>', new Date(now.getTime() - 15 * 60_000))
      .orderBy('kickoff_at')
      .limit(40)
      .execute();
  let rows = await list();
  if (!rows.some((row) => row.status === 'SCHEDULED' && row.kickoff_at > now)) {
    await ensureFixtures(ctx, merchant);
    rows = await list();
  }
  return { list: rows.map(toFixture), serverTime: now.getTime() };
}
