import type { AdminBroadcast, InboxMessageDetail, MessageChange, MessagePage } from '@playfront/api-contract';
import { inTransaction } from '../../core/db';
import { fund, operatorCall, paidWithdrawal } from '../../testing/money';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { grantBonus } from '../bonus';

/**
 * The inbox: the demo member's seeded messages, system messages in the reader's language on deposits,
 * withdrawals and bonuses, operator messages to everyone or to chosen members (stored once), and reading,
 * marking and deleting only one's own messages.
 */
let t: TestApp;
let member = '';
let agent = '';

const get = async <T>(token: string, url: string, language = 'en') => {
  const response = await t.call({ method: 'GET', url, headers: { ...bearer(token), language } });
  return { status: response.statusCode, value: response.envelope.value as T, code: response.envelope.code };
};
const post = async <T>(token: string, url: string, payload: unknown) => {
  const response = await t.call({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  return { status: response.statusCode, value: response.envelope.value as T };
};
const unread = async (token: string) =>
  (await get<{ count: number }>(token, '/wps/relay/CSP_unreadCount')).value.count;
const inbox = (token: string, query = '', language = 'en') =>
  get<MessagePage>(token, `/wps/messages${query}`, language).then((reply) => reply.value);
const userIdOf = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

describe('inbox', () => {
  it('shows the seeded inbox newest first, system messages in the reader language, and counts the broadcast', async () => {
    // The VIP demo's deposit of 12,000.00, nine days ago, told the member too.
    expect(await unread(member)).toBe(4);
    const page = await inbox(member);
    expect(page.total).toBe(6);
    expect(page.unread).toBe(4);
    expect(page.list.map((message) => [message.source, message.title, message.read])).toEqual([
      ['OPERATOR', 'Welcome to Playfront', false],
      ['SYSTEM', 'Bonus credited', false],
      ['SYSTEM', 'Deposit approved', false],
      ['SYSTEM', 'Security tip', true],
      ['SYSTEM', 'Withdrawal paid', true],
      ['SYSTEM', 'Deposit approved', false],
    ]);
    expect(page.list[2]!.snippet).toBe(
      'Your deposit of 1,000.00 (DP-DEMO-0001) has been approved and credited to your main wallet.',
    );
    const thai = await inbox(member, '', 'th');
    expect(thai.list.slice(0, 3).map((message) => message.title)).toEqual([
      'ยินดีต้อนรับสู่ Playfront',
      'ได้รับโบนัสแล้ว',
      'อนุมัติการฝากเงินแล้ว',
    ]);
    expect(thai.list[1]!.snippet).toContain('โบนัสต้อนรับ: 50.00');
    // An operator message to everyone reaches the agent too; the agent has no other message.
    expect(await unread(agent)).toBe(1);
  });

  it('pages and filters', async () => {
    const first = await inbox(member, '?size=2');
    const second = await inbox(member, '?size=2&page=2');
    expect(first.list).toHaveLength(2);
    expect(second.list.map((message) => message.title)).toEqual(['Deposit approved', 'Security tip']);
    const unreadOnly = await inbox(member, '?filter=unread');
    expect(unreadOnly.total).toBe(4);
    expect(unreadOnly.list.every((message) => !message.read)).toBe(true);
    expect((await inbox(member, '?filter=read')).total).toBe(2);
    expect((await get(member, '/wps/messages?filter=new')).status).toBe(400);
  });

  it('opens a message in full and marks it read; another member reading or deleting it gets 404', async () => {
    const { list } = await inbox(member, '?filter=unread');
    const deposit = list.find((message) => message.title === 'Deposit approved')!;
    const broadcast = list.find((message) => message.source === 'OPERATOR')!;
    expect((await get(agent, `/wps/messages/${deposit.id}`)).status).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: `/wps/messages/${deposit.id}`, headers: bearer(agent) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post<MessageChange>(agent, '/wps/messages/read', { ids: [deposit.id] })).value.changed,
    ).toBe(0);
    expect(await unread(member)).toBe(4);

    const opened = await get<InboxMessageDetail>(member, `/wps/messages/${deposit.id}`, 'vi');
    expect(opened.value).toMatchObject({ title: 'Nạp tiền đã được duyệt', read: true });
    expect(opened.value.content).toContain('1,000.00');
    expect(await unread(member)).toBe(3);
    const again = await get<InboxMessageDetail>(member, `/wps/messages/${broadcast.id}`);
    expect(again.value.content).toContain('Thank you for joining');
    expect(await unread(member)).toBe(2);
    // The broadcast read by the member is still unread for the agent.
    expect(await unread(agent)).toBe(1);
  });

  it('marks all read and deletes, own and broadcast messages alike', async () => {
    const marked = await post<MessageChange>(member, '/wps/messages/read', { all: true });
    expect(marked.value).toEqual({ changed: 2, unread: 0 });
    expect(await unread(member)).toBe(0);
    const { list } = await inbox(member);
    const broadcast = list.find((message) => message.source === 'OPERATOR')!;
    const tip = list.find((message) => message.title === 'Security tip')!;
    const gone = await t.call({
      method: 'DELETE',
      url: `/wps/messages/${broadcast.id}`,
      headers: bearer(member),
    });
    expect(gone.statusCode).toBe(200);
    expect(
      (await post<MessageChange>(member, '/wps/messages/delete', { ids: [tip.id, 999_999] })).value.changed,
    ).toBe(1);
    const after = await inbox(member);
    expect(after.total).toBe(4);
    expect(after.list.map((message) => message.title)).not.toContain('Welcome to Playfront');
    expect(
      (await t.call({ method: 'DELETE', url: `/wps/messages/${tip.id}`, headers: bearer(member) }))
        .statusCode,
    ).toBe(404);
    // The agent still has the broadcast.
    expect((await inbox(agent)).list.map((message) => message.title)).toEqual(['Welcome to Playfront']);
  });
});

