import type { BettingRecord, GameList, LaunchGameReply } from '@playfront/api-contract';
import { sql } from 'kysely';
import { topAgent } from '../../testing/agents';
import { fund, reconcileOk, walletsOf } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { GameCtx, GameSession } from './game-wallet';
import { PLAY_MONEY_FLOAT, gameWallet } from './game-wallet-service';
import { roundViolations } from './reconcile';

let t: TestApp;
let ctx: GameCtx;
let member = '';
let codes = new Map<string, number>();
let roundNo = 0;
const roundId = () => `t-${process.pid}-${(roundNo += 1)}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  member = await t.login('demo_member', 'Demo@2026');
  const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
  codes = new Map(list.list.map((game) => [game.code, game.id]));
});
afterAll(() => t.close());

/** The ledger reconciles and every round matches its postings. */
const reconciled = async () => {
  expect(await reconcileOk(t)).toBe(true);
  expect(await roundViolations(t.db)).toEqual([]);
  return true;
};

/** Launches a game through the API and opens its game session, as a game page does. */
async function play(token: string, code: string): Promise<GameSession> {
  const response = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: { gameId: codes.get(code) },
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  const url = new URL((response.envelope.value as LaunchGameReply).game_url, 'http://x');
  return (await gameWallet.openGameSession(ctx, url.searchParams.get('launch') ?? '')).session;
}

const record = async (token = member, query = '') =>
  (await t.call({ method: 'GET', url: `/wps/game/bettingRecord${query}`, headers: bearer(token) })).envelope
    .value as BettingRecord;

const roundCount = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM game_rounds`.execute(t.db)).rows[0]?.n ?? '0',
  );

