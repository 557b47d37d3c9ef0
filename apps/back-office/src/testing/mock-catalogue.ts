// The catalogue and report calls of the in-memory platform API (mock-backend.ts): vendors and games with
// their shown, hot and order, the daily report and the reconciliation, answered as the server does.
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { errorReply, okReply } from '@playfront/api-client/testing';
import { ErrorCode } from '@playfront/api-contract';
import type {
  AdminGame,
  AdminVendor,
  CatalogueEntryUpdate,
  DailyReport,
  Reconciliation,
} from '@playfront/api-contract';

export interface MockCatalogueState {
  vendors: AdminVendor[];
  games: AdminGame[];
  report: DailyReport;
  reconciliation: Reconciliation;
}

const vendor = (
  code: string,
  name: string,
  category: AdminVendor['category'],
  sort: number,
): AdminVendor => ({
  code,
  name,
  category,
  walletMode: 'TRANSFER',
  enabled: true,
  hot: false,
  sort,
  games: 0,
  enabledGames: 0,
});

const game = (vendorCode: string, code: string, name: string, sort: number): AdminGame => ({
  code,
  name,
  vendor: vendorCode,
  vendorEnabled: true,
  category: 'RNG',
  enabled: true,
  hot: false,
  sort,
  trial: true,
});

const figures = (rounds: number, players: number, stake: string, payout: string) => ({
  rounds,
  players,
  stake,
  payout,
  grossGamingRevenue: (BigInt(stake) - BigInt(payout)).toString(),
});

export function initialCatalogue(): MockCatalogueState {
  const games = [
    game('PP', 'PP_CANDY_CASCADE', 'Candy Cascade', 10),
    game('PP', 'PP_AURORA_GEMS', 'Aurora Gems', 20),
    game('PG', 'PG_DRAGON_PEARL', 'Dragon Pearl', 10),
  ];
  const vendors = [
    vendor('PP', 'Pragmatic Play', 'RNG', 10),
    vendor('PG', 'PG Soft', 'RNG', 20),
    { ...vendor('IA', 'IA Esports', 'ESPORTS', 30), enabled: false },
  ];
  return {
    vendors: countGames(vendors, games),
    games,
    report: {
      from: '2026-11-21',
      to: '2026-11-27',
      rows: [
        { day: '2026-11-27', category: 'RNG', ...figures(120, 14, '2450000', '2210000') },
        { day: '2026-11-27', category: 'LIVE', ...figures(30, 5, '900000', '950000') },
        { day: '2026-11-26', category: 'RNG', ...figures(98, 11, '1800000', '1650000') },
      ],
      categories: [
        { category: 'LIVE', ...figures(30, 5, '900000', '950000') },
        { category: 'RNG', ...figures(218, 19, '4250000', '3860000') },
      ],
      total: figures(248, 21, '5150000', '4810000'),
    },
    reconciliation: {
      ok: true,
      checks: [
        { name: 'every transaction balances (entries sum to zero)', ok: true, detail: '0 unbalanced' },
        { name: 'no member account is negative', ok: true, detail: '0 negative' },
      ],
    },
  };
}

function countGames(vendors: AdminVendor[], games: readonly AdminGame[]): AdminVendor[] {
  return vendors.map((entry) => {
    const own = games.filter((item) => item.vendor === entry.code);
    return { ...entry, games: own.length, enabledGames: own.filter((item) => item.enabled).length };
  });
}

/** The mock's check of the caller's session and permission: a refusal, or the operator. */
export type Caller<Account> = (
  request: Request,
  permission: string | null,
) => { refusal?: Response; account?: Account };

/** The mock's audit entry of a change. */
export type Audit<Account> = (
  account: Account,
  action: string,
  summary: string,
  target: string | null,
  before: unknown,
  after: unknown,
) => void;

