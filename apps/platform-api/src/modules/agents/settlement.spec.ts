import type { GameList, LaunchGameReply, SettlementPage } from '@playfront/api-contract';
import { joinTeam, topAgent } from '../../testing/agents';
import { fund, operatorCall, reconcileOk, walletsOf } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { gameWallet } from '../games';
import type { GameCtx, GameSession } from '../games';
import { payDueSettlements, planSettlements, runSettlement } from './settlement';
import type { SettlementCtx } from './settlement';

/**
 * The worked example of docs/agents.md, end to end: the platform pays wageagent a daily wage on its whole
 * team, wageagent pays its sub-agent on the sub-agent's team, each once.
 */
let t: TestApp;
let ctx: SettlementCtx & GameCtx;
let codes = new Map<string, number>();
let roundNo = 0;
const HOUR = 3_600_000;
/** Day D: the next UTC midnight after the real time, so every period of the test is clean. */
const dayD = new Date(Math.ceil(Date.now() / (24 * HOUR)) * 24 * HOUR);
const PASSWORD = 'Team@2026x';

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** One settled round of `stake` paying `payout`, as the demo provider plays it (main wallet). */
async function round(username: string, password: string, stake: bigint, payout: bigint): Promise<void> {
  const token = await t.login(username, password);
  const launch = await call(token, 'POST', '/wps/game/launchGame', { gameId: codes.get('SEA_QUICK') });
  const url = new URL((launch.envelope.value as LaunchGameReply).game_url, 'http://x');
  const session: GameSession = (await gameWallet.openGameSession(ctx, url.searchParams.get('launch') ?? ''))
    .session;
  await gameWallet.playInstantRound(
    ctx,
    session,
    { roundId: `st-${process.pid}-${(roundNo += 1)}`, stake, detail: 'test round' },
    { payout },
  );
}

const settlements = async (username: string, password: string, query = '') =>
  (await call(await t.login(username, password), 'GET', `/wps/agent/settlements${query}`)).envelope
    .value as SettlementPage;

/**
 * This test's settlement items (the seeded demo team's contracts settle alongside, so counts are taken on
 * the test's own agents): [status, amount] by item id.
 */
const ours = async () =>
  (
    await t.db
      .selectFrom('agent_settlements as s')
      .innerJoin('users as u', 'u.id', 's.payee_id')
      .select(['s.status', 's.amount', 's.period_start'])
      .where('u.username', 'in', ['wageagent', 'wagesub1'])
      .orderBy('s.id')
      .execute()
  ).map((item) => ({ status: item.status, amount: String(item.amount), start: item.period_start.getTime() }));
const count = async (status: string) => (await ours()).filter((item) => item.status === status).length;

const wage = (...tiers: Array<[string, number]>) => ({
  kind: 'DAILY_WAGE' as const,
  tiers: tiers.map(([betAmount, rateBps]) => ({ betAmount, rateBps })),
});

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  t.clock.now = new Date(dayD.getTime() - 14 * HOUR);
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
  codes = new Map(list.list.map((game) => [game.code, game.id]));

  // An agent of the test's own: the demo agent's seeded team and contracts stay out of the figures.
  await topAgent(t, 'wageagent');
  const agent = await t.login('wageagent', 'Agent@2026');
  await joinTeam(t, agent, 'wagesub1', 'agent', PASSWORD);
  await joinTeam(t, agent, 'wagedirect', 'member', PASSWORD);
  await fund(t, await t.login('wagedirect', PASSWORD), '100000');
  const sub = await t.login('wagesub1', PASSWORD);
  await joinTeam(t, sub, 'wagemem1', 'member', PASSWORD);
  await fund(t, await t.login('wagemem1', PASSWORD), '100000');
  const payment = await t.call({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: bearer(agent),
    payload: await t.seal({ paymentPassword: 'Pay@2026', confirmPaymentPassword: 'Pay@2026' }),
  });
  expect(payment.statusCode).toBe(200);

  // The platform: 1 % from 100.00 of daily team bets, 1.5 % from 500.00.
  const platform = await operatorCall(t, 'PUT', '/wps/admin/agents/wageagent/contracts/DAILY_WAGE', {
    terms: wage(['10000', 100], ['50000', 150]),
  });
  expect(platform.statusCode).toBe(200);
  // wageagent gives its sub-agent 0.5 % from 100.00, 1 % from 500.00; the sub-agent accepts.
  const offer = await call(agent, 'POST', '/wps/agent/contracts', {
    downline: 'wagesub1',
    terms: wage(['10000', 50], ['50000', 100]),
  });
  expect(offer.statusCode).toBe(200);
  const id = (offer.envelope.value as { id: number }).id;
  expect((await call(sub, 'POST', `/wps/agent/contracts/${id}/accept`)).statusCode).toBe(200);

  // Day D, 10:00: wagemem1 stakes 300.00 and loses; wagedirect stakes 400.00 and wins 800.00.
  t.clock.now = new Date(dayD.getTime() + 10 * HOUR);
  await round('wagemem1', PASSWORD, 30_000n, 0n);
  await round('wagedirect', PASSWORD, 40_000n, 80_000n);
});
afterAll(() => t.close());

