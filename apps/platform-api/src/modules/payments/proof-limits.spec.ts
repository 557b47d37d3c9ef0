import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pngOf, withClaimedSize } from '../../testing/images';
import { fund, moneyCall, multipart, paidWithdrawal as paidWithdrawalOf } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// Proof uploads are checked cheaply before any image is decoded: the withdrawal must be the member's own,
// paid and awaiting confirmation, and each member has an upload limit.
let t: TestApp;
let member = '';
let agent = '';
let bankId = 0;
const uploadDir = mkdtempSync(join(tmpdir(), 'proof-limits-'));

/** A 1x1 PNG whose header claims 30000 x 30000 pixels: decoding it is refused with 400. */
let bomb: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  bomb = withClaimedSize(await pngOf(1, 1), 30_000, 30_000);
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    RATE_PROOF_USER_MAX: '2',
    UPLOAD_DIR: uploadDir,
  });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
  await fund(t, member, '500000');
  const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
  bankId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const paidWithdrawal = () => paidWithdrawalOf(t, member);

const report = (reference: string, token: string) => {
  const body = multipart([{ name: 'p.png', type: 'image/png', bytes: bomb }]);
  return t.call({
    method: 'POST',
    url: `/wps/payment/withdrawals/${reference}/not-received`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('proof uploads', () => {
  it("refuse another member's, an unknown or a pending withdrawal before reading the images", async () => {
    const reference = await paidWithdrawal();
    // The image would be refused with 400 if it were decoded: 404 means it never was.
    expect((await report(reference, agent)).statusCode).toBe(404);
    expect((await report('WD20260101AAAAAAAAAA', member)).statusCode).toBe(404);
    const pending = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '10000',
      bankAccountId: bankId,
      paymentPassword: 'Pay@2026',
    });
    const pendingRef = (pending.envelope.value as { reference: string }).reference;
    expect((await report(pendingRef, member)).statusCode).toBe(409);
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  it('are limited per member (429 past the limit, before any decoding)', async () => {
    const reference = await paidWithdrawal();
    expect((await report(reference, member)).statusCode).toBe(400);
    expect((await report(reference, member)).statusCode).toBe(400);
    const limited = await report(reference, member);
    expect(limited.statusCode).toBe(429);
    expect(limited.envelope.code).toBe('rate_limited');
  });
});
