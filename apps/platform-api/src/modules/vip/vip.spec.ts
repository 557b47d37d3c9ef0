import type { MessagePage, VipOverview, VipRankChangeList } from '@playfront/api-contract';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';
import { playRound } from '../../testing/rounds';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { purgeExpired } from '../../platform-modules';

/**
 * VIP ranks from real deposits and valid bets over 30 days: an upgrade passes every rank on the way and pays
 * each new rank's bonus once per member ever; a downgrade is one level per calendar month; the operator sets
 * a rank with a reason; the rank's daily withdrawal limit refuses what would exceed it; the ledger reconciles.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TestApp;
let member = '';
let newbie = '';
let newbieId = 0;

const overview = async (token?: string, language = 'en') =>
  (
    await t.call({
      method: 'GET',
      url: '/wps/vip',
      headers: { ...(token ? bearer(token) : {}), language },
    })
  ).envelope.value as VipOverview;
const evaluate = async () =>
  ((await operatorCall(t, 'POST', '/wps/admin/vip/evaluate')).envelope.value as { changes: number }).changes;
const changes = async (userId: number) =>
  (
    (await operatorCall(t, 'GET', `/wps/admin/vip/members/${userId}/changes`)).envelope
      .value as VipRankChangeList
  ).list;
const userOf = (id: number) =>
  t.db
    .selectFrom('users')
    .select(['rank_level', 'club_label'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const mainBalance = async (token: string) => BigInt((await balanceOf(t, token)).mainBalance);
const vipBonuses = (userId: number) =>
  t.db
    .selectFrom('bonuses')
    .select(['source_key', 'amount'])
    .where('user_id', '=', userId)
    .where('source_kind', '=', 'VIP')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ source_key: row.source_key, amount: String(row.amount) })));
/** The first day of the month `months` after the clock's, at 10:00 UTC. */
const monthsAhead = (months: number, day = 1) => {
  const now = t.clock.now;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day, 10));
};

/** Sessions end when the clock jumps ahead: sign both members in again. */
const signIn = async () => {
  await t.db
    .updateTable('users')
    .set({ must_change_password: false, password_changed_at: t.clock.now })
    .where('username', 'in', ['demo_member', 'demo_newbie'])
    .execute();
  member = await t.login('demo_member', 'Demo@2026');
  newbie = await t.login('demo_newbie', 'Demo@2026');
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  // demo_newbie (rank 1, no activity) gets demo_member's password: the default one only opens a restricted session.
  const { password_hash } = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('username', '=', 'demo_member')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .updateTable('users')
    .set({ password_hash })
    .where('username', '=', 'demo_newbie')
    .returning('id')
    .executeTakeFirstOrThrow();
  newbieId = row.id;
  await signIn();
});
afterAll(() => t.close());

