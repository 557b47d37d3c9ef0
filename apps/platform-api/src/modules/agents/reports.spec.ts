import type {
  Game,
  ProfitLossPage,
  TeamBetPage,
  TeamOverview,
  TeamTransactionPage,
  TransactionPage,
} from '@playfront/api-contract';
import { fund, moneyCall, operatorCall } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { demoSlot, spinSlot } from '../../testing/games';

/*
 * A team built through the API: demo_agent → rptagent → rptsub (agent) → rptmember, and rptagent →
 * rptdirect (member). Another agent, rptother (below demo_agent, beside rptagent), has rptoutsider.
 * Day 1: rptmember deposits 5,000.00 and spins 10.00 twice; rptdirect deposits 2,000.00 and spins 5.00;
 * rptoutsider deposits 3,000.00 and spins 7.00. Day 2: rptmember spins 20.00 and withdraws 100.00 (paid);
 * rptsub deposits 1,000.00 and sends 50.00 to rptmember.
 */

const DAY_MS = 86_400_000;
const PASSWORD = 'Team@2026x';
let t: TestApp;
let slot: Game;
const day = (offset: number) => new Date(day1Start + offset * DAY_MS).toISOString().slice(0, 10);
let day1Start = 0;
const tokens: Record<string, string> = {};
/** Payouts of each member's spins, by day. */
const payouts: Record<string, bigint[]> = {};

const get = (token: string, url: string) => t.call({ method: 'GET', url, headers: bearer(token) });
const value = <T>(response: { envelope: { value: unknown } }) => response.envelope.value as T;

async function login(username: string): Promise<string> {
  tokens[username] = await t.login(username, PASSWORD);
  return tokens[username]!;
}

/** Registers a downline of `upline` and makes it usable (its one-time password replaced). */
async function downline(upline: string, username: string, role: 'member' | 'agent'): Promise<void> {
  const response = await t.call({
    method: 'POST',
    url: '/wps/agent/team/register',
    headers: bearer(tokens[upline]!),
    payload: { username, role, birthday: '1990-04-12' },
  });
  expect(response.statusCode).toBe(200);
  const { createPasswordHasher } = await import('../../core/crypto');
  await t.db
    .updateTable('users')
    .set({
      password_hash: await createPasswordHasher(t.config.argon2).hash(PASSWORD),
      must_change_password: false,
    })
    .where('username', '=', username)
    .execute();
  await login(username);
}

async function setPaymentPassword(username: string): Promise<void> {
  const response = await t.call({
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers: bearer(tokens[username]!),
    payload: await t.seal({ paymentPassword: 'Pay@2026', confirmPaymentPassword: 'Pay@2026' }),
  });
  expect(response.statusCode).toBe(200);
}

/** Spins the slot once as the member; keeps the payout. */
async function spin(username: string, stake: string): Promise<void> {
  (payouts[username] ??= []).push(await spinSlot(t, tokens[username]!, slot, stake));
  t.clock.advance(60_000);
}

