import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

// "Forgot password" and "send me an SMS code" must not tell a stranger whether an account exists, not even
// by how long they take: before replying they do the same work for every caller, and what only a
// registered account needs (a token, a code, a message) runs after the reply.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (payload: string) =>
  t.call({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

const smsCode = (mobileNum: string) =>
  t.call({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { countryDialingCode: '84', mobileNum },
  });

const outbox = async (to: string) =>
  (await t.call({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).envelope
    .value as unknown[];

describe('account enumeration', () => {
  it('forgot password: the reply does not wait for the reset link, and is the same for a stranger', async () => {
    const hold = t.holdBackground();
    const known = await forgot('username=demo_member&email=demo.member%40playfront.example');
    const unknown = await forgot('username=nobody_here&email=demo.member%40playfront.example');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // Only the registered account left work behind, and none of it was done before the reply.
    expect(hold.held()).toEqual(['reset link']);
    expect(await t.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
    await hold.release();
    expect(await t.db.selectFrom('password_resets').select('id').execute()).toHaveLength(1);
    expect(await outbox('demo.member@playfront.example')).toHaveLength(1);
  });

  it('SMS code: the reply does not wait for the code, and is the same for an unregistered number', async () => {
    const hold = t.holdBackground();
    const known = await smsCode('912345678');
    const unknown = await smsCode('912000111');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(hold.held()).toEqual(['sms code']);
    expect(await t.db.selectFrom('sms_codes').select('id').execute()).toEqual([]);
    await hold.release();
    expect(await outbox('+84912345678')).toHaveLength(1);
    expect(await outbox('+84912000111')).toEqual([]);
  });
});