const validChange = (body: unknown): body is CatalogueEntryUpdate => {
  if (!body || typeof body !== 'object') return false;
  const change = body as Record<string, unknown>;
  const keys = Object.keys(change);
  if (keys.length === 0 || keys.some((key) => !['enabled', 'hot', 'sort'].includes(key))) return false;
  if ('enabled' in change && typeof change.enabled !== 'boolean') return false;
  if ('hot' in change && typeof change.hot !== 'boolean') return false;
  const sort = change.sort;
  return (
    !('sort' in change) || (Number.isInteger(sort) && (sort as number) >= 0 && (sort as number) <= 1_000_000)
  );
};

/** The handlers, over `catalogue`, with the mock's caller check and audit. */
export function catalogueHandlers<Account>(
  catalogue: MockCatalogueState,
  caller: Caller<Account>,
  audit: Audit<Account>,
  received: { call: string; body: unknown }[],
): HttpHandler[] {
  const invalid = () => errorReply(400, ErrorCode.validationFailed);
  return [
    http.get('*/wps/admin/vendors', ({ request }) => {
      const { refusal } = caller(request, 'games:read');
      if (refusal) return refusal;
      return okReply(catalogue.vendors);
    }),
    http.put('*/wps/admin/vendors/:code', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'games:write');
      if (refusal) return refusal;
      const body: unknown = await request.json();
      received.push({ call: 'vendor', body });
      const index = catalogue.vendors.findIndex((entry) => entry.code === params.code);
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      if (!validChange(body)) return invalid();
      const before = catalogue.vendors[index];
      const after = { ...before, ...body };
      catalogue.vendors[index] = after;
      catalogue.games = catalogue.games.map((item) =>
        item.vendor === after.code ? { ...item, vendorEnabled: after.enabled } : item,
      );
      audit(account as Account, 'PUT /wps/admin/vendors/:code', 'Vendor', `code=${after.code}`, before, body);
      return okReply(after);
    }),
    http.get('*/wps/admin/games', ({ request }) => {
      const { refusal } = caller(request, 'games:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      const enabled = url.searchParams.get('enabled');
      const rows = catalogue.games.filter(
        (item) =>
          (!url.searchParams.get('vendor') || item.vendor === url.searchParams.get('vendor')) &&
          (!url.searchParams.get('category') || item.category === url.searchParams.get('category')) &&
          (!q || item.code.toLowerCase().includes(q) || item.name.toLowerCase().includes(q)) &&
          (enabled === null || String(item.enabled) === enabled),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      return okReply({ list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
    }),
    http.put('*/wps/admin/games/:code', async ({ request, params }) => {
      const { account, refusal } = caller(request, 'games:write');
      if (refusal) return refusal;
      const body: unknown = await request.json();
      received.push({ call: 'game', body });
      const index = catalogue.games.findIndex((entry) => entry.code === params.code);
      if (index < 0) return errorReply(404, ErrorCode.notFound);
      if (!validChange(body)) return invalid();
      const before = catalogue.games[index];
      const after = { ...before, ...body };
      catalogue.games[index] = after;
      catalogue.vendors = countGames(catalogue.vendors, catalogue.games);
      audit(account as Account, 'PUT /wps/admin/games/:code', 'Game', `code=${after.code}`, before, body);
      return okReply(after);
    }),
    http.get('*/wps/admin/reports/daily', ({ request }) => {
      const { refusal } = caller(request, 'reports:read');
      if (refusal) return refusal;
      const url = new URL(request.url);
      received.push({ call: 'report', body: Object.fromEntries(url.searchParams) });
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      if (from && to && to < from) return invalid();
      return okReply({
        ...catalogue.report,
        from: from ?? catalogue.report.from,
        to: to ?? catalogue.report.to,
      });
    }),
    http.get('*/wps/admin/ledger/reconcile', ({ request }) => {
      const { refusal } = caller(request, 'ledger:read');
      if (refusal) return refusal;
      return okReply(catalogue.reconciliation);
    }),
  ];
}
