// The agent hierarchy, its contracts and their settlement in the in-memory platform API (mock-backend.ts),
// answered as the server does: levels by upline, a search across levels, 404 for an unknown agent, terms
// of a top-level agent set or ended at once, a failed item paid once when tried again.
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type { AdminAgent, AgentContract, AgentSettlement, ContractTerms } from '@playfront/api-contract';
import type { Audit, Caller } from './mock-catalogue';

export interface MockAgentsState {
  agents: AdminAgent[];
  contracts: AgentContract[];
  settlements: AgentSettlement[];
}

const T0 = Date.UTC(2026, 10, 27, 9, 30);
const DAY = 86_400_000;

const agent = (username: string, upline: string | null, level: number, extra: Partial<AdminAgent> = {}) => ({
  username,
  nickname: '',
  accountType: 1,
  upline,
  level,
  status: 'ACTIVE' as const,
  directAgents: 0,
  directMembers: 0,
  teamSize: 0,
  liveContracts: [],
  openRequests: 0,
  registeredAt: T0 - 30 * DAY,
  ...extra,
});

const contract = (
  id: number,
  upline: string | null,
  downline: string,
  terms: ContractTerms,
  extra: Partial<AgentContract> = {},
): AgentContract => ({
  id,
  kind: terms.kind,
  upline,
  downline,
  terms,
  status: 'ACTIVE',
  request: null,
  requestedBy: null,
  endReason: null,
  offeredAt: T0 - 10 * DAY,
  startedAt: T0 - 10 * DAY,
  endedAt: null,
  autoTerminates: [],
  ...extra,
});

const item = (id: string, extra: Partial<AgentSettlement>): AgentSettlement => ({
  id,
  contractId: 1,
  kind: 'DAILY_WAGE',
  payer: null,
  payee: 'demo_agent',
  periodStart: T0 - DAY,
  periodEnd: T0,
  validBet: '500000',
  payout: '300000',
  teamLoss: '200000',
  activeMembers: 3,
  rateBps: 100,
  amount: '5000',
  status: 'PAID',
  attempts: 1,
  lastError: null,
  paidAt: T0 + 60_000,
  ...extra,
});

/** demo_agent (top-level, a daily wage from the platform) → agentsub1 (a daily wage from it) → agentsub2. */
export function initialAgents(): MockAgentsState {
  return {
    agents: [
      agent('demo_agent', null, 1, {
        nickname: 'Demo Agent',
        directAgents: 1,
        directMembers: 2,
        teamSize: 5,
        liveContracts: ['DAILY_WAGE'],
      }),
      agent('solo_agent', null, 1, { nickname: 'Solo', accountType: 41 }),
      agent('agentsub1', 'demo_agent', 2, {
        nickname: 'Sub-agent One',
        directAgents: 1,
        directMembers: 1,
        teamSize: 2,
        liveContracts: ['DAILY_WAGE'],
        openRequests: 1,
      }),
      agent('agentsub2', 'agentsub1', 3, { nickname: 'Sub-agent Two', openRequests: 1 }),
    ],
    contracts: [
      contract(1, null, 'demo_agent', {
        kind: 'DAILY_WAGE',
        tiers: [{ betAmount: '1000000', rateBps: 150 }],
      }),
      contract(2, 'demo_agent', 'agentsub1', {
        kind: 'DAILY_WAGE',
        tiers: [{ betAmount: '1000000', rateBps: 100 }],
      }),
      contract(
        3,
        'agentsub1',
        'agentsub2',
        { kind: 'DAILY_WAGE', tiers: [{ betAmount: '1000000', rateBps: 50 }] },
        { status: 'OFFERED', request: 'NEW_CONTRACT', requestedBy: 'upline', startedAt: null },
      ),
    ],
    settlements: [
      item('12', {
        contractId: 2,
        payer: 'demo_agent',
        payee: 'agentsub1',
        amount: '2500',
        status: 'FAILED',
        attempts: 3,
        lastError: 'insufficient funds of the payer',
        paidAt: null,
      }),
      item('11', {}),
    ],
  };
}

const paged = <Row>(rows: Row[], url: URL) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 20);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size };
};

