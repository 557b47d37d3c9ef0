import { createTestApp, bearer, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { topAgent } from '../../testing/agents';

let t: TestApp;
let agent: string;

interface Page {
  list: Array<{ id: number; title: string; content: string; date: number }>;
  total: number;
  page: number;
  pageSize: number;
}

const agentNotices = (token: string, query = '') =>
  t.call({ method: 'GET', url: `/wps/agent/notices${query}`, headers: bearer(token) });
const playerNotices = async (query = '') =>
  (await t.call({ method: 'GET', url: `/wps/notice/list${query}` })).envelope.value as Page;

/** Every player notice, all pages. */
async function allPlayerNotices(): Promise<Page['list']> {
  return (await playerNotices('?pageSize=50')).list;
}

const setAgentPolicy = (enabled: 0 | 1) =>
  t.call({
    method: 'PUT',
    url: '/wps/admin/whitelabel/AGENTPOLICY3',
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { enabled },
  });

beforeAll(async () => {
  t = await createTestApp();
  await topAgent(t, 'noticeagent');
  agent = await t.login('noticeagent', 'Agent@2026');
});
afterAll(() => t.close());

describe('notices addressed to agents', () => {
  it('lists the seeded agent notices, newest first, to an agent, with paging', async () => {
    const reply = await agentNotices(agent);
    expect(reply.statusCode).toBe(200);
    const page = reply.envelope.value as Page;
    expect(page.list.map((notice) => notice.title)).toEqual([
      'Commission schedule',
      'New contract rules',
      'Registering your team',
    ]);
    expect([page.total, page.page, page.pageSize]).toEqual([3, 1, 9]);
    expect(page.list[1]!.content).toContain("<li>A downline's rate can never exceed its upline's rate.</li>");
    expect(page.list[0]!.date).toBeGreaterThan(page.list[1]!.date);

    const second = (await agentNotices(agent, '?page=2&pageSize=2')).envelope.value as Page;
    expect(second.list.map((notice) => notice.title)).toEqual(['Registering your team']);
    expect([second.total, second.page, second.pageSize]).toEqual([3, 2, 2]);

    const bad = await agentNotices(agent, '?page=0');
    expect([bad.statusCode, bad.envelope.success]).toEqual([400, false]);
  });

  it('refuses a visitor, a member, a trial account, and everyone while the agent centre is off', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/agent/notices' })).statusCode).toBe(401);
    const member = await t.login('demo_member', 'Demo@2026');
    const refused = await agentNotices(member);
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'non_agent']);
    const trial = await t.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const trialRefused = await agentNotices((trial.envelope.value as { token: string }).token);
    expect([trialRefused.statusCode, trialRefused.envelope.code]).toEqual([403, 'in_need_true_account']);

    expect((await setAgentPolicy(0)).statusCode).toBe(200);
    try {
      const off = await agentNotices(agent);
      expect([off.statusCode, off.envelope.code]).toEqual([403, 'feature_disabled']);
    } finally {
      expect((await setAgentPolicy(1)).statusCode).toBe(200);
    }
    expect((await agentNotices(agent)).statusCode).toBe(200);
  });

  it('never shows an agent notice in the player notice list, even the newest one', async () => {
    const players = await allPlayerNotices();
    expect(players).toHaveLength(13);
    expect(players.map((notice) => notice.title)).not.toEqual(
      expect.arrayContaining(['Commission schedule']),
    );

    // A notice to agents published now is the newest of all: first for agents, absent for players.
    const { id } = await t.db
      .insertInto('notices')
      .values({
        merchant_code: t.config.merchantCode,
        title: 'Settlement run moved',
        content: '<p>The daily run starts at 01:00.</p>',
        published_at: new Date(t.clock.now.getTime() + 60_000),
        audience: 'AGENTS',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const forAgents = (await agentNotices(agent)).envelope.value as Page;
    expect(forAgents.list[0]).toMatchObject({ id, title: 'Settlement run moved' });
    expect(forAgents.total).toBe(4);

    const after = await playerNotices();
    expect(after.total).toBe(13);
    expect(after.list[0]!.title).toBe('Welcome to Playfront');
    const agentIds = new Set(forAgents.list.map((notice) => notice.id));
    expect((await allPlayerNotices()).filter((notice) => agentIds.has(notice.id))).toEqual([]);
  });

  it('lists for agents only notices addressed to agents', async () => {
    const forAgents = (await agentNotices(agent, '?pageSize=50')).envelope.value as Page;
    const playerIds = new Set((await allPlayerNotices()).map((notice) => notice.id));
    expect(forAgents.list.length).toBeGreaterThan(0);
    expect(forAgents.list.filter((notice) => playerIds.has(notice.id))).toEqual([]);
  });
});
