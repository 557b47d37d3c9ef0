import type { ProtectionOverview } from '@playfront/api-contract';
import type { InjectOptions } from 'fastify';
import { fund, moneyCall, operatorCall, paidWithdrawal, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { OPERATOR_KEY, bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { periodEnd, periodStart } from './service';

// Player protection on the server: limits and their cooling-off measured with the test clock, refusals at
// deposit, bet and launch, exclusions across the deployment's brands.
let t: TestApp;
const HOUR = 3_600_000;
const PASSWORD = 'Member2026';
const LUCKY = { merchantCode: 'LUCKY', currency: 'VND', currencySymbol: '₫' };

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0', RATE_REGISTER_IP_MAX: '0' },
    { brands: [LUCKY] },
  );
  // Mid-day, so a few hours of cooling-off never cross into the next period by accident.
  t.clock.now = new Date('2026-11-25T09:00:00Z');
}, 300_000);
afterAll(() => t.close());

let memberNo = 0;
async function member(merchant: string | null = null): Promise<{ token: string; username: string }> {
  memberNo += 1;
  const username = `guard${memberNo}${merchant ? merchant.toLowerCase() : ''}`;
  const reply = await t.call({
    method: 'PUT',
    url: '/wps/member/register',
    headers: merchant ? { merchant } : {},
    payload: await t.seal({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthday: '1990-01-01',
      registerMethod: 'WEB',
      login: true,
    }),
  });
  expect(reply.statusCode).toBe(200);
  return { token: (reply.envelope.value as { token: string }).token, username };
}

const overview = async (token: string) => {
  const reply = await t.call({ method: 'GET', url: '/wps/protection', headers: bearer(token) });
  expect(reply.statusCode).toBe(200);
  return reply.envelope.value as ProtectionOverview;
};

const call = (token: string, method: InjectOptions['method'], url: string, payload: unknown) =>
  t.call({ method, url, headers: bearer(token), payload: payload as InjectOptions['payload'] });

const setLimit = (token: string, kind: string, period: string, amount: string | null) =>
  call(token, 'PUT', '/wps/protection/limits', { kind, period, amount });

const deposit = (token: string, amount: string) =>
  moneyCall(t, token, 'POST', '/wps/payment/deposits', { channelCode: 'QR', amount });

const launch = async (token: string) => {
  const games = await t.call({ method: 'GET', url: '/wps/game/list?size=100' });
  const game = (
    games.envelope.value as { list: Array<{ id: number; engine: string; isGame: string }> }
  ).list.find((g) => g.engine === 'slot' && g.isGame === 'GAME')!;
  return call(token, 'POST', '/wps/game/launchGame', { gameId: game.id });
};

