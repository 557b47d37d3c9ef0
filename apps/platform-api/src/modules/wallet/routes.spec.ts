import { sql } from 'kysely';
import { sha256 } from '../../core/crypto';
import { bearer, createTestApp, expectEnvelope } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { topAgent } from '../../testing/agents';
import { balanceOf, fund, moneyCall, reconcileOk, walletsOf } from '../../testing/money';

let t: TestApp;
let member = '';
let agent = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

const transfer = (body: unknown, key?: string | null, token = member) =>
  moneyCall(t, token, 'POST', '/wps/relay/GCS_walletTransfer', body, key);

describe('balances', () => {
  // 1,000.00 posted from the bonus account, and the 20.00 referral reward of its qualified demo friend.
  it('starts the demo member at 1,020.00, as strings of minor units', async () => {
    const response = await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(member) });
    expect(response.statusCode).toBe(200);
    expect(expectEnvelope(response.json()).value).toEqual({
      sumBalance: '102000',
      mainBalance: '102000',
      currency: 'PHP',
      currencySymbol: 'P',
    });
    const wallets = await walletsOf(t, member);
    expect(wallets['MAIN']).toBe('102000');
    expect(Object.keys(wallets)).toEqual(expect.arrayContaining(['PP', 'DS88', 'JDB', 'KM']));
    expect(Object.keys(wallets)).not.toContain('TCG_SEA');
    expect(await reconcileOk(t)).toBe(true);
  });

  it('needs a token for balances but not for the merchant wallet list', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
    const all = await t.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet?isSingle=' });
    const single = await t.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet?isSingle=true' });
    const allValue = all.envelope.value as { wallets: Array<{ walletMode: string }>; transferMode: string };
    const singleValue = single.envelope.value as { wallets: Array<{ walletMode: string }> };
    expect(allValue.transferMode).toBe('MANUAL');
    expect(allValue.wallets.some((wallet) => wallet.walletMode === 'SEAMLESS')).toBe(true);
    expect(singleValue.wallets.every((wallet) => wallet.walletMode === 'TRANSFER')).toBe(true);
    expect(singleValue.wallets.length).toBeLessThan(allValue.wallets.length);
  });
});

describe('balance read and the session check in the same statement', () => {
  const read = (authorization?: string) =>
    t.call({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('refuses malformed, unknown, revoked, idle and disabled sessions; 403 while a password change is due', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    expect((await read(`Bearer ${token}`)).statusCode).toBe(200);
    for (const header of ['Bearer short', `Basic ${token}`, `Bearer ${'x'.repeat(40)}`]) {
      const response = await read(header);
      expect([header, response.statusCode, response.envelope.code]).toEqual([header, 401, 'unauthorized']);
    }
    await t.db
      .updateTable('sessions')
      .set({ restricted: true })
      .where('token_hash', '=', sha256(token))
      .execute();
    const restricted = await read(`Bearer ${token}`);
    expect([restricted.statusCode, restricted.envelope.code]).toEqual([403, 'password_change_required']);
    await t.db
      .updateTable('sessions')
      .set({ restricted: false })
      .where('token_hash', '=', sha256(token))
      .execute();

    // Reads keep the session alive (last seen is moved at most once a minute); 31 idle minutes end it.
    t.clock.advance(20 * 60_000);
    expect((await read(`Bearer ${token}`)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await read(`Bearer ${token}`)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await read(`Bearer ${token}`)).statusCode).toBe(401);

    const fresh = await t.login('demo_member', 'Demo@2026');
    await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(fresh) });
    expect((await read(`Bearer ${fresh}`)).statusCode).toBe(401);

    const other = await t.login('demo_agent', 'Agent@2026');
    await t.db.updateTable('users').set({ disabled: true }).where('username', '=', 'demo_agent').execute();
    expect((await read(`Bearer ${other}`)).statusCode).toBe(401);
    await t.db.updateTable('users').set({ disabled: false }).where('username', '=', 'demo_agent').execute();
    member = await t.login('demo_member', 'Demo@2026');
    agent = await t.login('demo_agent', 'Agent@2026');
  });

  it('opens missing wallets on the first read and then reads them in one statement', async () => {
    const userId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo_agent')
        .executeTakeFirstOrThrow()
    ).id;
    const before = await balanceOf(t, agent);
    await t.db
      .deleteFrom('ledger_accounts')
      .where('user_id', '=', userId)
      .where('kind', '=', 'POINTS')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('ledger_entries').select('id').whereRef('account_id', '=', 'ledger_accounts.id')),
        ),
      )
      .execute();
    expect(await balanceOf(t, agent)).toEqual(before);
    const points = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'POINTS')
      .execute();
    expect(points).toHaveLength(1);
  });
});