describe('game wallet: SEAMLESS vendor (main wallet)', () => {
  let session: GameSession;
  beforeAll(async () => {
    session = await play(member, 'SEA_QUICK');
  });

  // The demo member starts at 1,020.00: 1,000.00 and the referral reward of its qualified demo friend.
  it('places a bet from the main wallet and settles it once', async () => {
    const main = async () => (await walletsOf(t, member))['MAIN'];
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(102_000n);
    const id = roundId();
    const bet = await gameWallet.placeBet(ctx, session, {
      roundId: id,
      stake: 1_000n,
      detail: '2D 37 10.00',
    });
    expect(bet).toEqual({
      roundId: id,
      stake: 1_000n,
      payout: null,
      status: 'OPEN',
      balance: 101_000n,
      replayed: false,
    });
    expect(await main()).toBe('101000');
    const open = await record();
    expect(open.list[0]).toMatchObject({
      roundId: id,
      status: 'OPEN',
      stake: '1000',
      payout: null,
      mode: 'REAL',
    });
    const settled = await gameWallet.settleRound(ctx, {
      roundId: id,
      payout: 95_000n,
      result: { numbers: [3, 7] },
    });
    expect(settled).toMatchObject({ status: 'SETTLED', payout: 95_000n, balance: 196_000n, replayed: false });
    const again = await gameWallet.settleRound(ctx, { roundId: id, payout: 95_000n });
    expect(again).toMatchObject({ status: 'SETTLED', payout: 95_000n, balance: 196_000n, replayed: true });
    expect(await main()).toBe('196000');
    expect(await reconciled()).toBe(true);
    // The account record shows the bet and the win with the game's name.
    const history = (
      await t.call({ method: 'GET', url: '/wps/member/transactions', headers: bearer(member) })
    ).envelope.value as { list: Array<{ type: string; amount: string; remark: string }> };
    expect(history.list.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      ['GAME_PAYOUT', '95000'],
      ['GAME_BET', '-1000'],
    ]);
    expect(history.list[1].remark).toContain('SEA Quick Lotto');
    const bets = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=GAME_BET',
      headers: bearer(member),
    });
    expect(bets.statusCode).toBe(200);
  });

  it('settles a lost round with payout 0 and refuses to void a settled round', async () => {
    const id = roundId();
    await gameWallet.placeBet(ctx, session, { roundId: id, stake: 4_000n, detail: 'BIG 40.00' });
    const lost = await gameWallet.settleRound(ctx, { roundId: id, payout: 0n });
    expect(lost).toMatchObject({ status: 'SETTLED', payout: 0n, balance: 192_000n });
    await expect(gameWallet.voidRound(ctx, id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'already_decided',
    });
    await expect(gameWallet.settleRound(ctx, { roundId: 'nope', payout: 1n })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await reconciled()).toBe(true);
  });

  it('voids an open round once, refunding the stake; a void round cannot be settled', async () => {
    const id = roundId();
    await gameWallet.placeBet(ctx, session, { roundId: id, stake: 2_500n, detail: 'ODD 25.00' });
    expect((await walletsOf(t, member))['MAIN']).toBe('189500');
    const voided = await gameWallet.voidRound(ctx, id);
    expect(voided).toMatchObject({ status: 'VOID', balance: 192_000n, replayed: false });
    expect(await gameWallet.voidRound(ctx, id)).toMatchObject({
      status: 'VOID',
      balance: 192_000n,
      replayed: true,
    });
    await expect(gameWallet.settleRound(ctx, { roundId: id, payout: 5_000n })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await walletsOf(t, member))['MAIN']).toBe('192000');
    expect((await record(member, '?status=VOID')).list.map((round) => round.roundId)).toEqual([id]);
    expect(await reconciled()).toBe(true);
  });

  it('replays a bet with the same round id and refuses a different bet under it', async () => {
    const id = roundId();
    const first = await gameWallet.placeBet(ctx, session, {
      roundId: id,
      stake: 500n,
      detail: '3D 123 5.00',
    });
    const replay = await gameWallet.placeBet(ctx, session, {
      roundId: id,
      stake: 500n,
      detail: '3D 123 5.00',
    });
    expect(replay).toEqual({ ...first, replayed: true });
    for (const different of [
      { roundId: id, stake: 600n, detail: '3D 123 5.00' },
      { roundId: id, stake: 500n, detail: '3D 124 5.00' },
    ]) {
      await expect(gameWallet.placeBet(ctx, session, different)).rejects.toMatchObject({
        statusCode: 422,
        code: 'idempotency_key_reused',
      });
    }
    expect((await walletsOf(t, member))['MAIN']).toBe('191500');
    await gameWallet.settleRound(ctx, { roundId: id, payout: 0n });
  });

  it('refuses a bet above the balance with 409 and records nothing', async () => {
    const rounds = await roundCount();
    const id = roundId();
    await expect(
      gameWallet.placeBet(ctx, session, { roundId: id, stake: 191_501n, detail: 'too much' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'insufficient_funds' });
    expect(await roundCount()).toBe(rounds);
    expect((await walletsOf(t, member))['MAIN']).toBe('191500');
    // The round id stays free.
    expect(await gameWallet.placeBet(ctx, session, { roundId: id, stake: 1n, detail: 'ok' })).toMatchObject({
      status: 'OPEN',
      replayed: false,
    });
    await gameWallet.voidRound(ctx, id);
    for (const stake of [0n, -5n]) {
      await expect(
        gameWallet.placeBet(ctx, session, { roundId: roundId(), stake, detail: 'bad' }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await reconciled()).toBe(true);
  });
});

describe('game wallet: TRANSFER vendor (vendor wallet) and instant rounds', () => {
  it('plays instant rounds from the vendor wallet the launch filled, idempotently', async () => {
    // An account of the test's own with 1,000.00 (the demo agent's balance moves with its team's salaries).
    await topAgent(t, 'ppplayer1');
    const agent = await t.login('ppplayer1', 'Agent@2026');
    await fund(t, agent, '100000');
    const session = await play(agent, 'PP_TEMPLE_OF_FORTUNE');
    const wallets = await walletsOf(t, agent);
    expect(wallets).toMatchObject({ MAIN: '0', PP: '100000' });
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(100_000n);
    const id = roundId();
    const spin = { roundId: id, stake: 2_000n, detail: 'Spin 1.00 x 20 lines' };
    const won = await gameWallet.playInstantRound(ctx, session, spin, {
      payout: 5_000n,
      result: { reels: [1] },
    });
    expect(won).toEqual({
      roundId: id,
      stake: 2_000n,
      payout: 5_000n,
      status: 'SETTLED',
      balance: 103_000n,
      replayed: false,
    });
    const replay = await gameWallet.playInstantRound(ctx, session, spin, { payout: 5_000n });
    expect(replay).toEqual({ ...won, replayed: true });
    await expect(
      gameWallet.playInstantRound(ctx, session, { ...spin, stake: 3_000n }, { payout: 0n }),
    ).rejects.toMatchObject({ statusCode: 422 });
    const lost = await gameWallet.playInstantRound(
      ctx,
      session,
      { roundId: roundId(), stake: 3_000n, detail: 'Spin' },
      { payout: 0n },
    );
    expect(lost.balance).toBe(100_000n);
    await expect(
      gameWallet.playInstantRound(
        ctx,
        session,
        { roundId: roundId(), stake: 100_001n, detail: 'Spin' },
        { payout: 0n },
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'insufficient_funds' });
    expect(await walletsOf(t, agent)).toMatchObject({ MAIN: '0', PP: '100000' });
    // The vendor's house account holds the other side of every round.
    const house = await sql<{ balance: string }>`SELECT balance::text AS balance FROM ledger_accounts
      WHERE user_id IS NULL AND code = 'VENDOR_PP'`.execute(t.db);
    expect(house.rows[0].balance).toBe('0');
    const rounds = await record(agent);
    expect(rounds).toMatchObject({ total: 2, totalStake: '5000', totalPayout: '5000' });
    expect(rounds.list.map((round) => round.status)).toEqual(['SETTLED', 'SETTLED']);
    expect(rounds.list[1]).toMatchObject({
      roundId: id,
      gameName: 'Temple of Fortune',
      vendorCode: 'PP',
      gameCategory: 'RNG',
    });
    expect((await record(agent, '?category=LIVE')).total).toBe(0);
    expect((await record(agent, `?endDate=${t.clock.now.getTime() - 1}`)).total).toBe(0);
    expect(await reconciled()).toBe(true);
  });
});

describe('game wallet: trial play money', () => {
  it('keeps trial money apart from real money', async () => {
    const free = await t.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
    });
    const trial = (free.envelope.value as { token: string }).token;
    const realBefore = await sql<{
      id: string;
      balance: string;
    }>`SELECT id::text AS id, balance::text AS balance
      FROM ledger_accounts WHERE currency <> 'PLAY' ORDER BY id`.execute(t.db);
    const session = await play(trial, 'JDB_OCEAN_KING');
    expect(session.mode).toBe('TRIAL');
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(PLAY_MONEY_FLOAT);
    const shot = await gameWallet.playInstantRound(
      ctx,
      session,
      { roundId: roundId(), stake: 1_000n, detail: 'Shot 10.00' },
      { payout: 3_000n },
    );
    expect(shot.balance).toBe(PLAY_MONEY_FLOAT + 2_000n);
    const open = await gameWallet.placeBet(ctx, session, {
      roundId: roundId(),
      stake: 500n,
      detail: 'Shot 5.00',
    });
    await gameWallet.voidRound(ctx, open.roundId);
    await expect(
      gameWallet.placeBet(ctx, session, { roundId: roundId(), stake: PLAY_MONEY_FLOAT * 2n, detail: 'x' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    // No real-money account moved; every entry of the trial's rounds is in play money.
    const realAfter = await sql<{
      id: string;
      balance: string;
    }>`SELECT id::text AS id, balance::text AS balance
      FROM ledger_accounts WHERE currency <> 'PLAY' ORDER BY id`.execute(t.db);
    expect(realAfter.rows).toEqual(realBefore.rows);
    const currencies = await sql<{ currency: string }>`SELECT DISTINCT a.currency FROM game_rounds r
      JOIN ledger_entries e ON e.transaction_id IN (r.bet_transaction_id, r.settle_transaction_id)
      JOIN ledger_accounts a ON a.id = e.account_id WHERE r.mode = 'TRIAL'`.execute(t.db);
    expect(currencies.rows).toEqual([{ currency: 'PLAY' }]);
    const balance = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(trial) });
    expect((balance.envelope.value as { sumBalance: string }).sumBalance).toBe('0');
    // The betting record marks the rounds TRIAL; a new launch tops play money up again.
    expect((await record(trial)).list.every((round) => round.mode === 'TRIAL')).toBe(true);
    await gameWallet.playInstantRound(
      ctx,
      session,
      { roundId: roundId(), stake: 50_000n, detail: 'Shot 500.00' },
      { payout: 0n },
    );
    const again = await play(trial, 'JDB_OCEAN_KING');
    expect(await gameWallet.gameWalletBalance(ctx, again)).toBe(PLAY_MONEY_FLOAT);
    expect(await reconciled()).toBe(true);
  });
});

