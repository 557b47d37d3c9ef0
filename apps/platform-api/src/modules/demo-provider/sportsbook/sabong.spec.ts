import { createHash, randomUUID } from 'node:crypto';
import type { Fixture, FixtureList, ScheduledBetList, ScheduledBetReply } from '@playfront/api-contract';
import { moneyCall, reconcileOk } from '../../../testing/money';
import { bearer, createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { runDrawTick } from '../jobs';
import { gameWallet } from '../platform';
import type { GameCtx, GameSession } from '../platform';
import { newServerSeed, seedHash } from '../shared/fair';
import { fixtureKey, fixtureOutcome, SABONG_DRAW_ODDS } from './model';
import type { FixtureOutcome } from './model';

let t: TestApp;
let ctx: GameCtx;
let member: string;
const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);
const SLOT_MS = 180_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(Math.floor(Date.now() / SLOT_MS) * SLOT_MS + 5_000);
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());
afterEach(() => {
  expect(errors).toEqual([]);
});

const get = (url: string, token?: string) =>
  t.call({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function launch(code: string): Promise<{ url: URL; game: { token: string; session: GameSession } }> {
  const { id } = await t.db
    .selectFrom('games')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const response = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(member),
    payload: { gameId: id },
  });
  expect(response.statusCode).toBe(200);
  const url = new URL((response.envelope.value as { game_url: string }).game_url, 'http://localhost');
  return { url, game: await gameWallet.openGameSession(ctx, url.searchParams.get('launch')!) };
}

/** Commits fight `id` to a fresh seed whose result passes `wanted` (the test picks the result it needs). */
async function commitResult(id: number, wanted: (outcome: FixtureOutcome) => boolean): Promise<string> {
  const row = await t.db.selectFrom('fixtures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  for (;;) {
    const seed = newServerSeed();
    const outcome = fixtureOutcome(
      'SABONG',
      seed,
      fixtureKey('SABONG', Number(row.slot)),
      row.home_strength,
      row.away_strength,
    );
    if (wanted(outcome)) {
      await t.db
        .updateTable('fixtures')
        .set({ server_seed: seed, seed_hash: seedHash(seed) })
        .where('id', '=', id)
        .execute();
      return seed;
    }
  }
}

const minor = (stake: bigint, odds: string) => (stake * BigInt(Math.round(Number(odds) * 100))) / 100n;

