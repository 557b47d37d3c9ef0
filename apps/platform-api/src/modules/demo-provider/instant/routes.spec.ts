import { createHash, randomUUID } from 'node:crypto';
import type {
  BaccaratDealReply,
  BettingRecord,
  CardsDealReply,
  DemoSession,
  DemoSessionState,
  FishShootReply,
  Game,
  GameList,
  LaunchGameReply,
  RotateSeedReply,
  SlotSpinReply,
  VerifyReply,
} from '@playfront/api-contract';
import { fund, reconcileOk } from '../../../testing/money';
import { bearer, createTestApp, expectEnvelope } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';

let t: TestApp;
let member = '';
let games: Game[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
  await fund(t, member, '5000000');
  games = ((await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList).list;
}, 120_000);
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const gameOf = (engine: string): Game => {
  const found = games.find((game) => game.engine === engine && game.isGame === 'GAME' && game.trial);
  if (!found) throw new Error(`no ${engine} game`);
  return found;
};

/** Launches a game the way the portal does and returns the single-use launch token. */
async function launchToken(token: string, engine: string): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: {
      gameId: gameOf(engine).id,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'en',
    },
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  const url = (response.envelope.value as LaunchGameReply).game_url;
  expect(url).toMatch(new RegExp(`^/demo-games/${engine}\\.html\\?launch=`));
  return new URL(url, 'http://x').searchParams.get('launch') ?? '';
}

async function openSession(token: string, engine: string): Promise<DemoSession> {
  const launch = await launchToken(token, engine);
  const response = await t.call({
    method: 'POST',
    url: '/demo/v1/session',
    payload: { launchToken: launch },
  });
  expect(response.statusCode).toBe(200);
  return expectEnvelope(response.json()).value as DemoSession;
}

const stateOf = async (sessionToken: string) =>
  (await t.call({ method: 'GET', url: '/demo/v1/session', headers: bearer(sessionToken) })).envelope
    .value as DemoSessionState;

