import type { AdminPaymentChannelList } from '@playfront/api-contract';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purgeExpired } from '../../platform-modules';
import { topAgent } from '../../testing/agents';
import { runAutoConfirm } from './service';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  jpegOf,
  pixelsOf,
  pngChunk,
  pngOf,
  withChunks,
  withClaimedSize,
  withJpegSegments,
} from '../../testing/images';
import { balanceOf, moneyCall, multipart, operatorCall, reconcileOk } from '../../testing/money';

const uploadDir = mkdtempSync(join(tmpdir(), 'playfront-proofs-'));
let t: TestApp;
let member = '';
let agent = '';
let bankId = 0;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LOGIN_IP_MAX: '0',
    RATE_LOGIN_ACCOUNT_MAX: '0',
    // The per-member upload limit has its own test (proof-limits.spec.ts); here every bad upload is tried.
    RATE_PROOF_USER_MAX: '0',
    UPLOAD_DIR: uploadDir,
    WITHDRAWAL_AUTO_CONFIRM_MINUTES: '60',
  });
  member = await t.login('demo_member', 'Demo@2026');
  // Another account, without a payment password (the demo agent has one).
  await topAgent(t, 'otheragent');
  agent = await t.login('otheragent', 'Agent@2026');
  const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
  bankId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** Proof fixtures: a PNG, a JPEG with a comment segment and bytes after its end, a PNG with a tEXt chunk
 * before IEND and bytes after it, and a tiny PNG whose header claims 30000 x 30000 pixels. */
let PNG: Buffer = Buffer.alloc(0);
let JPG: Buffer = Buffer.alloc(0);
let pngWithText: Buffer = Buffer.alloc(0);
let bombPng: Buffer = Buffer.alloc(0);
beforeAll(async () => {
  PNG = await pngOf(4, 4);
  JPG = withJpegSegments(
    await jpegOf(16, 8),
    [[0xfffe, Buffer.from('camera serial', 'latin1')]],
    Buffer.from('TRAILING'),
  );
  pngWithText = withChunks(
    await pngOf(6, 5),
    [pngChunk('tEXt', Buffer.from('Comment\0owner secret', 'latin1'))],
    Buffer.from('TRAILING'),
  );
  bombPng = withClaimedSize(await pngOf(1, 1), 30_000, 30_000);
});

const withdraw = (amount: string, extra: Record<string, unknown> = {}, key?: string) =>
  moneyCall(
    t,
    member,
    'POST',
    '/wps/payment/withdrawals',
    { amount, bankAccountId: bankId, paymentPassword: 'Pay@2026', ...extra },
    key,
  );