describe('vip ranks', () => {
  it('shows a visitor the six ranks in the request language with thresholds and benefits, and no member', async () => {
    const th = await overview(undefined, 'th');
    expect(th.member).toBeNull();
    expect(th.windowDays).toBe(30);
    expect(th.ranks.map((rank) => rank.name)).toEqual([
      'บรอนซ์',
      'ซิลเวอร์',
      'โกลด์',
      'แพลทินัม',
      'ไดมอนด์',
      'คราวน์',
    ]);
    const [bronze, silver, , , , crown] = th.ranks;
    expect(bronze).toMatchObject({ level: 1, minDeposit: '0', minValidBet: '0', upgradeBonus: '0' });
    expect(silver).toMatchObject({ minDeposit: '100000', minValidBet: '500000', upgradeBonus: '8800' });
    expect(silver!.dailyWithdrawalLimit).toBe('10000000');
    expect(crown!.dailyWithdrawalLimit).toBeNull();
    // Cashback rates come from the cashback module: the §9 defaults for Bronze, 0.10 % more per rank above.
    expect(bronze!.cashbackRates).toMatchObject({ LIVE: 70, SPORTS: 100, FISH: 120, RNG: 120, PVP: 100 });
    expect(silver!.cashbackRates).toMatchObject({ LIVE: 80, SPORTS: 110, FISH: 130, RNG: 130, PVP: 110 });
  });

  it("shows demo_member its rank, the window's totals and what the next rank still needs", async () => {
    const view = await overview(member);
    const me = view.member!;
    expect(me).toMatchObject({ level: 3, name: 'Gold', windowDays: 30 });
    expect(BigInt(me.deposits)).toBeGreaterThanOrEqual(1_200_000n);
    expect(BigInt(me.validBet)).toBeGreaterThanOrEqual(6_200_000n);
    expect(me.progress).toMatchObject({ nextLevel: 4, nextName: 'Platinum' });
    expect(BigInt(me.progress!.depositNeeded)).toBe(2_000_000n - BigInt(me.deposits));
    expect(BigInt(me.progress!.validBetNeeded)).toBe(10_000_000n - BigInt(me.validBet));
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(member) });
    expect(info.envelope.value).toMatchObject({
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
      memberLabel: [{ labelName: 'New player' }, { labelName: 'Verified' }],
    });
    // The seeded rank holds: the first evaluation changes nothing for demo_member.
    expect(await evaluate()).toBe(0);
    expect(
      await changes(
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'demo_member')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    ).toEqual([]);
  });

  it('upgrades across two ranks at once, paying both upgrade bonuses once, whatever the runs', async () => {
    t.clock.now = monthsAhead(1, 2);
    await signIn();
    await fund(t, newbie, '500000');
    await fund(t, newbie, '100000');
    for (let i = 0; i < 5; i += 1) await playRound(t, newbie, 'RNG', 500_000n, 500_000n);
    const before = await mainBalance(newbie);
    expect((await overview(newbie)).member).toMatchObject({
      level: 1,
      deposits: '600000',
      validBet: '2500000',
    });

    expect(await evaluate()).toBeGreaterThanOrEqual(2);
    expect(await userOf(newbieId)).toEqual({ rank_level: 3, club_label: 'Gold' });
    expect(await mainBalance(newbie)).toBe(before + 8_800n + 28_800n);
    const rows = await changes(newbieId);
    expect(rows.map((row) => [row.kind, row.fromLevel, row.toLevel, row.bonusPaid])).toEqual([
      ['UPGRADE', 2, 3, '28800'],
      ['UPGRADE', 1, 2, '8800'],
    ]);
    expect(await vipBonuses(newbieId)).toEqual([
      { source_key: `VIP2:U${newbieId}`, amount: '8800' },
      { source_key: `VIP3:U${newbieId}`, amount: '28800' },
    ]);
    const inbox = await t.call({
      method: 'GET',
      url: '/wps/messages',
      headers: { ...bearer(newbie), language: 'th' },
    });
    expect((inbox.envelope.value as MessagePage).list.map((m) => [m.title, m.snippet])).toContainEqual([
      'อัปเกรด VIP',
      'ระดับ VIP ของคุณตอนนี้คือ โกลด์ (เลเวล 3) ดูสิทธิประโยชน์ได้ที่หน้า VIP',
    ]);
    const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(newbie) });
    expect(info.envelope.value).toMatchObject({ clubLabel: { labelName: 'Gold', rankLevel: 3 } });

    // The same hour runs once; the next hour finds nothing new.
    expect(await evaluate()).toBe(0);
    t.clock.advance(HOUR);
    expect(await evaluate()).toBe(0);
    await signIn();
    expect(await changes(newbieId)).toHaveLength(2);
    expect(await mainBalance(newbie)).toBe(before + 8_800n + 28_800n);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('downgrades one level per calendar month once the window falls below the rank, never below 1', async () => {
    // 40 days later nothing of the window is left: down one level (3 → 2), once this month.
    t.clock.now = monthsAhead(1, 12);
    await evaluate();
    expect(await userOf(newbieId)).toEqual({ rank_level: 2, club_label: 'Silver' });
    t.clock.advance(DAY);
    await evaluate();
    expect((await userOf(newbieId)).rank_level).toBe(2);
    // The next month, one more (2 → 1); then the entry rank stays.
    t.clock.now = monthsAhead(1, 1);
    await evaluate();
    expect(await userOf(newbieId)).toEqual({ rank_level: 1, club_label: 'Bronze' });
    t.clock.now = monthsAhead(1, 1);
    await evaluate();
    expect((await userOf(newbieId)).rank_level).toBe(1);
    expect(await changes(newbieId)).toHaveLength(4);
    const rows = await changes(newbieId);
    expect(rows.slice(0, 2).map((row) => [row.kind, row.fromLevel, row.toLevel])).toEqual([
      ['DOWNGRADE', 2, 1],
      ['DOWNGRADE', 3, 2],
    ]);
    // The member's session has long expired: the inbox rows say what the member will read.
    const told = await t.db
      .selectFrom('messages')
      .select(['event', 'params'])
      .where('user_id', '=', newbieId)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(told.map((m) => [m.event, (m.params as { to: number }).to])).toEqual([
      ['vip_rank_changed', 1],
      ['vip_rank_changed', 2],
    ]);
  });

  it('reaching a rank again pays no second bonus', async () => {
    t.clock.advance(DAY);
    await signIn();
    await fund(t, newbie, '150000');
    for (let i = 0; i < 2; i += 1) await playRound(t, newbie, 'LIVE', 300_000n, 300_000n);
    const before = await mainBalance(newbie);
    await evaluate();
    expect((await userOf(newbieId)).rank_level).toBe(2);
    expect(await mainBalance(newbie)).toBe(before);
    expect((await changes(newbieId))[0]).toMatchObject({ kind: 'UPGRADE', toLevel: 2, bonusPaid: '0' });
    expect(await vipBonuses(newbieId)).toHaveLength(2);
  });

  it('lets the operator set a rank with a reason (no bonus), kept through the month', async () => {
    const before = await mainBalance(newbie);
    const set = await operatorCall(t, 'POST', `/wps/admin/vip/members/${newbieId}/rank`, {
      level: 5,
      reason: 'Loyal player, moved by the VIP manager',
    });
    expect(set.statusCode).toBe(200);
    expect((set.envelope.value as VipRankChangeList).list[0]).toMatchObject({
      kind: 'MANUAL',
      fromLevel: 2,
      toLevel: 5,
      reason: 'Loyal player, moved by the VIP manager',
      bonusPaid: '0',
    });
    expect(await userOf(newbieId)).toEqual({ rank_level: 5, club_label: 'Diamond' });
    expect(await mainBalance(newbie)).toBe(before);
    // Below Diamond's thresholds, but the rank changed this month: it holds until next month.
    t.clock.advance(HOUR);
    await evaluate();
    await signIn();
    expect((await overview(newbie)).member).toMatchObject({ level: 5, name: 'Diamond' });

    const unknown = await operatorCall(t, 'POST', `/wps/admin/vip/members/${newbieId}/rank`, {
      level: 9,
      reason: 'x',
    });
    expect([unknown.statusCode, unknown.envelope.code]).toEqual([400, 'vip_rank_invalid']);
    const same = await operatorCall(t, 'POST', `/wps/admin/vip/members/${newbieId}/rank`, {
      level: 5,
      reason: 'again',
    });
    expect([same.statusCode, same.envelope.code]).toEqual([400, 'vip_rank_invalid']);
    const noReason = await operatorCall(t, 'POST', `/wps/admin/vip/members/${newbieId}/rank`, { level: 2 });
    expect([noReason.statusCode, noReason.envelope.code]).toEqual([400, 'validation_failed']);
    const missing = await operatorCall(t, 'POST', `/wps/admin/vip/members/999999/rank`, {
      level: 2,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/wps/admin/vip/members/${newbieId}/changes` })).statusCode,
    ).toBe(403);
  });

  it("refuses a withdrawal beyond the rank's daily limit, and the next day allows it again", async () => {
    await signIn();
    const level = (await overview(member)).member!.level;
    const edit = await operatorCall(t, 'PUT', `/wps/admin/vip/ranks/${level}`, {
      dailyWithdrawalLimit: '30000',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.envelope.value).toMatchObject({ level, dailyWithdrawalLimit: '30000' });
    const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
    const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
    const withdraw = (amount: string) =>
      moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
        amount,
        bankAccountId,
        paymentPassword: 'Pay@2026',
      });
    const first = await withdraw('20000');
    expect(first.statusCode).toBe(200);
    const before = await mainBalance(member);
    const over = await withdraw('15000');
    expect([over.statusCode, over.envelope.code]).toEqual([409, 'vip_withdrawal_limit']);
    expect(await mainBalance(member)).toBe(before);
    expect((await withdraw('10000')).statusCode).toBe(200);
    t.clock.advance(DAY);
    await signIn();
    expect((await withdraw('25000')).statusCode).toBe(200);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('keeps rank thresholds rising with the level', async () => {
    const tooLow = await operatorCall(t, 'PUT', '/wps/admin/vip/ranks/4', { minDeposit: '1000' });
    expect([tooLow.statusCode, tooLow.envelope.code]).toEqual([400, 'vip_rank_invalid']);
    const entry = await operatorCall(t, 'PUT', '/wps/admin/vip/ranks/1', { minValidBet: '1' });
    expect([entry.statusCode, entry.envelope.code]).toEqual([400, 'vip_rank_invalid']);
    const renamed = await operatorCall(t, 'PUT', '/wps/admin/vip/ranks/5', {
      names: { en: 'Black Diamond', cn: '黑钻' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await overview(newbie, 'cn')).member).toMatchObject({ level: 5, name: '黑钻' });
    expect(await userOf(newbieId)).toEqual({ rank_level: 5, club_label: 'Black Diamond' });
    const list = await operatorCall(t, 'GET', '/wps/admin/vip/ranks');
    expect(
      (list.envelope.value as { list: Array<{ level: number; members: number }> }).list[4],
    ).toMatchObject({
      level: 5,
      members: 1,
    });
  });
  it('reconciliation finds a rank that is not the latest change and a VIP bonus without its upgrade', async () => {
    const check = async () => {
      const reply = await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile');
      const value = reply.envelope.value as { checks: Array<{ name: string; ok: boolean; detail: string }> };
      return value.checks.find((c) => c.name.startsWith('every VIP upgrade bonus'))!;
    };
    expect((await check()).ok).toBe(true);
    await t.db.updateTable('users').set({ rank_level: 2 }).where('id', '=', newbieId).execute();
    await t.db
      .updateTable('vip_rank_changes')
      .set({ bonus_paid: '1' })
      .where('user_id', '=', newbieId)
      .where('to_level', '=', 3)
      .where('bonus_paid', '=', '28800')
      .execute();
    const broken = await check();
    expect(broken.ok).toBe(false);
    expect(broken.detail).toContain('rank is not the latest change');
    expect(broken.detail).toContain('bonus without its upgrade');
    expect(broken.detail).toContain('upgrade without its bonus');
  });
  it('forgets run rows after 30 days and keeps every rank change', async () => {
    const changesBefore = await t.db.selectFrom('vip_rank_changes').select('id').execute();
    const runs = await t.db.selectFrom('vip_runs').select(['run_key', 'started_at']).execute();
    const old = runs.filter((run) => run.started_at.getTime() < t.clock.now.getTime() - 30 * DAY);
    expect(old.length).toBeGreaterThan(0);
    expect(await purgeExpired(t.db, t.clock.now, t.config)).toBeGreaterThanOrEqual(old.length);
    expect(await t.db.selectFrom('vip_runs').select('run_key').execute()).toHaveLength(
      runs.length - old.length,
    );
    expect(await t.db.selectFrom('vip_rank_changes').select('id').execute()).toHaveLength(
      changesBefore.length,
    );
  });
});
