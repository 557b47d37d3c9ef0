import { moneyEnv } from '../modules/payments/service';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { balanceOf, moneyCall } from '../testing/money';
import { runOps } from './cli';
import type { AppContext } from '../platform/context';

let t: TestApp;
let member = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(() => t.close());

const ops = async (...args: string[]) => {
  const lines: string[] = [];
  const env = moneyEnv({ db: t.db, config: t.config, now: () => t.clock.now } as AppContext);
  const code = await runOps(env, args, (line) => lines.push(line));
  return { code, text: lines.join('\n') };
};

describe('operator CLI', () => {
  it('lists pending requests and approves or rejects them by reference', async () => {
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
    expect((await balanceOf(t, member)).mainBalance).toBe(String(100000n + 123456n - 20000n));
    const twice = await ops('deposit', 'reject', depositRef);
    expect(twice).toEqual({ code: 1, text: expect.stringContaining('already_decided') });

    expect((await ops('withdrawal', 'reject', withdrawalRef)).text).toContain('REJECTED');
    expect((await balanceOf(t, member)).mainBalance).toBe(String(100000n + 123456n));
    expect((await ops('balances', 'demo_member')).text).toMatch(/MAIN\s+2,234\.56/);
    expect((await ops('pending')).text).toContain('Pending deposits (0)');
  });

  it('reconciles: exit 0 when every invariant holds, 1 when the cache drifts from the entries', async () => {
    const good = await ops('reconcile');
    expect(good.code).toBe(0);
    expect(good.text).toContain('Reconciliation: OK');
    // Simulate a corrupt balance cache (the only way around the posting function).
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: '1' })
      .where('code', '=', 'PP')
      .where('user_id', 'is not', null)
      .execute();
    const bad = await ops('reconcile');
    expect(bad.code).toBe(1);
    expect(bad.text).toMatch(/FAIL every stored balance equals the sum of its entries/);
    expect(bad.text).toMatch(/FAIL money is conserved/);
    expect((await ops('nonsense')).code).toBe(2);
  });
});