const paidWithdrawal = async (amount = '10000') => {
  const request = await withdraw(amount);
  expect(request.statusCode).toBe(200);
  const reference = (request.envelope.value as { reference: string }).reference;
  const paid = await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}`, { decision: 'approve' });
  expect(paid.envelope.value).toMatchObject({ status: 'PAID', confirmStatus: 'AWAITING' });
  return reference;
};

const notReceived = (reference: string, files: Parameters<typeof multipart>[0], token = member) => {
  const body = multipart(files);
  return t.call({
    method: 'POST',
    url: `/wps/payment/withdrawals/${reference}/not-received`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

describe('deposits', () => {
  it('lists channels with limits and tutorial', async () => {
    const response = await t.call({ method: 'GET', url: '/wps/payment/channels', headers: bearer(member) });
    const list = (
      response.envelope.value as { list: Array<{ code: string; minAmount: string; tutorial: string }> }
    ).list;
    expect(list.map((channel) => channel.code)).toEqual(['BANK', 'EWALLET', 'QR']);
    expect(list[0]).toMatchObject({ minAmount: '10000', maxAmount: '5000000' });
    expect(list[0]!.tutorial.length).toBeGreaterThan(20);
  });

  it('names the enabled channels to a visitor, codes only (the footer)', async () => {
    const methods = async () => {
      const response = await t.call({ method: 'GET', url: '/wps/payment/methods' });
      expect(response.statusCode).toBe(200);
      return response.envelope.value as { list: Array<Record<string, unknown>> };
    };
    expect((await methods()).list).toEqual([{ code: 'BANK' }, { code: 'EWALLET' }, { code: 'QR' }]);
    const enable = (enabled: boolean) =>
      t.db.updateTable('payment_channels').set({ enabled }).where('code', '=', 'EWALLET').execute();
    await enable(false);
    try {
      expect((await methods()).list).toEqual([{ code: 'BANK' }, { code: 'QR' }]);
    } finally {
      await enable(true);
    }
  });

  it('says where to pay each channel, in the reply and in the records, until the request expires', async () => {
    const deposit = async (channelCode: string) =>
      (await moneyCall(t, member, 'POST', '/wps/payment/deposits', { channelCode, amount: '20000' })).envelope
        .value as { reference: string; instructions: Record<string, unknown> | null };
    const bank = await deposit('BANK');
    expect(bank.instructions).toEqual({
      type: 'bank',
      bankName: 'Demo Bank',
      accountName: 'Playfront Demo Cashier',
      accountNumber: '001234567890',
      ewalletId: null,
      qrImageUrl: null,
      reference: bank.reference,
      amount: '20000',
      expiresAt: t.clock.now.getTime() + 30 * 60_000,
    });
    const ewallet = await deposit('EWALLET');
    expect(ewallet.instructions).toMatchObject({ type: 'ewallet', ewalletId: '09171234567' });
    const qr = await deposit('QR');
    expect(qr.instructions).toMatchObject({ type: 'qr', expiresAt: t.clock.now.getTime() + 15 * 60_000 });
    const qrUrl = (qr.instructions as { qrImageUrl: string }).qrImageUrl;
    expect(qrUrl).toMatch(/^\/wps\/payment\/channels\/QR\/qr\.svg\?v=[0-9a-f]{12}$/);
    const image = await t.app.inject({ method: 'GET', url: qrUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
    const noQr = await t.call({ method: 'GET', url: '/wps/payment/channels/BANK/qr.svg' });
    expect([noQr.statusCode, noQr.envelope.code]).toEqual([404, 'not_found']);

    const records = async () =>
      (
        (await t.call({ method: 'GET', url: '/wps/payment/deposits', headers: bearer(member) })).envelope
          .value as { list: Array<{ reference: string; instructions: unknown }> }
      ).list;
    expect((await records()).find((d) => d.reference === bank.reference)?.instructions).toEqual(
      bank.instructions,
    );
    t.clock.advance(16 * 60_000);
    const later = await records();
    expect(later.find((d) => d.reference === qr.reference)?.instructions).toBeNull();
    expect(later.find((d) => d.reference === bank.reference)?.instructions).not.toBeNull();
    t.clock.advance(15 * 60_000);
    expect((await records()).find((d) => d.reference === bank.reference)?.instructions).toBeNull();
    for (const { reference } of [bank, ewallet, qr]) {
      await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision: 'reject' });
    }
    // The sessions went idle meanwhile.
    member = await t.login('demo_member', 'Demo@2026');
    agent = await t.login('otheragent', 'Agent@2026');
  });

  it('lets the operator set a channel payee, validated, and members see it', async () => {
    const url = '/wps/admin/payment-channels/EWALLET/payee';
    for (const body of [
      { type: 'bank', bankName: 'Only a name' },
      { type: 'ewallet' },
      { type: 'qr', qrPayload: '' },
      { type: 'cash', ewalletId: 'x' },
      { type: 'ewallet', ewalletId: 'x', expiryMinutes: 0 },
      { type: 'bank', bankName: 'B', accountName: 'A', accountNumber: 'not a number' },
    ]) {
      const response = await operatorCall(t, 'PUT', url, body);
      expect([JSON.stringify(body), response.statusCode, response.envelope.code]).toEqual([
        JSON.stringify(body),
        400,
        'validation_failed',
      ]);
    }
    const unknown = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/NOPE/payee', {
      type: 'ewallet',
      ewalletId: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const wrongKey = await t.call({
      method: 'PUT',
      url,
      headers: { 'x-operator-key': 'nope' },
      payload: { type: 'ewallet', ewalletId: 'x' },
    });
    expect(wrongKey.statusCode).toBe(403);
    const before = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'EWALLET',
      amount: '5000',
    });
    expect(before.envelope.value).toMatchObject({ instructions: { ewalletId: '09171234567' } });

    const set = await operatorCall(t, 'PUT', url, {
      type: 'ewallet',
      accountName: 'Cashier Two',
      ewalletId: '09998887777',
      qrPayload: 'ewallet://pay?to=09998887777',
      expiryMinutes: 45,
    });
    expect(set.statusCode).toBe(200);
    expect(set.envelope.value).toMatchObject({
      code: 'EWALLET',
      ewalletId: '09998887777',
      expiryMinutes: 45,
    });
    const after = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'EWALLET',
      amount: '5000',
    });
    expect(after.envelope.value).toMatchObject({
      instructions: {
        type: 'ewallet',
        accountName: 'Cashier Two',
        ewalletId: '09998887777',
        expiresAt: t.clock.now.getTime() + 45 * 60_000,
      },
    });
    for (const response of [before, after]) {
      const reference = (response.envelope.value as { reference: string }).reference;
      await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision: 'reject' });
    }
    // The operator's list shows every channel with what was set.
    const channels = await operatorCall(t, 'GET', '/wps/admin/payment-channels');
    expect(channels.statusCode).toBe(200);
    const list = (channels.envelope.value as AdminPaymentChannelList).list;
    expect(list.map((channel) => channel.code)).toEqual(expect.arrayContaining(['BANK', 'EWALLET', 'QR']));
    expect(list.find((channel) => channel.code === 'EWALLET')).toMatchObject({
      enabled: true,
      minAmount: expect.stringMatching(/^[1-9][0-9]*$/),
      payee: { type: 'ewallet', accountName: 'Cashier Two', ewalletId: '09998887777', expiryMinutes: 45 },
    });
  });

  it('keeps a request pending, credits on approval, moves nothing on rejection, decides once', async () => {
    const before = await balanceOf(t, member);
    const request = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'BANK',
      amount: '25050',
    });
    expect(request.envelope.value).toMatchObject({ status: 'PENDING', amount: '25050' });
    const reference = (request.envelope.value as { reference: string }).reference;
    expect(await balanceOf(t, member)).toEqual(before);
    const pending = await operatorCall(t, 'GET', '/wps/admin/deposits/pending');
    expect(
      (pending.envelope.value as { list: Array<{ reference: string }> }).list.map((d) => d.reference),
    ).toContain(reference);
    const approved = await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, {
      decision: 'approve',
    });
    expect(approved.envelope.value).toMatchObject({ status: 'APPROVED' });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(BigInt(before.mainBalance) + 25050n);
    const twice = await operatorCall(t, 'POST', `/wps/admin/deposits/${reference}`, { decision: 'reject' });
    expect([twice.statusCode, twice.envelope.code]).toEqual([409, 'already_decided']);

    const other = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'BANK',
      amount: '10000',
    });
    const rejected = await operatorCall(
      t,
      'POST',
      `/wps/admin/deposits/${(other.envelope.value as { reference: string }).reference}`,
      {
        decision: 'reject',
      },
    );
    expect(rejected.envelope.value).toMatchObject({ status: 'REJECTED' });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(BigInt(before.mainBalance) + 25050n);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('enforces channel limits, known channels, idempotency and operator key', async () => {
    for (const [amount, code] of [
      ['9999', 'amount_out_of_range'],
      ['5000001', 'amount_out_of_range'],
    ]) {
      const response = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
        channelCode: 'BANK',
        amount,
      });
      expect([response.statusCode, response.envelope.code]).toEqual([400, code]);
    }
    const unknown = await moneyCall(t, member, 'POST', '/wps/payment/deposits', {
      channelCode: 'GOLD',
      amount: '10000',
    });
    expect(unknown.envelope.code).toBe('channel_unknown');
    const noKey = await moneyCall(
      t,
      member,
      'POST',
      '/wps/payment/deposits',
      { channelCode: 'BANK', amount: '10000' },
      null,
    );
    expect(noKey.envelope.code).toBe('idempotency_key_required');
    const first = await moneyCall(
      t,
      member,
      'POST',
      '/wps/payment/deposits',
      { channelCode: 'BANK', amount: '10000' },
      'dep-key-0001',
    );
    const replay = await moneyCall(
      t,
      member,
      'POST',
      '/wps/payment/deposits',
      { channelCode: 'BANK', amount: '10000' },
      'dep-key-0001',
    );
    expect(replay.body).toBe(first.body);
    const reused = await moneyCall(
      t,
      member,
      'POST',
      '/wps/payment/deposits',
      { channelCode: 'QR', amount: '10000' },
      'dep-key-0001',
    );
    expect(reused.statusCode).toBe(422);
    const count = await t.db
      .selectFrom('deposits')
      .select(t.db.fn.countAll<string>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const wrongKey = await t.call({
      method: 'GET',
      url: '/wps/admin/deposits/pending',
      headers: { 'x-operator-key': 'nope' },
    });
    expect(wrongKey.statusCode).toBe(403);
  });
});

describe('withdrawals', () => {
  it('holds the amount at request time; reject refunds it, approve pays it out', async () => {
    const start = BigInt((await balanceOf(t, member)).mainBalance);
    const first = await withdraw('20000');
    expect(first.envelope.value).toMatchObject({
      status: 'PENDING',
      bankAccount: { bankName: 'Playfront Demo Bank', accountNumber: '******6789' },
    });
    expect(first.body).not.toContain('0123456789');
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start - 20000n);
    const reference = (first.envelope.value as { reference: string }).reference;
    const rejected = await operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}`, {
      decision: 'reject',
    });
    expect(rejected.envelope.value).toMatchObject({ status: 'REJECTED', confirmStatus: null });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start);
    const paid = await paidWithdrawal('15000');
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start - 15000n);
    const history = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=WITHDRAWAL',
      headers: bearer(member),
    });
    const rows = (history.envelope.value as { list: Array<{ reference: string; status: string }> }).list;
    expect(rows.find((row) => row.reference === paid)?.status).toBe('PAID');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('refuses limits, insufficient funds, a wrong payment password and a bank account not saved', async () => {
    const before = await balanceOf(t, member);
    expect((await withdraw('9999')).envelope.code).toBe('amount_out_of_range');
    expect((await withdraw('5000001')).envelope.code).toBe('amount_out_of_range');
    const poor = await withdraw('4000000');
    expect([poor.statusCode, poor.envelope.code]).toEqual([409, 'insufficient_funds']);
    const wrong = await withdraw('10000', { paymentPassword: 'Wrong@2026' });
    expect([wrong.statusCode, wrong.envelope.code]).toEqual([400, 'payment_password_invalid']);
    const missing = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '10000',
      bankAccountId: bankId,
    });
    expect(missing.statusCode).toBe(400);
    const agentBank = await t.call({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: bearer(agent),
      payload: { bankName: 'Agent Bank', accountName: 'Demo Agent', accountNumber: '99887766' },
    });
    expect(agentBank.envelope.value).toMatchObject({ accountNumber: '****7766' });
    const foreign = await withdraw('10000', {
      bankAccountId: (agentBank.envelope.value as { id: number }).id,
    });
    expect(foreign.envelope.code).toBe('bank_account_unknown');
    const noPassword = await moneyCall(t, agent, 'POST', '/wps/payment/withdrawals', {
      amount: '10000',
      bankAccountId: (agentBank.envelope.value as { id: number }).id,
      paymentPassword: 'Anything1',
    });
    expect([noPassword.statusCode, noPassword.envelope.code]).toEqual([403, 'payment_password_required']);
    expect(await balanceOf(t, member)).toEqual(before);
  });

  it('confirms received (partial or all) only for the member who owns a paid withdrawal', async () => {
    const reference = await paidWithdrawal();
    const foreign = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/confirm`,
      headers: bearer(agent),
      payload: { action: 'ALL_RECEIVED' },
    });
    expect([foreign.statusCode, foreign.envelope.code]).toEqual([404, 'not_found']);
    const partial = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/confirm`,
      headers: bearer(member),
      payload: { action: 'RECEIVED', receivedAmount: '4000' },
    });
    expect(partial.envelope.value).toMatchObject({
      confirmStatus: 'RECEIVED',
      receivedAmount: '4000',
      remainingAmount: '6000',
    });
    const again = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/confirm`,
      headers: bearer(member),
      payload: { action: 'ALL_RECEIVED' },
    });
    expect(again.envelope.code).toBe('confirmation_not_allowed');
    const pending = await withdraw('10000');
    const early = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${(pending.envelope.value as { reference: string }).reference}/confirm`,
      headers: bearer(member),
      payload: { action: 'ALL_RECEIVED' },
    });
    expect([early.statusCode, early.envelope.code]).toEqual([409, 'confirmation_not_allowed']);
  });

  it('takes up to 3 png/jpg proofs for not received and stores them re-encoded under server names', async () => {
    const reference = await paidWithdrawal();
    const response = await notReceived(reference, [
      { name: '../../etc/passwd.png', type: 'image/png', bytes: pngWithText },
      { name: 'receipt.jpg', type: 'image/jpeg', bytes: JPG },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.envelope.value).toMatchObject({ confirmStatus: 'NOT_RECEIVED', proofCount: 2 });
    const files = readdirSync(uploadDir);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-]{24}\.(png|jpg)$/);
    const png = readFileSync(
      join(
        uploadDir,
        files.find((file) => file.endsWith('.png'))!,
      ),
    );
    const jpg = readFileSync(
      join(
        uploadDir,
        files.find((file) => file.endsWith('.jpg'))!,
      ),
    );
    for (const needle of ['tEXt', 'owner secret', 'TRAILING', 'camera serial']) {
      expect([needle, png.includes(needle) || jpg.includes(needle)]).toEqual([needle, false]);
    }
    expect((await pixelsOf(png)).data.equals((await pixelsOf(pngWithText)).data)).toBe(true);
    expect(jpg.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(await pixelsOf(jpg)).toMatchObject({ width: 16, height: 8 });
    const later = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/confirm`,
      headers: bearer(member),
      payload: { action: 'ALL_RECEIVED' },
    });
    expect(later.envelope.value).toMatchObject({ confirmStatus: 'ALL_RECEIVED', remainingAmount: '0' });
  });

  it('rejects wrong magic bytes, svg and gif, files over 5 MB, 4 files, and other members', async () => {
    const reference = await paidWithdrawal();
    const before = readdirSync(uploadDir).length;
    const cases: Array<[Parameters<typeof multipart>[0], number]> = [
      [
        [
          {
            name: 'fake.png',
            type: 'image/png',
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          },
        ],
        400,
      ],
      [[{ name: 'a.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg/>') }], 400],
      [[{ name: 'a.gif', type: 'image/gif', bytes: Buffer.from('GIF89a....') }], 400],
      [[{ name: 'a.png', type: 'image/gif', bytes: PNG }], 400],
      [
        [{ name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
        413,
      ],
      [Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: PNG })), 400],
      // Right magic bytes, nothing decodable behind them.
      [
        [
          {
            name: 'broken.png',
            type: 'image/png',
            bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]),
          },
        ],
        400,
      ],
      [
        [
          {
            name: 'broken.jpg',
            type: 'image/jpeg',
            bytes: Buffer.concat([JPG.subarray(0, 4), Buffer.alloc(64, 2)]),
          },
        ],
        400,
      ],
      // A valid first image and a damaged second one: nothing is stored.
      [
        [
          { name: 'ok.png', type: 'image/png', bytes: PNG },
          { name: 'cut.png', type: 'image/png', bytes: PNG.subarray(0, PNG.length - 20) },
        ],
        400,
      ],
      // 30000 x 30000 pixels declared in a tiny file: refused before any inflating.
      [[{ name: 'bomb.png', type: 'image/png', bytes: bombPng }], 400],
    ];
    for (const [files, status] of cases) {
      const response = await notReceived(reference, files);
      expect([response.statusCode, response.envelope.success]).toEqual([status, false]);
    }
    const foreign = await notReceived(reference, [{ name: 'a.png', type: 'image/png', bytes: PNG }], agent);
    expect(foreign.statusCode).toBe(404);
    expect(readdirSync(uploadDir).length).toBe(before);
    const json = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${reference}/not-received`,
      headers: bearer(member),
      payload: {},
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('lets the operator list disputes with proofs, fetch a proof and resolve it through the ledger', async () => {
    const start = BigInt((await balanceOf(t, member)).mainBalance);
    const [refunded, confirmed, open] = [
      await paidWithdrawal(),
      await paidWithdrawal('12000'),
      await paidWithdrawal(),
    ];
    for (const reference of [refunded, confirmed]) {
      const report = await notReceived(reference, [{ name: 'r.png', type: 'image/png', bytes: PNG }]);
      expect(report.statusCode).toBe(200);
    }
    const listed = await operatorCall(t, 'GET', '/wps/admin/withdrawals/disputes');
    const list = (
      listed.envelope.value as {
        list: Array<{
          reference: string;
          username: string;
          proofs: Array<{ fileName: string; size: number }>;
        }>;
      }
    ).list;
    expect(list.map((w) => w.reference)).toEqual(expect.arrayContaining([refunded, confirmed]));
    expect(list.map((w) => w.reference)).not.toContain(open);
    const disputed = list.find((w) => w.reference === refunded)!;
    expect(disputed).toMatchObject({ username: 'demo_member', proofs: [{ size: expect.any(Number) }] });

    const proofUrl = `/wps/admin/withdrawals/${refunded}/proofs/${disputed.proofs[0]!.fileName}`;
    const image = await t.app.inject({
      method: 'GET',
      url: proofUrl,
      headers: { 'x-operator-key': 'test-operator-key' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.length).toBe(disputed.proofs[0]!.size);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: proofUrl,
      headers: { 'x-operator-key': 'nope' },
    });
    expect(wrongKey.statusCode).toBe(403);
    const otherWithdrawal = `/wps/admin/withdrawals/${confirmed}/proofs/${disputed.proofs[0]!.fileName}`;
    expect((await operatorCall(t, 'GET', otherWithdrawal)).statusCode).toBe(404);
    const traversal = `/wps/admin/withdrawals/${refunded}/proofs/..%2F..%2Fetc%2Fpasswd`;
    expect((await operatorCall(t, 'GET', traversal)).statusCode).toBe(400);

    const resolve = (reference: string, resolution: string) =>
      operatorCall(t, 'POST', `/wps/admin/withdrawals/${reference}/dispute`, { resolution });
    const refund = await resolve(refunded, 'REFUNDED');
    expect(refund.envelope.value).toMatchObject({
      resolution: 'REFUNDED',
      refundReference: expect.stringMatching(/^WR/),
    });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start - 22000n);
    const again = await resolve(refunded, 'REFUNDED');
    expect(again.body).toBe(refund.body);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(start - 22000n);
    expect((await resolve(refunded, 'CONFIRMED_PAID')).envelope.code).toBe('already_decided');
    const lateConfirm = await t.call({
      method: 'POST',
      url: `/wps/payment/withdrawals/${refunded}/confirm`,
      headers: bearer(member),
      payload: { action: 'ALL_RECEIVED' },
    });
    expect([lateConfirm.statusCode, lateConfirm.envelope.code]).toEqual([409, 'confirmation_not_allowed']);
    // The member's list says the report was refunded, so the portal offers no confirmation.
    const mine = await t.call({ method: 'GET', url: '/wps/payment/withdrawals', headers: bearer(member) });
    const rows = (mine.envelope.value as { list: Array<{ reference: string; disputeResolution: unknown }> })
      .list;
    expect(rows.find((w) => w.reference === refunded)?.disputeResolution).toBe('REFUNDED');
    expect(rows.find((w) => w.reference === open)?.disputeResolution).toBeNull();

    const paid = await resolve(confirmed, 'CONFIRMED_PAID');
    expect(paid.envelope.value).toMatchObject({
      disputeResolution: 'CONFIRMED_PAID',
      confirmStatus: 'RECEIVED',
      receivedAmount: '12000',
      refundReference: null,
    });
    expect((await resolve(open, 'REFUNDED')).envelope.code).toBe('confirmation_not_allowed');
    expect((await resolve('WD20260101NOSUCHREF0', 'REFUNDED')).statusCode).toBe(404);
    expect((await resolve(open, 'BOTH')).statusCode).toBe(400);
    const history = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=WITHDRAWAL_REFUND',
      headers: bearer(member),
    });
    const refunds = (history.envelope.value as { list: Array<{ reference: string; amount: string }> }).list;
    expect(
      refunds.filter(
        (row) => row.reference === (refund.envelope.value as { refundReference: string }).refundReference,
      ),
    ).toEqual([expect.objectContaining({ amount: '10000' })]);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('forgets Idempotency-Keys after the retention: a replay then is a new request', async () => {
    const key = 'retention-key-0001';
    const deposit = () =>
      moneyCall(t, member, 'POST', '/wps/payment/deposits', { channelCode: 'BANK', amount: '10000' }, key);
    const first = await deposit();
    expect((await deposit()).body).toBe(first.body);
    // 23 hours later the key is kept; 25 hours later it is gone.
    await purgeExpired(t.db, new Date(t.clock.now.getTime() + 23 * 3_600_000), {
      ...t.config,
      idempotencyRetentionHours: 24,
    });
    expect((await deposit()).headers['idempotent-replayed']).toBe('true');
    expect(
      await purgeExpired(t.db, new Date(t.clock.now.getTime() + 25 * 3_600_000), {
        ...t.config,
        idempotencyRetentionHours: 24,
      }),
    ).toBeGreaterThan(0);
    const later = await deposit();
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect((later.envelope.value as { reference: string }).reference).not.toBe(
      (first.envelope.value as { reference: string }).reference,
    );
  });

  it('auto-confirms as received after the configured minutes, once', async () => {
    const disputedNow = async () =>
      (
        await t.db
          .selectFrom('withdrawals')
          .select('reference')
          .where('confirm_status', '=', 'NOT_RECEIVED')
          .orderBy('id')
          .execute()
      ).map((row) => row.reference);
    const disputedBefore = await disputedNow();
    const reference = await paidWithdrawal();
    const status = async () =>
      (
        await t.db
          .selectFrom('withdrawals')
          .select(['confirm_status'])
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).confirm_status;
    await runAutoConfirm(t.db, new Date(t.clock.now.getTime() + 59 * 60_000), 60);
    expect(await status()).toBe('AWAITING');
    const later = new Date(t.clock.now.getTime() + 61 * 60_000);
    const [a, b] = await Promise.all([runAutoConfirm(t.db, later, 60), runAutoConfirm(t.db, later, 60)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('AUTO_RECEIVED');
    expect(await runAutoConfirm(t.db, later, 60)).toBe(0);
    // The disputed ones (NOT_RECEIVED) are left to the operator.
    expect(disputedBefore.length).toBeGreaterThan(0);
    expect(await disputedNow()).toEqual(disputedBefore);
    expect(existsSync(uploadDir)).toBe(true);
    expect(await reconcileOk(t)).toBe(true);
  });
});
