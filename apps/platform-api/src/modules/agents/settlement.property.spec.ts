import type { GameList, LaunchGameReply } from '@playfront/api-contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { joinTeam, topAgent } from '../../testing/agents';
import { fund, operatorCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { gameWallet } from '../games';
import type { GameCtx, GameSession } from '../games';
import { runSettlement } from './settlement';
import type { SettlementCtx } from './settlement';

/**
 * Settlement conserves money whatever the bets: for random rounds of a three-level team under real-time
 * and hourly contracts, every salary paid leaves the payer exactly as it reaches the payee, each agent's
 * balance moves by exactly what it earned minus what it paid, the platform's payroll account by minus what
 * the platform paid, and the ledger reconciles.
 */
const PASSWORD = 'Team@2026x';
const HOUR = 3_600_000;
let t: TestApp;
let ctx: SettlementCtx & GameCtx;
let gameId = 0;
const sessions = new Map<string, GameSession>();
let roundNo = 0;

async function offerAndAccept(
  upline: string,
  username: string,
  downline: string,
  terms: object,
): Promise<void> {
  const offer = await t.call({
    method: 'POST',
    url: '/wps/agent/contracts',
    headers: bearer(upline),
    payload: { downline: username, terms },
  });
  expect(offer.statusCode).toBe(200);
  const id = (offer.envelope.value as { id: number }).id;
  expect(
    (await t.call({ method: 'POST', url: `/wps/agent/contracts/${id}/accept`, headers: bearer(downline) }))
      .statusCode,
  ).toBe(200);
}

const mainBalance = async (username: string): Promise<bigint> => {
  const row = await t.db
    .selectFrom('ledger_accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(sql<string>`a.balance::text`.as('balance'))
    .where('u.username', '=', username)
    .where('a.kind', '=', 'MAIN')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
};

const payroll = async (): Promise<bigint> => {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select(sql<string>`balance::text`.as('balance'))
    .where('user_id', 'is', null)
    .where('code', '=', 'AGENT_PAYROLL')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
};

/**
 * Salaries paid since `after` (item id), by payer and payee username (payer null: the platform). The
 * seeded demo team's contracts settle alongside (their periods come due as the clock moves on).
 */
async function paidSince(
  after: string,
): Promise<Array<{ payer: string | null; payee: string; amount: bigint }>> {
  const rows = await t.db
    .selectFrom('agent_settlements as s')
    .innerJoin('users as e', 'e.id', 's.payee_id')
    .leftJoin('users as r', 'r.id', 's.payer_id')
    .select(['r.username as payer', 'e.username as payee', sql<string>`s.amount::text`.as('amount')])
    .where('s.status', '=', 'PAID')
    .where(sql<boolean>`s.id > ${after}::bigint`)
    .execute();
  return rows.map((row) => ({ payer: row.payer, payee: row.payee, amount: BigInt(row.amount) }));
}

const lastItem = async () =>
  (await sql<{ id: string }>`SELECT COALESCE(max(id), 0)::text AS id FROM agent_settlements`.execute(t.db))
    .rows[0].id;

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  const start = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
  t.clock.now = new Date(start - 60_000);
  ctx = { db: t.db, config: t.config, now: () => t.clock.now };
  const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
  gameId = list.list.find((game) => game.code === 'SEA_QUICK')!.id;

  await topAgent(t, 'propagent');
  const agent = await t.login('propagent', 'Agent@2026');
  for (const kind of ['REALTIME', 'HOURLY_WAGE'] as const) {
    const terms =
      kind === 'REALTIME'
        ? { kind, profitRateBps: 37, lossRateBps: 91, singleBet: '150' }
        : { kind, tiers: [{ betAmount: '1000', rateBps: 70 }] };
    expect(
      (await operatorCall(t, 'PUT', `/wps/admin/agents/propagent/contracts/${kind}`, { terms })).statusCode,
    ).toBe(200);
  }
  const sub = await joinTeam(t, agent, 'propsub', 'agent', PASSWORD);
  await offerAndAccept(agent, 'propsub', sub, {
    kind: 'REALTIME',
    profitRateBps: 13,
    lossRateBps: 55,
    singleBet: '150',
  });
  await offerAndAccept(agent, 'propsub', sub, {
    kind: 'HOURLY_WAGE',
    tiers: [{ betAmount: '1000', rateBps: 40 }],
  });
  await joinTeam(t, sub, 'propmem1', 'member', PASSWORD);
  await joinTeam(t, agent, 'propmem2', 'member', PASSWORD);
  for (const username of ['propmem1', 'propmem2', 'propsub']) {
    await fund(t, await t.login(username, PASSWORD), '10000000');
  }
  // The agent can always pay its sub-agent, so no item waits for a retry between two runs.
  await fund(t, await t.login('propagent', 'Agent@2026'), '10000000');
}, 180_000);
afterAll(() => t.close());

