import type {
  AdminApplicationPage,
  AffiliateApplicationList,
  AffiliateApplicationView,
  JoinDecision,
  ValidationFailure,
} from '@playfront/api-contract';
import { operatorCall } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/**
 * Affiliate applications (/join): field checks with translatable keys, the visitor's status lookup by
 * reference and contact, a member's own list, and the operator's review: an approval opens an agent that
 * logs in with the login sent to the applicant and must change its password; a second approval changes
 * nothing; a rejection shows its reason.
 */
let t: TestApp;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Linh Tran',
  email: 'Linh.Tran@example.com',
  messengers: [{ channel: 'telegram', handle: '@linhtran' }],
  trafficChannels: ['social', 'community'],
  playersPerMonth: 250,
  message: 'I run a gaming community of 5,000 members.',
  ...overrides,
});

const apply = async (payload: unknown, headers: Record<string, string> = {}, ip = '10.9.0.1') => {
  const response = await t.call({
    method: 'PUT',
    url: '/wps/affiliate-applications',
    remoteAddress: ip,
    headers,
    payload: payload as object,
  });
  return { status: response.statusCode, code: response.envelope.code, value: response.envelope.value };
};
const status = async (reference: string, contact: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/wps/affiliate-applications/status?reference=${reference}&contact=${encodeURIComponent(contact)}`,
  });
  return { status: response.statusCode, value: response.envelope.value as AffiliateApplicationView };
};
const outboxTo = (to: string) =>
  t.db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0', RATE_FEEDBACK_IP_MAX: '0' });
});
afterAll(() => t.close());

describe('applying', () => {
  it('refuses an application without a contact or with a bad e-mail, naming the field and its message key', async () => {
    const none = await apply(form({ email: undefined, mobile: '' }));
    expect(none.status).toBe(400);
    expect((none.value as ValidationFailure).fields).toEqual([
      expect.objectContaining({ field: 'contact', key: 'join_contact_required' }),
    ]);
    const bad = await apply(form({ email: 'not-an-email', mobile: '0912' }));
    expect((bad.value as ValidationFailure).fields.map((field) => [field.field, field.key])).toEqual([
      ['email', 'join_email_invalid'],
      ['mobile', 'join_mobile_invalid'],
    ]);
    const noTraffic = await apply(form({ trafficChannels: [] }));
    expect(noTraffic.status).toBe(400);
    expect(noTraffic.code).toBe('validation_failed');
    const unknown = await apply(form({ messengers: [{ channel: 'icq', handle: 'x' }] }));
    expect(unknown.status).toBe(400);
  });

  it('answers a reference a visitor follows with its e-mail or mobile, and nobody without both', async () => {
    const sent = await apply(form({ mobile: '+84 912 000 111' }));
    expect(sent.status).toBe(200);
    const view = sent.value as AffiliateApplicationView;
    expect(view).toMatchObject({ name: 'Linh Tran', status: 'PENDING', reason: null, username: null });
    expect(view.reference).toMatch(/^JA[0-9A-Z]{8}$/);
    expect((await status(view.reference, 'linh.tran@example.com')).value.status).toBe('PENDING');
    expect((await status(view.reference, '+84912000111')).value.status).toBe('PENDING');
    expect((await status(view.reference, 'someone@example.com')).status).toBe(404);
    expect((await status('JA23456789', 'linh.tran@example.com')).status).toBe(404);
  });
});

describe('review', () => {
  it('approves once: opens an agent that logs in with the sent login and must change its password', async () => {
    const view = (await apply(form({ email: 'agent.one@example.com' }))).value as AffiliateApplicationView;
    const pending = await operatorCall(t, 'GET', '/wps/admin/affiliate-applications?status=PENDING');
    expect(pending.statusCode).toBe(200);
    const row = (pending.envelope.value as AdminApplicationPage).list.find(
      (entry) => entry.reference === view.reference,
    );
    expect(row).toMatchObject({
      email: 'agent.one@example.com',
      trafficChannels: ['social', 'community'],
      playersPerMonth: 250,
      messengers: [{ channel: 'telegram', handle: '@linhtran' }],
    });

    const approved = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/approve`,
      {
        accountType: 2,
      },
    );
    expect(approved.statusCode).toBe(200);
    const decision = approved.envelope.value as JoinDecision;
    expect(decision).toMatchObject({ status: 'APPROVED', accountType: 2 });
    const username = decision.agentUsername!;
    expect(username).toMatch(/^ag[0-9]{8}$/);

    const [mail, ...others] = await outboxTo('agent.one@example.com');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Your agent account is ready');
    expect(mail!.body).toContain(`username ${username}`);
    const password = /one-time password (\S+);/.exec(mail!.body)![1]!;

    const login = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '10.9.0.9',
      payload: await t.seal({ username, password }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.envelope.value).toMatchObject({ forceChangeReason: 'default_password' });
    const agent = await t.db
      .selectFrom('users')
      .select(['account_type', 'upline_id', 'must_change_password'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(agent).toEqual({ account_type: 2, upline_id: null, must_change_password: true });

    const seen = await status(view.reference, 'agent.one@example.com');
    expect(seen.value).toMatchObject({ status: 'APPROVED', username, sentTo: 'a***@example.com' });

    // A replayed approval answers the same decision and opens or sends nothing more.
    const again = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/approve`,
      {},
    );
    expect(again.statusCode).toBe(200);
    expect(again.envelope.value).toEqual(decision);
    expect(await outboxTo('agent.one@example.com')).toHaveLength(1);
    const agents = await t.db
      .selectFrom('users')
      .select('id')
      .where('register_method', '=', 'APPLICATION')
      .execute();
    expect(agents).toHaveLength(1);
    const reject = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/reject`,
      {
        reason: 'late',
      },
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.envelope.code).toBe('already_decided');
  });

  it('sends the login by SMS when only a mobile was given, in the language of the application', async () => {
    const view = (await apply(form({ email: undefined, mobile: '+66812345678' }), { language: 'th' }))
      .value as AffiliateApplicationView;
    await operatorCall(t, 'POST', `/wps/admin/affiliate-applications/${view.reference}/approve`, {});
    const [sms] = await outboxTo('+66812345678');
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toContain('ใบสมัครพันธมิตรของคุณได้รับการอนุมัติแล้ว');
  });

  it('rejects with the reason the applicant sees, and only from pending', async () => {
    const view = (await apply(form({ email: 'no.thanks@example.com' }))).value as AffiliateApplicationView;
    const rejected = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/reject`,
      {
        reason: 'Your traffic sources do not fit our market.',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect((await status(view.reference, 'no.thanks@example.com')).value).toMatchObject({
      status: 'REJECTED',
      reason: 'Your traffic sources do not fit our market.',
      username: null,
    });
    const approve = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/approve`,
      {},
    );
    expect(approve.statusCode).toBe(409);
    const empty = await operatorCall(
      t,
      'POST',
      `/wps/admin/affiliate-applications/${view.reference}/reject`,
      {
        reason: '',
      },
    );
    expect(empty.statusCode).toBe(400);
    expect((await outboxTo('no.thanks@example.com')).length).toBe(0);
  });

  it('needs the operator key and a valid reference', async () => {
    const noKey = await t.call({ method: 'GET', url: '/wps/admin/affiliate-applications' });
    expect(noKey.statusCode).toBe(403);
    const bad = await operatorCall(t, 'POST', '/wps/admin/affiliate-applications/nope/approve', {});
    expect(bad.statusCode).toBe(400);
    const missing = await operatorCall(t, 'POST', '/wps/admin/affiliate-applications/JA22222222/approve', {});
    expect(missing.statusCode).toBe(404);
  });
});

