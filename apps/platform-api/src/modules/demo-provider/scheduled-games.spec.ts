import { createHash, randomUUID } from 'node:crypto';
import type {
  FixtureList,
  LotteryCurrent,
  LotteryNumbers,
  LotteryPopular,
  LotteryResults,
  ScheduledBetList,
  ScheduledBetReply,
  WinnerBoard,
} from '@playfront/api-contract';
import { moneyCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { runDrawTick } from './jobs';
import { drawNumbers } from './lottery/model';
import { gameWallet } from './platform';
import type { GameCtx, GameSession } from './platform';
import { newServerSeed, seedHash } from './shared/fair';
import { fixtureKey, fixtureOutcome } from './sportsbook/model';

let t: TestApp;
let ctx: GameCtx;
let member: string;
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);
const INTERVAL_MS = 180_000;

beforeAll(async () => {
  t = await createTestApp({ DRAW_INTERVAL_SECONDS: '180' });
  // Start 5 s into a draw slot, so the schedule below is exact.
  t.clock.now = new Date(Math.floor(Date.now() / INTERVAL_MS) * INTERVAL_MS + 5_000);
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());
afterEach(() => {
  expect(errors).toEqual([]);
});

const gameId = async (code: string) =>
  (await t.db.selectFrom('games').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** Launches a game as the portal does and exchanges the launch token for a game session. */
async function play(code: string, token = member): Promise<{ token: string; session: GameSession }> {
  const launch = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: { gameId: await gameId(code) },
  });
  expect(launch.statusCode).toBe(200);
  const url = new URL((launch.envelope.value as { game_url: string }).game_url, 'http://localhost');
  expect(url.pathname).toMatch(/^\/demo-games\/(lottery|sports|esports)\.html$/);
  return gameWallet.openGameSession(ctx, url.searchParams.get('launch')!);
}

const get = (url: string, token?: string) =>
  t.call({ method: 'GET', url, headers: token ? bearer(token) : {} });

const balance = async (session: GameSession) => gameWallet.gameWalletBalance(ctx, session);

