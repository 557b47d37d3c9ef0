import type {
  AdminMission,
  AdminMissionList,
  Mission,
  MissionClaimResult,
  MissionLeaderboard,
  MissionList,
  MissionSummary,
} from '@playfront/api-contract';
import { purgeExpired } from '../../platform-modules';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * Missions measured from real activity: approved deposits, settled real-money rounds (by category, wins),
 * sign-in days; claimed once per period for a bonus on the ledger, whatever the replays and the races; the
 * badge count drops after a claim; the leaderboard masks everyone but the reader; the ledger reconciles.
 */
const DAY = 86_400_000;
let t: TestApp;
let token = '';

/** Next Monday 10:00 UTC, at least a day ahead of the seed. */
function nextMonday(from: Date): Date {
  const day = Math.floor(from.getTime() / DAY) * DAY;
  const toMonday = (8 - new Date(day).getUTCDay()) % 7 || 7;
  return new Date(day + toMonday * DAY + 10 * 3_600_000);
}

const round = (category: string, stake: bigint, payout: bigint) =>
  playRound(t, token, category, stake, payout);

const missions = async (language = 'en', as = token) =>
  (await t.call({ method: 'GET', url: '/wps/missions', headers: { ...bearer(as), language } })).envelope
    .value as MissionList;
const byTitle = async (title: string, as = token): Promise<Mission> => {
  const found = (await missions('en', as)).list.find((m) => m.title === title);
  if (!found) throw new Error(`no mission ${title}`);
  return found;
};
const summary = async (as = token) =>
  (await t.call({ method: 'GET', url: '/wps/missions/summary', headers: bearer(as) })).envelope
    .value as MissionSummary;
const claim = (id: number, key?: string | null, as = token) =>
  moneyCall(t, as, 'POST', `/wps/missions/${id}/claim`, undefined, key);
const mainBalance = async () => BigInt((await balanceOf(t, token)).mainBalance);

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  t.clock.now = nextMonday(t.clock.now);
  token = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());