/** The handlers, over `agents`, with the mock's caller check and audit. */
export function agentHandlers<Account>(
  state: MockAgentsState,
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
  now: () => number,
): HttpHandler[] {
  const find = (name: unknown) => state.agents.find((row) => row.username === String(name).toLowerCase());
  const pathOf = (row: AdminAgent): string[] => {
    const up = row.upline ? find(row.upline) : undefined;
    return up ? [...pathOf(up), up.username] : [];
  };
  return [
    http.get('*/wps/admin/agents/tree', ({ request }) => {
      const { refusal } = caller(request, 'agents:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.trim().toLowerCase();
      const upline = url.searchParams.get('upline');
      if (!search && upline && !find(upline)) return errorReply(404, ErrorCode.notFound);
      const rows = state.agents.filter((row) =>
        search ? row.username.startsWith(search) : row.upline === (upline ? find(upline)!.username : null),
      );
      return okReply(paged(rows, url));
    }),
    http.get('*/wps/admin/agents/tree/:username', ({ request, params }) => {
      const { refusal } = caller(request, 'agents:read');
      if (refusal) return refusal;
      const row = find(params.username);
      return row ? okReply({ agent: row, path: pathOf(row) }) : errorReply(404, ErrorCode.notFound);
    }),
    http.get('*/wps/admin/agents/tree/:username/contracts', ({ request, params }) => {
      const { refusal } = caller(request, 'agents:read');
      if (refusal) return refusal;
      const row = find(params.username);
      if (!row) return errorReply(404, ErrorCode.notFound);
      const rows = state.contracts
        .filter((c) => c.downline === row.username || c.upline === row.username)
        .sort((a, b) => b.id - a.id);
      return okReply(paged(rows, new URL(request.url)));
    }),
    http.put('*/wps/admin/agents/:username/contracts/:kind', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'agents:write');
      if (refusal) return refusal;
      const body = (await request.json()) as { terms: ContractTerms | null };
      received.push({ call: `platform-contract-${String(params.kind)}`, body });
      const row = find(params.username);
      if (!row) return errorReply(404, ErrorCode.notFound);
      if (row.upline !== null) return errorReply(409, ErrorCode.contractNotAllowed);
      const live = state.contracts.find(
        (c) =>
          c.downline === row.username && c.upline === null && c.kind === params.kind && c.status === 'ACTIVE',
      );
      const at = now();
      if (live) Object.assign(live, { status: body.terms ? 'REPLACED' : 'TERMINATED', endedAt: at });
      let created: AgentContract | null = null;
      if (body.terms) {
        created = contract(
          Math.max(...state.contracts.map((c) => c.id)) + 1,
          null,
          row.username,
          body.terms,
          {
            offeredAt: at,
            startedAt: at,
          },
        );
        state.contracts.push(created);
      }
      row.liveContracts = state.contracts
        .filter((c) => c.downline === row.username && c.status === 'ACTIVE')
        .map((c) => c.kind)
        .sort();
      audit(
        account as Account,
        'PUT /wps/admin/agents/:username/contracts/:kind',
        'AgentContract',
        `${row.username}/${String(params.kind)}`,
        live ?? null,
        body,
      );
      return okReply(created);
    }),
    http.get('*/wps/admin/agents/settlements', ({ request }) => {
      const { refusal } = caller(request, 'agents:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const [kind, status, payee] = ['kind', 'status', 'payee'].map((key) => url.searchParams.get(key));
      const rows = state.settlements.filter(
        (row) =>
          (!kind || row.kind === kind) &&
          (!status || row.status === status) &&
          (!payee || row.payee === payee),
      );
      const paidTotal = rows
        .filter((row) => row.status === 'PAID')
        .reduce((sum, row) => sum + BigInt(row.amount), 0n);
      return okReply({ ...paged(rows, url), paidTotal: String(paidTotal) });
    }),
    http.post('*/wps/admin/agents/settlements/run', ({ request }) => {
      const { account, refusal } = caller(request, 'agents:write');
      if (refusal) return refusal;
      received.push({ call: 'settlement-run', body: null });
      audit(account as Account, 'POST /wps/admin/agents/settlements/run', 'Settlement', 'run', null, null);
      return okReply({ planned: 2, paid: 1 });
    }),
    http.post('*/wps/admin/agents/settlements/:id/retry', ({ request, params }) => {
      const { account, refusal } = caller(request, 'agents:write');
      if (refusal) return refusal;
      received.push({ call: 'settlement-retry', body: params.id });
      const row = state.settlements.find((entry) => entry.id === params.id);
      if (!row) return errorReply(404, ErrorCode.notFound);
      if (row.status === 'PAID' || row.status === 'NIL') return errorReply(409, ErrorCode.alreadyDecided);
      const before = { ...row };
      Object.assign(row, { status: 'PAID', attempts: row.attempts + 1, lastError: null, paidAt: now() });
      audit(
        account as Account,
        'POST /wps/admin/agents/settlements/:id/retry',
        'Settlement',
        `id=${row.id}`,
        before,
        null,
      );
      return okReply(row);
    }),
  ];
}