describe('the balance read prepared (session_balance_inlined) and unprepared (session_balance)', () => {
  it('answer the same rows for every state of a session and every argument', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const hash = sha256(token);
    const now = t.clock.now;
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    const both = async (args: [string, string, string, string, string, number]) => {
      const rows = [];
      for (const fn of ['session_balance_inlined', 'session_balance']) {
        const { rows: found } = await sql`SELECT * FROM ${sql.raw(fn)}(${args[0]}, ${args[1]}::timestamptz,
          ${args[2]}::timestamptz, ${args[3]}::timestamptz, ${args[4]}, ${args[5]}::integer)`.execute(t.db);
        rows.push(found);
      }
      return rows;
    };
    const cases: Array<[string, string, string, string, string, number]> = [
      [hash, at(0), at(-30), at(-1), 'PLAYFRONT', 0], // live, not due for its touch
      [hash, at(0), at(-30), at(1), 'PLAYFRONT', 0], // due for its touch
      [hash, at(0), at(1), at(-1), 'PLAYFRONT', 0], // idle past the cut-off
      [hash, at(60 * 24 * 365), at(-30), at(-1), 'PLAYFRONT', 0], // expired
      [hash, at(0), at(-30), at(-1), 'LUCKY', 0], // another brand
      [hash, at(0), at(-30), at(-1), 'PLAYFRONT', 1000], // wallets missing: no main balance
      [sha256('unknown'), at(0), at(-30), at(-1), 'PLAYFRONT', 0],
    ];
    let answered = 0;
    const check = async () => {
      for (const args of cases) {
        const [inlined, plain] = await both(args);
        expect(inlined).toEqual(plain);
        answered += inlined!.length;
      }
    };
    await check();
    for (const change of [{ restricted: true }, { revoked_at: now }]) {
      await t.db.updateTable('sessions').set(change).where('token_hash', '=', hash).execute();
      await check();
    }
    await t.db
      .updateTable('sessions')
      .set({ restricted: false, revoked_at: null })
      .where('token_hash', '=', hash)
      .execute();
    await t.db.updateTable('users').set({ disabled: true }).where('username', '=', 'demo_member').execute();
    await check();
    await t.db.updateTable('users').set({ disabled: false }).where('username', '=', 'demo_member').execute();
    // Rows were found where the session is live (not only the empty answers agreeing).
    expect(answered).toBe(6);
  });
});