describe('missions', () => {
  it('lists the live missions of the current periods in the reader language, the login one done', async () => {
    const th = await missions('th');
    expect(th.list.map((m) => m.title)).toEqual([
      'เช็คอินรายวัน',
      'วอร์มอัพ',
      'นักหมุนสล็อต',
      'เติมเงิน',
      'โชคดีต่อเนื่อง',
      'ขาประจำ',
    ]);
    const monday = Math.floor(t.clock.now.getTime() / DAY) * DAY;
    const checkIn = th.list[0]!;
    expect(checkIn).toMatchObject({
      period: 'DAILY',
      periodStart: monday,
      periodEnd: monday + DAY,
      status: 'claim',
      reward: '200',
      tasks: [{ kind: 'LOGIN_DAYS', category: null, target: '1', progress: '1', done: true }],
    });
    expect(th.list[4]).toMatchObject({ period: 'WEEKLY', periodStart: monday, periodEnd: monday + 7 * DAY });
    expect(th.list.slice(1).map((m) => m.status)).toEqual([
      'process',
      'process',
      'process',
      'process',
      'process',
    ]);
    expect(await summary()).toEqual({ open: 6, claimable: 1 });
  });

  it('measures bets, stake in one category, wins and approved deposits from real activity', async () => {
    t.clock.advance(60_000);
    for (let i = 0; i < 4; i += 1) await round('RNG', 2_000n, 0n);
    expect((await byTitle('Warm-up')).tasks[0]).toMatchObject({ progress: '4', done: false });
    expect((await byTitle('Slot spinner')).tasks[0]).toMatchObject({
      kind: 'BET_AMOUNT',
      category: 'RNG',
      progress: '8000',
      done: false,
    });
    // A live-casino win: a bet and a win, but not slot stake.
    await round('LIVE', 5_000n, 10_000n);
    expect(await byTitle('Warm-up')).toMatchObject({
      status: 'claim',
      tasks: [{ progress: '5', done: true }],
    });
    expect((await byTitle('Slot spinner')).tasks[0]!.progress).toBe('8000');
    expect((await byTitle('Lucky streak')).tasks[0]!.progress).toBe('1');
    // Paying back the stake is not a win; progress is capped at the target.
    await round('RNG', 1_000n, 1_000n);
    await round('RNG', 3_000n, 4_000n);
    expect(await byTitle('Slot spinner')).toMatchObject({
      status: 'claim',
      tasks: [{ progress: '10000', done: true }],
    });
    expect((await byTitle('Lucky streak')).tasks[0]!.progress).toBe('2');

    // A deposit counts once approved (the smallest deposit, 100.00, is above the 50.00 target).
    const pending = await moneyCall(t, token, 'POST', '/wps/payment/deposits', {
      channelCode: 'QR',
      amount: '20000',
    });
    expect(pending.statusCode).toBe(200);
    expect(await byTitle('Top up')).toMatchObject({ status: 'process', tasks: [{ progress: '0' }] });
    await fund(t, token, '10000');
    expect(await byTitle('Top up')).toMatchObject({
      status: 'claim',
      tasks: [{ target: '5000', progress: '5000', done: true }],
    });
    expect(await summary()).toEqual({ open: 6, claimable: 4 });
  });

  it('pays a claim once: a replay answers the same, another key or twenty at once are refused', async () => {
    const warmUp = await byTitle('Warm-up');
    const before = await mainBalance();
    const first = await claim(warmUp.id, 'mission-claim-key-1');
    expect(first.statusCode).toBe(200);
    const result = first.envelope.value as MissionClaimResult;
    expect(result.mission).toMatchObject({ id: warmUp.id, status: 'claimed' });
    expect(result.bonus).toMatchObject({
      amount: '500',
      turnoverRequired: '1500',
      status: 'ACTIVE',
      source: { kind: 'MISSION', id: warmUp.id, title: 'Warm-up' },
    });
    const replay = await claim(warmUp.id, 'mission-claim-key-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const again = await claim(warmUp.id, 'mission-claim-key-2');
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'mission_already_claimed']);
    expect(await mainBalance()).toBe(before + 500n);
    expect((await byTitle('Warm-up')).status).toBe('claimed');
    expect(await summary()).toEqual({ open: 5, claimable: 3 });

    const slots = await byTitle('Slot spinner');
    const race = await Promise.all(Array.from({ length: 20 }, () => claim(slots.id)));
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(race.filter((r) => r.envelope.code === 'mission_already_claimed')).toHaveLength(19);
    expect(await mainBalance()).toBe(before + 500n + 1_000n);
    const paid = await t.db
      .selectFrom('bonuses')
      .select('amount')
      .where('source_kind', '=', 'MISSION')
      .where('source_id', '=', slots.id)
      .execute();
    expect(paid).toHaveLength(1);
    expect(await summary()).toEqual({ open: 4, claimable: 2 });
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses a claim with open tasks, without a key, of no live mission, and without a session', async () => {
    const streak = await byTitle('Lucky streak');
    const open = await claim(streak.id);
    expect([open.statusCode, open.envelope.code]).toEqual([409, 'mission_not_complete']);
    const keyless = await claim(streak.id, null);
    expect([keyless.statusCode, keyless.envelope.code]).toEqual([400, 'idempotency_key_required']);
    expect((await claim(999_999)).statusCode).toBe(404);
    const bad = await claim(0);
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    const anonymous = await t.call({
      method: 'POST',
      url: `/wps/missions/${streak.id}/claim`,
      headers: { 'idempotency-key': 'anonymous-claim-1' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const url of ['/wps/missions', '/wps/missions/summary', '/wps/missions/leaderboard']) {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
    const period = await t.call({
      method: 'GET',
      url: '/wps/missions/leaderboard?period=MONTHLY',
      headers: bearer(token),
    });
    expect([period.statusCode, period.envelope.code]).toEqual([400, 'validation_failed']);
  });

  it('ranks the period by missions claimed then rewards, masking every name but the reader', async () => {
    const agent = await t.login('demo_agent', 'Agent@2026');
    const checkIn = await byTitle('Daily check-in', agent);
    expect((await claim(checkIn.id, undefined, agent)).statusCode).toBe(200);
    const board = (await t.call({ method: 'GET', url: '/wps/missions/leaderboard', headers: bearer(token) }))
      .envelope.value as MissionLeaderboard;
    expect(board.period).toBe('DAILY');
    expect(board.list).toEqual([
      { rank: 1, username: 'demo_member', completed: 2, rewards: '1500', me: true },
      { rank: 2, username: 'de***t', completed: 1, rewards: '200', me: false },
    ]);
    // The agent reads the same board with its own name shown and the member's masked.
    const theirs = (
      await t.call({ method: 'GET', url: '/wps/missions/leaderboard?period=DAILY', headers: bearer(agent) })
    ).envelope.value as MissionLeaderboard;
    expect(theirs.list.map((row) => [row.username, row.me])).toEqual([
      ['de***r', false],
      ['demo_agent', true],
    ]);
    const weekly = (
      await t.call({ method: 'GET', url: '/wps/missions/leaderboard?period=WEEKLY', headers: bearer(token) })
    ).envelope.value as MissionLeaderboard;
    expect(weekly.list).toEqual([]);
  });

  it('starts again each period: days at UTC midnight, weeks on Monday; logins count in a row', async () => {
    t.clock.advance(DAY);
    token = await t.login('demo_member', 'Demo@2026');
    const tuesday = await missions();
    const warmUp = tuesday.list.find((m) => m.title === 'Warm-up')!;
    expect(warmUp).toMatchObject({ status: 'process', tasks: [{ progress: '0' }] });
    expect(tuesday.list.find((m) => m.title === 'Slot spinner')!.status).toBe('process');
    expect(tuesday.list.find((m) => m.title === 'Daily check-in')!.status).toBe('claim');
    // The week goes on: wins and login days add up.
    expect(tuesday.list.find((m) => m.title === 'Lucky streak')!.tasks[0]!.progress).toBe('2');
    expect(tuesday.list.find((m) => m.title === 'Regular')!.tasks[0]!.progress).toBe('2');
    expect(await summary()).toEqual({ open: 6, claimable: 1 });

    t.clock.advance(DAY);
    token = await t.login('demo_member', 'Demo@2026');
    // Sessions of Monday are purged by now; the days signed in are kept.
    await purgeExpired(t.db, t.clock.now, t.config);
    const mondaySessions = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.username', '=', 'demo_member')
      .where('sessions.created_at', '<', new Date(t.clock.now.getTime() - DAY))
      .execute();
    expect(mondaySessions).toEqual([]);
    await round('RNG', 1_000n, 5_000n);
    const wednesday = await missions();
    expect(wednesday.list.find((m) => m.title === 'Regular')).toMatchObject({
      status: 'claim',
      tasks: [{ progress: '3', done: true }],
    });
    const regular = wednesday.list.find((m) => m.title === 'Regular')!;
    const streak = wednesday.list.find((m) => m.title === 'Lucky streak')!;
    expect(streak.status).toBe('claim');
    expect((await claim(regular.id)).statusCode).toBe(200);
    expect((await claim(streak.id)).statusCode).toBe(200);
    expect((await claim(streak.id)).envelope.code).toBe('mission_already_claimed');

    // A day without a login breaks the run; next Monday the week starts over.
    t.clock.advance(2 * DAY);
    token = await t.login('demo_member', 'Demo@2026');
    expect((await byTitle('Regular')).status).toBe('claimed');
    t.clock.advance(5 * DAY);
    token = await t.login('demo_member', 'Demo@2026');
    const monday = await missions();
    expect(monday.list.find((m) => m.title === 'Regular')).toMatchObject({
      status: 'process',
      tasks: [{ progress: '1' }],
    });
    expect(monday.list.find((m) => m.title === 'Lucky streak')).toMatchObject({
      status: 'process',
      tasks: [{ progress: '0' }],
    });
    expect(await reconcileOk(t)).toBe(true);
  });

  it('lets the operator create, edit, pause, resume and end missions; bad input is a 400', async () => {
    const body = {
      texts: { en: { title: 'Fish hunter', description: 'Bet 10 times on fishing games.' } },
      period: 'DAILY',
      tasks: [{ kind: 'BET_COUNT', category: 'FISH', target: '10' }],
      reward: '300',
      turnoverMultiplier: 2,
      weights: { FISH: 10_000 },
      bonusDays: 3,
      startsAt: t.clock.now.getTime() - 1_000,
    };
    const created = await operatorCall(t, 'POST', '/wps/admin/missions', body);
    expect(created.statusCode).toBe(200);
    const mission = created.envelope.value as AdminMission;
    expect(mission).toMatchObject({ state: 'live', claims: 0, paid: '0', endsAt: null, paused: false });
    expect((await byTitle('Fish hunter')).tasks[0]).toMatchObject({ category: 'FISH', progress: '0' });

    const edited = await operatorCall(t, 'PUT', `/wps/admin/missions/${mission.id}`, { reward: '400' });
    expect(edited.envelope.value).toMatchObject({ reward: '400', tasks: [{ target: '10' }] });
    expect((await byTitle('Fish hunter')).reward).toBe('400');

    const paused = await operatorCall(t, 'POST', `/wps/admin/missions/${mission.id}/pause`);
    expect((paused.envelope.value as AdminMission).state).toBe('paused');
    expect((await missions()).list.some((m) => m.title === 'Fish hunter')).toBe(false);
    const hidden = await claim(mission.id);
    expect(hidden.statusCode).toBe(404);
    await operatorCall(t, 'POST', `/wps/admin/missions/${mission.id}/resume`);
    expect((await missions()).list.some((m) => m.title === 'Fish hunter')).toBe(true);
    const ended = await operatorCall(t, 'POST', `/wps/admin/missions/${mission.id}/end`);
    expect((ended.envelope.value as AdminMission).state).toBe('ended');
    expect((await missions()).list.some((m) => m.title === 'Fish hunter')).toBe(false);

    const list = (await operatorCall(t, 'GET', '/wps/admin/missions')).envelope.value as AdminMissionList;
    expect(list.list).toHaveLength(7);
    // The demo missions speak all six languages.
    for (const seeded of list.list.filter((m) => m.id !== mission.id)) {
      expect(Object.keys(seeded.texts).sort()).toEqual(['cn', 'en', 'ja', 'ko', 'th', 'vi']);
    }
    expect(list.list.find((m) => m.texts.en.title === 'Regular')).toMatchObject({ claims: 1, paid: '1500' });

    for (const bad of [
      { ...body, endsAt: body.startsAt - 1 },
      { ...body, tasks: [{ kind: 'LOGIN_DAYS', target: '2' }] },
      { ...body, tasks: [{ kind: 'DEPOSIT_AMOUNT', category: 'RNG', target: '100' }] },
      { ...body, tasks: [] },
      { ...body, reward: '0' },
      { ...body, period: 'MONTHLY' },
    ]) {
      const refused = await operatorCall(t, 'POST', '/wps/admin/missions', bad);
      expect([refused.statusCode, refused.envelope.code]).toEqual([400, 'validation_failed']);
    }
    const unknown = await operatorCall(t, 'PUT', '/wps/admin/missions/999999', { reward: '1' });
    expect(unknown.statusCode).toBe(404);
    const empty = await operatorCall(t, 'PUT', `/wps/admin/missions/${mission.id}`, {});
    expect(empty.statusCode).toBe(400);
    const keyless = await t.call({ method: 'GET', url: '/wps/admin/missions' });
    expect([keyless.statusCode, keyless.envelope.code]).toEqual([403, 'forbidden']);
  });

  it('reconciles every claim with the bonus it paid, and notices one that does not match', async () => {
    const check =
      'every mission claim paid its reward as one bonus, and no mission bonus was paid without a claim';
    const result = async () =>
      (
        (await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile')).envelope.value as {
          checks: Array<{ name: string; ok: boolean }>;
        }
      ).checks.find((c) => c.name === check);
    expect(await result()).toMatchObject({ ok: true });
    const claimRow = await t.db
      .selectFrom('mission_claims')
      .select(['id', 'reward'])
      .executeTakeFirstOrThrow();
    await t.db.updateTable('mission_claims').set({ reward: '1' }).where('id', '=', claimRow.id).execute();
    expect(await result()).toMatchObject({ ok: false });
    await t.db
      .updateTable('mission_claims')
      .set({ reward: claimRow.reward })
      .where('id', '=', claimRow.id)
      .execute();
    expect(await reconcileOk(t)).toBe(true);
  });
});