describe('system messages', () => {
  it('tells of an approved deposit, a paid withdrawal and a credited bonus, in the same transaction', async () => {
    const before = await unread(member);
    const deposit = await fund(t, member, '25000');
    const withdrawal = await paidWithdrawal(t, member, '10000');
    const userId = await userIdOf('demo_member');
    await inTransaction(t.db, (trx) =>
      grantBonus(trx, {
        merchant: t.config.merchantCode,
        currency: t.config.currency,
        userId,
        sourceKind: 'PROMOTION',
        sourceId: 1,
        sourceKey: 'P1:inbox',
        titles: { en: 'Weekend reload', ja: '週末リロード' },
        amount: 1_234n,
        turnoverRequired: 0n,
        weights: {},
        days: 30,
        now: t.clock.now,
      }),
    );
    expect(await unread(member)).toBe(before + 3);
    const page = await inbox(member, '?filter=unread&size=3', 'ja');
    expect(page.list.map((message) => message.snippet)).toEqual([
      expect.stringContaining('週末リロード：12.34'),
      expect.stringContaining(`100.00 の出金（${withdrawal}）`),
      expect.stringContaining(`250.00 の入金（${deposit}）`),
    ]);
  });
});

describe('operator messages', () => {
  const texts = {
    titles: { en: 'Maintenance', cn: '系统维护' },
    contents: { en: 'We are down at 02:00 UTC.', cn: '系统将于 UTC 02:00 维护。' },
  };

  it('sends to chosen members once, in their language with English as the fallback', async () => {
    const beforeAgent = await unread(agent);
    const sent = await operatorCall(t, 'POST', '/wps/admin/messages', {
      ...texts,
      usernames: ['DEMO_MEMBER'],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.envelope.value).toMatchObject({ audience: 'USERS', recipients: 1, read: 0 });
    expect(await unread(agent)).toBe(beforeAgent);
    const cn = await inbox(member, '?size=1', 'cn');
    expect(cn.list[0]).toMatchObject({ source: 'OPERATOR', title: '系统维护', read: false });
    const ko = await inbox(member, '?size=1', 'ko');
    expect(ko.list[0]!.title).toBe('Maintenance');
    await get(member, `/wps/messages/${cn.list[0]!.id}`);
    const list = (await operatorCall(t, 'GET', '/wps/admin/messages')).envelope.value as {
      list: AdminBroadcast[];
      total: number;
    };
    expect(list.total).toBe(2);
    expect(list.list[0]).toMatchObject({ id: cn.list[0]!.id, recipients: 1, read: 1 });
    expect(await t.db.selectFrom('broadcasts').select('id').execute()).toHaveLength(2);
  });

  it('sends to everyone as one row, and refuses unknown usernames and calls without the key', async () => {
    const beforeMember = await unread(member);
    const beforeAgent = await unread(agent);
    const everyone = await operatorCall(t, 'POST', '/wps/admin/messages', texts);
    expect(everyone.statusCode).toBe(200);
    const members = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_type', '<>', 4)
      .executeTakeFirstOrThrow();
    expect(everyone.envelope.value).toMatchObject({
      audience: 'ALL',
      recipients: Number(members.count),
      read: 0,
    });
    expect(await unread(member)).toBe(beforeMember + 1);
    expect(await unread(agent)).toBe(beforeAgent + 1);
    const unknown = await operatorCall(t, 'POST', '/wps/admin/messages', {
      ...texts,
      usernames: ['nobody_here'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.envelope.value)).toContain('inbox_unknown_usernames');
    const noKey = await t.call({ method: 'POST', url: '/wps/admin/messages', payload: texts });
    expect(noKey.statusCode).toBe(403);
    const noEnglish = await operatorCall(t, 'POST', '/wps/admin/messages', {
      titles: { cn: '维护' },
      contents: { cn: '维护' },
    });
    expect(noEnglish.statusCode).toBe(400);
  });
});