describe("a member's applications", () => {
  it('lists only the member’s own applications and allows one pending at a time', async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    const agent = await t.login('demo_agent', 'Agent@2026');
    const first = await apply(form({ email: 'demo.member@playfront.example' }), bearer(member));
    expect(first.status).toBe(200);
    const second = await apply(form({ email: 'demo.member@playfront.example' }), bearer(member));
    expect(second.status).toBe(409);
    const mine = await t.call({
      method: 'GET',
      url: '/wps/affiliate-applications/mine',
      headers: bearer(member),
    });
    expect((mine.envelope.value as AffiliateApplicationList).list.map((entry) => entry.reference)).toEqual([
      (first.value as AffiliateApplicationView).reference,
    ]);
    const theirs = await t.call({
      method: 'GET',
      url: '/wps/affiliate-applications/mine',
      headers: bearer(agent),
    });
    expect((theirs.envelope.value as AffiliateApplicationList).list).toEqual([]);
    const visitor = await t.call({ method: 'GET', url: '/wps/affiliate-applications/mine' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the operator list', () => {
  it('pages the applications newest first, counting every one, and filters by status', async () => {
    const list = async (query: string) => {
      const reply = await operatorCall(t, 'GET', `/wps/admin/affiliate-applications${query}`);
      expect(reply.statusCode).toBe(200);
      return reply.envelope.value as AdminApplicationPage;
    };
    const all = await list('?size=100');
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.total).toBe(all.list.length);
    expect(all).toMatchObject({ page: 1, size: 100 });
    const second = await list('?page=2&size=2');
    expect(second).toMatchObject({ total: all.total, page: 2, size: 2 });
    expect(second.list.map((entry) => entry.reference)).toEqual(
      all.list.slice(2, 4).map((entry) => entry.reference),
    );
    const createdAt = all.list.map((entry) => entry.createdAt);
    expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    const pending = await list('?status=PENDING&size=100');
    expect(pending.total).toBe(all.list.filter((entry) => entry.status === 'PENDING').length);
    expect(pending.list.every((entry) => entry.status === 'PENDING')).toBe(true);
    const defaults = await list('');
    expect(defaults).toMatchObject({ total: all.total, page: 1, size: 20 });
  });
});
