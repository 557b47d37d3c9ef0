import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { moneyCall, operatorCall, walletsOf } from '../../testing/money';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  token = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());

const VENDORS = ['PP', 'PG', 'DS88'] as const;
type Op =
  | { kind: 'toVendor' | 'fromVendor'; vendor: (typeof VENDORS)[number]; amount: number }
  | { kind: 'all' }
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number; approve: boolean | null };

const amount = fc.integer({ min: 1, max: 150_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('toVendor' as const, 'fromVendor' as const),
    vendor: fc.constantFrom(...VENDORS),
    amount,
  }),
  fc.constant({ kind: 'all' as const }),
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 10_000, max: 200_000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 10_000, max: 150_000 }),
    approve: fc.constantFrom(true, false, null),
  }),
);

const post = (url: string, body: unknown) => moneyCall(t, token, 'POST', url, body);

describe('ledger property: random operations against an in-memory model', () => {
  it('keeps every balance equal to the model and every journal balanced', async () => {
    const seed = Number(process.env['PROPERTY_SEED'] ?? Date.now() % 2 ** 31);
    console.log(`ledger property seed: ${seed} (rerun with PROPERTY_SEED=${seed})`);
    const start = await walletsOf(t, token);
    const model = new Map<string, bigint>(
      Object.entries(start).map(([wallet, balance]) => [wallet, BigInt(balance)]),
    );
    const get = (wallet: string) => model.get(wallet) ?? 0n;

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'toVendor' || step.kind === 'fromVendor') {
            const [from, to] = step.kind === 'toVendor' ? ['MAIN', step.vendor] : [step.vendor, 'MAIN'];
            const response = await post('/wps/relay/GCS_walletTransfer', {
              from,
              to,
              amount: String(step.amount),
            });
            const enough = get(from) >= BigInt(step.amount);
            expect(response.statusCode).toBe(enough ? 200 : 409);
            if (enough) {
              model.set(from, get(from) - BigInt(step.amount));
              model.set(to, get(to) + BigInt(step.amount));
            }
          } else if (step.kind === 'all') {
            expect((await post('/wps/relay/GCS_walletTransfer', { all: true })).statusCode).toBe(200);
            for (const vendor of [...model.keys()].filter((wallet) => wallet !== 'MAIN')) {
              model.set('MAIN', get('MAIN') + get(vendor));
              model.set(vendor, 0n);
            }
          } else if (step.kind === 'deposit') {
            const response = await post('/wps/payment/deposits', {
              channelCode: 'QR',
              amount: String(step.amount),
            });
            const reference = (response.envelope.value as { reference: string }).reference;
            const decision = step.approve ? 'approve' : 'reject';
            expect(
              (await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision })).statusCode,
            ).toBe(200);
            if (step.approve) model.set('MAIN', get('MAIN') + BigInt(step.amount));
          } else if (step.kind === 'withdraw') {
            const response = await post('/wps/payment/withdrawals', {
              amount: String(step.amount),
              bankAccountId: 1,
              paymentPassword: 'Pay@2026',
            });
            const enough = get('MAIN') >= BigInt(step.amount);
            expect(response.statusCode).toBe(enough ? 200 : 409);
            if (!enough) continue;
            model.set('MAIN', get('MAIN') - BigInt(step.amount));
            if (step.approve !== null) {
              const reference = (response.envelope.value as { reference: string }).reference;
              const decision = step.approve ? 'approve' : 'reject';
              await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}`, { decision });
              if (!step.approve) model.set('MAIN', get('MAIN') + BigInt(step.amount));
            }
          }
        }
        const actual = await walletsOf(t, token);
        for (const [wallet, balance] of Object.entries(actual))
          expect([wallet, BigInt(balance)]).toEqual([wallet, get(wallet)]);
        const unbalanced =
          await sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0`.execute(
            t.db,
          );
        expect(unbalanced.rows).toEqual([]);
      }),
      { seed, numRuns: 25 },
    );
    const reconciliation = await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile');
    expect(reconciliation.envelope.value).toMatchObject({ ok: true });
  }, 120_000);
});