describe('game wallet under concurrency (real concurrency on PostgreSQL with TEST_DATABASE_URL)', () => {
  it('moves money once for one round id raced by many calls, and exactly for many rounds at once', async () => {
    const token = member;
    await fund(t, token, '50000');
    const session = await play(token, 'SEA_DAILY');
    const start = await gameWallet.gameWalletBalance(ctx, session);
    const rounds = (await record(token)).total;
    const same = { roundId: roundId(), stake: 700n, detail: 'raced' };
    const raced = await Promise.all(
      Array.from({ length: 12 }, () => gameWallet.playInstantRound(ctx, session, same, { payout: 1_000n })),
    );
    expect(raced.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(raced.map((result) => result.status))).toEqual(new Set(['SETTLED']));
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(start + 300n);
    // 30 rounds at once (wins and losses), plus bets settled twice concurrently.
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        gameWallet.playInstantRound(
          ctx,
          session,
          { roundId: roundId(), stake: 1_000n, detail: `spin ${i}` },
          { payout: i % 3 === 0 ? 2_500n : 0n },
        ),
      ),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const open = await gameWallet.placeBet(ctx, session, { roundId: roundId(), stake: 300n, detail: 'open' });
    const settles = await Promise.all(
      Array.from({ length: 6 }, () => gameWallet.settleRound(ctx, { roundId: open.roundId, payout: 900n })),
    );
    expect(settles.filter((result) => !result.replayed)).toHaveLength(1);
    // +300 - 30,000 + 10 x 2,500 - 300 + 900
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(start - 4_100n);
    expect((await record(token)).total).toBe(rounds + 32);
    expect(await reconciled()).toBe(true);
  }, 60_000);

  it('races launches that sweep the main wallet into a vendor with bets on the main wallet, exactly', async () => {
    const token = member;
    await fund(t, token, '20000');
    const seamless = await play(token, 'SEA_DAILY');
    const before = await walletsOf(t, token);
    const total = (wallets: Record<string, string>) => BigInt(wallets['MAIN']) + BigInt(wallets['PP']);
    const launches = Array.from({ length: 4 }, () =>
      t.call({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: bearer(token),
        payload: { gameId: codes.get('PP_CANDY_CASCADE') },
      }),
    );
    const bets = Array.from({ length: 10 }, (_, i) =>
      gameWallet.playInstantRound(
        ctx,
        seamless,
        { roundId: roundId(), stake: 1_000n, detail: `race ${i}` },
        { payout: 0n },
      ),
    );
    const [launched, placed] = await Promise.all([Promise.all(launches), Promise.allSettled(bets)]);
    expect(launched.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const won = placed.filter((result) => result.status === 'fulfilled').length;
    for (const result of placed) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ statusCode: 409 });
    }
    const after = await walletsOf(t, token);
    expect(after['MAIN']).toBe('0');
    expect(total(after)).toBe(total(before) - BigInt(won) * 1_000n);
    expect(await reconciled()).toBe(true);
  }, 60_000);
});

