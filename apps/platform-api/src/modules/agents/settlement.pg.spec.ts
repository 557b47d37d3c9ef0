import type { GameList, LaunchGameReply } from '@playfront/api-contract';
import { sql } from 'kysely';
import { joinTeam, topAgent } from '../../testing/agents';
import { fund, operatorCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { gameWallet } from '../games';
import type { GameCtx } from '../games';
import { runSettlement } from './settlement';
import type { SettlementCtx } from './settlement';

// Every replica runs the settlement job. Two runners racing on PostgreSQL (transactions really at the same
// time, on separate connections) plan each period once and pay each item once.
const url = process.env['TEST_DATABASE_URL'];
const maybe = url ? describe : describe.skip;
const SUB_AGENTS = 4;
const SLOTS = 12;
const SLOT_MS = 5 * 60_000;
const PASSWORD = 'Team@2026x';

maybe('agent settlement raced by two runners (PostgreSQL)', () => {
  let t: TestApp;
  let ctx: SettlementCtx & GameCtx;
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
    t.clock.now = new Date(start.getTime() - 60_000);
    ctx = { db: t.db, config: t.config, now: () => t.clock.now };
    const list = (await t.call({ method: 'GET', url: '/wps/game/list?size=100' })).envelope.value as GameList;
    const game = list.list.find((entry) => entry.code === 'SEA_QUICK')!.id;
    await topAgent(t, 'raceagent');
    expect(
      (
        await operatorCall(t, 'PUT', '/wps/admin/agents/raceagent/contracts/REALTIME', {
          terms: { kind: 'REALTIME', profitRateBps: 30, lossRateBps: 80, singleBet: '100' },
        })
      ).statusCode,
    ).toBe(200);
    const agent = await t.login('raceagent', 'Agent@2026');
    await fund(t, agent, '1000000');
    for (let i = 0; i < SUB_AGENTS; i += 1) {
      const username = `racesub${i}`;
      const sub = await joinTeam(t, agent, username, 'agent', PASSWORD);
      const offer = await t.call({
        method: 'POST',
        url: '/wps/agent/contracts',
        headers: bearer(agent),
        payload: {
          downline: username,
          terms: { kind: 'REALTIME', profitRateBps: 10 + i, lossRateBps: 40 + i, singleBet: '100' },
        },
      });
      const accepted = await t.call({
        method: 'POST',
        url: `/wps/agent/contracts/${(offer.envelope.value as { id: number }).id}/accept`,
        headers: bearer(sub),
      });
      expect(accepted.statusCode).toBe(200);
      // The sub-agent's member plays: a contract pays on the team below its agent.
      await fund(t, await joinTeam(t, sub, `racemem${i}`, 'member', PASSWORD), '1000000');
    }
    // Every sub-agent's member plays a few rounds in every 5-minute slot: some lost, some won.
    let round = 0;
    for (let slot = 0; slot < SLOTS; slot += 1) {
      t.clock.now = new Date(start.getTime() + slot * SLOT_MS + 60_000);
      for (let i = 0; i < SUB_AGENTS; i += 1) {
        const token = await t.login(`racemem${i}`, PASSWORD);
        const launch = await t.call({
          method: 'POST',
          url: '/wps/game/launchGame',
          headers: bearer(token),
          payload: { gameId: game },
        });
        const launchToken = new URL(
          (launch.envelope.value as LaunchGameReply).game_url,
          'http://x',
        ).searchParams.get('launch');
        const { session } = await gameWallet.openGameSession(ctx, launchToken ?? '');
        for (let k = 0; k < 3; k += 1) {
          round += 1;
          const stake = BigInt(100 + ((round * 37) % 900));
          await gameWallet.playInstantRound(
            ctx,
            session,
            { roundId: `race-${process.pid}-${round}`, stake, detail: 'race' },
            { payout: round % 3 === 0 ? stake * 2n : 0n },
          );
        }
      }
    }
  }, 300_000);
  afterAll(() => t.close());

  it('plans each period once and pays each item once, however the runners interleave', async () => {
    t.clock.now = new Date(start.getTime() + SLOTS * SLOT_MS + 2 * 60_000);
    // The seeded demo team settles alongside: only what this race creates is counted.
    const mark = await sql<{ item: string; tx: string }>`SELECT
      (SELECT COALESCE(max(id), 0) FROM agent_settlements)::text AS item,
      (SELECT COALESCE(max(id), 0) FROM ledger_transactions)::text AS tx`.execute(t.db);
    const { item: itemMark, tx: txMark } = mark.rows[0];
    const runners = await Promise.all(Array.from({ length: 4 }, () => runSettlement(ctx)));
    const planned = runners.reduce((sum, run) => sum + run.planned, 0);
    const paid = runners.reduce((sum, run) => sum + run.paid, 0);
    const items = await t.db
      .selectFrom('agent_settlements')
      .select(['contract_id', 'period_start', 'status', 'transaction_id', 'amount'])
      .where(sql<boolean>`id > ${itemMark}::bigint`)
      .execute();
    // One item per contract and period, whoever planned it.
    expect(items.length).toBe(planned);
    expect(new Set(items.map((item) => `${item.contract_id}:${item.period_start.getTime()}`)).size).toBe(
      items.length,
    );
    const paidItems = items.filter((item) => item.status === 'PAID');
    expect(paidItems.length).toBe(paid);
    // Every item that earned something is paid (an item whose amount rounds down to 0 is NIL).
    expect(paidItems.length).toBe(items.filter((item) => BigInt(item.amount) > 0n).length);
    expect(paidItems.length).toBeGreaterThan(SLOTS * SUB_AGENTS);
    expect(items.every((item) => item.status === 'PAID' || item.status === 'NIL')).toBe(true);
    const postings = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transactions
      WHERE kind IN ('AGENT_DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REALTIME_SALARY') AND id > ${txMark}::bigint`.execute(
      t.db,
    );
    expect(Number(postings.rows[0].n)).toBe(paidItems.length);
    expect(await reconcileOk(t)).toBe(true);

    // A second race finds nothing to do.
    const again = await Promise.all([runSettlement(ctx), runSettlement(ctx)]);
    expect(again).toEqual([
      { planned: 0, paid: 0 },
      { planned: 0, paid: 0 },
    ]);
  }, 120_000);
});