async function sessionOf(username: string): Promise<GameSession> {
  const known = sessions.get(username);
  if (known && known.expiresAt > t.clock.now) return known;
  const token = await t.login(username, PASSWORD);
  const launch = await t.call({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: bearer(token),
    payload: { gameId },
  });
  const launchToken = new URL(
    (launch.envelope.value as LaunchGameReply).game_url,
    'http://x',
  ).searchParams.get('launch');
  const { session } = await gameWallet.openGameSession(ctx, launchToken ?? '');
  sessions.set(username, session);
  return session;
}

const round = fc.record({
  player: fc.constantFrom('propmem1', 'propmem2', 'propsub'),
  stake: fc.integer({ min: 1, max: 5_000 }),
  /** Payout as a multiple of the stake in tenths: 0 (lost) to 3x. */
  tenths: fc.integer({ min: 0, max: 30 }),
  /** Minutes into the hour. */
  minute: fc.integer({ min: 1, max: 55 }),
});

it('every salary leaves its payer as it reaches its payee, and the ledger reconciles', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 12 }), async (rounds) => {
      const hour = Math.ceil(t.clock.now.getTime() / HOUR) * HOUR;
      const before = {
        agent: await mainBalance('propagent'),
        sub: await mainBalance('propsub'),
        payroll: await payroll(),
        item: await lastItem(),
      };
      // propsub also plays: its own bets count for propagent's contract, not for its own.
      let subStakes = 0n;
      let subPayouts = 0n;
      for (const entry of [...rounds].sort((a, b) => a.minute - b.minute)) {
        t.clock.now = new Date(hour + entry.minute * 60_000);
        const stake = BigInt(entry.stake);
        const payout = (stake * BigInt(entry.tenths)) / 10n;
        await gameWallet.playInstantRound(
          ctx,
          await sessionOf(entry.player),
          { roundId: `prop-${process.pid}-${(roundNo += 1)}`, stake, detail: 'property' },
          { payout },
        );
        if (entry.player === 'propsub') {
          subStakes += stake;
          subPayouts += payout;
        }
      }
      t.clock.now = new Date(hour + HOUR + 2 * 60_000);
      await runSettlement(ctx);
      const paid = await paidSince(before.item);
      const sum = (filter: (item: { payer: string | null; payee: string }) => boolean) =>
        paid.filter(filter).reduce((total, item) => total + item.amount, 0n);
      const platformPaid = sum((item) => item.payer === null);
      const agentIncome = sum((item) => item.payee === 'propagent');
      const agentPaid = sum((item) => item.payer === 'propagent');
      const subIncome = sum((item) => item.payee === 'propsub');
      expect(sum((item) => item.payer === null && item.payee === 'propagent')).toBe(agentIncome);
      expect(agentPaid).toBe(subIncome);
      expect((await mainBalance('propagent')) - before.agent).toBe(agentIncome - agentPaid);
      expect((await mainBalance('propsub')) - before.sub).toBe(subIncome - subStakes + subPayouts);
      expect(before.payroll - (await payroll())).toBe(platformPaid);
      expect(await reconcileOk(t)).toBe(true);
    }),
    { numRuns: 6 },
  );
}, 300_000);