describe('sabong (DS88)', () => {
  let game: { token: string; session: GameSession };
  let fights: Fixture[];

  beforeAll(async () => {
    const launched = await launch('DS88_ARENA');
    // DS88 opens the cockpit, not the football book: the sports page with book=sabong.
    expect(launched.url.pathname).toBe('/demo-games/sports.html');
    expect(launched.url.searchParams.get('book')).toBe('sabong');
    expect(launched.game.session.engine).toBe('sabong');
    game = launched.game;
    await runDrawTick(ctx, onError);
    fights = ((await get('/demo/v1/sabong/fixtures')).envelope.value as FixtureList).list.filter(
      (fight) => fight.status === 'SCHEDULED',
    );
  });

  it('lists scheduled fights every three minutes with Meron, Wala and Draw odds, seeds committed', async () => {
    expect(fights.length).toBeGreaterThanOrEqual(3);
    expect(fights[1].kickoffAt - fights[0].kickoffAt).toBe(SLOT_MS);
    for (const fight of fights) {
      expect(fight.kind).toBe('SABONG');
      expect(fight.endAt - fight.kickoffAt).toBe(60_000);
      expect(fight.odds.draw).toBe('8.00');
      // Meron is the favourite: its odds are no longer than Wala's; both carry the margin.
      expect(Number(fight.odds.home)).toBeLessThanOrEqual(Number(fight.odds.away));
      expect(1 / Number(fight.odds.home) + 1 / Number(fight.odds.away)).toBeGreaterThanOrEqual(1.05);
      expect(fight.serverSeed).toBeNull();
      expect(fight.seedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    const rows = await t.db
      .selectFrom('fixtures')
      .select(['home_strength', 'away_strength', 'odds_draw'])
      .where('kind', '=', 'SABONG')
      .execute();
    expect(rows.every((row) => row.home_strength >= row.away_strength)).toBe(true);
    expect(rows.every((row) => row.odds_draw === SABONG_DRAW_ODDS)).toBe(true);
  });

  it('bets through the game wallet, replays idempotently, settles, pays, refunds draws and void fights', async () => {
    const [won, drawn, voided] = fights;
    const wonSeed = await commitResult(won.id, (o) => !o.cancelled && o.outcome === 'HOME');
    await commitResult(drawn.id, (o) => !o.cancelled && o.outcome === 'DRAW');
    await commitResult(voided.id, (o) => o.cancelled);

    const wallet = async () => gameWallet.gameWalletBalance(ctx, game.session);
    const before = await wallet();
    expect(before).toBeGreaterThan(10_000n);

    const bet = (fight: Fixture, pick: 'HOME' | 'DRAW' | 'AWAY', stake: string, key = randomUUID()) => {
      const odds = pick === 'HOME' ? fight.odds.home : pick === 'AWAY' ? fight.odds.away : fight.odds.draw!;
      return moneyCall(
        t,
        game.token,
        'POST',
        '/demo/v1/sabong/slip',
        { selections: [{ fixtureId: fight.id, pick, odds }], stake },
        key,
      );
    };

    // Meron on the fight Meron wins: 10.00; replayed with the same key it moves nothing.
    const meronKey = randomUUID();
    const meron = await bet(won, 'HOME', '1000', meronKey);
    expect(meron.statusCode).toBe(200);
    const placed = meron.envelope.value as ScheduledBetReply;
    expect(placed.bets[0]).toMatchObject({
      kind: 'SABONG',
      selection: 'HOME',
      stake: '1000',
      status: 'OPEN',
    });
    expect(BigInt(placed.balance)).toBe(before - 1000n);
    const replay = await bet(won, 'HOME', '1000', meronKey);
    expect(replay.statusCode).toBe(200);
    expect((replay.envelope.value as ScheduledBetReply).bets[0].roundId).toBe(placed.bets[0].roundId);
    expect(await wallet()).toBe(before - 1000n);
    // The same key with another body is refused.
    const reused = await bet(won, 'AWAY', '1000', meronKey);
    expect(reused.statusCode).toBe(422);
    expect(reused.envelope.code).toBe('idempotency_key_reused');

    expect((await bet(won, 'AWAY', '500')).statusCode).toBe(200); // Wala loses
    expect((await bet(drawn, 'HOME', '1000')).statusCode).toBe(200); // refunded by the draw
    expect((await bet(drawn, 'DRAW', '300')).statusCode).toBe(200); // pays 8.00
    expect((await bet(voided, 'AWAY', '700')).statusCode).toBe(200); // refunded: the fight is void
    expect(await wallet()).toBe(before - 3500n);

    // The pit closes at the start of the fight.
    t.clock.advance(won.kickoffAt - t.clock.now.getTime());
    const late = await bet(won, 'HOME', '1000');
    expect(late.statusCode).toBe(409);
    expect(late.envelope.code).toBe('betting_closed');

    // Every fight over; two job runs at once settle each bet once.
    t.clock.advance(voided.endAt - t.clock.now.getTime());
    await Promise.all([runDrawTick(ctx, onError), runDrawTick(ctx, onError)]);
    const meronPayout = minor(1000n, won.odds.home);
    expect(meronPayout).toBe((1000n * BigInt(won.odds.home.replace('.', ''))) / 100n);
    // 1000 x odds + 0 (Wala) + 1000 (draw refund) + 300 x 8.00 + 700 (void refund).
    expect(await wallet()).toBe(before - 3500n + meronPayout + 1000n + 2400n + 700n);

    const mine = (await get('/demo/v1/sabong/bets', game.token)).envelope.value as ScheduledBetList;
    expect(mine.list.map((row) => [row.fixtureId, row.selection, row.status, row.payout])).toEqual([
      [voided.id, 'AWAY', 'VOID', '700'],
      [drawn.id, 'DRAW', 'SETTLED', '2400'],
      [drawn.id, 'HOME', 'VOID', '1000'],
      [won.id, 'AWAY', 'SETTLED', '0'],
      [won.id, 'HOME', 'SETTLED', String(meronPayout)],
    ]);
    // The betting record shows each as a round of the game wallet.
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select(['round_id', 'status', 'payout', 'detail'])
      .where(
        'round_id',
        'in',
        mine.list.map((row) => row.roundId),
      )
      .execute();
    expect(rounds).toHaveLength(5);
    const meronRound = rounds.find((round) => round.round_id === placed.bets[0].roundId)!;
    expect([meronRound.status, String(meronRound.payout)]).toEqual(['SETTLED', String(meronPayout)]);
    expect(meronRound.detail).toMatch(/^Sabong .+ v .+ Meron @\d+\.\d{2}$/);

    // Verifiable: the revealed seed hashes to the commitment and replays the result.
    const after = ((await get('/demo/v1/sabong/fixtures')).envelope.value as FixtureList).list;
    const decided = after.find((fight) => fight.id === won.id)!;
    expect(decided.status).toBe('FINISHED');
    expect(decided.serverSeed).toBe(wonSeed);
    expect(createHash('sha256').update(decided.serverSeed!).digest('hex')).toBe(decided.seedHash);
    const row = await t.db
      .selectFrom('fixtures')
      .selectAll()
      .where('id', '=', won.id)
      .executeTakeFirstOrThrow();
    const replayed = fixtureOutcome(
      'SABONG',
      decided.serverSeed!,
      fixtureKey('SABONG', Number(row.slot)),
      row.home_strength,
      row.away_strength,
    );
    expect(replayed.outcome).toBe('HOME');
    expect(decided.outcome).toBe('HOME');
    expect(decided.score).toBe(replayed.score);
    expect(decided.score).toMatch(/^MERON [0-4]:[0-5][0-9]$/);
    expect(after.find((fight) => fight.id === drawn.id)!.outcome).toBe('DRAW');
    expect(after.find((fight) => fight.id === voided.id)!.status).toBe('CANCELLED');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('takes sabong bets only from a sabong session', async () => {
    const fight = ((await get('/demo/v1/sabong/fixtures')).envelope.value as FixtureList).list.find(
      (candidate) => candidate.status === 'SCHEDULED',
    )!;
    const football = await launch('SBO_FOOTBALL');
    const refused = await moneyCall(t, football.game.token, 'POST', '/demo/v1/sabong/slip', {
      selections: [{ fixtureId: fight.id, pick: 'HOME', odds: fight.odds.home }],
      stake: '1000',
    });
    expect(refused.statusCode).toBe(403);
  });
});