describe('periods', () => {
  it('are UTC days, weeks from Monday and calendar months', () => {
    const now = new Date('2026-11-25T09:00:00Z'); // a Wednesday
    expect(periodStart('DAY', now).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(periodEnd('DAY', now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(periodStart('WEEK', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodEnd('WEEK', now).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodStart('MONTH', now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodEnd('MONTH', now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(periodStart('WEEK', new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});

describe('limits', () => {
  it('starts with none, the brand default reality check and strict settings', async () => {
    const { token } = await member();
    const state = await overview(token);
    expect(state.limits).toEqual([]);
    expect(state.exclusion).toBeNull();
    expect(state.realityCheckMinutes).toBe(60);
    expect(state.settings).toMatchObject({ coolingOffHours: 24, minimumAge: 18 });
  });

  it('refuses a deposit above the daily deposit limit, saying which limit and when it resets', async () => {
    const { token } = await member();
    expect((await setLimit(token, 'DEPOSIT', 'DAY', '100000')).statusCode).toBe(200);
    expect((await deposit(token, '60000')).statusCode).toBe(200);
    // Not reached yet: this deposit would pass it, and the refusal says so with what is left.
    const refused = await deposit(token, '50000');
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.code).toBe('limit_reached');
    expect(refused.envelope.value).toEqual({
      details: {
        key: 'limit_pass_deposit_day',
        params: { resetsAt: Date.parse('2026-11-26T00:00:00Z'), limit: '100000', remaining: '40000' },
      },
    });
    // Nothing was recorded; what is left of the limit still goes through.
    const [limit] = (await overview(token)).limits;
    expect(limit).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', amount: '100000', used: '60000' });
    expect((await deposit(token, '40000')).statusCode).toBe(200);
    // Used up: any deposit now meets a limit reached.
    const reached = await deposit(token, '20000');
    expect(reached.envelope.code).toBe('limit_reached');
    expect(reached.envelope.value).toEqual({
      details: {
        key: 'limit_refusal_deposit_day',
        params: { resetsAt: Date.parse('2026-11-26T00:00:00Z') },
      },
    });
  });

  it('applies a lower limit at once and makes a raise wait for the cooling-off and a confirmation', async () => {
    const { token: first, username } = await member();
    let token = first;
    await setLimit(token, 'DEPOSIT', 'DAY', '500000');
    const lowered = await setLimit(token, 'DEPOSIT', 'DAY', '300000');
    expect((lowered.envelope.value as ProtectionOverview).limits[0]).toMatchObject({
      amount: '300000',
      pending: null,
    });

    const raised = await setLimit(token, 'DEPOSIT', 'DAY', '800000');
    const requestedAt = t.clock.now.getTime();
    expect((raised.envelope.value as ProtectionOverview).limits[0]).toMatchObject({
      amount: '300000',
      pending: { amount: '800000', requestedAt, effectiveAt: requestedAt + 24 * HOUR, confirmable: false },
    });
    // The old limit holds meanwhile.
    expect((await deposit(token, '400000')).statusCode).toBe(403);

    t.clock.advance(23 * HOUR);
    token = await t.login(username, PASSWORD);
    const early = await call(token, 'POST', '/wps/protection/limits/confirm', {
      kind: 'DEPOSIT',
      period: 'DAY',
    });
    expect(early.statusCode).toBe(409);
    expect(early.envelope.code).toBe('limit_change_not_due');
    expect(early.envelope.value).toEqual({
      details: { key: 'limit_change_not_due_until', params: { effectiveAt: requestedAt + 24 * HOUR } },
    });

    t.clock.advance(HOUR);
    token = await t.login(username, PASSWORD);
    expect((await overview(token)).limits[0]!.pending!.confirmable).toBe(true);
    // Not applied until confirmed: the cooling-off alone raises nothing.
    expect((await deposit(token, '400000')).statusCode).toBe(403);
    const confirmed = await call(token, 'POST', '/wps/protection/limits/confirm', {
      kind: 'DEPOSIT',
      period: 'DAY',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.envelope.value as ProtectionOverview).limits[0]).toMatchObject({
      amount: '800000',
      pending: null,
    });
    expect((await deposit(token, '400000')).statusCode).toBe(200);
  });

  it('makes a removal wait too; cancelling keeps the limit; the same amount again is refused', async () => {
    const { token, username } = await member();
    await setLimit(token, 'WAGER', 'DAY', '200000');
    expect((await setLimit(token, 'WAGER', 'DAY', '200000')).envelope.code).toBe('limit_no_change');
    const removal = await setLimit(token, 'WAGER', 'DAY', null);
    expect((removal.envelope.value as ProtectionOverview).limits[0]).toMatchObject({
      amount: '200000',
      pending: { amount: null, confirmable: false },
    });
    const cancelled = await call(token, 'POST', '/wps/protection/limits/cancel', {
      kind: 'WAGER',
      period: 'DAY',
    });
    expect((cancelled.envelope.value as ProtectionOverview).limits[0]).toMatchObject({
      amount: '200000',
      pending: null,
    });
    expect(
      (await call(token, 'POST', '/wps/protection/limits/cancel', { kind: 'WAGER', period: 'DAY' })).envelope
        .code,
    ).toBe('limit_no_change');

    await setLimit(token, 'WAGER', 'DAY', null);
    t.clock.advance(25 * HOUR);
    const removed = await call(await t.login(username, PASSWORD), 'POST', '/wps/protection/limits/confirm', {
      kind: 'WAGER',
      period: 'DAY',
    });
    expect((removed.envelope.value as ProtectionOverview).limits).toEqual([]);
  });

  it('makes the raise of a monthly limit wait for the end of the month as well (58 Pa. Code 814a.2)', async () => {
    const { token } = await member();
    await setLimit(token, 'LOSS', 'MONTH', '100000');
    const raised = await setLimit(token, 'LOSS', 'MONTH', '200000');
    const pending = (raised.envelope.value as ProtectionOverview).limits[0]!.pending!;
    expect(pending.effectiveAt).toBe(periodEnd('MONTH', t.clock.now).getTime());
    expect(pending.effectiveAt - pending.requestedAt).toBeGreaterThan(24 * HOUR);
  });

  it('refuses bad combinations and amounts with field errors, changing nothing', async () => {
    const { token } = await member();
    const wrongPeriod = await setLimit(token, 'SESSION', 'DAY', '60');
    expect(wrongPeriod.statusCode).toBe(400);
    expect(wrongPeriod.envelope.value).toMatchObject({
      fields: [{ field: 'period', key: 'protection_period_invalid' }],
    });
    const short = await setLimit(token, 'SESSION', 'SESSION', '2');
    expect(short.statusCode).toBe(400);
    expect(short.envelope.value).toMatchObject({
      fields: [{ field: 'amount', key: 'protection_session_minutes' }],
    });
    expect((await setLimit(token, 'DEPOSIT', 'DAY', '-5')).statusCode).toBe(400);
    expect((await setLimit(token, 'DEPOSIT', 'YEAR', '5')).statusCode).toBe(400);
    expect((await setLimit(token, 'DEPOSIT', 'DAY', null)).envelope.code).toBe('limit_no_change');
    expect(
      (await call(token, 'PUT', '/wps/protection/reality-check', { minutes: 5 })).envelope.value,
    ).toMatchObject({ fields: [{ field: 'minutes', key: 'protection_reality_check_minutes' }] });
    expect((await overview(token)).limits).toEqual([]);
    const saved = await call(token, 'PUT', '/wps/protection/reality-check', { minutes: 30 });
    expect((saved.envelope.value as ProtectionOverview).realityCheckMinutes).toBe(30);
  });

  it('counts a stake as lost: a loss limit is never passed, and a reached one stops launches', async () => {
    const { token } = await member();
    await fund(t, token, '500000');
    await setLimit(token, 'LOSS', 'DAY', '10000');
    await playRound(t, token, 'RNG', 6000n);
    // 6,000 lost; a stake of 5,000 could make it 11,000.
    await expect(playRound(t, token, 'RNG', 5000n)).rejects.toMatchObject({
      statusCode: 403,
      code: 'limit_reached',
      value: { details: { key: 'limit_pass_loss_day', params: { limit: '10000', remaining: '4000' } } },
    });
    // A win brings the net loss down, so the next stake fits.
    await playRound(t, token, 'RNG', 4000n, 4000n);
    await playRound(t, token, 'RNG', 4000n);
    expect((await overview(token)).limits[0]).toMatchObject({ kind: 'LOSS', used: '10000' });
    const refused = await launch(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.value).toMatchObject({ details: { key: 'limit_refusal_loss_day' } });
    await reconcileOk(t);
  });

  it('ends play when the session time limit is reached', async () => {
    const { token } = await member();
    await setLimit(token, 'SESSION', 'SESSION', '30');
    expect((await launch(token)).statusCode).toBe(200);
    // Still in play (each call keeps the session alive); 31 minutes after login the time is up.
    t.clock.advance(20 * 60_000);
    expect((await launch(token)).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await overview(token)).limits[0]).toMatchObject({ kind: 'SESSION', used: '31', resetsAt: null });
    const refused = await launch(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.value).toEqual({
      details: { key: 'limit_refusal_session', params: { minutes: 30 } },
    });
  });
});

describe('the play session', () => {
  it('tells the previous login and sums the rounds of this login for the clock and the reality check', async () => {
    const { username } = await member();
    const first = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '203.0.113.7',
      payload: await t.seal({ username, password: PASSWORD }),
    });
    const firstAt = t.clock.now.getTime();
    t.clock.advance(2 * HOUR);
    const second = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '198.51.100.9',
      payload: await t.seal({ username, password: PASSWORD }),
    });
    expect((second.envelope.value as { previousLogin: unknown }).previousLogin).toEqual({
      at: firstAt,
      ip: '203.0.113.7',
    });
    const token = (second.envelope.value as { token: string }).token;
    expect((first.envelope.value as { token: string }).token).not.toBe(token);
    await fund(t, token, '100000');
    await playRound(t, token, 'RNG', 3000n, 1000n);
    await playRound(t, token, 'LIVE', 2000n, 5000n);
    t.clock.advance(15 * 60_000);
    const reply = await t.call({
      method: 'GET',
      url: '/wps/protection/play-session',
      headers: bearer(token),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.envelope.value).toEqual({
      startedAt: t.clock.now.getTime() - 15 * 60_000,
      now: t.clock.now.getTime(),
      rounds: 2,
      wagered: '5000',
      net: '1000',
      realityCheckMinutes: 60,
      previousLogin: { at: firstAt, ip: '203.0.113.7' },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('stops play and deposits until it ends while a withdrawal still works, and cannot be lifted', async () => {
    // The demo member has a bank account and a payment password.
    const token = await t.login('demo_member', 'Demo@2026');
    const reply = await call(token, 'POST', '/wps/protection/exclusion', { kind: 'TIME_OUT', days: 1 });
    expect(reply.statusCode).toBe(200);
    const endsAt = t.clock.now.getTime() + 24 * HOUR;
    expect((reply.envelope.value as ProtectionOverview).exclusion).toEqual({
      kind: 'TIME_OUT',
      startedAt: t.clock.now.getTime(),
      endsAt,
    });
    const refusedDeposit = await deposit(token, '50000');
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.envelope).toMatchObject({
      code: 'excluded',
      value: { details: { key: 'exclusion_refusal_time_out', params: { endsAt } } },
    });
    expect((await launch(token)).envelope.code).toBe('excluded');
    expect(
      (await call(token, 'POST', '/wps/protection/exclusion', { kind: 'SELF_EXCLUSION', months: 6 })).envelope
        .code,
    ).toBe('already_excluded');

    // A withdrawal of the balance still works.
    const reference = await paidWithdrawal(t, token, '10000');
    const withdrawals = await t.call({
      method: 'GET',
      url: '/wps/payment/withdrawals',
      headers: bearer(token),
    });
    expect(JSON.stringify(withdrawals.envelope.value)).toContain(reference);
    t.clock.advance(25 * HOUR);
    const after = await t.login('demo_member', 'Demo@2026');
    expect((await deposit(after, '50000')).statusCode).toBe(200);
    expect((await overview(after)).exclusion).toBeNull();
  });

  it('stops marketing: operator messages sent during a break never reach the member', async () => {
    const { token: first, username } = await member();
    const send = (title: string) =>
      operatorCall(t, 'POST', '/wps/admin/messages', {
        titles: { en: title },
        contents: { en: `${title} offer` },
        usernames: [username],
      });
    // This test's own broadcasts: the demo seed's welcome to every member is dated by the wall clock, which
    // may be later than this file's test clock, and then reaches a member the test clock registered earlier.
    const sent = ['Before', 'During', 'After'];
    const titles = async (token: string) => {
      const reply = await t.call({ method: 'GET', url: '/wps/messages', headers: bearer(token) });
      return (reply.envelope.value as { list: Array<{ title: string }> }).list
        .map((m) => m.title)
        .filter((title) => sent.includes(title))
        .sort();
    };
    expect((await send('Before')).statusCode).toBe(200);
    t.clock.advance(60_000);
    await call(first, 'POST', '/wps/protection/exclusion', { kind: 'TIME_OUT', days: 2 });
    t.clock.advance(HOUR);
    expect((await send('During')).statusCode).toBe(200);
    expect(await titles(await t.login(username, PASSWORD))).toEqual(['Before']);
    t.clock.advance(48 * HOUR);
    expect((await send('After')).statusCode).toBe(200);
    expect(await titles(await t.login(username, PASSWORD))).toEqual(['After', 'Before']);
  });

  it('holds on every brand for the same person, permanently when chosen', async () => {
    const own = await member();
    const lucky = await member('LUCKY');
    // The same person: the same e-mail on both brands' accounts.
    await t.db
      .updateTable('users')
      .set({ email: 'Same.Person@example.com' })
      .where('username', 'in', [own.username, lucky.username])
      .execute();
    const luckyDeposit = () =>
      t.call({
        method: 'POST',
        url: '/wps/payment/deposits',
        headers: {
          ...bearer(lucky.token),
          merchant: 'LUCKY',
          'idempotency-key': `k-${Date.now()}-${Math.random()}`,
        },
        payload: { channelCode: 'QR', amount: '100000' },
      });
    expect((await luckyDeposit()).statusCode).toBe(200);
    const excluded = await call(own.token, 'POST', '/wps/protection/exclusion', {
      kind: 'SELF_EXCLUSION',
      months: null,
    });
    expect((excluded.envelope.value as ProtectionOverview).exclusion).toMatchObject({
      kind: 'SELF_EXCLUSION',
      endsAt: null,
    });
    const refused = await luckyDeposit();
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.value).toEqual({ details: { key: 'exclusion_refusal_permanent', params: {} } });
    const state = await t.call({
      method: 'GET',
      url: '/wps/protection',
      headers: { ...bearer(lucky.token), merchant: 'LUCKY' },
    });
    expect((state.envelope.value as ProtectionOverview).exclusion).toMatchObject({ endsAt: null });
    t.clock.advance(10 * 365 * 24 * HOUR);
    const again = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'LUCKY' },
      payload: await t.seal({ username: lucky.username, password: PASSWORD }),
    });
    lucky.token = (again.envelope.value as { token: string }).token;
    expect((await luckyDeposit()).statusCode).toBe(403);

    // Operators of LUCKY see the break started on the other brand, and the trail of the one who took it.
    const seen = await t.call({
      method: 'GET',
      url: `/wps/admin/members/${lucky.username}/protection`,
      headers: { 'x-operator-key': OPERATOR_KEY, merchant: 'LUCKY' },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.envelope.value).toMatchObject({
      exclusions: [
        { kind: 'SELF_EXCLUSION', endsAt: null, merchantCode: 'PLAYFRONT', sameAccount: false, active: true },
      ],
      events: [],
    });
    const trail = await operatorCall(t, 'GET', `/wps/admin/members/${own.username}/protection`);
    expect((trail.envelope.value as { events: Array<{ action: string }> }).events[0]!.action).toBe(
      'SELF_EXCLUSION',
    );
    // An account of another brand is not this brand's member.
    expect((await operatorCall(t, 'GET', `/wps/admin/members/${lucky.username}/protection`)).statusCode).toBe(
      404,
    );
  });
});

describe('settings', () => {
  it('operators change the cooling-off and bounds; inconsistent bounds are refused', async () => {
    const current = (await operatorCall(t, 'GET', '/wps/admin/setting/protection')).envelope.value as Record<
      string,
      unknown
    >;
    const bad = await operatorCall(t, 'PUT', '/wps/admin/setting/protection', {
      ...current,
      realityCheckDefaultMinutes: 200,
    });
    expect(bad.statusCode).toBe(400);
    const longer = await operatorCall(t, 'PUT', '/wps/admin/setting/protection', {
      ...current,
      coolingOffHours: 72,
    });
    expect(longer.statusCode).toBe(200);
    const { token } = await member();
    await setLimit(token, 'DEPOSIT', 'DAY', '1000');
    const raised = await setLimit(token, 'DEPOSIT', 'DAY', '2000');
    const pending = (raised.envelope.value as ProtectionOverview).limits[0]!.pending!;
    expect(pending.effectiveAt - pending.requestedAt).toBe(72 * HOUR);
    expect((await operatorCall(t, 'PUT', '/wps/admin/setting/protection', current)).statusCode).toBe(200);
  });
});

describe('the affordability check', () => {
  const DAY = 24 * HOUR;
  const settingsUrl = '/wps/admin/setting/protection';
  const declare = (token: string, body: unknown = { confirm: true }) =>
    call(token, 'POST', '/wps/protection/affordability', body);
  const reviews = async (merchant: string | null = null, query = '') => {
    const reply = await t.call({
      method: 'GET',
      url: `/wps/admin/affordability-reviews${query}`,
      headers: { 'x-operator-key': OPERATOR_KEY, ...(merchant ? { merchant } : {}) },
    });
    expect(reply.statusCode).toBe(200);
    return reply.envelope.value as {
      list: Array<{ id: number; username: string; status: string; netDeposits: string; threshold: string }>;
      total: number;
    };
  };
  const close = (id: number, body: unknown, merchant: string | null = null) =>
    t.call({
      method: 'POST',
      url: `/wps/admin/affordability-reviews/${id}/close`,
      headers: { 'x-operator-key': OPERATOR_KEY, ...(merchant ? { merchant } : {}) },
      payload: body as InjectOptions['payload'],
    });
  /** A member with a payment password and a bank account, so paid withdrawals can lower the net. */
  async function payingMember() {
    const { token, username } = await member();
    const password = await t.call({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: bearer(token),
      payload: await t.seal({ paymentPassword: 'Pay@2026', confirmPaymentPassword: 'Pay@2026' }),
    });
    expect(password.statusCode).toBe(200);
    const bank = await call(token, 'POST', '/wps/member/bank-accounts', {
      bankName: 'Test Bank',
      accountName: 'Test Member',
      accountNumber: `5500${memberNo}1234`,
    });
    expect(bank.statusCode).toBe(200);
    return { token, username };
  }
  let saved: Record<string, unknown>;
  beforeAll(async () => {
    saved = (await operatorCall(t, 'GET', settingsUrl)).envelope.value as Record<string, unknown>;
    // 1,000.00 over 30 days for these tests (the brand default is 10,000.00).
    expect(
      (await operatorCall(t, 'PUT', settingsUrl, { ...saved, affordabilityThreshold: '100000' })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await operatorCall(t, 'PUT', settingsUrl, saved);
  });

  it('asks before a deposit reaching the threshold, accepts it after a declaration, asks again after 30 days', async () => {
    const first = await member();
    const { username } = first;
    let { token } = first;
    expect((await fund(t, token, '60000')).length).toBeGreaterThan(0);
    // 600.00 + 400.00 reaches 1,000.00: refused, saying what counts; nothing is recorded.
    const refused = await deposit(token, '40000');
    expect(refused.statusCode).toBe(403);
    expect(refused.envelope.code).toBe('affordability_check');
    expect(refused.envelope.value).toEqual({
      details: {
        key: 'affordability_refusal',
        params: { netDeposits: '60000', amount: '40000', threshold: '100000', days: 30 },
      },
    });
    const deposits = await t.call({ method: 'GET', url: '/wps/payment/deposits', headers: bearer(token) });
    expect((deposits.envelope.value as { list: unknown[] }).list).toHaveLength(1);
    // Below it still goes through, and a pending request counts at once.
    expect((await deposit(token, '30000')).statusCode).toBe(200);
    expect((await deposit(token, '10000')).envelope.code).toBe('affordability_check');
    expect((await overview(token)).affordability).toEqual({
      netDeposits: '90000',
      threshold: '100000',
      declaredAt: null,
      validUntil: null,
    });

    expect((await declare(token, { confirm: false })).statusCode).toBe(400);
    const declared = await declare(token, { confirm: true, incomeBand: '25K_50K' });
    expect(declared.statusCode).toBe(200);
    const declaredAt = t.clock.now.getTime();
    expect((declared.envelope.value as ProtectionOverview).affordability).toEqual({
      netDeposits: '90000',
      threshold: '100000',
      declaredAt,
      validUntil: declaredAt + 30 * DAY,
    });
    expect((await deposit(token, '40000')).statusCode).toBe(200);
    expect((await deposit(token, '40000')).statusCode).toBe(200);

    // 31 days on, the declaration has lapsed and those deposits are out of the window: a new crossing asks.
    t.clock.advance(31 * DAY);
    token = await t.login(username, PASSWORD);
    expect((await overview(token)).affordability).toMatchObject({ netDeposits: '0', declaredAt: null });
    await fund(t, token, '90000');
    expect((await deposit(token, '10000')).envelope.code).toBe('affordability_check');
    t.clock.advance(-31 * DAY);
  });

  it('counts withdrawals paid against deposits', async () => {
    const { token } = await payingMember();
    await fund(t, token, '90000');
    expect((await deposit(token, '20000')).envelope.code).toBe('affordability_check');
    await paidWithdrawal(t, token, '30000');
    // 900.00 - 300.00 = 600.00; 200.00 more stays under 1,000.00.
    expect((await overview(token)).affordability.netDeposits).toBe('60000');
    expect((await deposit(token, '20000')).statusCode).toBe(200);
  });

  it('opens one operator review, which an operator of the brand closes once', async () => {
    const { token, username } = await member();
    await fund(t, token, '90000');
    expect((await declare(token)).statusCode).toBe(200);
    expect((await declare(token)).statusCode).toBe(200);
    const mine = (await reviews(null, `?username=${username}`)).list;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      username,
      status: 'OPEN',
      netDeposits: '90000',
      threshold: '100000',
      outcome: null,
      closedBy: null,
    });
    const id = mine[0]!.id;
    // Open ones come first on the brand's list, and the dashboard counts them.
    expect((await reviews()).list[0]!.status).toBe('OPEN');
    const dash = await operatorCall(t, 'GET', '/wps/admin/dashboard');
    expect(
      (dash.envelope.value as { pending: { affordabilityReviews: number } }).pending.affordabilityReviews,
    ).toBeGreaterThanOrEqual(1);

    // Another brand's operator call does not find it; the list of that brand does not show it.
    const elsewhere = await close(id, { outcome: 'CLEARED', note: 'Checked.' }, 'LUCKY');
    expect([elsewhere.statusCode, elsewhere.envelope.code]).toEqual([404, 'not_found']);
    expect((await reviews('LUCKY')).list.some((review) => review.id === id)).toBe(false);
    expect((await close(id, { outcome: 'MAYBE', note: 'Checked.' })).statusCode).toBe(400);

    const closed = await close(id, { outcome: 'FOLLOW_UP', note: 'Asked for payslips.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.envelope.value).toMatchObject({
      id,
      status: 'CLOSED',
      outcome: 'FOLLOW_UP',
      note: 'Asked for payslips.',
      closedBy: expect.any(String),
      closedAt: t.clock.now.getTime(),
    });
    const again = await close(id, { outcome: 'CLEARED', note: 'Again.' });
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'review_closed']);
    const audit = await operatorCall(t, 'GET', '/wps/admin/audit?action=affordability-reviews');
    expect((audit.envelope.value as { list: Array<{ status: number }> }).list.map((e) => e.status)).toEqual(
      expect.arrayContaining([200, 409]),
    );

    // The member's protection in the back office lists the review and the trail both steps.
    const view = await operatorCall(t, 'GET', `/wps/admin/members/${username}/protection`);
    const value = view.envelope.value as {
      affordabilityReviews: Array<{ id: number; status: string }>;
      events: Array<{ action: string }>;
    };
    expect(value.affordabilityReviews).toEqual([expect.objectContaining({ id, status: 'CLOSED' })]);
    expect(value.events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['AFFORDABILITY_DECLARED', 'AFFORDABILITY_REVIEW_CLOSED']),
    );
    // A new declaration after it was closed opens a new review.
    expect((await declare(token)).statusCode).toBe(200);
    expect((await reviews(null, `?username=${username}&status=OPEN`)).total).toBe(1);
  });
});