const round = (sessionToken: string, url: string, payload: unknown, key: string | null = randomUUID()) =>
  t.call({
    method: 'POST',
    url,
    headers: { ...bearer(sessionToken), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

describe('demo provider session', () => {
  it('exchanges a launch token once for a game session with balance, fairness and limits', async () => {
    const launch = await launchToken(member, 'slot');
    const first = await t.call({ method: 'POST', url: '/demo/v1/session', payload: { launchToken: launch } });
    expect(first.statusCode).toBe(200);
    const session = expectEnvelope(first.json()).value as DemoSession;
    expect(session.sessionToken).not.toBe(launch);
    expect(session.game.engine).toBe('slot');
    expect(session.mode).toBe('REAL');
    expect(session.balance).toMatch(/^\d+$/);
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.limits).toEqual({ min: '10', max: '1000000', step: '10' });
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await t.call({ method: 'POST', url: '/demo/v1/session', payload: { launchToken: launch } });
    expect(again.statusCode).toBe(401);
    expect(expectEnvelope(again.json()).code).toBe('unauthorized');
  });

  it('refuses calls without a game session token or with an unknown one', async () => {
    const none = await t.call({ method: 'POST', url: '/demo/v1/slot/spin', payload: { stake: '100' } });
    expect(none.statusCode).toBe(401);
    expect(expectEnvelope(none.json()).code).toBe('unauthorized');
    const unknown = await round('x'.repeat(43), '/demo/v1/slot/spin', { stake: '100' });
    expect(unknown.statusCode).toBe(401);
    const state = await t.call({ method: 'GET', url: '/demo/v1/session', headers: bearer(member) });
    expect(state.statusCode).toBe(401);
  });
});

describe('slot rounds', () => {
  let session: DemoSession;
  beforeAll(async () => {
    session = await openSession(member, 'slot');
  });

  it('moves money exactly: balance - stake + payout, and advances the nonce', async () => {
    const before = await stateOf(session.sessionToken);
    const response = await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '1000' });
    expect(response.statusCode).toBe(200);
    const spin = expectEnvelope(response.json()).value as SlotSpinReply;
    expect(spin.reels).toHaveLength(5);
    spin.reels.forEach((column) => expect(column).toHaveLength(3));
    expect(spin.nonce).toBe(before.fairness.nonce);
    expect(spin.serverSeedHash).toBe(before.fairness.serverSeedHash);
    expect(BigInt(spin.payout)).toBe(100n * BigInt(spin.totalMultiplier));
    expect(BigInt(spin.balance)).toBe(BigInt(before.balance) - 1000n + BigInt(spin.payout));
    const after = await stateOf(session.sessionToken);
    expect(after.balance).toBe(spin.balance);
    expect(after.fairness.nonce).toBe(spin.nonce + 1);

    const record = (
      await t.call({ method: 'GET', url: '/wps/game/bettingRecord?size=100', headers: bearer(member) })
    ).envelope.value as BettingRecord;
    const listed = record.list.find((entry) => entry.roundId === spin.roundId);
    expect(listed).toMatchObject({ stake: '1000', payout: spin.payout, status: 'SETTLED' });
    expect(listed?.detail).toBe('Spin 1.00 x 10 lines');
  });

  it('replays the same round for the same Idempotency-Key and moves nothing', async () => {
    const key = randomUUID();
    const first = expectEnvelope(
      (await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '200' }, key)).json(),
    ).value as SlotSpinReply;
    const before = await stateOf(session.sessionToken);
    const replay = await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '200' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = expectEnvelope(replay.json()).value as SlotSpinReply;
    expect(again).toEqual({ ...first, replayed: true });
    const after = await stateOf(session.sessionToken);
    expect(after.balance).toBe(before.balance);
    expect(after.fairness.nonce).toBe(before.fairness.nonce);

    const other = await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '300' }, key);
    expect(other.statusCode).toBe(422);
    expect(expectEnvelope(other.json()).code).toBe('idempotency_key_reused');
  });

  it('accepts the key in the body when the header is absent', async () => {
    const key = randomUUID();
    const first = await round(
      session.sessionToken,
      '/demo/v1/slot/spin',
      { stake: '100', idempotencyKey: key },
      null,
    );
    expect(first.statusCode).toBe(200);
    const replay = await round(
      session.sessionToken,
      '/demo/v1/slot/spin',
      { stake: '100', idempotencyKey: key },
      null,
    );
    expect((replay.envelope.value as SlotSpinReply).roundId).toBe(
      (first.envelope.value as SlotSpinReply).roundId,
    );
    expect((replay.envelope.value as SlotSpinReply).replayed).toBe(true);
  });

  it.each([
    ['below the minimum', { stake: '5' }, 'stake_out_of_range'],
    ['above the maximum', { stake: '1000010' }, 'stake_out_of_range'],
    ['not a multiple of the 10 lines', { stake: '105' }, 'stake_step'],
    ['zero', { stake: '0' }, 'invalid_pattern'],
    ['a JSON number', { stake: 100 }, 'invalid_type'],
    ['not a number', { stake: '1e3' }, 'invalid_pattern'],
  ])('refuses a stake %s with 400 and changes nothing', async (_name, payload, key) => {
    const before = await stateOf(session.sessionToken);
    const response = await round(session.sessionToken, '/demo/v1/slot/spin', payload);
    expect(response.statusCode).toBe(400);
    const envelope = expectEnvelope(response.json());
    expect(envelope.code).toBe('validation_failed');
    expect((envelope.value as { fields: Array<{ field: string; key: string }> }).fields[0]).toMatchObject({
      field: 'stake',
      key,
    });
    const after = await stateOf(session.sessionToken);
    expect(after.balance).toBe(before.balance);
    expect(after.fairness.nonce).toBe(before.fairness.nonce);
  });

  it('needs an Idempotency-Key', async () => {
    const response = await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '100' }, null);
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response.json()).code).toBe('idempotency_key_required');
  });

  it('refuses another game engine with the slot session', async () => {
    const response = await round(session.sessionToken, '/demo/v1/baccarat/deal', {
      bet: 'PLAYER',
      stake: '100',
    });
    expect(response.statusCode).toBe(403);
  });

  it('rotation reveals the seed whose hash was shown, and verify recomputes the played round', async () => {
    const seeded = await t.call({
      method: 'POST',
      url: '/demo/v1/fairness/client-seed',
      headers: bearer(session.sessionToken),
      payload: { clientSeed: 'my-lucky-seed' },
    });
    expect(seeded.statusCode).toBe(200);
    const shown = (await stateOf(session.sessionToken)).fairness;
    expect(shown.clientSeed).toBe('my-lucky-seed');
    const spin = (await round(session.sessionToken, '/demo/v1/slot/spin', { stake: '100' })).envelope
      .value as SlotSpinReply;
    expect(spin.clientSeed).toBe('my-lucky-seed');

    const rotated = await t.call({
      method: 'POST',
      url: '/demo/v1/fairness/rotate',
      headers: bearer(session.sessionToken),
    });
    expect(rotated.statusCode).toBe(200);
    const { previous, current } = expectEnvelope(rotated.json()).value as RotateSeedReply;
    expect(previous.serverSeedHash).toBe(shown.serverSeedHash);
    expect(sha256(previous.serverSeed)).toBe(shown.serverSeedHash);
    expect(previous.rounds).toBe(spin.nonce + 1);
    expect(current.serverSeedHash).not.toBe(shown.serverSeedHash);
    expect(current.nonce).toBe(0);
    expect(current.clientSeed).toBe('my-lucky-seed');

    const query = new URLSearchParams({
      engine: 'slot',
      serverSeed: previous.serverSeed,
      clientSeed: spin.clientSeed,
      nonce: String(spin.nonce),
    });
    const verified = await t.call({ method: 'GET', url: `/demo/v1/fairness/verify?${query.toString()}` });
    expect(verified.statusCode).toBe(200);
    const value = expectEnvelope(verified.json()).value as VerifyReply;
    expect(value.serverSeedHash).toBe(spin.serverSeedHash);
    expect(value.outcome).toEqual({
      stops: spin.stops,
      reels: spin.reels,
      lines: spin.lines,
      totalMultiplier: spin.totalMultiplier,
    });
  });
});

