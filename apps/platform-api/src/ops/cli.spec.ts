import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { moneyEnv } from '../modules/payments/service';
import type { AppContext } from '../core/context';
import { pngOf } from '../testing/images';
import { OPERATOR_KEY, bearer, createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { balanceOf, moneyCall, operatorCall } from '../testing/money';
import { databaseBackend, httpBackend, runOps } from './cli';
import type { OpsBackend } from './cli';

const uploadDir = mkdtempSync(join(tmpdir(), 'playfront-ops-'));
let t: TestApp;
let member = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', UPLOAD_DIR: uploadDir });
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The operator API reached through `fetch` semantics, served by the test app in process. */
const injectFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const reply = await t.app.inject({
    method: (init?.method ?? 'GET') as InjectOptions['method'],
    url: `${url.pathname}${url.search}`,
    headers: init?.headers as Record<string, string>,
    ...(init?.body ? { payload: String(init.body) } : {}),
  });
  return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
    status: reply.statusCode,
    headers: reply.headers as Record<string, string>,
  });
}) as typeof fetch;

const backends: Array<[string, () => OpsBackend]> = [
  [
    'on the database',
    () =>
      databaseBackend(
        moneyEnv({ db: t.db, config: t.config, now: () => t.clock.now } as AppContext),
        uploadDir,
      ),
  ],
  ['through the operator API', () => httpBackend('http://playfront.test/', OPERATOR_KEY, injectFetch)],
];

describe.each(backends)('operator CLI %s', (_name, backend) => {
  const ops = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runOps(backend(), args, (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };

  it('lists pending requests and approves or rejects them by reference', async () => {
    const start = BigInt((await balanceOf(t, member)).mainBalance);
    const deposit = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'BANK',
      amount: '123456',
    });
    const depositRef = (deposit.envelope.value as { reference: string }).reference;
    const withdrawal = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '20000',
      bankAccountId: 1,
      paymentPassword: 'Pay@2026',
    });
    const withdrawalRef = (withdrawal.envelope.value as { reference: string }).reference;
    const pending = await ops('pending');
    expect(pending.text).toContain(depositRef);
    expect(pending.text).toContain('1,234.56');
    expect(pending.text).toContain(withdrawalRef);

    expect((await ops('deposit', 'approve', depositRef)).code).toBe(0);
    expect((await balanceOf(t, member)).mainBalance).toBe(String(start + 123456n - 20000n));
    const twice = await ops('deposit', 'reject', depositRef);
    expect(twice).toEqual({ code: 1, text: expect.stringContaining('already_decided') });
    expect((await ops('deposit', 'approve', 'DP20260101NOSUCHREF0')).text).toContain('not_found');

    expect((await ops('withdrawal', 'reject', withdrawalRef)).text).toContain('REJECTED');
    expect((await balanceOf(t, member)).mainBalance).toBe(String(start + 123456n));
    const major = (start + 123456n)
      .toString()
      .replace(/(\d\d)$/, '.$1')
      .replace(/\B(?=(\d{3})+\.)/g, ',');
    expect((await ops('balances', 'demo_member')).text).toMatch(
      new RegExp(`MAIN\\s+${major.replace('.', '\\.')}`),
    );
    expect((await ops('balances', 'nobody_here')).code).toBe(1);
    expect((await ops('pending')).text).toContain('Pending deposits (0)');
  });

  it('lists not-received disputes with their proofs, saves a proof, resolves once', async () => {
    const start = BigInt((await balanceOf(t, member)).mainBalance);
    const withdrawal = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '10000',
      bankAccountId: 1,
      paymentPassword: 'Pay@2026',
    });
    const reference = (withdrawal.envelope.value as { reference: string }).reference;
    expect((await ops('withdrawal', 'approve', reference)).code).toBe(0);
    const png = await pngOf(2, 2);
    const boundary = 'ops-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const report = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/not-received`,
      headers: { ...bearer(member), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(report.statusCode).toBe(200);

    const list = await ops('disputes');
    expect(list.code).toBe(0);
    expect(list.text).toContain(reference);
    expect(list.text).toContain('demo_member');
    const fileName = /([A-Za-z0-9_-]{24}\.png)/.exec(list.text)?.[1] ?? '';
    expect(list.text).toMatch(new RegExp(`${fileName}\\s+image/png\\s+\\d+ bytes\\s+uploaded 20`));

    const target = join(uploadDir, `copy-${Math.random().toString(36).slice(2)}.png`);
    const saved = await ops('proof', reference, fileName, target);
    expect(saved.code).toBe(0);
    expect(readFileSync(target).equals(readFileSync(join(uploadDir, fileName)))).toBe(true);
    expect((await ops('proof', reference, fileName, target)).text).toContain('exists');
    expect((await ops('proof', reference, 'AAAAAAAAAAAAAAAAAAAAAAAA.png', `${target}2`)).text).toContain(
      'not_found',
    );

    const refund = await ops('dispute', 'refund', reference);
    expect(refund.code).toBe(0);
    expect(refund.text).toMatch(/REFUNDED \(100\.00\), refund WR\w+/);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start);
    // Same answer again: the same reply, no second credit; another answer: refused.
    expect((await ops('dispute', 'refund', reference)).text).toBe(refund.text);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start);
    expect((await ops('dispute', 'paid', reference)).text).toContain('already_decided');
    expect((await ops('disputes')).text).not.toContain(reference);
    expect((await ops('reconcile')).code).toBe(0);
  });

  it('sets where members pay into a channel; bad input changes nothing', async () => {
    const set = await ops(
      'payee',
      'BANK',
      'bank',
      'bankName=Ops Bank',
      'accountName=Ops Cashier',
      'accountNumber=998877665544',
      'expiryMinutes=20',
    );
    expect(set.code).toBe(0);
    expect(set.text).toContain('channel BANK: bank, payable for 20 minutes');
    expect(set.text).toContain('accountNumber: 998877665544');
    for (const args of [
      ['payee', 'BANK', 'bank', 'bankName=Only'],
      ['payee', 'BANK', 'ewallet', 'expiryMinutes=0'],
      ['payee', 'NOPE', 'qr', 'qrPayload=x'],
    ]) {
      const bad = await ops(...args);
      expect(bad.code).toBe(1);
    }
    expect((await ops('payee', 'BANK', 'bank', 'colour=red')).code).toBe(2);
    const deposit = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'BANK',
      amount: '10000',
    });
    expect(deposit.envelope.value).toMatchObject({
      instructions: {
        bankName: 'Ops Bank',
        accountNumber: '998877665544',
        expiresAt: t.clock.now.getTime() + 20 * 60_000,
      },
    });
    const reference = (deposit.envelope.value as { reference: string }).reference;
    await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision: 'reject' });
  });

  it('reconciles: exit 0 when every invariant holds; prints help for unknown commands', async () => {
    const good = await ops('reconcile');
    expect(good.code).toBe(0);
    expect(good.text).toContain('Reconciliation: OK');
    const help = await ops('nonsense');
    expect(help.code).toBe(2);
    expect(help.text).toContain('PLAYFRONT_API_URL');
  });
});