describe('wallet transfer', () => {
  it('moves main <-> vendor exactly and keeps the sum', async () => {
    const out = await transfer({ from: 'MAIN', to: 'PP', amount: '12345' });
    expect(out.statusCode).toBe(200);
    expect(out.envelope.value).toMatchObject({ moved: '12345', mainBalance: '89655', sumBalance: '102000' });
    const back = await transfer({ from: 'PP', to: 'MAIN', amount: '345' });
    expect(back.envelope.value).toMatchObject({ mainBalance: '90000', sumBalance: '102000' });
    expect((await walletsOf(t, member))['PP']).toBe('12000');
  });

  it('replies with exactly the bytes JSON.stringify gives, and opens missing wallets on the way', async () => {
    const out = await transfer({ from: 'MAIN', to: 'JDB', amount: '7' });
    const envelope = JSON.parse(out.body) as { value: Record<string, string> };
    expect(out.body).toBe(
      JSON.stringify({ success: true, value: envelope.value, message: null, code: null }),
    );
    expect(Object.keys(envelope.value)).toEqual(['reference', 'moved', 'mainBalance', 'sumBalance']);
    // A member whose vendor wallets were never opened: the transfer opens them, then moves the money.
    const userId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo_agent')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .deleteFrom('ledger_accounts')
      .where('user_id', '=', userId)
      .where('kind', '=', 'VENDOR')
      .where('code', '=', 'KM')
      .where('balance', '=', '0')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('ledger_entries').select('id').whereRef('account_id', '=', 'ledger_accounts.id')),
        ),
      )
      .execute();
    const opened = await transfer({ from: 'MAIN', to: 'KM', amount: '5' }, undefined, agent);
    expect(opened.statusCode).toBe(200);
    expect((await walletsOf(t, agent))['KM']).toBe('5');
    const unknown = await transfer({ from: 'MAIN', to: 'NOPE', amount: '5' });
    expect([unknown.statusCode, unknown.envelope.code]).toEqual([400, 'wallet_unknown']);
    // Leave the balances as they were for the next tests.
    await transfer({ from: 'JDB', to: 'MAIN', amount: '7' });
    await transfer({ from: 'KM', to: 'MAIN', amount: '5' }, undefined, agent);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('transfers everything back to main with { all: true }', async () => {
    await transfer({ from: 'MAIN', to: 'DS88', amount: '1000' });
    const all = await transfer({ all: true });
    expect(all.envelope.value).toMatchObject({ moved: '13000', mainBalance: '102000' });
    const wallets = await walletsOf(t, member);
    expect(
      Object.entries(wallets)
        .filter(([name]) => name !== 'MAIN')
        .every(([, b]) => b === '0'),
    ).toBe(true);
    const nothing = await transfer({ all: true });
    expect(nothing.envelope.value).toMatchObject({ reference: null, moved: '0' });
  });

  it('refuses more than the balance with 409 insufficient_funds and moves nothing', async () => {
    const before = await walletsOf(t, member);
    const response = await transfer({ from: 'MAIN', to: 'PP', amount: '102001' });
    expect(response.statusCode).toBe(409);
    expect(response.envelope.code).toBe('insufficient_funds');
    expect(await walletsOf(t, member)).toEqual(before);
    const fromVendor = await transfer({ from: 'PG', to: 'MAIN', amount: '1' });
    expect(fromVendor.envelope.code).toBe('insufficient_funds');
  });

  it('lists a disabled vendor wallet in my wallets only while it holds money', async () => {
    const setIa = (enabled: boolean) =>
      t.db.updateTable('vendors').set({ enabled }).where('code', '=', 'IA').execute();
    expect(await walletsOf(t, member)).not.toHaveProperty('IA');
    await setIa(true);
    try {
      expect(await walletsOf(t, member)).toHaveProperty('IA', '0');
      expect((await transfer({ from: 'MAIN', to: 'IA', amount: '250' })).statusCode).toBe(200);
      await setIa(false);
      expect(await walletsOf(t, member)).toHaveProperty('IA', '250');
      await setIa(true);
      expect((await transfer({ from: 'IA', to: 'MAIN', amount: '250' })).statusCode).toBe(200);
    } finally {
      await setIa(false);
    }
    expect(await walletsOf(t, member)).not.toHaveProperty('IA');
  });

  it('refuses unknown, seamless or disabled wallets, vendor to vendor, and malformed amounts', async () => {
    for (const body of [
      { from: 'MAIN', to: 'NOPE', amount: '1' },
      { from: 'MAIN', to: 'SEA', amount: '1' },
      { from: 'MAIN', to: 'IA', amount: '1' },
      { from: 'PP', to: 'PG', amount: '1' },
      { from: 'MAIN', to: 'MAIN', amount: '1' },
    ]) {
      const response = await transfer(body);
      expect([response.statusCode, response.envelope.code]).toEqual([400, 'wallet_unknown']);
    }
    for (const amount of ['0', '-5', '1.50', '1e3', 12, '99999999999999999999']) {
      const response = await transfer({ from: 'MAIN', to: 'PP', amount });
      expect([response.statusCode, response.envelope.code]).toEqual([400, 'validation_failed']);
    }
  });

  it('is idempotent: key required, replay returns the original reply, reuse with another body is 422', async () => {
    const missing = await transfer({ from: 'MAIN', to: 'PP', amount: '100' }, null);
    expect([missing.statusCode, missing.envelope.code]).toEqual([400, 'idempotency_key_required']);
    const key = 'transfer-key-0001';
    const first = await transfer({ from: 'MAIN', to: 'PP', amount: '100' }, key);
    const replay = await transfer({ amount: '100', to: 'PP', from: 'MAIN' }, key);
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await walletsOf(t, member))['PP']).toBe('100');
    const reused = await transfer({ from: 'MAIN', to: 'PP', amount: '101' }, key);
    expect([reused.statusCode, reused.envelope.code]).toEqual([422, 'idempotency_key_reused']);
    // Keys belong to one member: the agent may use the same key for its own call.
    const other = await transfer({ from: 'MAIN', to: 'PP', amount: '100' }, key, agent);
    expect(other.statusCode).toBe(200);
    const rows = await t.db.selectFrom('idempotency_keys').select('user_id').where('key', '=', key).execute();
    expect(rows).toHaveLength(2);
  });

  it('does not consume the key of a failed call', async () => {
    const key = 'retry-after-deposit';
    const failed = await transfer({ from: 'MAIN', to: 'FC', amount: '150000' }, key);
    expect(failed.envelope.code).toBe('insufficient_funds');
    await fund(t, member, '100000');
    const retried = await transfer({ from: 'MAIN', to: 'FC', amount: '150000' }, key);
    expect(retried.statusCode).toBe(200);
    await transfer({ all: true });
  });

  it('refuses trial accounts with 403 in_need_true_account', async () => {
    const trial = (await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).envelope
      .value as { token: string };
    const response = await transfer({ from: 'MAIN', to: 'PP', amount: '1' }, 'trial-key-001', trial.token);
    expect([response.statusCode, response.envelope.code]).toEqual([403, 'in_need_true_account']);
    const upline = await moneyCall(t, trial.token, 'POST', '/wps/member/transfer/upline', {
      amount: '1',
      paymentPassword: 'Pay@2026',
    });
    expect(upline.statusCode).toBe(403);
  });
});

