import type { AdminAgent, AdminAgentDetail, AdminAgentPage, ContractPage } from '@playfront/api-contract';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { operatorSignIn } from '../../testing/operators';

/**
 * The back office's view of the agent hierarchy, on the demo team: demo_agent (top-level, a contract of every
 * kind from the platform) → agentsub1 (every kind from demo_agent, a member teamplay2) → agentsub2 (a
 * daily-wage offer from agentsub1 waiting, a member teamplay3); demo_agent's own members are demo_member and teamplay1.
 */
let t: TestApp;
let agentDesk: string;

const get = (token: string, url: string) => t.call({ method: 'GET', url, headers: bearer(token) });
const value = <T>(reply: { envelope: { value: unknown } }) => reply.envelope.value as T;
const named = (page: AdminAgentPage, username: string): AdminAgent =>
  page.list.find((agent) => agent.username === username)!;

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  agentDesk = await operatorSignIn(t, 'agentdesk');
});
afterAll(() => t.close());

describe('the agent hierarchy', () => {
  it('lists the top-level agents with their team, and each level below by its upline', async () => {
    const top = value<AdminAgentPage>(await get(agentDesk, '/wps/admin/agents/tree'));
    expect(top.list.every((agent) => agent.upline === null && agent.level === 1)).toBe(true);
    expect(named(top, 'demo_agent')).toMatchObject({
      level: 1,
      directAgents: 1,
      directMembers: 2,
      teamSize: 6,
      liveContracts: ['DAILY_WAGE', 'DIVIDEND', 'HOURLY_WAGE', 'REALTIME'],
      openRequests: 0,
      status: 'ACTIVE',
    });
    const below = value<AdminAgentPage>(await get(agentDesk, '/wps/admin/agents/tree?upline=demo_agent'));
    expect(below.list.map((agent) => agent.username)).toEqual(['agentsub1']);
    expect(below.list[0]).toMatchObject({
      upline: 'demo_agent',
      level: 2,
      directAgents: 1,
      directMembers: 1,
      teamSize: 3,
      openRequests: 1,
    });
    const third = value<AdminAgentPage>(await get(agentDesk, '/wps/admin/agents/tree?upline=AgentSub1'));
    expect(third.list[0]).toMatchObject({
      username: 'agentsub2',
      level: 3,
      teamSize: 1,
      liveContracts: [],
      openRequests: 1,
    });
  });

  it('finds agents of any level by the start of their username, never a member', async () => {
    const found = value<AdminAgentPage>(await get(agentDesk, '/wps/admin/agents/tree?search=agentsub'));
    expect(found.list.map((agent) => agent.username)).toEqual(['agentsub1', 'agentsub2']);
    const members = value<AdminAgentPage>(await get(agentDesk, '/wps/admin/agents/tree?search=teamplay'));
    expect(members.total).toBe(0);
    const paged = value<AdminAgentPage>(
      await get(agentDesk, '/wps/admin/agents/tree?search=agentsub&size=1&page=2'),
    );
    expect([paged.total, paged.list.map((agent) => agent.username)]).toEqual([2, ['agentsub2']]);
  });

  it('reads one agent with its uplines from the top down, and its contracts held and given', async () => {
    const detail = value<AdminAgentDetail>(await get(agentDesk, '/wps/admin/agents/tree/agentsub2'));
    expect(detail.path).toEqual(['demo_agent', 'agentsub1']);
    expect(detail.agent.username).toBe('agentsub2');
    const held = value<ContractPage>(
      await get(agentDesk, '/wps/admin/agents/tree/agentsub1/contracts?role=downline&status=ACTIVE'),
    );
    expect(held.total).toBe(4);
    expect(held.list.every((contract) => contract.upline === 'demo_agent')).toBe(true);
    const given = value<ContractPage>(
      await get(agentDesk, '/wps/admin/agents/tree/agentsub1/contracts?role=upline'),
    );
    expect(given.list).toEqual([
      expect.objectContaining({
        downline: 'agentsub2',
        kind: 'DAILY_WAGE',
        status: 'OFFERED',
        request: 'NEW_CONTRACT',
      }),
    ]);
  });

  it('answers 404 for a member or an unknown name, 400 for a malformed query, and changes nothing', async () => {
    for (const url of [
      '/wps/admin/agents/tree/teamplay1',
      '/wps/admin/agents/tree/nobody',
      '/wps/admin/agents/tree/nobody/contracts',
      '/wps/admin/agents/tree?upline=teamplay1',
    ]) {
      const reply = await get(agentDesk, url);
      expect([url, reply.statusCode, reply.envelope.code]).toEqual([url, 404, 'not_found']);
    }
    for (const url of [
      '/wps/admin/agents/tree?size=0',
      '/wps/admin/agents/tree/agentsub1/contracts?kind=BONUS',
    ]) {
      expect((await get(agentDesk, url)).statusCode).toBe(400);
    }
  });

  it('is read by the roles that read agents, and refused to the others', async () => {
    const finance = await operatorSignIn(t, 'finance');
    expect((await get(finance, '/wps/admin/agents/tree')).statusCode).toBe(200);
    const marketing = await operatorSignIn(t, 'marketing');
    const refused = await get(marketing, '/wps/admin/agents/tree/demo_agent');
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'forbidden']);
    const anonymous = await t.call({ method: 'GET', url: '/wps/admin/agents/tree' });
    expect([anonymous.statusCode, anonymous.envelope.code]).toEqual([403, 'forbidden']);
  });
});