describe('operator CLI through the API', () => {
  it('reports a wrong operator key as the server says it', async () => {
    const lines: string[] = [];
    const code = await runOps(
      httpBackend('http://playfront.test', 'wrong-key', injectFetch),
      ['pending'],
      (line) => lines.push(line),
    );
    expect([code, lines.join('\n')]).toEqual([1, expect.stringContaining('forbidden')]);
  });
});

describe('operator CLI on the database, in the audit trail', () => {
  it('records each change as the machine account that ran it, refusals included, and no reading', async () => {
    const backend = databaseBackend(
      moneyEnv({ db: t.db, config: t.config, now: () => t.clock.now } as AppContext),
      uploadDir,
      5_000_000n,
      'cli:ops@host-1',
    );
    const ops = (...args: string[]) => runOps(backend, args, () => undefined);
    const deposit = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'BANK',
      amount: '50000',
    });
    const reference = (deposit.envelope.value as { reference: string }).reference;
    expect(await ops('pending')).toBe(0);
    expect(await ops('deposit', 'approve', reference)).toBe(0);
    expect(await ops('deposit', 'reject', reference)).toBe(1);
    expect(await ops('payee', 'BANK', 'ewallet')).toBe(1);

    const trail = await operatorCall(t, 'GET', '/wps/admin/audit?actor=cli:ops@host-1&pageSize=10');
    expect(trail.statusCode).toBe(200);
    const entries = (
      trail.envelope.value as {
        list: Array<{
          actorKind: string;
          action: string;
          target: string | null;
          status: number;
          after: unknown;
        }>;
      }
    ).list;
    expect(
      entries.map(({ actorKind, action, target, status }) => ({ actorKind, action, target, status })),
    ).toEqual([
      { actorKind: 'system', action: 'CLI payee', target: 'code=BANK', status: 400 },
      { actorKind: 'system', action: 'CLI deposit', target: `reference=${reference}`, status: 409 },
      { actorKind: 'system', action: 'CLI deposit', target: `reference=${reference}`, status: 200 },
    ]);
    expect(entries[2]!.after).toMatchObject({
      request: { decision: 'approve' },
      reply: { reference, status: 'APPROVED' },
    });
    expect(entries[1]!.after).toMatchObject({ reply: { code: 'already_decided' } });
  });
});

describe('reconcile on the database', () => {
  it('exits 1 when a stored balance drifts from its entries', async () => {
    // Simulate a corrupt balance cache (the only way around the posting function).
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: '1' })
      .where('code', '=', 'PP')
      .where('user_id', 'is not', null)
      .execute();
    const lines: string[] = [];
    const code = await runOps(backends[0]![1](), ['reconcile'], (line) => lines.push(line));
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/FAIL every stored balance equals the sum of its entries/);
    expect(lines.join('\n')).toMatch(/FAIL money is conserved/);
    const viaApi = await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile');
    expect((viaApi.envelope.value as { ok: boolean }).ok).toBe(false);
  });
});
