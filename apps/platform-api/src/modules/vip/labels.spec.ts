import type { MemberInfo } from '@playfront/api-contract';
import { bearer, createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { operatorCall } from '../../testing/money';

let t: TestApp;
let member = '';
let agent = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
  agent = await t.login('demo_agent', 'Agent@2026');
});
afterAll(() => t.close());

const info = async (token: string, language?: string): Promise<MemberInfo> => {
  const reply = await t.call({
    method: 'GET',
    url: '/wps/member/info',
    headers: { ...bearer(token), ...(language ? { language } : {}) },
  });
  expect(reply.statusCode).toBe(200);
  return reply.envelope.value as MemberInfo;
};

describe('member info labels in the reader language', () => {
  it('reads the club label (the rank) and the member labels in each language', async () => {
    const en = await info(member, 'en');
    const stored = await t.db
      .selectFrom('users')
      .select(['club_label', 'rank_level'])
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    expect(en.clubLabel.labelName).toBe(stored.club_label);
    expect(en.memberLabel.map((label) => label.labelName)).toEqual(['New player', 'Verified']);
    const rank = await t.db
      .selectFrom('vip_ranks')
      .select('names')
      .where('level', '=', stored.rank_level)
      .executeTakeFirstOrThrow();
    const want: Record<string, string[]> = {
      cn: ['新玩家', '已认证'],
      ja: ['新規プレイヤー', '認証済み'],
      ko: ['신규 플레이어', '인증됨'],
      th: ['ผู้เล่นใหม่', 'ยืนยันแล้ว'],
      vi: ['Người chơi mới', 'Đã xác minh'],
    };
    for (const [language, labels] of Object.entries(want)) {
      const read = await info(member, language);
      expect(read.clubLabel).toEqual({ labelName: rank.names[language], rankLevel: stored.rank_level });
      expect(read.clubLabel.labelName).not.toBe(stored.club_label);
      expect(read.memberLabel.map((label) => label.labelName)).toEqual(labels);
    }
    expect((await info(agent, 'th')).memberLabel).toEqual([{ labelName: 'ตัวแทน' }]);
  });

  it('falls back to English for a language a label has no text in, and keeps an unknown label as stored', async () => {
    const put = await operatorCall(t, 'PUT', '/wps/admin/vip/labels/Verified', {
      names: { en: 'Verified member', th: 'สมาชิกยืนยันตัวตน' },
    });
    expect(put.statusCode).toBe(200);
    expect((await info(member, 'th')).memberLabel[1]).toEqual({ labelName: 'สมาชิกยืนยันตัวตน' });
    expect((await info(member, 'ja')).memberLabel[1]).toEqual({ labelName: 'Verified member' });
    await t.db
      .updateTable('users')
      .set({ member_labels: JSON.stringify(['High roller']) })
      .where('username', '=', 'demo_member')
      .execute();
    expect((await info(member, 'ja')).memberLabel).toEqual([{ labelName: 'High roller' }]);
    const bad = await operatorCall(t, 'PUT', '/wps/admin/vip/labels/Verified', { names: { th: 'x' } });
    expect(bad.statusCode).toBe(400);
    const list = await operatorCall(t, 'GET', '/wps/admin/vip/labels');
    expect((list.envelope.value as { list: Array<{ label: string }> }).list.map((row) => row.label)).toEqual(
      expect.arrayContaining(['Agent', 'New player', 'Regular', 'Verified']),
    );
  });
});