describe('fishing, cards and baccarat rounds', () => {
  it('shoots one fish per round with exact money', async () => {
    await fund(t, member, '100000'); // a REAL launch of a transfer vendor moves the main wallet in
    const session = await openSession(member, 'fish');
    const response = await round(session.sessionToken, '/demo/v1/fish/shoot', {
      stake: '50',
      targetId: 'shark',
    });
    expect(response.statusCode).toBe(200);
    const shot = expectEnvelope(response.json()).value as FishShootReply;
    expect(shot.targetId).toBe('shark');
    expect(shot.multiplier).toBe(20);
    expect(shot.payout).toBe(shot.hit ? '1000' : '0');
    expect(BigInt(shot.balance)).toBe(BigInt(session.balance) - 50n + BigInt(shot.payout));
    const unknown = await round(session.sessionToken, '/demo/v1/fish/shoot', {
      stake: '50',
      targetId: 'kraken',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('deals a Teen Patti hand with exact money', async () => {
    await fund(t, member, '100000'); // a REAL launch of a transfer vendor moves the main wallet in
    const session = await openSession(member, 'cards');
    const hand = (await round(session.sessionToken, '/demo/v1/cards/deal', { stake: '1000' })).envelope
      .value as CardsDealReply;
    expect(hand.player.cards).toHaveLength(3);
    expect(hand.dealer.cards).toHaveLength(3);
    const payout = { WIN: '1950', PUSH: '1000', LOSE: '0' }[hand.outcome];
    expect(hand.payout).toBe(payout);
    expect(BigInt(hand.balance)).toBe(BigInt(session.balance) - 1000n + BigInt(payout));
  });

  it('deals a baccarat hand with exact money', async () => {
    await fund(t, member, '100000'); // a REAL launch of a transfer vendor moves the main wallet in
    const session = await openSession(member, 'baccarat');
    const hand = (
      await round(session.sessionToken, '/demo/v1/baccarat/deal', { bet: 'BANKER', stake: '1000' })
    ).envelope.value as BaccaratDealReply;
    expect(hand.bet).toBe('BANKER');
    const payout = { BANKER: '1950', TIE: '1000', PLAYER: '0' }[hand.winner];
    expect(hand.payout).toBe(payout);
    expect(BigInt(hand.balance)).toBe(BigInt(session.balance) - 1000n + BigInt(payout));
    const bad = await round(session.sessionToken, '/demo/v1/baccarat/deal', { bet: 'DRAGON', stake: '1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('a trial account plays in demo mode and gets 409 when the play money is short', async () => {
    const free = await t.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W' },
    });
    const trial = (free.envelope.value as { token: string }).token;
    const session = await openSession(trial, 'baccarat');
    expect(session.mode).toBe('TRIAL');
    const stake = (BigInt(session.balance) + 100n).toString();
    const key = randomUUID();
    const short = await round(session.sessionToken, '/demo/v1/baccarat/deal', { bet: 'PLAYER', stake }, key);
    expect(short.statusCode).toBe(409);
    expect(expectEnvelope(short.json()).code).toBe('insufficient_funds');
    expect((await stateOf(session.sessionToken)).balance).toBe(session.balance);
    // Nothing was kept: the same key plays once the stake fits.
    const ok = await round(
      session.sessionToken,
      '/demo/v1/baccarat/deal',
      { bet: 'PLAYER', stake: '100' },
      key,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the ledger balanced', async () => {
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('verify and pages', () => {
  it('validates verify queries', async () => {
    const bad = await t.call({
      method: 'GET',
      url: '/demo/v1/fairness/verify?engine=roulette&serverSeed=a&clientSeed=b&nonce=0',
    });
    expect(bad.statusCode).toBe(400);
    const fish = await t.call({
      method: 'GET',
      url: '/demo/v1/fairness/verify?engine=fish&serverSeed=a&clientSeed=b&nonce=0',
    });
    expect(fish.statusCode).toBe(400);
    const cards = await t.call({
      method: 'GET',
      url: '/demo/v1/fairness/verify?engine=cards&serverSeed=a&clientSeed=b&nonce=3',
    });
    expect(cards.statusCode).toBe(200);
    expect((cards.envelope.value as VerifyReply).serverSeedHash).toBe(sha256('a'));
  });

  it('serves the game pages and draws game cards', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-games/slot.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<script type="module" src="slot.js">');
    // Unhashed files: always revalidated, so a new version of a game reaches players at once.
    expect(page.headers['cache-control']).toBe('no-cache');
    // The old picture address redirects to the game's generated artwork.
    const image = await t.app.inject({ method: 'GET', url: '/demo-games/img/PP_GATES_OF_OLYMPUS.svg' });
    expect(image.statusCode).toBe(301);
    expect(image.headers['location']).toBe('/lgw/games/artwork/PP_GATES_OF_OLYMPUS.svg');
    const evil = await t.app.inject({ method: 'GET', url: '/demo-games/img/%3Cscript%3E.svg' });
    expect(evil.statusCode).toBe(400);
  });
});
