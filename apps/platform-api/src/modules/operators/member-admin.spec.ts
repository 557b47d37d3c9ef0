import type {
  AdminMemberDetail,
  AdminMemberLedgerPage,
  AdminMemberSessionList,
  AdminPasswordReset,
  AuditPage,
  OperatorLoginTicket,
  OperatorSession,
} from '@playfront/api-contract';
import { fund } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { base32Decode, totp } from '../session/totp';
import { DEMO_OPERATOR_PASSWORD } from './index';

/**
 * One member in the back office: detail, ledger, sessions, lock and unlock, password reset, labels; every
 * call refused to a role without it, 404 for an unknown member, 4xx for bad input with nothing changed.
 */
let t: TestApp;
const secrets = new Map<string, Buffer>();
const tokens = new Map<string, string>();

async function signIn(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const first = await t.call({
    method: 'POST',
    url: '/wps/admin/auth/login',
    payload: await t.seal({ username, password: DEMO_OPERATOR_PASSWORD }),
  });
  const ticket = first.envelope.value as OperatorLoginTicket;
  if (ticket.enrol) secrets.set(username, base32Decode(ticket.enrol.secret));
  t.clock.advance(30_000);
  const code = totp(secrets.get(username)!, t.clock.now.getTime());
  const second = await t.call({
    method: 'POST',
    url: '/wps/admin/auth/verify',
    payload: { ticket: ticket.ticket, code },
  });
  expect(second.statusCode).toBe(200);
  const token = (second.envelope.value as OperatorSession).token;
  tokens.set(username, token);
  return token;
}

const as = async (
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.call({
    method,
    url,
    headers: bearer(await signIn(username)),
    ...(payload === undefined ? {} : { payload }),
  });

const memberLogin = async (username: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: await t.seal({ username, password }),
  });

const memberInfo = (token: string) =>
  t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