describe('agent settlement', () => {
  it('settles a day only a minute after it is over; a day without bets earns nothing', async () => {
    t.clock.now = new Date(dayD.getTime() + 24 * HOUR + 30_000);
    // The contracts began the day before D: that day is due, with nothing earned (NIL, no posting).
    await runSettlement(ctx);
    expect(await ours()).toEqual([
      { status: 'NIL', amount: '0', start: dayD.getTime() - 24 * HOUR },
      { status: 'NIL', amount: '0', start: dayD.getTime() - 24 * HOUR },
    ]);
  });

  it('pays each contract on its own team once the day is over, exactly as worked out by hand', async () => {
    const agentBefore = (await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN'];
    t.clock.now = new Date(dayD.getTime() + 24 * HOUR + 2 * 60_000);
    await runSettlement(ctx);
    expect(await count('PAID')).toBe(2);

    // wageagent's team bet 700.00: the 500.00 tier, 1.5 % = 10.50 from the platform.
    const income = await settlements('wageagent', 'Agent@2026', '?kind=DAILY_WAGE&status=PAID');
    expect(income.list).toHaveLength(1);
    expect(income.list[0]).toMatchObject({
      payer: null,
      payee: 'wageagent',
      validBet: '70000',
      payout: '80000',
      teamLoss: '-10000',
      activeMembers: 2,
      rateBps: 150,
      amount: '1050',
      status: 'PAID',
      periodStart: dayD.getTime(),
    });
    // wagesub1's team bet 300.00: the 100.00 tier, 0.5 % = 1.50, paid by wageagent.
    const subIncome = await settlements('wagesub1', PASSWORD, '?status=PAID');
    expect(subIncome.list.map((item) => [item.payer, item.amount, item.rateBps])).toEqual([
      ['wageagent', '150', 50],
    ]);
    expect(subIncome.paidTotal).toBe('150');
    const paidOut = await settlements('wageagent', 'Agent@2026', '?role=paid');
    expect(paidOut.list.filter((item) => item.status === 'PAID').map((item) => item.payee)).toEqual([
      'wagesub1',
    ]);

    const agentAfter = (await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN'];
    expect(BigInt(agentAfter) - BigInt(agentBefore)).toBe(1050n - 150n);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('pays nothing twice however often it runs', async () => {
    const before = await t.db.selectFrom('ledger_transactions').select('id').execute();
    expect(await runSettlement(ctx)).toEqual({ planned: 0, paid: 0 });
    await Promise.all([runSettlement(ctx), runSettlement(ctx), payDueSettlements(ctx)]);
    expect(await count('PAID')).toBe(2);
    expect(await t.db.selectFrom('ledger_transactions').select('id').execute()).toHaveLength(before.length);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('records an item a payer cannot pay, never takes it below zero, and pays it once it can', async () => {
    // Day D+1: wagemem1 bets 600.00 and loses; wageagent has emptied its wallet.
    t.clock.now = new Date(dayD.getTime() + 34 * HOUR);
    await round('wagemem1', PASSWORD, 60_000n, 0n);
    const agent = await t.login('wageagent', 'Agent@2026');
    const main = BigInt((await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN']);
    const transfer = await t.call({
      method: 'POST',
      url: '/wps/agent/team/transfer',
      headers: { ...bearer(agent), 'idempotency-key': `empty-${process.pid}` },
      payload: { downline: 'wagesub1', amount: String(main), paymentPassword: 'Pay@2026' },
    });
    expect(transfer.statusCode).toBe(200);

    t.clock.now = new Date(dayD.getTime() + 48 * HOUR + 2 * 60_000);
    await planSettlements(ctx);
    expect(await count('PENDING')).toBe(2);
    // wagesub1's team bet 600.00: 1 % = 6.00 owed by wageagent, who has 0 until its own wage arrives.
    const pending = await operatorCall(
      t,
      'GET',
      '/wps/admin/agents/settlements?payee=wagesub1&status=PENDING',
    );
    const [item] = (pending.envelope.value as SettlementPage).list;
    expect(item).toMatchObject({ payer: 'wageagent', amount: '600', validBet: '60000' });
    const tried = await operatorCall(t, 'POST', `/wps/admin/agents/settlements/${item.id}/retry`);
    expect(tried.envelope.value).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'insufficient_funds',
    });
    expect((await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN']).toBe('0');
    expect(await reconcileOk(t)).toBe(true);

    // The platform's wage for D+1 (600.00: 1.5 % = 9.00) reaches wageagent; the failed item waits its turn.
    await runSettlement(ctx);
    expect(await count('FAILED')).toBe(1);
    expect((await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN']).toBe('900');
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000);
    await runSettlement(ctx);
    expect(await count('FAILED')).toBe(0);
    const paid = await operatorCall(t, 'GET', `/wps/admin/agents/settlements/${item.id}`);
    expect(paid.envelope.value).toMatchObject({ status: 'PAID', attempts: 2, lastError: null });
    const again = await operatorCall(t, 'POST', `/wps/admin/agents/settlements/${item.id}/retry`);
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'already_decided']);
    expect((await walletsOf(t, await t.login('wageagent', 'Agent@2026')))['MAIN']).toBe('300');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses unknown items and keeps agents to their own records', async () => {
    const missing = await operatorCall(t, 'GET', '/wps/admin/agents/settlements/999999');
    expect([missing.statusCode, missing.envelope.code]).toEqual([404, 'not_found']);
    const bad = await operatorCall(t, 'GET', '/wps/admin/agents/settlements/abc');
    expect(bad.statusCode).toBe(400);
    const member = await t.login('wagedirect', PASSWORD);
    expect((await call(member, 'GET', '/wps/agent/settlements')).envelope.code).toBe('non_agent');
    const range = await call(
      await t.login('wagesub1', PASSWORD),
      'GET',
      '/wps/agent/settlements?from=2026-03-05&to=2026-03-01',
    );
    expect([range.statusCode, range.envelope.code]).toEqual([400, 'validation_failed']);
  });
});
