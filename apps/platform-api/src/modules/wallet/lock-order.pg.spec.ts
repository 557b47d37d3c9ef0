import type { GameList } from '@playfront/api-contract';
import { fund, moneyCall, reconcileOk, walletsOf } from '../../testing/money';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// Every posting takes its locks in one order, so racing launches (which bring other vendors' wallets back
// to main and move main into a TRANSFER vendor) against "all back to main" and single transfers on one
// member never deadlocks. Only PostgreSQL runs transactions at the same time.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const CALLS = 600;
const IN_FLIGHT = 12;

maybe('one lock order for every posting (PostgreSQL)', () => {
  let t: TestApp;
  let member = '';
  let games = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
    member = await t.login('demo_member', 'Demo@2026');
    await fund(t, member, '5000000');
    const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
    games = new Map(list.list.map((game) => [game.code, game.id]));
    expect(games.get('PP_CANDY_CASCADE')).toBeDefined();
    expect(games.get('SEA_DAILY')).toBeDefined();
  }, 120_000);
  afterAll(() => t.close());

  it(`races ${CALLS} launches, transfers and all-back-to-main on one member: no 5xx, exact ledger`, async () => {
    const calls = [
      () => moneyCall(t, member, 'POST', '/wps/game/launchGame', { gameId: games.get('PP_CANDY_CASCADE') }),
      () => moneyCall(t, member, 'POST', '/wps/game/launchGame', { gameId: games.get('SEA_DAILY') }),
      () => moneyCall(t, member, 'POST', '/wps/relay/GCS_walletTransfer', { all: true }),
      () =>
        moneyCall(t, member, 'POST', '/wps/relay/GCS_walletTransfer', {
          from: 'MAIN',
          to: 'PG',
          amount: '1000',
        }),
      () =>
        moneyCall(t, member, 'POST', '/wps/relay/GCS_walletTransfer', {
          from: 'MAIN',
          to: 'JL',
          amount: '700',
        }),
    ];
    const totalOf = async () =>
      Object.values(await walletsOf(t, member)).reduce((sum, balance) => sum + BigInt(balance), 0n);
    const before = await totalOf();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let issued = 0;
    const worker = async () => {
      while (issued < CALLS) {
        const call = calls[issued % calls.length]!;
        issued += 1;
        const reply = await call();
        statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
        if (reply.statusCode >= 500) failures.push(reply.body);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(failures).toEqual([]);
    // Most calls moved money (a transfer may find main empty: 409, never 5xx).
    expect(statuses.get(200) ?? 0).toBeGreaterThan(CALLS / 2);
    expect(await reconcileOk(t)).toBe(true);
    expect(await totalOf()).toBe(before);
  }, 300_000);
});