const detailOf = async (username = 'demo_member') =>
  (await as('support', 'GET', `/wps/admin/members/${username}`)).envelope.value as AdminMemberDetail;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('detail and ledger', () => {
  it('shows profile, status, labels, VIP rank and wallets with balances', async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    await fund(t, member, '12300');
    const detail = await detailOf('DEMO_MEMBER');
    expect(detail).toMatchObject({
      username: 'demo_member',
      email: 'demo.member@playfront.example',
      status: 'active',
      lock: null,
      labels: ['New player', 'Verified'],
    });
    expect(detail.vipLevel).toBeGreaterThanOrEqual(1);
    expect(detail.activeSessions).toBeGreaterThanOrEqual(1);
    const main = detail.wallets.find((wallet) => wallet.kind === 'MAIN');
    expect(BigInt(main!.balance)).toBeGreaterThanOrEqual(12300n);
  });

  it('pages the ledger and filters it by wallet, type and days', async () => {
    const all = (await as('support', 'GET', '/wps/admin/members/demo_member/ledger?size=1')).envelope
      .value as AdminMemberLedgerPage;
    expect(all.size).toBe(1);
    expect(all.list).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(1);
    const deposits = (
      await as('support', 'GET', '/wps/admin/members/demo_member/ledger?type=DEPOSIT&wallet=MAIN')
    ).envelope.value as AdminMemberLedgerPage;
    expect(deposits.list.length).toBeGreaterThanOrEqual(1);
    expect(deposits.list.every((row) => row.type === 'DEPOSIT' && row.wallet === 'MAIN')).toBe(true);
    expect(deposits.list.some((row) => row.amount === '12300')).toBe(true);
    const day = t.clock.now.toISOString().slice(0, 10);
    const today = (await as('support', 'GET', `/wps/admin/members/demo_member/ledger?from=${day}&to=${day}`))
      .envelope.value as AdminMemberLedgerPage;
    expect(today).toEqual(expect.objectContaining({ page: 1 }));
    expect(today.list.some((row) => row.amount === '12300')).toBe(true);
    const none = (
      await as('support', 'GET', '/wps/admin/members/demo_member/ledger?from=2000-01-01&to=2000-01-02')
    ).envelope.value as AdminMemberLedgerPage;
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('refuses bad filters with 400 and an unknown member with 404', async () => {
    const reversed = await as(
      'support',
      'GET',
      '/wps/admin/members/demo_member/ledger?from=2026-02-02&to=2026-02-01',
    );
    expect([reversed.statusCode, reversed.envelope.code]).toEqual([400, 'validation_failed']);
    const badType = await as('support', 'GET', '/wps/admin/members/demo_member/ledger?type=no%20such');
    expect(badType.statusCode).toBe(400);
    const badSize = await as('support', 'GET', '/wps/admin/members/demo_member/ledger?size=1000');
    expect(badSize.statusCode).toBe(400);
    for (const url of [
      '/wps/admin/members/nobody_here',
      '/wps/admin/members/nobody_here/ledger',
      '/wps/admin/members/nobody_here/sessions',
    ]) {
      const reply = await as('support', 'GET', url);
      expect([url, reply.statusCode, reply.envelope.code]).toEqual([url, 404, 'not_found']);
    }
    const lock = await as('support', 'POST', '/wps/admin/members/nobody_here/lock', {
      reason: 'fraud check',
    });
    expect(lock.statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('ends one session: that token gets 401, another stays; ending it again is 404', async () => {
    const one = await t.login('demo_member', 'Demo@2026');
    const two = await t.login('demo_member', 'Demo@2026');
    const { list } = (await as('support', 'GET', '/wps/admin/members/demo_member/sessions')).envelope
      .value as AdminMemberSessionList;
    expect(list.length).toBeGreaterThanOrEqual(2);
    // The newest session is `two` (sessions are listed by last seen, newest first).
    await memberInfo(two);
    const target = (
      (await as('support', 'GET', '/wps/admin/members/demo_member/sessions')).envelope
        .value as AdminMemberSessionList
    ).list[0];
    const ended = await as('support', 'DELETE', `/wps/admin/members/demo_member/sessions/${target.id}`);
    expect(ended.envelope.value).toEqual({ ended: 1 });
    expect((await memberInfo(two)).statusCode).toBe(401);
    expect((await memberInfo(one)).statusCode).toBe(200);
    const again = await as('support', 'DELETE', `/wps/admin/members/demo_member/sessions/${target.id}`);
    expect([again.statusCode, again.envelope.code]).toEqual([404, 'member_session_not_found']);
    // Another member's session is not this member's.
    const agent = await t.login('demo_agent', 'Agent@2026');
    const agentSession = (
      (await as('support', 'GET', '/wps/admin/members/demo_agent/sessions')).envelope
        .value as AdminMemberSessionList
    ).list[0];
    const wrong = await as('support', 'DELETE', `/wps/admin/members/demo_member/sessions/${agentSession.id}`);
    expect(wrong.statusCode).toBe(404);
    expect((await memberInfo(agent)).statusCode).toBe(200);
  });

  it('ends every session of the member', async () => {
    const one = await t.login('demo_member', 'Demo@2026');
    const all = await as('support', 'DELETE', '/wps/admin/members/demo_member/sessions');
    expect((all.envelope.value as { ended: number }).ended).toBeGreaterThanOrEqual(1);
    expect((await memberInfo(one)).statusCode).toBe(401);
    const { list } = (await as('support', 'GET', '/wps/admin/members/demo_member/sessions')).envelope
      .value as AdminMemberSessionList;
    expect(list).toEqual([]);
  });
});

describe('lock and unlock', () => {
  it('a locked member cannot sign in and their sessions end; unlocked, they sign in again', async () => {
    const session = await t.login('demo_member', 'Demo@2026');
    const noReason = await as('support', 'POST', '/wps/admin/members/demo_member/lock', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await detailOf()).status).toBe('active');

    const locked = await as('support', 'POST', '/wps/admin/members/demo_member/lock', {
      reason: 'Chargeback under review',
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.envelope.value).toMatchObject({
      status: 'locked',
      lock: { reason: 'Chargeback under review', lockedBy: 'support' },
      activeSessions: 0,
    });
    expect((await memberInfo(session)).statusCode).toBe(401);
    const refused = await memberLogin('demo_member', 'Demo@2026');
    expect([refused.statusCode, refused.envelope.code]).toEqual([403, 'account_disabled']);

    // Locking again changes nothing: the first reason stays.
    const twice = await as('support', 'POST', '/wps/admin/members/demo_member/lock', {
      reason: 'Other reason',
    });
    expect([twice.statusCode, twice.envelope.code]).toEqual([409, 'member_already_locked']);
    expect((await detailOf()).lock?.reason).toBe('Chargeback under review');

    const unlocked = await as('support', 'POST', '/wps/admin/members/demo_member/unlock', {});
    expect(unlocked.envelope.value).toMatchObject({ status: 'active', lock: null });
    expect((await memberLogin('demo_member', 'Demo@2026')).statusCode).toBe(200);
    const again = await as('support', 'POST', '/wps/admin/members/demo_member/unlock', {});
    expect([again.statusCode, again.envelope.code]).toEqual([409, 'member_not_locked']);

    // The audit trail holds the state before the lock.
    const audit = (await as('admin', 'GET', '/wps/admin/audit?action=/lock&target=demo_member')).envelope
      .value as AuditPage;
    const entry = audit.list.find((row) => row.status === 200);
    expect(entry?.before).toEqual({ status: 'active' });
  });
});

describe('password reset', () => {
  it('sends a one-time password to the member, ends their sessions and asks for a new password at sign-in', async () => {
    const session = await t.login('demo_member', 'Demo@2026');
    const reset = await as('support', 'POST', '/wps/admin/members/demo_member/reset-password');
    expect(reset.statusCode).toBe(200);
    const value = reset.envelope.value as AdminPasswordReset;
    expect(value).toMatchObject({ channel: 'email', to: 'd***@playfront.example' });
    expect(value.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await memberInfo(session)).statusCode).toBe(401);
    expect((await memberLogin('demo_member', 'Demo@2026')).statusCode).not.toBe(200);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'demo.member@playfront.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const password = /one-time password (\S+);/.exec(mail.body)?.[1];
    expect(password).toBeTruthy();
    // The operator's reply and the audit trail never carry it.
    expect(reset.body).not.toContain(password!);
    const audit = (await as('admin', 'GET', '/wps/admin/audit?action=reset-password')).envelope
      .value as AuditPage;
    expect(JSON.stringify(audit)).not.toContain(password!);
    const login = await memberLogin('demo_member', password!);
    expect(login.statusCode).toBe(200);
    expect(login.envelope.value).toMatchObject({
      passwordExpired: true,
      forceChangeReason: 'default_password',
    });
  });

  it('answers 409 member_no_contact for a member without e-mail or mobile', async () => {
    const reply = await as('support', 'POST', '/wps/admin/members/demo_agent/reset-password');
    expect([reply.statusCode, reply.envelope.code]).toEqual([409, 'member_no_contact']);
    expect((await memberLogin('demo_agent', 'Agent@2026')).statusCode).toBe(200);
  });
});

describe('labels', () => {
  it("sets the member's labels from the brand's labels and refuses an unknown one", async () => {
    const unknown = await as('support', 'PUT', '/wps/admin/members/demo_member/labels', {
      labels: ['Verified', 'No such label'],
    });
    expect([unknown.statusCode, unknown.envelope.code]).toEqual([400, 'member_label_unknown']);
    expect((await detailOf()).labels).toEqual(['New player', 'Verified']);
    const repeated = await as('support', 'PUT', '/wps/admin/members/demo_member/labels', {
      labels: ['Verified', 'Verified'],
    });
    expect(repeated.statusCode).toBe(400);
    const set = await as('support', 'PUT', '/wps/admin/members/demo_member/labels', { labels: ['Verified'] });
    expect((set.envelope.value as AdminMemberDetail).labels).toEqual(['Verified']);
    expect((await detailOf()).labels).toEqual(['Verified']);
  });
});

describe('roles', () => {
  it('lets read-only roles read but not change; refuses every change with 403 and changes nothing', async () => {
    for (const role of ['readonly', 'marketing', 'finance', 'agentdesk']) {
      expect((await as(role, 'GET', '/wps/admin/members/demo_member')).statusCode).toBe(200);
      const calls: Array<[method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>]> = [
        ['POST', '/wps/admin/members/demo_member/lock', { reason: 'not allowed' }],
        ['POST', '/wps/admin/members/demo_member/unlock', {}],
        ['POST', '/wps/admin/members/demo_member/reset-password'],
        ['PUT', '/wps/admin/members/demo_member/labels', { labels: [] }],
        ['DELETE', '/wps/admin/members/demo_member/sessions'],
        ['DELETE', '/wps/admin/members/demo_member/sessions/1'],
      ];
      for (const [method, url, body] of calls) {
        const reply = await as(role, method, url, body);
        expect([role, url, reply.statusCode, reply.envelope.code]).toEqual([role, url, 403, 'forbidden']);
      }
    }
    expect(await detailOf()).toMatchObject({ status: 'active', labels: ['Verified'] });
    expect((await t.call({ method: 'GET', url: '/wps/admin/members/demo_member' })).statusCode).toBe(403);
  });
});