describe('wallet transfer and the session check in the same statement', () => {
  const move = { from: 'MAIN', to: 'PP', amount: '1' };
  const raw = (
    authorization: string | undefined,
    payload: string,
    key: string | null = 'session-check-key',
  ) =>
    t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: {
        'content-type': 'application/json',
        ...(authorization === undefined ? {} : { authorization }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  // A valid body, one that does not parse, one that does not validate, an amount given as a number, and no key.
  const calls = (authorization: string | undefined) => [
    raw(authorization, JSON.stringify(move), `session-check-${Math.random()}`),
    raw(authorization, '{"from":'),
    raw(authorization, JSON.stringify({ from: 'MAIN', to: 'PP' })),
    raw(authorization, JSON.stringify({ ...move, amount: 1 })),
    raw(authorization, JSON.stringify(move), null),
  ];
  const outcomes = async (authorization: string | undefined) =>
    (await Promise.all(calls(authorization))).map((response) => [
      response.statusCode,
      response.envelope.code,
    ]);

  it('is 401 without a live session of this brand and 403 for a pending password change, whatever the body', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    const before = await walletsOf(t, token);
    const unauthorised = Array.from({ length: 5 }, () => [401, 'unauthorized']);
    for (const header of [undefined, 'Bearer short', `Basic ${token}`, `Bearer ${'x'.repeat(40)}`]) {
      expect([header, await outcomes(header)]).toEqual([header, unauthorised]);
    }
    await t.db
      .updateTable('sessions')
      .set({ restricted: true })
      .where('token_hash', '=', sha256(token))
      .execute();
    expect(await outcomes(`Bearer ${token}`)).toEqual(
      Array.from({ length: 5 }, () => [403, 'password_change_required']),
    );
    await t.db
      .updateTable('sessions')
      .set({ restricted: false })
      .where('token_hash', '=', sha256(token))
      .execute();
    await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(await outcomes(`Bearer ${token}`)).toEqual(unauthorised);
    // Nothing moved.
    const live = await t.login('demo_member', 'Demo@2026');
    expect(await walletsOf(t, live)).toEqual(before);
    member = live;
  });

  it('is 403 for a trial account whatever the body, and 400 for a bad body of a live session', async () => {
    const trial = (await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).envelope
      .value as { token: string };
    expect(await outcomes(`Bearer ${trial.token}`)).toEqual(
      Array.from({ length: 5 }, () => [403, 'in_need_true_account']),
    );
    const all = await raw(`Bearer ${trial.token}`, JSON.stringify({ all: true }));
    expect([all.statusCode, all.envelope.code]).toEqual([403, 'in_need_true_account']);

    const [valid, ...bad] = await Promise.all(calls(`Bearer ${member}`));
    expect(valid.statusCode).toBe(200);
    expect(bad.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(bad.map((response) => response.envelope.code)).not.toContain('unauthorized');
    await transfer({ all: true });
  });

  it('keeps the session alive as other calls do, and ends it after 31 idle minutes', async () => {
    const token = await t.login('demo_member', 'Demo@2026');
    t.clock.advance(20 * 60_000);
    expect((await transfer(move, undefined, token)).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await transfer(move, undefined, token)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const idle = await transfer(move, undefined, token);
    expect([idle.statusCode, idle.envelope.code]).toEqual([401, 'unauthorized']);
    member = await t.login('demo_member', 'Demo@2026');
    agent = await t.login('demo_agent', 'Agent@2026');
    await transfer({ all: true });
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('transfer to upline and payment password', () => {
  it('moves main -> the upline main wallet after the payment password', async () => {
    const before = await balanceOf(t, agent);
    const mine = await balanceOf(t, member);
    const response = await moneyCall(t, member, 'POST', '/wps/member/transfer/upline', {
      amount: '2500',
      paymentPassword: 'Pay@2026',
      remark: 'thanks',
    });
    expect(response.statusCode).toBe(200);
    expect(response.envelope.value).toMatchObject({ amount: '2500', upline: 'demo_agent' });
    expect(BigInt((await balanceOf(t, agent)).mainBalance)).toBe(BigInt(before.mainBalance) + 2500n);
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(BigInt(mine.mainBalance) - 2500n);
  });

  it('refuses a member without an upline and a wrong payment password, then rate-limits it', async () => {
    const noUpline = await moneyCall(t, agent, 'POST', '/wps/member/transfer/upline', {
      amount: '1',
      paymentPassword: 'whatever1',
    });
    expect([noUpline.statusCode, noUpline.envelope.code]).toEqual([409, 'no_upline']);
    const before = await balanceOf(t, member);
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wrong = await moneyCall(t, member, 'POST', '/wps/member/transfer/upline', {
        amount: '1',
        paymentPassword: 'Wrong@2026',
      });
      codes.push(`${wrong.statusCode} ${wrong.envelope.code}`);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('400 payment_password_invalid'));
    expect(codes[5]).toBe('429 rate_limited');
    const right = await moneyCall(t, member, 'POST', '/wps/member/transfer/upline', {
      amount: '1',
      paymentPassword: 'Pay@2026',
    });
    expect(right.statusCode).toBe(429);
    expect(await balanceOf(t, member)).toEqual(before);
    t.clock.advance(16 * 60_000);
  });

  it('honours a payment password given at registration', async () => {
    const registered = await t.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await t.seal({
        username: 'payer01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        birthday: '1990-01-01',
        paymentPassword: '246810',
        affiliateCode: 'AGENT01',
        registerMethod: 'WEB',
        login: true,
      }),
    });
    expect(registered.statusCode).toBe(200);
    const payer = (registered.envelope.value as { token: string }).token;
    const status = await t.call({
      method: 'GET',
      url: '/wps/member/payment-password',
      headers: bearer(payer),
    });
    expect(status.envelope.value).toEqual({ isSet: true });
    await fund(t, payer, '20000');
    const paid = await moneyCall(t, payer, 'POST', '/wps/member/transfer/upline', {
      amount: '1000',
      paymentPassword: '246810',
    });
    expect([paid.statusCode, paid.envelope.code]).toEqual([200, null]);
    expect((await balanceOf(t, payer)).mainBalance).toBe('19000');
    const profile = await t.db
      .selectFrom('users')
      .select('profile')
      .where('username', '=', 'payer01')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(profile.profile)).not.toContain('paymentPassword');
  });

  it('sets a payment password once (encrypted) and changes it with the old one', async () => {
    // An agent of its own: the demo agent is seeded with a payment password.
    await topAgent(t, 'paysetter');
    const agent = await t.login('paysetter', 'Agent@2026');
    const status = await t.call({
      method: 'GET',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
    });
    expect(status.envelope.value).toEqual({ isSet: false });
    const clear = await t.call({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
      payload: { paymentPassword: 'Agent#Pay1', confirmPaymentPassword: 'Agent#Pay1' },
    });
    expect(clear.envelope.code).toBe('encryption_required');
    const set = await t.call({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
      payload: await t.seal({ paymentPassword: 'Agent#Pay1', confirmPaymentPassword: 'Agent#Pay1' }),
    });
    expect(set.statusCode).toBe(200);
    const again = await t.call({
      method: 'PUT',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
      payload: await t.seal({ paymentPassword: 'Agent#Pay2', confirmPaymentPassword: 'Agent#Pay2' }),
    });
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'payment_password_already_set']);
    const change = (oldPaymentPassword: string) =>
      t.seal({ oldPaymentPassword, newPaymentPassword: 'Agent#Pay3', confirmPaymentPassword: 'Agent#Pay3' });
    const wrong = await t.call({
      method: 'POST',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
      payload: await change('nope-nope'),
    });
    expect(wrong.envelope.code).toBe('payment_password_invalid');
    const changed = await t.call({
      method: 'POST',
      url: '/wps/member/payment-password',
      headers: bearer(agent),
      payload: await change('Agent#Pay1'),
    });
    expect(changed.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('payment_passwords')
      .innerJoin('users', 'users.id', 'payment_passwords.user_id')
      .select('payment_passwords.password_hash')
      .where('users.username', '=', 'paysetter')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('account record', () => {
  it('lists entries newest first with type, signed amount, balance after and filters', async () => {
    const page = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?size=3',
      headers: bearer(member),
    });
    const value = page.envelope.value as {
      list: Array<{ type: string; amount: string; balanceAfter: string; reference: string; status: string }>;
      total: number;
    };
    expect(value.list).toHaveLength(3);
    expect(value.total).toBeGreaterThan(5);
    const deposits = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=DEPOSIT',
      headers: bearer(member),
    });
    const depositList = (deposits.envelope.value as { list: Array<{ type: string; amount: string }> }).list;
    // Newest first: this test's deposit, then what the demo seeds deposited days ago.
    expect(depositList[0]).toEqual(
      expect.objectContaining({ type: 'DEPOSIT', amount: '100000', status: 'SUCCESS' }),
    );
    expect(depositList.every((entry) => entry.type === 'DEPOSIT')).toBe(true);
    const upline = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?type=TRANSFER_FROM_DOWNLINE',
      headers: bearer(agent),
    });
    // Newest first: the member registered with a payment password paid 1000 after demo_member's 2500.
    expect((upline.envelope.value as { list: Array<{ amount: string }> }).list).toEqual([
      expect.objectContaining({ amount: '1000' }),
      expect.objectContaining({ amount: '2500', remark: 'thanks' }),
    ]);
    const future = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?from=2099-01-01&to=2099-01-31',
      headers: bearer(member),
    });
    expect(future.envelope.value).toMatchObject({ list: [], total: 0 });
    const bad = await t.call({
      method: 'GET',
      url: '/wps/member/transactions?from=01-01-2026',
      headers: bearer(member),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never lets a ledger row change and keeps every invariant', async () => {
    await expect(sql`UPDATE ledger_entries SET amount = amount + 1`.execute(t.db)).rejects.toThrow(
      /never changed/,
    );
    await expect(
      t.db.transaction().execute(async (trx) => {
        const tx = await sql<{
          id: string;
        }>`INSERT INTO ledger_transactions (merchant_code, reference, kind, created_at)
          VALUES ('PLAYFRONT', 'BROKEN0001', 'BONUS', now()) RETURNING id::text AS id`.execute(trx);
        await sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
          SELECT ${tx.rows[0]!.id}::bigint, id, 5, 5, now() FROM ledger_accounts WHERE code = 'BONUS'`.execute(
          trx,
        );
      }),
    ).rejects.toThrow(/not balanced/);
    await expect(
      sql`UPDATE ledger_accounts SET balance = -1 WHERE kind = 'MAIN'`.execute(t.db),
    ).rejects.toThrow();
    expect(await reconcileOk(t)).toBe(true);
  });
});