describe('round reconciliation', () => {
  it('reports a round whose postings do not match it', async () => {
    expect(await roundViolations(t.db)).toEqual([]);
    const row = await t.db
      .selectFrom('game_rounds')
      .select('round_id')
      .where('status', '=', 'SETTLED')
      .where('payout', '>', '0')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('game_rounds').set({ payout: '1' }).where('round_id', '=', row.round_id).execute();
    expect(await roundViolations(t.db)).toEqual([{ round_id: row.round_id, status: 'SETTLED' }]);
  });
});

describe("game wallet: the provider's games", () => {
  it('lists the enabled games of an engine in menu order, with only the fields a provider needs', async () => {
    const merchant = ctx.config.merchantCode;
    const expected = await t.db
      .selectFrom('games')
      .select(['id', 'code'])
      .where('merchant_code', '=', merchant)
      .where('engine', '=', 'lottery')
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const games = await gameWallet.vendorGames(ctx, merchant, 'lottery');
    expect(games.length).toBeGreaterThan(0);
    expect(games.map((game) => [game.id, game.code])).toEqual(expected.map((row) => [row.id, row.code]));
    for (const game of games) {
      expect(Object.keys(game).sort()).toEqual(
        ['code', 'id', 'lotteryArea', 'merchantCode', 'name', 'playTypes', 'region'].sort(),
      );
      expect(game.merchantCode).toBe(merchant);
      expect(game.lotteryArea).not.toBeNull();
    }
  });

  it('finds one game by code (enabled only) or by id (any state), of the engine asked for', async () => {
    const merchant = ctx.config.merchantCode;
    const [first] = await gameWallet.vendorGames(ctx, merchant, 'lottery');
    expect(await gameWallet.vendorGame(ctx, 'lottery', { merchant, code: first.code })).toEqual(first);
    expect(await gameWallet.vendorGame(ctx, 'lottery', { id: first.id })).toEqual(first);
    expect(await gameWallet.vendorGame(ctx, 'slot', { id: first.id })).toBeNull();
    expect(await gameWallet.vendorGame(ctx, 'lottery', { merchant, code: 'JDB_OCEAN_KING' })).toBeNull();
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', first.id).execute();
    try {
      expect(await gameWallet.vendorGame(ctx, 'lottery', { merchant, code: first.code })).toBeNull();
      expect(await gameWallet.vendorGame(ctx, 'lottery', { id: first.id })).toEqual(first);
      expect((await gameWallet.vendorGames(ctx, merchant, 'lottery')).map((game) => game.id)).not.toContain(
        first.id,
      );
      const all = await gameWallet.vendorGames(ctx, merchant, 'lottery', { includeDisabled: true });
      expect(all.map((game) => game.id)).toContain(first.id);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', first.id).execute();
    }
  });

  it('names players by id for a provider to mask on its boards', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const names = await gameWallet.playerNames(ctx, [member.id, member.id, 999_999]);
    expect([...names]).toEqual([[member.id, 'demo_member']]);
    expect(await gameWallet.playerNames(ctx, [])).toEqual(new Map());
  });
});
