import type {
  AuditPage,
  OperatorLoginTicket,
  OperatorMe,
  Proposal,
  ProposalCreated,
} from '@playfront/api-contract';
import { sql } from 'kysely';
import { checkOperatorRoutePermission } from '../../core/operator';
import { balanceOf, fund, moneyCall, reconcileOk } from '../../testing/money';
import { bearer, createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { operatorSecret, operatorSignIn } from '../../testing/operators';
import { totp } from '../session/totp';
import { DEMO_OPERATOR_PASSWORD } from './index';

/**
 * Back-office operators: sign-in with an authenticator (enrolled at first sign-in), permissions checked on
 * every operator call, the append-only audit trail, and the two-person rule on money actions.
 */
let t: TestApp;
const signIn = (username: string, password?: string) => operatorSignIn(t, username, password);

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp({ TWO_PERSON_WITHDRAWAL_ABOVE: '50000', TWO_PERSON_BONUS_ABOVE: '1000' });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('enrols the authenticator at the first sign-in, then asks for its code; me lists the permissions', async () => {
    const token = await signIn('admin');
    const me = (await as(token, 'GET', '/wps/admin/auth/me')).envelope.value as OperatorMe;
    expect(me).toMatchObject({ username: 'admin', kind: 'operator', roles: ['admin'] });
    expect(me.permissions).toContain('operators:write');
    // The second time there is nothing to enrol.
    const again = await t.call({
      method: 'POST',
      url: '/wps/admin/auth/login',
      payload: await t.seal({ username: 'admin', password: DEMO_OPERATOR_PASSWORD }),
    });
    expect((again.envelope.value as OperatorLoginTicket).enrol).toBeNull();
  });

  it('refuses a wrong password, a wrong code, a used ticket and a clear-text password', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/wps/admin/auth/login',
      payload: await t.seal({ username: 'admin', password: 'not-the-password' }),
    });
    expect([wrong.statusCode, wrong.envelope.code]).toEqual([400, 'invalid_credentials']);
    const clear = await t.call({
      method: 'POST',
      url: '/wps/admin/auth/login',
      payload: { username: 'admin', password: DEMO_OPERATOR_PASSWORD },
    });
    expect(clear.envelope.code).toBe('encryption_required');
    const first = await t.call({
      method: 'POST',
      url: '/wps/admin/auth/login',
      payload: await t.seal({ username: 'admin', password: DEMO_OPERATOR_PASSWORD }),
    });
    const { ticket } = first.envelope.value as OperatorLoginTicket;
    const badCode = await t.call({
      method: 'POST',
      url: '/wps/admin/auth/verify',
      payload: { ticket, code: '000000' },
    });
    expect([badCode.statusCode, badCode.envelope.code]).toEqual([400, 'totp_code_invalid']);
    t.clock.advance(30_000);
    const code = totp(operatorSecret(t, 'admin'), t.clock.now.getTime());
    expect(
      (await t.call({ method: 'POST', url: '/wps/admin/auth/verify', payload: { ticket, code } })).statusCode,
    ).toBe(200);
    const reused = await t.call({ method: 'POST', url: '/wps/admin/auth/verify', payload: { ticket, code } });
    expect(reused.envelope.code).toBe('operator_ticket_invalid');
  });

  it('answers 401 to an unknown or ended session and 403 without any credential', async () => {
    const token = await signIn('readonly');
    await as(token, 'POST', '/wps/admin/auth/logout');
    expect((await as(token, 'GET', '/wps/admin/auth/me')).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/wps/admin/dashboard' })).statusCode).toBe(403);
    // A member's token is not an operator's.
    const member = await t.login('demo_member', 'Demo@2026');
    expect((await as(member, 'GET', '/wps/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('an admin creates a finance operator, who may approve deposits but not change the brand or operators', async () => {
    const admin = await signIn('admin');
    const created = await as(
      admin,
      'POST',
      '/wps/admin/operators',
      await t.seal({
        username: 'fiona',
        displayName: 'Fiona',
        roles: ['finance'],
        password: 'Finance-pass-2026',
      }),
    );
    expect(created.statusCode).toBe(200);
    const taken = await as(
      admin,
      'POST',
      '/wps/admin/operators',
      await t.seal({
        username: 'fiona',
        displayName: 'Again',
        roles: ['support'],
        password: 'Finance-pass-2026',
      }),
    );
    expect(taken.envelope.code).toBe('operator_exists');
    const fiona = await signIn('fiona', 'Finance-pass-2026');
    expect((await as(fiona, 'GET', '/wps/admin/deposits/pending')).statusCode).toBe(200);
    const brand = await as(fiona, 'PUT', '/wps/admin/setting/brand', {});
    expect([brand.statusCode, brand.envelope.code]).toEqual([403, 'forbidden']);
    const create = await as(fiona, 'GET', '/wps/admin/operators');
    expect(create.statusCode).toBe(403);
  });

  it('every operator call that changes something is refused to the read-only role, before its body is read', async () => {
    const readonly = await signIn('readonly');
    const document = (await t.call({ method: 'GET', url: '/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/wps/admin/') && !path.startsWith('/wps/admin/auth/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'get')
          .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
      );
    expect(writes.length).toBeGreaterThan(40);
    for (const { method, url } of writes) {
      const response = await t.call({
        method: method as 'POST',
        url,
        headers: bearer(readonly),
        payload: {},
      });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
    }
    expect((await as(readonly, 'GET', '/wps/admin/audit')).statusCode).toBe(200);
  });

  it('a route whose permission no role holds is refused when the server starts', () => {
    expect(() =>
      checkOperatorRoutePermission({ url: '/wps/admin/vendors/:code/names', method: 'GET' }),
    ).toThrow('GET /wps/admin/vendors/:code/names needs vendors:read, which no operator role holds');
    expect(() =>
      checkOperatorRoutePermission({
        url: '/wps/admin/vendors/:code/names',
        method: ['PUT', 'DELETE'],
        config: { permission: 'games:write' },
      }),
    ).not.toThrow();
    expect(() => checkOperatorRoutePermission({ url: '/wps/player/x', method: 'GET' })).not.toThrow();
  });

  it('the last admin keeps the admin role', async () => {
    const admin = await signIn('admin');
    const demote = await as(admin, 'PUT', '/wps/admin/operators/admin', { roles: ['readonly'] });
    expect([demote.statusCode, demote.envelope.code]).toEqual([409, 'operator_last_admin']);
  });

  it('the automation key cannot manage operators or approve proposals, and is audited as itself', async () => {
    const key = { 'x-operator-key': OPERATOR_KEY };
    const create = await t.call({
      method: 'POST',
      url: '/wps/admin/operators',
      headers: key,
      payload: await t.seal({
        username: 'keyed',
        displayName: 'K',
        roles: ['admin'],
        password: 'Some-password-1',
      }),
    });
    expect(create.statusCode).toBe(403);
    const audit = (
      await t.call({ method: 'GET', url: '/wps/admin/audit?actor=automation-key', headers: key })
    ).envelope.value as AuditPage;
    expect(audit.list[0]).toMatchObject({
      actorKind: 'key',
      action: 'POST /wps/admin/operators',
      status: 403,
    });
  });
});

describe('two-person rule', () => {
  it('support proposes a credit; support cannot approve, the proposer cannot, finance approves it once', async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    const before = BigInt((await balanceOf(t, member)).mainBalance);
    const support = await signIn('support');
    const proposed = await as(support, 'POST', '/wps/admin/members/demo_member/adjustments', {
      amount: '2500',
      reason: 'Goodwill for a late payout',
    });
    expect(proposed.statusCode).toBe(202);
    const { proposal } = proposed.envelope.value as ProposalCreated;
    expect(proposal).toMatchObject({ status: 'pending', proposedBy: 'support', amount: '2500' });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before);
    expect((await as(support, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {})).statusCode).toBe(
      403,
    );
    const finance = await signIn('finance');
    const approved = await as(finance, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect((approved.envelope.value as Proposal).status).toBe('approved');
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before + 2500n);
    const twice = await as(finance, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {});
    expect(twice.envelope.code).toBe('already_decided');
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before + 2500n);
    expect(await reconcileOk(t)).toBe(true);
  });

  it('the proposer cannot approve their own proposal, even as admin', async () => {
    const admin = await signIn('admin');
    const proposed = await as(admin, 'POST', '/wps/admin/members/demo_member/adjustments', {
      amount: '-100',
      reason: 'Correction',
    });
    const { proposal } = proposed.envelope.value as ProposalCreated;
    const self = await as(admin, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {});
    expect([self.statusCode, self.envelope.code]).toEqual([409, 'proposal_self_approval']);
  });

  it('a debit the balance no longer covers ends failed and moves nothing', async () => {
    const member = await t.login('demo_member', 'Demo@2026');
    const before = BigInt((await balanceOf(t, member)).mainBalance);
    const support = await signIn('support');
    const proposed = await as(support, 'POST', '/wps/admin/members/demo_member/adjustments', {
      amount: String(-(before + 1n)),
      reason: 'Too much',
    });
    const { proposal } = proposed.envelope.value as ProposalCreated;
    const finance = await signIn('finance');
    const decided = (await as(finance, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {})).envelope
      .value as Proposal;
    expect(decided.status).toBe('failed');
    expect(decided.result).toMatchObject({ code: 'insufficient_funds' });
    expect(BigInt((await balanceOf(t, member)).mainBalance)).toBe(before);
  });

  it('a bonus above the threshold and a large withdrawal wait for a second operator', async () => {
    const support = await signIn('support');
    const small = await as(support, 'POST', '/wps/admin/members/demo_member/bonus', {
      amount: '1000',
      reason: 'Welcome back',
    });
    expect(small.statusCode).toBe(200);
    const large = await as(support, 'POST', '/wps/admin/members/demo_member/bonus', {
      amount: '1001',
      reason: 'Big one',
    });
    expect(large.statusCode).toBe(202);

    const member = await t.login('demo_member', 'Demo@2026');
    await fund(t, member, '100000');
    const banks = await t.call({ method: 'GET', url: '/wps/member/bank-accounts', headers: bearer(member) });
    const bankAccountId = (banks.envelope.value as { list: Array<{ id: number }> }).list[0]!.id;
    const request = await moneyCall(t, member, 'POST', '/wps/payment/withdrawals', {
      amount: '60000',
      bankAccountId,
      paymentPassword: 'Pay@2026',
    });
    expect(request.statusCode).toBe(200);
    const reference = (request.envelope.value as { reference: string }).reference;
    const finance = await signIn('finance');
    const release = await as(finance, 'POST', `/wps/admin/withdrawals/${reference}`, { decision: 'approve' });
    expect(release.statusCode).toBe(202);
    const { proposal } = release.envelope.value as ProposalCreated;
    const admin = await signIn('admin');
    const approved = (await as(admin, 'POST', `/wps/admin/proposals/${proposal.id}/approve`, {})).envelope
      .value as Proposal;
    expect(approved.status).toBe('approved');
    expect(await reconcileOk(t)).toBe(true);
  });
});

describe('audit trail', () => {
  it('records who did what with the state before, and cannot be changed', async () => {
    const admin = await signIn('admin');
    await as(admin, 'PUT', '/wps/admin/operators/marketing', { displayName: 'Marketing desk' });
    const page = (await as(admin, 'GET', '/wps/admin/audit?action=operators')).envelope.value as AuditPage;
    const entry = page.list.find((item) => item.action === 'PUT /wps/admin/operators/:username');
    expect(entry).toMatchObject({ actor: 'admin', target: 'username=marketing', status: 200 });
    expect(entry?.before).toMatchObject({ displayName: 'Demo marketing' });
    expect(JSON.stringify(page)).not.toContain('Finance-pass-2026');
    await expect(sql`UPDATE operator_audit SET actor = 'someone'`.execute(t.db)).rejects.toThrow(
      /append only/,
    );
    await expect(sql`DELETE FROM operator_audit`.execute(t.db)).rejects.toThrow(/append only/);
  });
});
