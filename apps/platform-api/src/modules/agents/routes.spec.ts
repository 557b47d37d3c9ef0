import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestApp, bearer } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { joinTeam, topAgent } from '../../testing/agents';
import { balanceOf, fund, moneyCall, operatorCall, reconcileOk } from '../../testing/money';

let t: TestApp;
let agent: string;
/** A date of birth well past the brand's minimum age. */
const ADULT = '1990-04-12';
const fieldsOf = (response: { envelope: { value: unknown } }) =>
  (response.envelope.value as { fields: Array<{ field: string; key: string }> }).fields;

const get = (token: string, url: string) => t.call({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: unknown) =>
  t.call({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Registers a downline of `token`'s agent and makes it usable (its default password changed). */
async function downline(token: string, username: string, role: 'member' | 'agent'): Promise<string> {
  const response = await post(token, '/wps/agent/team/register', { username, role, birthday: ADULT });
  expect(response.statusCode).toBe(200);
  const password = 'Team@2026x';
  await t.db
    .updateTable('users')
    .set({
      password_hash: await (
        await import('../../core/crypto')
      )
        .createPasswordHasher(t.config.argon2)
        .hash(password),
      must_change_password: false,
    })
    .where('username', '=', username)
    .execute();
  return t.login(username, password);
}

const wage = (...rates: number[]) => ({
  kind: 'DAILY_WAGE' as const,
  tiers: rates.map((rateBps, index) => ({ betAmount: String((index + 1) * 100_000), rateBps })),
});

beforeAll(async () => {
  t = await createTestApp();
  // An agent of the test's own: the demo agent's seeded team and contracts stay out of the figures.
  await topAgent(t, 'topagent');
  agent = await t.login('topagent', 'Agent@2026');
});
afterAll(() => t.close());

describe('who may use the agent centre', () => {
  it('refuses a visitor, a member ("non-agent") and a trial account', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/agent/team' })).statusCode).toBe(401);
    const member = await t.login('demo_member', 'Demo@2026');
    const refused = await get(member, '/wps/agent/team');
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'non_agent']);
    const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const token = (trial.envelope.value as { token: string }).token;
    const trialRefused = await get(token, '/wps/agent/team');
    expect([trialRefused.statusCode, trialRefused.envelope.code]).toEqual([403, 'in_need_true_account']);
  });
});