describe('lottery', () => {
  let game: { token: string; session: GameSession };
  let current: LotteryCurrent;
  let seed: string;
  let numbers: number[];
  const key = randomUUID();

  beforeAll(async () => {
    game = await play('LOTT_DAILY');
    await runDrawTick(ctx, onError);
  });

  it('refuses the session calls without a game session', async () => {
    for (const url of ['/demo/v1/lottery/current', '/demo/v1/lottery/bets']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(expectEnvelope(response.json()).code).toBe('unauthorized');
    }
    expect((await get('/demo/v1/lottery/current', 'not-a-real-session-token-0000')).statusCode).toBe(401);
    const bet = await moneyCall(t, 'x'.repeat(40), 'POST', '/demo/v1/lottery/bet', {
      issueNumber: '20261122-0001',
      playType: '2D',
      selection: '12',
      stake: '1000',
    });
    expect(bet.statusCode).toBe(401);
  });

  it('shows the open issue with its countdown to close and the hash of the seed, not the seed', async () => {
    const response = await get('/demo/v1/lottery/current', game.token);
    expect(response.statusCode).toBe(200);
    current = response.envelope.value as LotteryCurrent;
    expect(current.game).toMatchObject({ gameCode: 'LOTT_DAILY', area: 'LOTT' });
    expect(current.areaGames.every((other) => other.area === 'LOTT')).toBe(true);
    expect(current.issue.status).toBe('OPEN');
    expect(current.issue.issueNumber).toMatch(/^[0-9]{8}-[0-9]{4}$/);
    // 5 s into the slot: 180 - 5 - 10 s until close.
    expect(current.issue.countdownMs).toBe(165_000);
    expect(current.issue.drawAt - current.issue.closeAt).toBe(10_000);
    expect(response.body).not.toContain('serverSeed":"');
    const row = await t.db
      .selectFrom('draw_issues')
      .select(['server_seed', 'seed_hash'])
      .where('game_code', '=', 'LOTT_DAILY')
      .where('issue_number', '=', current.issue.issueNumber)
      .executeTakeFirstOrThrow();
    expect(current.issue.seedHash).toBe(row.seed_hash);
    expect(createHash('sha256').update(row.server_seed).digest('hex')).toBe(row.seed_hash);
    seed = row.server_seed;
    numbers = drawNumbers(seed, current.issue.issueNumber);
  });

  it('refuses bad bets with field errors and changes nothing', async () => {
    const before = await balance(game.session);
    const issueNumber = current.issue.issueNumber;
    const cases: Array<[unknown, string]> = [
      [{ issueNumber, playType: '2D', selection: '7', stake: '1000' }, 'selection'],
      [{ issueNumber, playType: 'BIG_SMALL', selection: '07', stake: '1000' }, 'selection'],
      [{ issueNumber, playType: '4D', selection: '0007', stake: '1000' }, 'playType'],
      [{ issueNumber, playType: '2D', selection: '07', stake: 1000 }, 'stake'],
      [{ issueNumber, playType: '2D', selection: '07', stake: '99' }, 'stake'],
      [{ issueNumber, playType: '2D', selection: '07', stake: '1000001' }, 'stake'],
      [{ issueNumber: 'tomorrow', playType: '2D', selection: '07', stake: '1000' }, 'issueNumber'],
    ];
    for (const [payload, field] of cases) {
      const response = await moneyCall(t, game.token, 'POST', '/demo/v1/lottery/bet', payload);
      expect(response.statusCode).toBe(400);
      const envelope = expectEnvelope(response.json());
      expect(envelope.code).toBe('validation_failed');
      expect(JSON.stringify(envelope.value)).toContain(field);
    }
    const noKey = await moneyCall(
      t,
      game.token,
      'POST',
      '/demo/v1/lottery/bet',
      { issueNumber, playType: '2D', selection: '07', stake: '1000' },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.envelope.code).toBe('idempotency_key_required');
    const unknown = await moneyCall(t, game.token, 'POST', '/demo/v1/lottery/bet', {
      issueNumber: '20000101-0001',
      playType: '2D',
      selection: '07',
      stake: '1000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await balance(game.session)).toBe(before);
  });

  it('takes bets as open rounds; a replay moves nothing; another body under the same key is refused', async () => {
    const before = await balance(game.session);
    const win2d = numbers.slice(3).join('');
    const lose2d = String((Number(win2d) + 1) % 100).padStart(2, '0');
    const big = numbers.reduce((sum, digit) => sum + digit, 0) >= 23 ? 'BIG' : 'SMALL';
    const bet = (selection: string, playType = '2D', stake = '1000', betKey = randomUUID()) =>
      moneyCall(
        t,
        game.token,
        'POST',
        '/demo/v1/lottery/bet',
        { issueNumber: current.issue.issueNumber, playType, selection, stake },
        betKey,
      );
    const first = await bet(win2d, '2D', '1000', key);
    expect(first.statusCode).toBe(200);
    const placed = first.envelope.value as ScheduledBetReply;
    expect(placed.bets[0]).toMatchObject({
      kind: 'LOTTERY',
      issueNumber: current.issue.issueNumber,
      market: '2D',
      selection: win2d,
      odds: '95.00',
      stake: '1000',
      status: 'OPEN',
      payout: null,
    });
    expect(BigInt(placed.balance)).toBe(before - 1000n);

    const replay = await bet(win2d, '2D', '1000', key);
    expect(replay.statusCode).toBe(200);
    expect((replay.envelope.value as ScheduledBetReply).bets[0].roundId).toBe(placed.bets[0].roundId);
    expect(await balance(game.session)).toBe(before - 1000n);
    const conflict = await bet(lose2d, '2D', '1000', key);
    expect(conflict.statusCode).toBe(422);
    expect(conflict.envelope.code).toBe('idempotency_key_reused');

    expect((await bet(lose2d, '2D', '500')).statusCode).toBe(200);
    expect((await bet(big, 'BIG_SMALL', '101')).statusCode).toBe(200);
    expect(await balance(game.session)).toBe(before - 1601n);

    const round = await t.db
      .selectFrom('game_rounds')
      .select(['status', 'detail'])
      .where('round_id', '=', placed.bets[0].roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('OPEN');
    expect(round.detail).toContain(current.issue.issueNumber);
  });

  it('places one bet when the same request arrives twice at once', async () => {
    const before = await balance(game.session);
    const odd = numbers.reduce((sum, digit) => sum + digit, 0) % 2 === 1;
    const payload = {
      issueNumber: current.issue.issueNumber,
      playType: 'ODD_EVEN',
      selection: odd ? 'EVEN' : 'ODD',
      stake: '300',
    };
    const twinKey = randomUUID();
    const [a, b] = await Promise.all([
      moneyCall(t, game.token, 'POST', '/demo/v1/lottery/bet', payload, twinKey),
      moneyCall(t, game.token, 'POST', '/demo/v1/lottery/bet', payload, twinKey),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const roundOf = (reply: typeof a) => (reply.envelope.value as ScheduledBetReply).bets[0].roundId;
    expect(roundOf(a)).toBe(roundOf(b));
    expect(await balance(game.session)).toBe(before - 300n);
  });

  it('refuses bets from 10 s before the draw with betting_closed', async () => {
    t.clock.advance(current.issue.closeAt - t.clock.now.getTime());
    const before = await balance(game.session);
    const late = await moneyCall(t, game.token, 'POST', '/demo/v1/lottery/bet', {
      issueNumber: current.issue.issueNumber,
      playType: '2D',
      selection: '11',
      stake: '1000',
    });
    expect(late.statusCode).toBe(409);
    expect(late.envelope.code).toBe('betting_closed');
    expect(await balance(game.session)).toBe(before);
    // The next issue is already open.
    const next = (await get('/demo/v1/lottery/current', game.token)).envelope.value as LotteryCurrent;
    expect(next.issue.issueNumber).not.toBe(current.issue.issueNumber);
    expect(next.issue.drawAt).toBe(current.issue.drawAt + INTERVAL_MS);
  });

  it('draws at the end of the slot and settles every bet once even when two job runs race', async () => {
    const before = await balance(game.session);
    t.clock.advance(current.issue.drawAt - t.clock.now.getTime());
    await Promise.all([runDrawTick(ctx, onError), runDrawTick(ctx, onError)]);
    await runDrawTick(ctx, onError);
    // 2D win pays 95x 10.00; BIG/SMALL win pays 1.95 x 1.01 = 1.96 (rounded down); the other 2D bet lost.
    expect(await balance(game.session)).toBe(before + 95_000n + 196n);
    const mine = (await get('/demo/v1/lottery/bets', game.token)).envelope.value as ScheduledBetList;
    expect(mine.list).toHaveLength(4);
    expect(mine.list.map((bet) => [bet.status, bet.payout])).toEqual([
      ['SETTLED', '0'],
      ['SETTLED', '196'],
      ['SETTLED', '0'],
      ['SETTLED', '95000'],
    ]);
    expect(mine.list[0].result).toBe(numbers.join(' '));
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select(['status'])
      .where(
        'round_id',
        'in',
        mine.list.map((bet) => bet.roundId),
      )
      .execute();
    expect(rounds.map((round) => round.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED', 'SETTLED']);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('reveals the seed after the draw: its hash is the one shown and the numbers follow from it', async () => {
    const response = await get(`/demo/v1/lottery/results?gameCode=LOTT_DAILY&count=5`);
    expect(response.statusCode).toBe(200);
    const [last] = (response.envelope.value as LotteryResults).list;
    expect(last.issueNumber).toBe(current.issue.issueNumber);
    expect(last.serverSeed).toBe(seed);
    expect(createHash('sha256').update(last.serverSeed).digest('hex')).toBe(current.issue.seedHash);
    expect(last.numbers).toEqual(drawNumbers(last.serverSeed, last.issueNumber));
    expect(last.sum).toBe(last.numbers.reduce((sum, digit) => sum + digit, 0));
  });

  it('publishes popular 20, numbers 100 and the winner board', async () => {
    const win2d = numbers.slice(3).join('');
    const popular = (await get('/demo/v1/lottery/popular?gameCode=LOTT_DAILY')).envelope
      .value as LotteryPopular;
    expect(popular.list.map((entry) => entry.number).sort()).toEqual(
      [win2d, String((Number(win2d) + 1) % 100).padStart(2, '0')].sort(),
    );
    expect(popular.list.every((entry) => entry.count === 1)).toBe(true);

    const grid = (await get('/demo/v1/lottery/numbers?gameCode=LOTT_DAILY')).envelope.value as LotteryNumbers;
    expect(grid.draws).toBe(1);
    expect(grid.list).toHaveLength(100);
    expect(grid.list[0].number).toBe('00');
    expect(grid.list.find((entry) => entry.number === win2d)!.count).toBe(1);
    expect(grid.list.reduce((sum, entry) => sum + entry.count, 0)).toBe(1);

    const board = (await get('/demo/v1/lottery/winners?gameCode=LOTT_DAILY')).envelope.value as WinnerBoard;
    expect(board.list.map((win) => [win.username, win.payout])).toEqual([
      ['de***r', '95000'],
      ['de***r', '196'],
    ]);
    expect(JSON.stringify(board)).not.toContain('demo_member');

    const unknown = await get('/demo/v1/lottery/popular?gameCode=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/demo/v1/lottery/numbers')).statusCode).toBe(400);
  });

  it('lets a VN session switch region within its area, not to another area', async () => {
    const vn = await play('VN_NORTH');
    const central = await get('/demo/v1/lottery/current?gameCode=VN_CENTRAL', vn.token);
    expect(central.statusCode).toBe(200);
    const value = central.envelope.value as LotteryCurrent;
    expect(value.game).toMatchObject({ gameCode: 'VN_CENTRAL', area: 'VN', region: 'CENTRAL' });
    expect(value.areaGames.map((other) => other.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    // The play types the catalogue gives the game, each with its documented odds.
    const row = await t.db
      .selectFrom('games')
      .select('play_types')
      .where('code', '=', 'VN_CENTRAL')
      .executeTakeFirstOrThrow();
    expect(value.playTypes.map((type) => type.playType)).toEqual(row.play_types);
    expect(value.playTypes.find((type) => type.playType === '2D')?.odds).toBe('95.00');
    expect((await get('/demo/v1/lottery/current?gameCode=LOTT_DAILY', vn.token)).statusCode).toBe(404);
  });
});

describe('sports and esports', () => {
  let game: { token: string; session: GameSession };
  let fixtures: FixtureList;

  beforeAll(async () => {
    // The lottery launch moved the main wallet into the lottery vendor's wallet: bring it back.
    const back = await moneyCall(t, member, 'POST', '/wps/relay/GCS_walletTransfer', { all: true });
    expect(back.statusCode).toBe(200);
    game = await play('SBO_FOOTBALL');
    await runDrawTick(ctx, onError);
    fixtures = (await get('/demo/v1/sports/fixtures')).envelope.value as FixtureList;
  });

  it('lists upcoming matches with 1X2 odds carrying the margin, seeds committed', async () => {
    const upcoming = fixtures.list.filter((fixture) => fixture.status === 'SCHEDULED');
    expect(upcoming.length).toBeGreaterThanOrEqual(7);
    for (const fixture of upcoming) {
      expect(fixture.kickoffAt).toBeGreaterThan(t.clock.now.getTime());
      expect(fixture.serverSeed).toBeNull();
      expect(fixture.seedHash).toMatch(/^[0-9a-f]{64}$/);
      const implied = [fixture.odds.home, fixture.odds.draw!, fixture.odds.away].reduce(
        (sum, odds) => sum + 1 / Number(odds),
        0,
      );
      expect(implied).toBeGreaterThanOrEqual(1.05);
    }
    const esports = (await get('/demo/v1/esports/fixtures')).envelope.value as FixtureList;
    expect(esports.list.filter((fixture) => fixture.status === 'SCHEDULED').length).toBeGreaterThanOrEqual(5);
    expect(esports.list.every((fixture) => fixture.odds.draw === null && fixture.kind === 'ESPORTS')).toBe(
      true,
    );
  });

  it('takes a slip of singles at the odds shown, refuses changed odds with the new odds', async () => {
    const [first, second, third] = fixtures.list.filter((fixture) => fixture.status === 'SCHEDULED');
    // Decide the outcomes: the first match is won by the pick below, the second lost, the third cancelled.
    const outcomeOf = async (id: number) => {
      const row = await t.db
        .selectFrom('fixtures')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return fixtureOutcome(
        'SPORTS',
        row.server_seed,
        fixtureKey('SPORTS', Number(row.slot)),
        row.home_strength,
        row.away_strength,
      );
    };
    let cancelSeed = newServerSeed();
    const thirdRow = await t.db
      .selectFrom('fixtures')
      .selectAll()
      .where('id', '=', third.id)
      .executeTakeFirstOrThrow();
    while (
      !fixtureOutcome(
        'SPORTS',
        cancelSeed,
        fixtureKey('SPORTS', Number(thirdRow.slot)),
        thirdRow.home_strength,
        thirdRow.away_strength,
      ).cancelled
    ) {
      cancelSeed = newServerSeed();
    }
    await t.db
      .updateTable('fixtures')
      .set({ server_seed: cancelSeed, seed_hash: seedHash(cancelSeed) })
      .where('id', '=', third.id)
      .execute();
    for (const fixture of [first, second]) {
      while ((await outcomeOf(fixture.id)).cancelled) {
        const seed = newServerSeed();
        await t.db
          .updateTable('fixtures')
          .set({ server_seed: seed, seed_hash: seedHash(seed) })
          .where('id', '=', fixture.id)
          .execute();
      }
    }
    const win = (await outcomeOf(first.id)).outcome!;
    const lose = (await outcomeOf(second.id)).outcome === 'HOME' ? 'AWAY' : 'HOME';
    const oddsOf = (fixture: (typeof fixtures.list)[number], pick: string) =>
      pick === 'HOME' ? fixture.odds.home : pick === 'AWAY' ? fixture.odds.away : fixture.odds.draw!;

    const before = await balance(game.session);
    const stale = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', {
      selections: [
        { fixtureId: first.id, pick: 'HOME', odds: '1.01' },
        { fixtureId: second.id, pick: lose, odds: oddsOf(second, lose) },
      ],
      stake: '1000',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.envelope.code).toBe('odds_changed');
    expect(stale.envelope.value).toEqual({
      fields: [
        expect.objectContaining({
          field: 'selections/0/odds',
          params: { fixtureId: first.id, pick: 'HOME', odds: first.odds.home },
        }),
      ],
    });
    expect(await balance(game.session)).toBe(before);

    const slipBody = {
      selections: [
        { fixtureId: first.id, pick: win, odds: oddsOf(first, win) },
        { fixtureId: second.id, pick: lose, odds: oddsOf(second, lose) },
        { fixtureId: third.id, pick: 'DRAW', odds: third.odds.draw! },
      ],
      stake: '1000',
    };
    const slipKey = randomUUID();
    const slip = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', slipBody, slipKey);
    expect(slip.statusCode).toBe(200);
    const placed = slip.envelope.value as ScheduledBetReply;
    expect(placed.bets.map((bet) => bet.status)).toEqual(['OPEN', 'OPEN', 'OPEN']);
    expect(placed.bets.map((bet) => bet.fixtureId)).toEqual([first.id, second.id, third.id]);
    expect(BigInt(placed.balance)).toBe(before - 3000n);
    // A retry of the same slip (same key) replays: the same rounds, no money moved.
    const again = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', slipBody, slipKey);
    expect(again.statusCode).toBe(200);
    expect((again.envelope.value as ScheduledBetReply).bets.map((bet) => bet.roundId)).toEqual(
      placed.bets.map((bet) => bet.roundId),
    );
    expect(await balance(game.session)).toBe(before - 3000n);

    // After kick-off the match takes no bets.
    t.clock.advance(first.kickoffAt - t.clock.now.getTime());
    const late = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', {
      selections: [{ fixtureId: first.id, pick: win, odds: oddsOf(first, win) }],
      stake: '1000',
    });
    expect(late.statusCode).toBe(409);
    expect(late.envelope.code).toBe('betting_closed');

    // Final whistle of all three: the win pays stake x odds, the loss nothing, the cancelled match refunds.
    t.clock.advance(third.endAt - t.clock.now.getTime());
    await Promise.all([runDrawTick(ctx, onError), runDrawTick(ctx, onError)]);
    const winPayout = (1000n * BigInt(Math.round(Number(oddsOf(first, win)) * 100))) / 100n;
    expect(await balance(game.session)).toBe(before - 3000n + winPayout + 1000n);
    const mine = (await get('/demo/v1/sports/bets', game.token)).envelope.value as ScheduledBetList;
    expect(mine.list.map((bet) => [bet.fixtureId, bet.status, bet.payout])).toEqual([
      [third.id, 'VOID', '1000'],
      [second.id, 'SETTLED', '0'],
      [first.id, 'SETTLED', String(winPayout)],
    ]);
    const after = (await get('/demo/v1/sports/fixtures')).envelope.value as FixtureList;
    const decided = after.list.find((fixture) => fixture.id === first.id)!;
    expect(decided.status).toBe('FINISHED');
    expect(decided.outcome).toBe(win);
    expect(createHash('sha256').update(decided.serverSeed!).digest('hex')).toBe(decided.seedHash);
    expect(after.list.find((fixture) => fixture.id === third.id)!.status).toBe('CANCELLED');
    const voided = await t.db
      .selectFrom('game_rounds')
      .select('status')
      .where('round_id', '=', mine.list[0].roundId)
      .executeTakeFirstOrThrow();
    expect(voided.status).toBe('VOID');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('validates slips: no draw in esports, the session must fit the book, stakes are strings', async () => {
    const esports = (await get('/demo/v1/esports/fixtures')).envelope.value as FixtureList;
    const match = esports.list.find((fixture) => fixture.status === 'SCHEDULED')!;
    const wrongBook = await moneyCall(t, game.token, 'POST', '/demo/v1/esports/slip', {
      selections: [{ fixtureId: match.id, pick: 'HOME', odds: match.odds.home }],
      stake: '1000',
    });
    expect(wrongBook.statusCode).toBe(403);
    const football = (await get('/demo/v1/sports/fixtures')).envelope.value as FixtureList;
    const open = football.list.find((fixture) => fixture.status === 'SCHEDULED')!;
    const cases: unknown[] = [
      { selections: [], stake: '1000' },
      { selections: [{ fixtureId: open.id, pick: 'HOME', odds: open.odds.home }], stake: 1000 },
      { selections: [{ fixtureId: open.id, pick: 'WIN', odds: open.odds.home }], stake: '1000' },
      { selections: [{ fixtureId: open.id, pick: 'HOME', odds: '2' }], stake: '1000' },
      { selections: [{ fixtureId: 2 ** 40, pick: 'HOME', odds: '2.00' }], stake: '1000' },
      { selections: [{ fixtureId: open.id, pick: 'HOME', odds: open.odds.home }], stake: '50' },
      {
        selections: [
          { fixtureId: open.id, pick: 'HOME', odds: open.odds.home },
          { fixtureId: open.id, pick: 'AWAY', odds: open.odds.away },
        ],
        stake: '1000',
      },
    ];
    for (const payload of cases) {
      const response = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', payload);
      expect(response.statusCode).toBe(400);
      expect(expectEnvelope(response.json()).code).toBe('validation_failed');
    }
    const missing = await moneyCall(t, game.token, 'POST', '/demo/v1/sports/slip', {
      selections: [{ fixtureId: 999_999, pick: 'HOME', odds: '2.00' }],
      stake: '1000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('trial accounts', () => {
  it('bet play money in TRIAL rounds that stay off the public boards', async () => {
    const free = await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(free.statusCode).toBe(200);
    const trial = await play('LOTT_DAILY', (free.envelope.value as { token: string }).token);
    expect(trial.session.mode).toBe('TRIAL');
    await runDrawTick(ctx, onError);
    const popular = async () =>
      (await get('/demo/v1/lottery/popular?gameCode=LOTT_DAILY')).envelope.value as LotteryPopular;
    const boardBefore = await popular();
    const issue = ((await get('/demo/v1/lottery/current', trial.token)).envelope.value as LotteryCurrent)
      .issue;
    const before = await balance(trial.session);
    const bet = await moneyCall(t, trial.token, 'POST', '/demo/v1/lottery/bet', {
      issueNumber: issue.issueNumber,
      playType: '2D',
      selection: '77',
      stake: '1000',
    });
    expect(bet.statusCode).toBe(200);
    expect(await balance(trial.session)).toBe(before - 1000n);
    const round = await t.db
      .selectFrom('game_rounds')
      .select('mode')
      .where('round_id', '=', (bet.envelope.value as ScheduledBetReply).bets[0].roundId)
      .executeTakeFirstOrThrow();
    expect(round.mode).toBe('TRIAL');
    expect(await popular()).toEqual(boardBefore);
    // The member's own list holds the trial bet only.
    const mine = (await get('/demo/v1/lottery/bets', trial.token)).envelope.value as ScheduledBetList;
    expect(mine.list.map((entry) => entry.selection)).toEqual(['77']);
    expect(await reconcileOk(t)).toBe(true);
  });
});
