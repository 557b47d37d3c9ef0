import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { OPERATOR_KEY, bearer } from './test-app';
import type { TestApp } from './test-app';

/** A money call with an Idempotency-Key (a fresh one unless given). */
export const moneyCall = (
  t: TestApp,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  key: string | null = randomUUID(),
  extra: Partial<InjectOptions> = {},
) =>
  t.call({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as InjectOptions['payload'],
    ...extra,
  });

export const operatorCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.call({
    method,
    url,
    headers: { 'x-operator-key': OPERATOR_KEY },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

export const balanceOf = async (t: TestApp, token: string) =>
  (await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).envelope
    .value as {
    sumBalance: string;
    mainBalance: string;
  };

export const walletsOf = async (t: TestApp, token: string): Promise<Record<string, string>> => {
  const funds = (
    await t.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: bearer(token) })
  ).envelope.value as { wallets: Array<{ wallet: string; balance: string }> };
  return Object.fromEntries(funds.wallets.map((wallet) => [wallet.wallet, wallet.balance]));
};

/**
 * Deposits through the simulator and approves it; returns the deposit reference. A deposit that reaches the
 * brand's affordability threshold (net deposits of 30 days, player protection) is refused until the member
 * declares they can afford it: funding does so and asks again, as the portal's deposit page would.
 */
export async function fund(t: TestApp, token: string, amount: string): Promise<string> {
  const body = { channelCode: 'QR', amount };
  let deposit = await moneyCall(t, token, 'POST', '/wps/payment/deposits', body);
  if (deposit.statusCode === 403 && deposit.envelope.code === 'affordability_check') {
    const declared = await t.call({
      method: 'POST',
      url: '/wps/protection/affordability',
      headers: bearer(token),
      payload: { confirm: true },
    });
    if (declared.statusCode !== 200) throw new Error(`declaration failed: ${declared.body}`);
    deposit = await moneyCall(t, token, 'POST', '/wps/payment/deposits', body);
  }
  if (deposit.statusCode !== 200) throw new Error(`deposit failed: ${deposit.body}`);
  const reference = (deposit.envelope.value as { reference: string }).reference;
  const decision = await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision: 'approve' });
  if (decision.statusCode !== 200) throw new Error(`approve failed: ${decision.body}`);
  return reference;
}

export async function reconcileOk(t: TestApp): Promise<boolean> {
  const response = await operatorCall(t, 'GET', '/wps/admin/ledger/reconcile');
  const value = response.envelope.value as { ok: boolean; checks: unknown[] };
  if (!value.ok) throw new Error(`reconciliation failed: ${JSON.stringify(value.checks)}`);
  return value.ok;
}

/** A multipart/form-data body with the given files in field `proof`. */
export const multipart = (files: Array<{ name: string; type: string; bytes: Buffer }>) => {
  const boundary = '----playfront-test-boundary';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/**
 * A withdrawal of the member's first saved bank account (payment password Pay@2026), approved by the
 * operator: paid and awaiting the member's confirmation. Returns its reference.
 */
export async function paidWithdrawal(t: TestApp, token: string, amount = '10000'): Promise<string> {
  const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(token) });
  const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
  const request = await moneyCall(t, token, 'POST', '/wps/payment/withdrawals', {
    amount,
    bankAccountId,
    paymentPassword: 'Pay@2026',
  });
  const reference = (request.envelope.value as { reference: string }).reference;
  await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}`, { decision: 'approve' });
  return reference;
}