describe('team', () => {
  it('registers a sub-agent whose first login must change the default password, and lists the team by level', async () => {
    const response = await post(agent, '/wps/agent/team/register', {
      username: 'teamsub1',
      role: 'agent',
      birthday: ADULT,
    });
    const created = response.envelope.value as { initialPassword: string };
    expect(created).toEqual({ username: 'teamsub1', accountType: 1, initialPassword: expect.any(String) });
    // One password per account, never the brand's shared default.
    expect(created.initialPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.initialPassword).not.toBe(t.config.defaultPassword);
    const shared = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: await t.seal({ username: 'teamsub1', password: t.config.defaultPassword }),
    });
    expect(shared.statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: await t.seal({ username: 'teamsub1', password: created.initialPassword }),
    });
    expect(login.envelope.value).toMatchObject({ forceChangeReason: 'default_password' });
    const restricted = (login.envelope.value as { token: string }).token;
    expect((await get(restricted, '/wps/agent/team')).envelope.code).toBe('password_change_required');

    // The first login changes the default password; the new one opens the agent centre.
    const changed = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(restricted),
      payload: await t.seal({
        oldPassword: created.initialPassword,
        newPassword: 'Team@2026x',
        confirmNewPassword: 'Team@2026x',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const sub = await t.login('teamsub1', 'Team@2026x');
    expect(
      (
        await post(sub, '/wps/agent/team/register', {
          username: 'teamsub1m',
          role: 'member',
          birthday: ADULT,
        })
      ).statusCode,
    ).toBe(200);

    const all = (await get(agent, '/wps/agent/team')).envelope.value as {
      list: Array<{ username: string; level: number; upline: string; accountType: number }>;
      total: number;
    };
    expect(all.list.map((row) => [row.username, row.level, row.upline])).toEqual([
      ['teamsub1', 1, 'topagent'],
      ['teamsub1m', 2, 'teamsub1'],
    ]);
    const direct = (await get(agent, '/wps/agent/team?scope=direct&search=teamsub')).envelope.value as {
      total: number;
    };
    expect(direct.total).toBe(1);
    // The sub-agent sees its own team only.
    const subTeam = (await get(sub, '/wps/agent/team')).envelope.value as {
      list: Array<{ username: string }>;
    };
    expect(subTeam.list.map((row) => row.username)).toEqual(['teamsub1m']);
  });

  it('refuses a taken or malformed username and changes nothing', async () => {
    const taken = await post(agent, '/wps/agent/team/register', {
      username: 'teamsub1',
      role: 'member',
      birthday: ADULT,
    });
    expect([taken.statusCode, taken.envelope.code]).toEqual([409, 'username_taken']);
    const bad = await post(agent, '/wps/agent/team/register', {
      username: 'a b',
      role: 'member',
      birthday: ADULT,
    });
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    const wild = (await get(agent, '/wps/agent/team?search=%25')).envelope.value as { total: number };
    expect(wild.total).toBe(0);
  });

  it("checks the holder's age like a registration: under the minimum age or without a date, nothing is opened", async () => {
    const child = `${new Date().getUTCFullYear() - 12}-06-01`;
    const young = await post(agent, '/wps/agent/team/register', {
      username: 'teamchild',
      role: 'member',
      birthday: child,
    });
    expect([young.statusCode, young.envelope.code]).toEqual([400, 'validation_failed']);
    expect(fieldsOf(young)).toEqual([expect.objectContaining({ field: 'birthday', key: 'reg_underage' })]);
    const undated = await post(agent, '/wps/agent/team/register', { username: 'teamchild', role: 'agent' });
    expect(fieldsOf(undated)).toEqual([expect.objectContaining({ field: 'birthday', key: 'reg_required' })]);
    const invalid = await post(agent, '/wps/agent/team/register', {
      username: 'teamchild',
      role: 'member',
      birthday: '2001-02-30',
    });
    expect(fieldsOf(invalid)).toEqual([
      expect.objectContaining({ field: 'birthday', key: 'reg_birthday_invalid' }),
    ]);
    const opened = await t.db.selectFrom('users').select('id').where('username', '=', 'teamchild').execute();
    expect(opened).toEqual([]);

    expect(
      (
        await post(agent, '/wps/agent/team/register', {
          username: 'teamadult',
          role: 'member',
          birthday: ADULT,
        })
      ).statusCode,
    ).toBe(200);
    const kept = await t.db
      .selectFrom('users')
      .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth'))
      .where('username', '=', 'teamadult')
      .executeTakeFirstOrThrow();
    expect(kept.birth).toBe(ADULT);
  });

  it('transfers to a team member with the payment password, once per idempotency key, on the ledger', async () => {
    await fund(t, agent, '100000');
    await t.db
      .insertInto('payment_passwords')
      .values({
        user_id: (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'topagent')
            .executeTakeFirstOrThrow()
        ).id,
        password_hash: await (
          await import('../../core/crypto')
        )
          .createPasswordHasher(t.config.argon2)
          .hash('Pay@2026'),
        updated_at: new Date(),
      })
      .execute();
    const key = randomUUID();
    const body = { downline: 'teamsub1m', amount: '2500', paymentPassword: 'Pay@2026' };
    const first = await moneyCall(t, agent, 'POST', '/wps/agent/team/transfer', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.envelope.value).toMatchObject({
      amount: '2500',
      downline: 'teamsub1m',
      mainBalance: '97500',
    });
    const replay = await moneyCall(t, agent, 'POST', '/wps/agent/team/transfer', body, key);
    expect(replay.body).toBe(first.body);
    expect((await balanceOf(t, agent)).mainBalance).toBe('97500');

    const records = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('kind', '=', 'TRANSFER_TO_DOWNLINE')
      .execute();
    expect(records).toHaveLength(1);

    const wrong = await moneyCall(t, agent, 'POST', '/wps/agent/team/transfer', {
      ...body,
      paymentPassword: 'Nope@2026',
    });
    expect(wrong.envelope.code).toBe('payment_password_invalid');
    const stranger = await moneyCall(t, agent, 'POST', '/wps/agent/team/transfer', {
      ...body,
      downline: 'demo_newbie',
    });
    expect([stranger.statusCode, stranger.envelope.code]).toEqual([404, 'not_in_team']);
    const tooMuch = await moneyCall(t, agent, 'POST', '/wps/agent/team/transfer', {
      ...body,
      amount: '999999999',
    });
    expect(tooMuch.envelope.code).toBe('insufficient_funds');
    expect((await balanceOf(t, agent)).mainBalance).toBe('97500');
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('contracts', () => {
  let sub: string;
  let subSub: string;

  beforeAll(async () => {
    sub = await t.login('teamsub1', 'Team@2026x');
    subSub = await downline(sub, 'teamsub2', 'agent');
  });

  const offer = (token: string, to: string, terms: unknown) =>
    post(token, '/wps/agent/contracts', { downline: to, terms });
  const answer = (token: string, id: number, move: string) =>
    post(token, `/wps/agent/contracts/${id}/${move}`);
  const idOf = (response: { envelope: { value: unknown } }) => (response.envelope.value as { id: number }).id;

  it('needs a contract of your own to share, at no higher a rate, and only with a direct downline agent', async () => {
    const none = await offer(agent, 'teamsub1', wage(50));
    expect([none.statusCode, none.envelope.code]).toEqual([409, 'contract_upline_missing']);
    const set = await operatorCall(t, 'PUT', '/wps/admin/agents/topagent/contracts/DAILY_WAGE', {
      terms: wage(60, 100),
    });
    expect(set.envelope.value).toMatchObject({ status: 'ACTIVE', upline: null, downline: 'topagent' });
    const tooHigh = await offer(agent, 'teamsub1', wage(101));
    expect([tooHigh.statusCode, tooHigh.envelope.code]).toEqual([409, 'contract_rate_too_high']);
    const notDirect = await offer(agent, 'teamsub2', wage(50));
    expect(notDirect.envelope.code).toBe('not_in_team');
    expect(
      (
        await post(agent, '/wps/agent/team/register', {
          username: 'teamdirm',
          role: 'member',
          birthday: ADULT,
        })
      ).statusCode,
    ).toBe(200);
    const member = await offer(agent, 'teamdirm', wage(50));
    expect(member.envelope.code).toBe('contract_not_allowed');
    const unordered = await offer(agent, 'teamsub1', wage(80, 50));
    expect([unordered.statusCode, unordered.envelope.code]).toEqual([400, 'validation_failed']);
  });

  it('lets the downline accept, then ends its own downline contract automatically when it agrees to less', async () => {
    const offered = await offer(agent, 'teamsub1', wage(40, 80));
    expect(offered.envelope.value).toMatchObject({
      status: 'OFFERED',
      request: 'NEW_CONTRACT',
      requestedBy: 'upline',
    });
    // The upline cannot answer its own offer; another agent cannot see it.
    expect((await answer(agent, idOf(offered), 'accept')).envelope.code).toBe('contract_not_allowed');
    expect((await answer(subSub, idOf(offered), 'accept')).statusCode).toBe(404);
    const accepted = await answer(sub, idOf(offered), 'accept');
    expect(accepted.envelope.value).toMatchObject({ status: 'ACTIVE', request: null });

    const below = await offer(sub, 'teamsub2', wage(70));
    expect((await answer(subSub, idOf(below), 'accept')).envelope.value).toMatchObject({ status: 'ACTIVE' });

    // A new, lower contract for teamsub1: agreeing to it ends teamsub2's 0.70 % contract.
    const lower = await offer(agent, 'teamsub1', wage(50));
    await answer(sub, idOf(lower), 'accept');
    const mine = (await get(subSub, '/wps/agent/contracts?role=downline')).envelope.value as {
      list: Array<{ status: string; endReason: string | null }>;
    };
    expect(mine.list[0]).toMatchObject({ status: 'TERMINATED', endReason: 'AUTO' });
    const first = (await get(sub, `/wps/agent/contracts?role=downline&status=REPLACED`)).envelope.value as {
      total: number;
    };
    expect(first.total).toBe(1);
    const told = await t.db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.user_id')
      .select(['users.username', 'messages.title'])
      .where('messages.title', '=', 'Contract ended')
      .orderBy('users.username')
      .execute();
    expect(told.map((row) => row.username)).toEqual(['teamsub1', 'teamsub2']);
  });

  it('ends a live contract when one side asks and the other agrees; the team below loses what exceeds', async () => {
    const below = await offer(sub, 'teamsub2', wage(30));
    await answer(subSub, idOf(below), 'accept');
    const live = (
      (await get(sub, '/wps/agent/contracts?role=downline&status=ACTIVE')).envelope.value as {
        list: Array<{ id: number }>;
      }
    ).list[0];
    const asked = await answer(sub, live.id, 'terminate');
    expect(asked.envelope.value).toMatchObject({
      status: 'ACTIVE',
      request: 'TERMINATION',
      requestedBy: 'downline',
    });
    expect((await answer(sub, live.id, 'accept')).envelope.code).toBe('contract_not_allowed');
    expect((await answer(agent, live.id, 'reject')).envelope.value).toMatchObject({
      status: 'ACTIVE',
      request: null,
    });
    await answer(sub, live.id, 'terminate');
    expect((await answer(agent, live.id, 'accept')).envelope.value).toMatchObject({
      status: 'TERMINATED',
      endReason: 'REQUESTED',
    });
    const subSubs = (await get(subSub, '/wps/agent/contracts?role=downline&status=ACTIVE')).envelope
      .value as {
      total: number;
    };
    expect(subSubs.total).toBe(0);
  });

  it('refuses a kind the brand turned off', async () => {
    const settings = (
      await t.db.selectFrom('brand_settings').select('key').where('key', '=', 'agentPolicy').execute()
    ).length;
    await t.db
      .insertInto('brand_settings')
      .values({
        merchant_code: t.config.merchantCode,
        key: 'agentPolicy',
        value: JSON.stringify({ dividend: false, dailyWage: true, hourlyWage: true, realtimeSalary: true }),
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.columns(['merchant_code', 'key']).doUpdateSet({
          value: JSON.stringify({
            dividend: false,
            dailyWage: true,
            hourlyWage: true,
            realtimeSalary: true,
          }),
        }),
      )
      .execute();
    expect(settings).toBeGreaterThanOrEqual(0);
    const dividend = await offer(agent, 'teamsub1', {
      kind: 'DIVIDEND',
      period: 'WEEKLY',
      tiers: [{ validBet: '100000', teamLoss: '0', activeMembers: 1, rateBps: 1000 }],
    });
    expect([dividend.statusCode, dividend.envelope.code]).toEqual([403, 'feature_disabled']);
  });
});

describe('the warning before accepting a contract', () => {
  type Listed = { id: number; status: string; endReason: string | null; autoTerminates: string[] };
  const offer = async (token: string, to: string, terms: unknown) => {
    const response = await post(token, '/wps/agent/contracts', { downline: to, terms });
    expect(response.statusCode).toBe(200);
    return (response.envelope.value as Listed).id;
  };
  const answer = async (token: string, id: number, move: string) => {
    const response = await post(token, `/wps/agent/contracts/${id}/${move}`);
    expect(response.statusCode).toBe(200);
    return response.envelope.value as Listed;
  };
  /** The contract `id` as `token`'s agent lists it. */
  const listed = async (token: string, id: number) => {
    const page = (await get(token, '/wps/agent/contracts?kind=DAILY_WAGE&size=100')).envelope.value as {
      list: Listed[];
    };
    return page.list.find((row) => row.id === id);
  };

  it('names the direct downlines whose contracts end if the agent accepts, only to the agent that answers', async () => {
    // warntop → warnsub → warnsub2: the platform pays warntop 2 %, warntop pays warnsub 1.5 %, warnsub
    // pays warnsub2 1 %.
    await topAgent(t, 'warntop');
    const top = await t.login('warntop', 'Agent@2026');
    const sub = await joinTeam(t, top, 'warnsub', 'agent', 'Team@2026x');
    const subSub = await joinTeam(t, sub, 'warnsub2', 'agent', 'Team@2026x');
    await operatorCall(t, 'PUT', '/wps/admin/agents/warntop/contracts/DAILY_WAGE', { terms: wage(200) });
    await answer(sub, await offer(top, 'warnsub', wage(150)), 'accept');
    const given = await offer(sub, 'warnsub2', wage(100));
    await answer(subSub, given, 'accept');

    // An offer at 2 % pays more than the 1 % warnsub gives: nobody's contract would end.
    const higher = await offer(top, 'warnsub', wage(200));
    expect(await listed(sub, higher)).toMatchObject({ status: 'OFFERED', autoTerminates: [] });

    // An offer at 0.5 % (it withdraws the 2 % one) is below warnsub2's 1 %: warnsub is warned of it.
    const lower = await offer(top, 'warnsub', wage(50));
    expect(await listed(sub, higher)).toMatchObject({ status: 'WITHDRAWN', autoTerminates: [] });
    expect(await listed(sub, lower)).toMatchObject({ status: 'OFFERED', autoTerminates: ['warnsub2'] });
    // The offering upline and the sub-sub agent answer nothing here: no names for them.
    expect(await listed(top, lower)).toMatchObject({ status: 'OFFERED', autoTerminates: [] });
    expect(await listed(subSub, given)).toMatchObject({ status: 'ACTIVE', autoTerminates: [] });

    // Accepting does what the warning said.
    expect(await answer(sub, lower, 'accept')).toMatchObject({ status: 'ACTIVE', autoTerminates: [] });
    expect(await listed(subSub, given)).toMatchObject({ status: 'TERMINATED', endReason: 'AUTO' });
    expect(await listed(sub, lower)).toMatchObject({ status: 'ACTIVE', autoTerminates: [] });

    // A termination asked by the upline ends every contract of the kind the agent gives, at any rate.
    const again = await offer(sub, 'warnsub2', wage(30));
    await answer(subSub, again, 'accept');
    await answer(top, lower, 'terminate');
    expect(await listed(sub, lower)).toMatchObject({ request: 'TERMINATION', autoTerminates: ['warnsub2'] });
    expect(await listed(top, lower)).toMatchObject({ autoTerminates: [] });
    await answer(sub, lower, 'accept');
    expect(await listed(subSub, again)).toMatchObject({ status: 'TERMINATED', endReason: 'AUTO' });

    // The agent asking to end its own contract is not warned: its upline answers, and keeps its team.
    const kept = await offer(top, 'warnsub', wage(100));
    await answer(sub, kept, 'accept');
    const third = await offer(sub, 'warnsub2', wage(100));
    await answer(subSub, third, 'accept');
    await answer(sub, kept, 'terminate');
    expect(await listed(top, kept)).toMatchObject({ request: 'TERMINATION', autoTerminates: [] });
    expect(await listed(sub, kept)).toMatchObject({ request: 'TERMINATION', autoTerminates: [] });
  });
});

describe('the tree', () => {
  it('moves a whole team with its upline and refuses a loop', async () => {
    const id = async (username: string) =>
      (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
        .id;
    const [top, sub1, sub2] = [await id('topagent'), await id('teamsub1'), await id('teamsub2')];
    await t.db.updateTable('users').set({ upline_id: null }).where('id', '=', sub1).execute();
    const above = await t.db
      .selectFrom('agent_tree')
      .select('ancestor_id')
      .where('descendant_id', '=', sub2)
      .orderBy('depth')
      .execute();
    expect(above.map((row) => row.ancestor_id)).toEqual([sub2, sub1]);
    await expect(
      t.db.updateTable('users').set({ upline_id: sub2 }).where('id', '=', sub1).execute(),
    ).rejects.toThrow(/own team/);
    await t.db.updateTable('users').set({ upline_id: top }).where('id', '=', sub1).execute();
    const back = await t.db
      .selectFrom('agent_tree')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', sub2)
      .orderBy('depth')
      .execute();
    expect(back).toEqual([
      { ancestor_id: sub2, depth: 0 },
      { ancestor_id: sub1, depth: 1 },
      { ancestor_id: top, depth: 2 },
    ]);
  });
});

describe('the consolidated funds call', () => {
  it('carries, for an agent, the contract request of each kind waiting for its answer', async () => {
    const funds = async (token: string) =>
      (await get(token, '/wps/member/info/funds/consolidated')).envelope.value as Record<string, unknown>;
    const sub = await t.login('teamsub1', 'Team@2026x');
    const before = await funds(sub);
    expect(before).toMatchObject({
      dailysalreqtype: null,
      contracthoursalreq: null,
      realtimesalreqtype: null,
    });
    const offered = await post(agent, '/wps/agent/contracts', {
      downline: 'teamsub1',
      terms: { kind: 'DAILY_WAGE', tiers: [{ betAmount: '100000', rateBps: 10 }] },
    });
    expect(offered.statusCode).toBe(200);
    expect(await funds(sub)).toMatchObject({ dailysalreqtype: 'NEW_CONTRACT', divtypereq: null });
    // The offering side waits for nobody's answer; a member's reply carries no agent fields.
    expect((await funds(agent))['dailysalreqtype']).toBeNull();
    const member = await t.login('demo_member', 'Demo@2026');
    expect(await funds(member)).not.toHaveProperty('dailysalreqtype');
  });
});