const sum = (list: bigint[] | undefined) => (list ?? []).reduce((total, item) => total + item, 0n);

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  // Day 1 is a fixed UTC day after today, so every figure falls on a known day.
  day1Start = Math.floor(t.clock.now.getTime() / DAY_MS) * DAY_MS + 2 * DAY_MS;
  t.clock.now = new Date(day1Start + 10 * 3_600_000);
  tokens.demo_agent = await t.login('demo_agent', 'Agent@2026');
  slot = await demoSlot(t);

  await downline('demo_agent', 'rptagent', 'agent');
  await downline('rptagent', 'rptsub', 'agent');
  await downline('rptagent', 'rptdirect', 'member');
  await downline('rptsub', 'rptmember', 'member');
  await downline('demo_agent', 'rptother', 'agent');
  await downline('rptother', 'rptoutsider', 'member');

  // Day 1.
  await fund(t, tokens.rptmember!, '500000');
  await spin('rptmember', '1000');
  await spin('rptmember', '1000');
  await fund(t, tokens.rptdirect!, '200000');
  await spin('rptdirect', '500');
  await fund(t, tokens.rptoutsider!, '300000');
  await spin('rptoutsider', '700');

  // Day 2: every session has gone idle; sign in again.
  t.clock.now = new Date(day1Start + DAY_MS + 9 * 3_600_000);
  for (const username of ['rptagent', 'rptsub', 'rptmember', 'rptdirect', 'rptother']) await login(username);
  await spin('rptmember', '2000');
  const recall = await moneyCall(t, tokens.rptmember!, 'POST', '/wps/relay/GCS_walletTransfer', {
    all: true,
  });
  expect(recall.statusCode).toBe(200);
  await setPaymentPassword('rptmember');
  const bank = await t.call({
    method: 'POST',
    url: '/wps/member/bank-accounts',
    headers: bearer(tokens.rptmember!),
    payload: { bankName: 'Report Bank', accountName: 'Report Member', accountNumber: '11223344' },
  });
  expect(bank.statusCode).toBe(200);
  const withdrawal = await moneyCall(t, tokens.rptmember!, 'POST', '/wps/payment/withdrawals', {
    amount: '10000',
    bankAccountId: value<{ id: number }>(bank).id,
    paymentPassword: 'Pay@2026',
  });
  expect(withdrawal.statusCode).toBe(200);
  const reference = value<{ reference: string }>(withdrawal).reference;
  const paid = await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}`, { decision: 'approve' });
  expect(paid.envelope.value).toMatchObject({ status: 'PAID' });
  t.clock.advance(60_000);
  await fund(t, tokens.rptsub!, '100000');
  await setPaymentPassword('rptsub');
  const transfer = await moneyCall(t, tokens.rptsub!, 'POST', '/wps/agent/team/transfer', {
    downline: 'rptmember',
    amount: '5000',
    paymentPassword: 'Pay@2026',
  });
  expect(transfer.statusCode).toBe(200);
  t.clock.advance(60_000);
}, 180_000);
afterAll(() => t.close());

describe('who may read the reports', () => {
  it.each(['/wps/agent/overview', '/wps/agent/bets', '/wps/agent/profit-loss', '/wps/agent/transactions'])(
    '%s refuses a visitor, a member ("non-agent") and a trial account',
    async (url) => {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
      const member = await get(tokens.rptmember!, url);
      expect([member.statusCode, member.envelope.code]).toEqual([403, 'non_agent']);
      const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
      const refused = await get(value<{ token: string }>(trial).token, url);
      expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'in_need_true_account']);
    },
  );
});

describe('periods', () => {
  it('refuses to before from, a span over 92 days and dates that are no calendar day', async () => {
    const agent = tokens.rptagent!;
    const backwards = await get(agent, `/wps/agent/overview?from=${day(1)}&to=${day(0)}`);
    expect([backwards.statusCode, backwards.envelope.code]).toEqual([400, 'validation_failed']);
    expect(value<{ fields: Array<{ field: string; key: string }> }>(backwards).fields).toEqual([
      expect.objectContaining({ field: 'to', key: 'date_order' }),
    ]);
    const long = await get(agent, `/wps/agent/profit-loss?from=${day(-92)}&to=${day(0)}`);
    expect([long.statusCode, long.envelope.code]).toEqual([400, 'validation_failed']);
    expect(value<{ fields: Array<{ field: string; key: string }> }>(long).fields).toEqual([
      expect.objectContaining({ field: 'from', key: 'date_span' }),
    ]);
    // 92 days, both ends included, is the longest period.
    expect((await get(agent, `/wps/agent/bets?from=${day(-91)}&to=${day(0)}`)).statusCode).toBe(200);
    for (const query of ['from=2026-02-30', 'to=2026-13-01', 'from=20260101']) {
      const bad = await get(agent, `/wps/agent/transactions?${query}`);
      expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    }
  });
});

describe('overview', () => {
  it('sums the whole team over the period and per day, from hand-computed figures', async () => {
    const memberDay1 = sum(payouts.rptmember!.slice(0, 2));
    const memberDay2 = payouts.rptmember![2]!;
    const directDay1 = sum(payouts.rptdirect);
    const overview = value<TeamOverview>(
      await get(tokens.rptagent!, `/wps/agent/overview?from=${day(0)}&to=${day(1)}`),
    );
    const payout = memberDay1 + memberDay2 + directDay1;
    expect(overview).toEqual({
      from: day(0),
      to: day(1),
      teamSize: 3,
      directSize: 2,
      newMembers: 3,
      activeMembers: 2,
      deposits: '800000',
      depositCount: 3,
      withdrawals: '10000',
      withdrawalCount: 1,
      validBet: '4500',
      payout: String(payout),
      profitLoss: String(4500n - payout),
      days: [
        {
          date: day(0),
          deposits: '700000',
          depositCount: 2,
          withdrawals: '0',
          withdrawalCount: 0,
          validBet: '2500',
          payout: String(memberDay1 + directDay1),
          profitLoss: String(2500n - memberDay1 - directDay1),
        },
        {
          date: day(1),
          deposits: '100000',
          depositCount: 1,
          withdrawals: '10000',
          withdrawalCount: 1,
          validBet: '2000',
          payout: String(memberDay2),
          profitLoss: String(2000n - memberDay2),
        },
      ],
    });
  });

  it('defaults to the last 7 days up to today, and counts only what falls in the period', async () => {
    const last7 = value<TeamOverview>(await get(tokens.rptagent!, '/wps/agent/overview'));
    expect([last7.from, last7.to, last7.days.length]).toEqual([day(-5), day(1), 7]);
    expect([last7.validBet, last7.deposits, last7.newMembers]).toEqual(['4500', '800000', 3]);
    const secondDay = value<TeamOverview>(
      await get(tokens.rptagent!, `/wps/agent/overview?from=${day(1)}&to=${day(1)}`),
    );
    expect(secondDay).toMatchObject({
      teamSize: 3,
      newMembers: 0,
      activeMembers: 1,
      deposits: '100000',
      validBet: '2000',
    });
    const before = value<TeamOverview>(
      await get(tokens.rptagent!, `/wps/agent/overview?from=${day(-3)}&to=${day(-1)}`),
    );
    expect(before).toMatchObject({
      newMembers: 0,
      activeMembers: 0,
      deposits: '0',
      validBet: '0',
      profitLoss: '0',
    });
  });

  it('shows a sub-agent its own team and another agent none of this team', async () => {
    const sub = value<TeamOverview>(
      await get(tokens.rptsub!, `/wps/agent/overview?from=${day(0)}&to=${day(1)}`),
    );
    expect(sub).toMatchObject({
      teamSize: 1,
      directSize: 1,
      activeMembers: 1,
      deposits: '500000',
      withdrawals: '10000',
      validBet: '4000',
      payout: String(sum(payouts.rptmember)),
    });
    const other = value<TeamOverview>(
      await get(tokens.rptother!, `/wps/agent/overview?from=${day(0)}&to=${day(1)}`),
    );
    expect(other).toMatchObject({
      teamSize: 1,
      activeMembers: 1,
      deposits: '300000',
      depositCount: 1,
      withdrawals: '0',
      validBet: '700',
      payout: String(sum(payouts.rptoutsider)),
    });
  });
});

describe('bets', () => {
  const period = () => `from=${day(0)}&to=${day(1)}`;

  it("lists the team's real rounds newest first, and filters them", async () => {
    const page = value<TeamBetPage>(await get(tokens.rptagent!, `/wps/agent/bets?${period()}`));
    expect(page.total).toBe(4);
    expect(page.list.map((row) => [row.username, row.stake, row.status])).toEqual([
      ['rptmember', '2000', 'SETTLED'],
      ['rptdirect', '500', 'SETTLED'],
      ['rptmember', '1000', 'SETTLED'],
      ['rptmember', '1000', 'SETTLED'],
    ]);
    expect(page.list[0]).toMatchObject({
      gameCode: slot.code,
      gameName: slot.name,
      category: slot.gameCategory,
      payout: String(payouts.rptmember![2]),
      createdAt: expect.any(Number),
      settledAt: expect.any(Number),
    });
    const direct = value<TeamBetPage>(
      await get(tokens.rptagent!, `/wps/agent/bets?${period()}&username=RPTDIRECT`),
    );
    expect(direct.list.map((row) => [row.username, row.payout])).toEqual([
      ['rptdirect', String(payouts.rptdirect![0])],
    ]);
    const second = value<TeamBetPage>(
      await get(tokens.rptagent!, `/wps/agent/bets?${period()}&page=2&size=3`),
    );
    expect([second.total, second.list.length, second.page, second.size]).toEqual([4, 1, 2, 3]);
    expect(
      value<TeamBetPage>(await get(tokens.rptagent!, `/wps/agent/bets?${period()}&status=OPEN`)).total,
    ).toBe(0);
    const otherCategory = slot.gameCategory === 'LIVE' ? 'FISH' : 'LIVE';
    expect(
      value<TeamBetPage>(await get(tokens.rptagent!, `/wps/agent/bets?${period()}&category=${otherCategory}`))
        .total,
    ).toBe(0);
    expect(
      value<TeamBetPage>(
        await get(tokens.rptagent!, `/wps/agent/bets?${period()}&category=${slot.gameCategory}`),
      ).total,
    ).toBe(4);
    const day2 = value<TeamBetPage>(
      await get(tokens.rptagent!, `/wps/agent/bets?from=${day(1)}&to=${day(1)}`),
    );
    expect(day2.list.map((row) => row.stake)).toEqual(['2000']);
  });

  it("gives another agent only its own team, and refuses usernames outside the caller's team", async () => {
    const other = value<TeamBetPage>(await get(tokens.rptother!, `/wps/agent/bets?${period()}`));
    expect(other.list.map((row) => [row.username, row.stake])).toEqual([['rptoutsider', '700']]);
    for (const username of ['rptoutsider', 'rptagent', 'rptother', 'demo_member', 'nobodyhere']) {
      const refused = await get(tokens.rptagent!, `/wps/agent/bets?${period()}&username=${username}`);
      expect([refused.statusCode, refused.envelope.code]).toEqual([404, 'not_in_team']);
    }
    const upward = await get(tokens.rptsub!, `/wps/agent/bets?${period()}&username=rptdirect`);
    expect([upward.statusCode, upward.envelope.code]).toEqual([404, 'not_in_team']);
  });
});

describe('profit and loss', () => {
  it('gives each active member its level and figures, by valid bet, with totals over every row', async () => {
    const report = value<ProfitLossPage>(
      await get(tokens.rptagent!, `/wps/agent/profit-loss?from=${day(0)}&to=${day(1)}`),
    );
    const member = sum(payouts.rptmember);
    const direct = sum(payouts.rptdirect);
    expect(report.list).toEqual([
      {
        username: 'rptmember',
        level: 2,
        validBet: '4000',
        payout: String(member),
        profitLoss: String(4000n - member),
        deposits: '500000',
        withdrawals: '10000',
      },
      {
        username: 'rptdirect',
        level: 1,
        validBet: '500',
        payout: String(direct),
        profitLoss: String(500n - direct),
        deposits: '200000',
        withdrawals: '0',
      },
      {
        username: 'rptsub',
        level: 1,
        validBet: '0',
        payout: '0',
        profitLoss: '0',
        deposits: '100000',
        withdrawals: '0',
      },
    ]);
    expect(report.totals).toEqual({
      validBet: '4500',
      payout: String(member + direct),
      profitLoss: String(4500n - member - direct),
      deposits: '800000',
      withdrawals: '10000',
    });
    expect([report.total, report.page, report.size]).toEqual([3, 1, 20]);

    const paged = value<ProfitLossPage>(
      await get(tokens.rptagent!, `/wps/agent/profit-loss?from=${day(0)}&to=${day(1)}&page=2&size=1`),
    );
    expect(paged.list.map((row) => row.username)).toEqual(['rptdirect']);
    expect(paged.totals.validBet).toBe('4500');
    const one = value<ProfitLossPage>(
      await get(tokens.rptagent!, `/wps/agent/profit-loss?from=${day(0)}&to=${day(1)}&username=rptsub`),
    );
    expect([one.list.map((row) => row.username), one.totals.deposits]).toEqual([['rptsub'], '100000']);
    const refused = await get(tokens.rptagent!, `/wps/agent/profit-loss?username=rptoutsider`);
    expect([refused.statusCode, refused.envelope.code]).toEqual([404, 'not_in_team']);
    const other = value<ProfitLossPage>(
      await get(tokens.rptother!, `/wps/agent/profit-loss?from=${day(0)}&to=${day(1)}`),
    );
    expect(other.list.map((row) => row.username)).toEqual(['rptoutsider']);
  });
});

describe('team transactions', () => {
  const period = () => `from=${day(0)}&to=${day(1)}`;

  it("lists a member's main-wallet movements exactly as the member's own account record does", async () => {
    const team = value<TeamTransactionPage>(
      await get(tokens.rptagent!, `/wps/agent/transactions?${period()}&username=rptmember&size=100`),
    );
    const own = value<TransactionPage>(
      await get(tokens.rptmember!, `/wps/member/transactions?${period()}&size=100`),
    ).list.filter((row) => row.wallet === 'MAIN');
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(team.total).toBe(own.length);
    expect(team.list).toEqual(
      own.map((row) => ({
        reference: row.reference,
        username: 'rptmember',
        type: row.type,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        time: row.time,
      })),
    );
    expect(team.list.map((row) => row.type)).toEqual(
      expect.arrayContaining(['DEPOSIT', 'TRANSFER_TO_VENDOR', 'TRANSFER_FROM_VENDOR', 'WITHDRAWAL']),
    );
  });

  it('types both sides of a transfer inside the team, and filters by type', async () => {
    const list = async (type: string) =>
      value<TeamTransactionPage>(
        await get(tokens.rptagent!, `/wps/agent/transactions?${period()}&type=${type}`),
      ).list;
    const sent = await list('TRANSFER_TO_DOWNLINE');
    const received = await list('TRANSFER_FROM_UPLINE');
    expect(sent.map((row) => [row.username, row.amount, row.balanceAfter])).toEqual([
      ['rptsub', '-5000', '95000'],
    ]);
    expect(received.map((row) => [row.username, row.amount])).toEqual([['rptmember', '5000']]);
    expect(received[0]!.reference).toBe(sent[0]!.reference);
    const deposits = await list('DEPOSIT');
    expect(deposits.map((row) => [row.username, row.amount])).toEqual([
      ['rptsub', '100000'],
      ['rptdirect', '200000'],
      ['rptmember', '500000'],
    ]);
    expect((await list('WITHDRAWAL')).map((row) => [row.username, row.amount])).toEqual([
      ['rptmember', '-10000'],
    ]);
    // Bets are on the vendor's wallet, not the main one.
    expect(await list('GAME_BET')).toEqual([]);
  });

  it("shows another agent none of the team's movements, and refuses foreign usernames", async () => {
    const other = value<TeamTransactionPage>(
      await get(tokens.rptother!, `/wps/agent/transactions?${period()}`),
    );
    expect(new Set(other.list.map((row) => row.username))).toEqual(new Set(['rptoutsider']));
    const mine = value<TeamTransactionPage>(
      await get(tokens.rptagent!, `/wps/agent/transactions?${period()}&size=100`),
    );
    expect(new Set(mine.list.map((row) => row.username))).toEqual(
      new Set(['rptmember', 'rptdirect', 'rptsub']),
    );
    // An agent's own movements are not its team's.
    const sub = value<TeamTransactionPage>(
      await get(tokens.rptsub!, `/wps/agent/transactions?${period()}&size=100`),
    );
    expect(new Set(sub.list.map((row) => row.username))).toEqual(new Set(['rptmember']));
    const refused = await get(tokens.rptagent!, `/wps/agent/transactions?username=rptoutsider`);
    expect([refused.statusCode, refused.envelope.code]).toEqual([404, 'not_in_team']);
  });
});
