import { createHash } from 'node:crypto';
import type { Game, GameList, LaunchGameReply, LotteryMenu, PvpRoomList } from '@playfront/api-contract';
import { sql } from 'kysely';
import { topAgent } from '../../testing/agents';
import { fund, moneyCall, reconcileOk, walletsOf } from '../../testing/money';
import { OPERATOR_KEY, bearer, createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { GameCtx } from './game-wallet';
import { gameWallet } from './game-wallet-service';
import { purgeGameTokens } from './service';

let t: TestApp;
let ctx: GameCtx;
let member = '';
let games: Game[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  member = await t.login('demo_member', 'Demo@2026');
  games = ((await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList).list;
});
afterAll(() => t.close());

const game = (code: string): Game => {
  const found = games.find((entry) => entry.code === code);
  if (!found) throw new Error(`no game ${code}`);
  return found;
};

/** The launch request the portal sends (spec §3), for one game. */
const request = (extra: Record<string, unknown>) => ({
  nodeId: 1,
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  merchantCode: 'PLAYFRONT',
  language: 'en',
  ...extra,
});

const launch = (token: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: body,
  });

const launched = async (
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const response = await launch(token, body, headers);
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.body}`);
  return expectEnvelope(response.json()).value as LaunchGameReply;
};

const launchToken = (url: string) => new URL(url, 'http://x').searchParams.get('launch') ?? '';

const freePlay = async () => {
  const response = await t.call({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'web', platform: 'W' },
  });
  return (response.envelope.value as { token: string }).token;
};

describe('POST /wps/game/launchGame', () => {
  it('asks a visitor to log in', async () => {
    const response = await launch(null, request({ gameId: game('SEA_QUICK').id }));
    expect(response.statusCode).toBe(401);
    expect(expectEnvelope(response.json()).code).toBe('unauthorized');
  });

  it('gives a member a REAL game URL with a launch token that is not the session token', async () => {
    const lotto = game('SEA_QUICK');
    const before = t.clock.now.getTime();
    const reply = await launched(member, request({ gameId: lotto.id }));
    expect(reply.mode).toBe('REAL');
    expect(reply.game_url2).toBeNull();
    expect(reply.expiresAt).toBe(before + 60_000);
    expect(reply.game_url).toMatch(
      /^\/demo-games\/lottery\.html\?launch=[A-Za-z0-9_-]{43}&lang=en&gameCode=SEA_QUICK&playType=2D$/,
    );
    expect(reply.game_url).not.toContain(member);
    const token = launchToken(reply.game_url);
    expect(token).not.toBe(member);
    // Only the SHA-256 of the launch token is stored.
    const stored = await t.db.selectFrom('launch_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    // The game session it opens plays this game for this member, in REAL mode.
    const { token: sessionToken, session } = await gameWallet.openGameSession(ctx, token);
    expect(sessionToken).not.toBe(member);
    expect(session).toMatchObject({
      gameId: lotto.id,
      gameCode: 'SEA_QUICK',
      vendorCode: 'SEA',
      gameCategory: 'LOTT',
      engine: 'lottery',
      mode: 'REAL',
      language: 'en',
      gameCodeParam: 'SEA_QUICK',
      playType: '2D',
    });
    expect((await gameWallet.gameSession(ctx, sessionToken)).id).toBe(session.id);
  });

  it('makes the launch token single use and short lived, and the game session valid 2 hours', async () => {
    const slot = game('PG_DRAGON_PEARL');
    const first = launchToken((await launched(member, request({ gameId: slot.id }))).game_url);
    const opened = await gameWallet.openGameSession(ctx, first);
    await expect(gameWallet.openGameSession(ctx, first)).rejects.toMatchObject({
      statusCode: 401,
      code: 'unauthorized',
    });
    const second = launchToken((await launched(member, request({ gameId: slot.id }))).game_url);
    t.clock.advance(60_001);
    await expect(gameWallet.openGameSession(ctx, second)).rejects.toMatchObject({ statusCode: 401 });
    await expect(gameWallet.openGameSession(ctx, 'not-a-token')).rejects.toMatchObject({ statusCode: 401 });
    // The session token works until two hours after it was opened.
    expect((await gameWallet.gameSession(ctx, opened.token)).gameCode).toBe('PG_DRAGON_PEARL');
    t.clock.advance(2 * 3_600_000 - 60_001);
    await expect(gameWallet.gameSession(ctx, opened.token)).rejects.toMatchObject({ statusCode: 401 });
    await expect(gameWallet.gameSession(ctx, member)).rejects.toMatchObject({ statusCode: 401 });
    // The portal session idled out meanwhile: log in again for the next tests.
    member = await t.login('demo_member', 'Demo@2026');
  });

  it('refuses unknown, disabled and vassalage-card games with 404 and an empty request with 400', async () => {
    const unknown = await launch(member, request({ gameId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.envelope.code).toBe('not_found');
    // Esports: the vendor is disabled by the brand default.
    const esports = await t.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', 'IA_MATCH_BOOK')
      .executeTakeFirstOrThrow();
    expect((await launch(member, request({ gameId: esports.id }))).statusCode).toBe(404);
    await t.db.updateTable('games').set({ enabled: false }).where('code', '=', 'JDB_MERMAID_HUNT').execute();
    expect((await launch(member, request({ gameId: game('JDB_MERMAID_HUNT').id }))).statusCode).toBe(404);
    await t.db.updateTable('games').set({ enabled: true }).where('code', '=', 'JDB_MERMAID_HUNT').execute();
    expect((await launch(member, request({ gameId: game('PP_LOBBY').id }))).statusCode).toBe(404);
    const empty = await launch(member, request({}));
    expect(empty.statusCode).toBe(400);
    expect(empty.envelope.code).toBe('validation_failed');
    const badPlayType = await launch(member, request({ gameId: game('VN_NORTH').id, playType: 'BIG_SMALL' }));
    expect(badPlayType.statusCode).toBe(400);
    expect((await launch(member, request({ gameId: 'abc' }))).statusCode).toBe(400);
  });

  it('resolves lottery launches by game code or by area, with the play type asked for', async () => {
    const south = await launched(member, {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      gameCode: 'VN_SOUTH',
      language: 'vi',
    });
    expect(south.game_url).toMatch(
      /^\/demo-games\/lottery\.html\?launch=[^&]+&lang=vi&gameCode=VN_SOUTH&playType=2D$/,
    );
    const sea = await launched(member, { launchMode: 'LOTT', lottoArea: 'SEA', playType: '3D' });
    expect(sea.game_url).toMatch(/&gameCode=SEA_QUICK&playType=3D$/);
    const lott = await launched(member, { launchMode: 'LOTT', lottoArea: 'LOTT' });
    expect(lott.game_url).toMatch(/&gameCode=LOTT_DAILY&playType=2D$/);
    const session = (await gameWallet.openGameSession(ctx, launchToken(south.game_url))).session;
    expect(session).toMatchObject({ gameCode: 'VN_SOUTH', gameCodeParam: 'VN_SOUTH', playType: '2D' });
    const unknown = await launch(member, { launchMode: 'LOTT', gameCode: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('neither lists nor launches a lottery of a prize mode the brand does not offer', async () => {
    const setModes = (prizeModes: string[]) =>
      t.call({
        method: 'PUT',
        url: '/wps/admin/setting/brand',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { prizeModes },
      });
    const menu = async (area: string) =>
      (
        (await t.call({ method: 'GET', url: `/lgw/vn/games/game_menu?area=${area}` })).envelope
          .value as LotteryMenu
      ).list.map((entry) => entry.gameCode);
    expect(await menu('SEA')).toContain('SEA_QUICK');
    expect((await setModes(['Lott', 'Elott'])).statusCode).toBe(200);
    try {
      expect(await menu('SEA')).toEqual([]);
      expect(await menu('VN')).toEqual([]);
      expect(await menu('LOTT')).toContain('LOTT_DAILY');
      for (const body of [{ gameCode: 'SEA_QUICK' }, { lottoArea: 'SEA' }, { gameCode: 'VN_SOUTH' }]) {
        const refused = await launch(member, { launchMode: 'LOTT', ...body });
        expect([body, refused.statusCode, refused.envelope.code]).toEqual([body, 404, 'not_found']);
      }
      expect((await launch(member, request({ gameId: game('SEA_QUICK').id }))).statusCode).toBe(404);
      expect((await launched(member, { launchMode: 'LOTT', lottoArea: 'LOTT' })).game_url).toContain(
        'gameCode=LOTT_DAILY',
      );
      // A game that is no lottery is not a prize mode's.
      expect((await launch(member, request({ gameId: game('DG_BACCARAT_A').id }))).statusCode).toBe(200);
    } finally {
      await setModes(['Lott', 'ZY', 'Elott', 'SEA']);
    }
    expect(await menu('SEA')).toContain('SEA_QUICK');
  });

  it('takes the language from the request, then the Language header, else English', async () => {
    const id = game('DG_BACCARAT_A').id;
    const url = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      new URL((await launched(member, request(body), headers)).game_url, 'http://x').searchParams.get('lang');
    expect(await url({ gameId: id, language: 'JA' })).toBe('ja');
    expect(await url({ gameId: id, language: undefined }, { language: 'th' })).toBe('th');
    expect(await url({ gameId: id, language: 'zh-CN' })).toBe('cn');
    expect(await url({ gameId: id, language: '"><script>' })).toBe('en');
  });

  it('records recent plays, most recent first, and the recent lottery menu of an area', async () => {
    const recent = (await t.call({ method: 'GET', url: '/wps/game/recent', headers: bearer(member) }))
      .envelope.value as GameList;
    expect(recent.list[0].code).toBe('DG_BACCARAT_A');
    expect(recent.list.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['LOTT_DAILY', 'SEA_QUICK', 'VN_SOUTH', 'PG_DRAGON_PEARL']),
    );
    expect(new Set(recent.list.map((entry) => entry.id)).size).toBe(recent.list.length);
    const vn = (
      await t.call({ method: 'GET', url: '/lgw/vn/games/game_menu/recent?area=VN', headers: bearer(member) })
    ).envelope.value as LotteryMenu;
    expect(vn).toMatchObject({ area: 'VN', list: [{ gameCode: 'VN_SOUTH', region: 'SOUTH' }] });
    expect((await t.call({ method: 'GET', url: '/wps/game/recent' })).statusCode).toBe(401);
  });

  it('launches a PVP room and counts its players from open game sessions', async () => {
    const rooms = () =>
      t
        .call({ method: 'GET', url: '/wps/relay/GLS2_roomList' })
        .then((r) => (r.envelope.value as PvpRoomList).list);
    const room = (await rooms())[1];
    const reply = await launched(member, request({ roomId: room.roomId }));
    expect(reply.game_url).toMatch(/^\/demo-games\/cards\.html\?launch=/);
    expect((await rooms()).find((entry) => entry.roomId === room.roomId)?.players).toBe(0);
    const { session } = await gameWallet.openGameSession(ctx, launchToken(reply.game_url));
    expect(session.gameId).toBe(room.gameId);
    expect((await rooms()).find((entry) => entry.roomId === room.roomId)?.players).toBe(1);
    expect((await launch(member, request({ roomId: 999_999 }))).statusCode).toBe(404);
  });
});

describe('launch funds', () => {
  it('moves the whole main wallet into a TRANSFER vendor once per launch; transfer-all returns it', async () => {
    // An account of the test's own with 1,234.56 (the demo agent's balance moves with its team's salaries).
    await topAgent(t, 'launchplayer1');
    const agent = await t.login('launchplayer1', 'Agent@2026');
    await fund(t, agent, '123456');
    const before = await walletsOf(t, agent);
    expect(before['MAIN']).toBe('123456');
    const key = 'launch-key-0001';
    const first = await launched(agent, request({ gameId: game('PP_CANDY_CASCADE').id }), {
      'idempotency-key': key,
    });
    const after = await walletsOf(t, agent);
    expect(after['MAIN']).toBe('0');
    expect(after['PP']).toBe(String(BigInt(before['PP']) + 123456n));
    // A retry with the same key replays the launch and moves nothing.
    const replay = await launch(agent, request({ gameId: game('PP_CANDY_CASCADE').id }), {
      'idempotency-key': key,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.envelope.value as LaunchGameReply).game_url).toBe(first.game_url);
    expect(await walletsOf(t, agent)).toEqual(after);
    // Main is empty: another launch of the same vendor moves nothing.
    await launched(agent, request({ gameId: game('PP_BUFFALO_RIDGE').id }));
    expect(await walletsOf(t, agent)).toEqual(after);
    // A SEAMLESS game plays from main: the vendor wallet comes back to it.
    await launched(agent, request({ gameId: game('SEA_DAILY').id }));
    expect(await walletsOf(t, agent)).toMatchObject({ MAIN: '123456', PP: before['PP'] });
    const record = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=TRANSFER_TO_VENDOR',
      headers: bearer(agent),
    });
    const rows = (record.envelope.value as { list: Array<{ amount: string; wallet: string }> }).list;
    expect(rows.filter((row) => row.wallet === 'PP').map((row) => row.amount)).toEqual(['123456']);
    expect(await reconcileOk(t)).toBe(true);
    const back = await moneyCall(t, agent, 'POST', '/wps/relay/GCS_walletTransfer', { all: true });
    expect(back.statusCode).toBe(200);
    expect((await walletsOf(t, agent))['MAIN']).toBe('123456');
    expect(await reconcileOk(t)).toBe(true);
  });

  it("brings another vendor's wallet back first, so the money is where the player plays", async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    const start = await walletsOf(t, member);
    const total = Object.values(start).reduce((sum, balance) => sum + BigInt(balance), 0n);
    expect(total).toBeGreaterThan(0n);
    await launched(member, request({ gameId: game('DG_BACCARAT_A').id }));
    expect(await walletsOf(t, member)).toMatchObject({ MAIN: '0', DG: String(total) });
    await launched(member, request({ gameId: game('JDB_OCEAN_KING').id }));
    expect(await walletsOf(t, member)).toMatchObject({ MAIN: '0', DG: '0', JDB: String(total) });
    // Launching the same vendor again moves nothing.
    await launched(member, request({ gameId: game('JDB_OCEAN_KING').id }));
    expect(await walletsOf(t, member)).toMatchObject({ MAIN: '0', DG: '0', JDB: String(total) });
    // A SEAMLESS game plays from main: the vendor wallets come back.
    await launched(member, request({ gameId: game('SEA_DAILY').id }));
    expect(await walletsOf(t, member)).toMatchObject({ MAIN: String(total), DG: '0', JDB: '0' });
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('trial accounts', () => {
  it('play TRIAL with play money, only games open to trial, and never touch real money', async () => {
    const trial = await freePlay();
    const real = await sql<{
      total: string;
    }>`SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_accounts
      WHERE currency <> 'PLAY' AND user_id IS NULL`.execute(t.db);
    const reply = await launched(trial, request({ gameId: game('PP_TEMPLE_OF_FORTUNE').id }));
    expect(reply.mode).toBe('TRIAL');
    const { session } = await gameWallet.openGameSession(ctx, launchToken(reply.game_url));
    expect(session.mode).toBe('TRIAL');
    expect(await gameWallet.gameWalletBalance(ctx, session)).toBe(200_000n);
    // A TRANSFER vendor's launch moved nothing for the trial: its real wallets stay empty.
    const wallets = await walletsOf(t, trial);
    expect(Object.values(wallets).every((balance) => balance === '0')).toBe(true);
    for (const code of ['PP_AURORA_GEMS', 'DG_VIP_BACCARAT']) {
      const refused = await launch(trial, request({ gameId: game(code).id }));
      expect(refused.statusCode).toBe(403);
      expect(refused.envelope.code).toBe('in_need_true_account');
      expect(game(code).trial).toBe(false);
    }
    // The member could launch it.
    expect((await launch(member, request({ gameId: game('PP_AURORA_GEMS').id }))).statusCode).toBe(200);
    const realAfter = await sql<{ total: string }>`SELECT COALESCE(SUM(balance), 0)::text AS total
      FROM ledger_accounts WHERE currency <> 'PLAY' AND user_id IS NULL`.execute(t.db);
    expect(realAfter.rows[0].total).toBe(real.rows[0].total);
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('purgeGameTokens', () => {
  it('removes launch tokens and game sessions a day after they expired, keeping the rounds', async () => {
    const count = async () =>
      (
        await sql<{
          n: string;
        }>`SELECT (SELECT count(*) FROM launch_tokens) + (SELECT count(*) FROM game_sessions)
        AS n`.execute(t.db)
      ).rows[0].n;
    expect(Number(await count())).toBeGreaterThan(0);
    expect(await purgeGameTokens(t.db, t.clock.now)).toBe(0);
    const removed = await purgeGameTokens(t.db, new Date(t.clock.now.getTime() + 3 * 86_400_000));
    expect(removed).toBeGreaterThan(0);
    expect(Number(await count())).toBe(0);
  });
});
