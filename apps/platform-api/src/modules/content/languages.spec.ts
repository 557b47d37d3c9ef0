import { createTestApp, bearer, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { topAgent } from '../../testing/agents';

let t: TestApp;

interface Listed {
  id: number;
  title: string;
  content: string;
}

const get = (url: string, language?: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { ...headers, ...(language ? { language } : {}) } });
const operator = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, headers: { 'x-operator-key': OPERATOR_KEY }, ...(payload ? { payload } : {}) });
const noticesIn = async (language?: string) =>
  ((await get('/wps/notice/list?pageSize=50', language)).envelope.value as { list: Listed[] }).list;
const helpIn = async (language?: string) =>
  (await get('/wps/system/helpCenter', language)).envelope.value as Array<{
    code: string;
    title: string;
    articles: Listed[];
  }>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content in the language of the Language header', () => {
  it('serves notices, banners, help and the licence in each of the six languages', async () => {
    const expected: Record<string, { notice: string; banner: string; help: string; licence: string }> = {
      en: {
        notice: 'Welcome to Playfront',
        banner: 'A lottery draw every few minutes',
        help: 'Terms and user agreement',
        licence: 'Playfront demo brand. Licensed and regulated for demonstration only.',
      },
      cn: {
        notice: '欢迎来到 Playfront',
        banner: '每隔几分钟开奖一次',
        help: '条款与用户协议',
        licence: 'Playfront 演示品牌。许可与监管仅用于演示目的。',
      },
      ja: {
        notice: 'Playfront へようこそ',
        banner: '数分ごとに宝くじの抽選',
        help: '利用規約とユーザー契約',
        licence: 'Playfront デモブランド。ライセンスおよび規制はデモンストレーション目的に限ります。',
      },
      ko: {
        notice: 'Playfront에 오신 것을 환영합니다',
        banner: '몇 분마다 열리는 복권 추첨',
        help: '이용약관 및 사용자 계약',
        licence: 'Playfront 데모 브랜드입니다. 라이선스와 규제는 시연 목적으로만 적용됩니다.',
      },
      th: {
        notice: 'ยินดีต้อนรับสู่ Playfront',
        banner: 'ออกรางวัลหวยทุกไม่กี่นาที',
        help: 'ข้อกำหนดและข้อตกลงผู้ใช้',
        licence: 'แบรนด์สาธิต Playfront ได้รับอนุญาตและกำกับดูแลเพื่อการสาธิตเท่านั้น',
      },
      vi: {
        notice: 'Chào mừng đến với Playfront',
        banner: 'Xổ số quay thưởng mỗi vài phút',
        help: 'Điều khoản sử dụng',
        licence: 'Thương hiệu demo Playfront. Được cấp phép và quản lý chỉ nhằm mục đích trình diễn.',
      },
    };
    for (const [language, texts] of Object.entries(expected)) {
      const notices = await noticesIn(language);
      expect(notices[0]!.title).toBe(texts.notice);
      expect(notices[0]!.content).toContain(`<h3>${texts.notice}</h3>`);
      const banners = (await get('/wps/announcement/banners', language)).envelope.value as {
        list: Array<{ title: string; link: string }>;
      };
      expect(banners.list[0]).toMatchObject({ title: texts.banner, link: '/lottery' });
      const help = await helpIn(language);
      expect(help[0]!.title).toBe(texts.help);
      expect((await get('/wps/announcement/licence', language)).envelope.value).toEqual({
        text: texts.licence,
      });
      const permission = (await get('/wps/system/permission', language)).envelope.value as {
        licence: string;
      };
      expect(permission.licence).toBe(texts.licence);
    }
    // Every seeded text has its own translation: no language reads an English title.
    const english = new Set((await noticesIn('en')).map((notice) => notice.title));
    for (const language of ['cn', 'ja', 'ko', 'th', 'vi']) {
      const titles = (await noticesIn(language)).map((notice) => notice.title);
      expect(titles).toHaveLength(13);
      expect(titles.filter((title) => english.has(title))).toEqual([]);
      const articles = (await helpIn(language)).flatMap((category) => category.articles.map((a) => a.title));
      expect(articles).toHaveLength(8);
      expect(articles).not.toContain('User agreement');
    }
  });

  it('reads English without the header or with an unknown language', async () => {
    expect((await noticesIn())[0]!.title).toBe('Welcome to Playfront');
    expect((await noticesIn('xx'))[0]!.title).toBe('Welcome to Playfront');
    expect((await helpIn('fr'))[1]!.articles[0]!.title).toBe('Play responsibly');
  });

  it('serves agent notices in the agent language', async () => {
    await topAgent(t, 'langagent');
    const agent = await t.login('langagent', 'Agent@2026');
    const page = (await get('/wps/agent/notices', 'ja', bearer(agent))).envelope.value as { list: Listed[] };
    expect(page.list.map((notice) => notice.title)).toEqual([
      '報酬の支払いスケジュール',
      '新しい契約ルール',
      'チームの登録',
    ]);
  });

  it('lists the popup announcement (type PU) for the web in the reader language', async () => {
    const reply = await get('/wps/announcement/list?types=PU&platform=W', 'ko');
    expect(reply.statusCode).toBe(200);
    const { list } = reply.envelope.value as { list: Array<Listed & { type: string; execution: string }> };
    expect(list).toEqual([
      expect.objectContaining({ type: 'PU', execution: 'B', title: '이번 주 웰컴 선물' }),
    ]);
    const bad = await get('/wps/announcement/list?types=XX', 'ko');
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
  });
});

describe('operator editing per language', () => {
  it('publishes a notice in two languages: others fall back to the default language (en)', async () => {
    const created = await operator('POST', '/wps/admin/content/notices', {
      type: 'PL',
      texts: {
        en: {
          title: 'Deposit channel added',
          content: '<p>A new bank is available.</p><script>x()</script>',
        },
        th: { title: 'เพิ่มช่องทางฝากเงิน', content: '<p>มีธนาคารใหม่ให้เลือกแล้ว</p>' },
      },
    });
    expect(created.statusCode).toBe(200);
    const { id, texts } = created.envelope.value as {
      id: number;
      texts: Record<string, { content: string }>;
    };
    expect(texts['en']!.content).toBe('<p>A new bank is available.</p>');

    expect((await noticesIn('th'))[0]).toMatchObject({ id, title: 'เพิ่มช่องทางฝากเงิน' });
    expect((await noticesIn('vi'))[0]).toMatchObject({ id, title: 'Deposit channel added' });

    // Editing Vietnamese adds it; Thai and English stay.
    const edited = await operator('PUT', `/wps/admin/content/notices/${id}`, {
      texts: { vi: { title: 'Thêm kênh nạp tiền', content: '<p>Đã có ngân hàng mới.</p>' } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await noticesIn('vi'))[0]).toMatchObject({ id, title: 'Thêm kênh nạp tiền' });
    expect((await noticesIn('th'))[0]).toMatchObject({ id, title: 'เพิ่มช่องทางฝากเงิน' });
    expect((await noticesIn('en'))[0]).toMatchObject({ id, title: 'Deposit channel added' });
  });

  it('refuses a notice without the default language, with a translated code, and unknown ids', async () => {
    const refused = await operator('POST', '/wps/admin/content/notices', {
      texts: { ja: { title: '新着', content: '<p>本文</p>' } },
    });
    expect([refused.statusCode, refused.envelope.code]).toEqual([400, 'validation_failed']);
    // A code the portal translates (err_validation_failed), naming the missing language's field.
    expect(refused.envelope.value).toEqual({
      fields: [expect.objectContaining({ field: 'texts.en', key: 'required' })],
    });
    const badLanguage = await operator('POST', '/wps/admin/content/notices', {
      texts: { fr: { title: 'Nouveau', content: '<p>x</p>' } },
    });
    // An unknown language is dropped from the input (never stored): nothing is left in the default one.
    expect([badLanguage.statusCode, badLanguage.envelope.code]).toEqual([400, 'validation_failed']);
    const badType = await operator('POST', '/wps/admin/content/notices', {
      type: 'ZZ',
      texts: { en: { title: 'x', content: '<p>x</p>' } },
    });
    expect(badType.statusCode).toBe(400);
    const missing = await operator('PUT', '/wps/admin/content/notices/999999', {
      texts: { en: { title: 'x', content: '<p>x</p>' } },
    });
    expect([missing.statusCode, missing.envelope.code]).toEqual([404, 'not_found']);
    const noKey = await t.call({ method: 'GET', url: '/wps/admin/content/notices' });
    expect(noKey.statusCode).toBe(403);
  });

  it('edits a help article and a category per language', async () => {
    const help = await helpIn('en');
    const article = help[2]!.articles[1]!;
    expect(article.title).toBe('Withdrawal times');
    const edited = await operator('PUT', `/wps/admin/content/help/articles/${article.id}`, {
      texts: { cn: { title: '提款到账时间', content: '<p>审核通过后 15 分钟内处理。</p>' } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await helpIn('cn'))[2]!.articles[1]).toMatchObject({
      title: '提款到账时间',
      content: '<p>审核通过后 15 分钟内处理。</p>',
    });
    expect((await helpIn('en'))[2]!.articles[1]!.title).toBe('Withdrawal times');

    const renamed = await operator('PUT', '/wps/admin/content/help/categories/deposits', {
      texts: { ko: { wrong: true } },
    });
    expect([renamed.statusCode, renamed.envelope.code]).toEqual([400, 'validation_failed']);
    expect(
      (await operator('PUT', '/wps/admin/content/help/categories/deposits', { texts: { ko: '충전과 출금' } }))
        .statusCode,
    ).toBe(200);
    expect((await helpIn('ko'))[2]!.title).toBe('충전과 출금');

    const added = await operator('POST', '/wps/admin/content/help/articles', {
      category: 'deposits',
      texts: { en: { title: 'Deposit limits', content: '<p>Set them in the member centre.</p>' } },
    });
    expect(added.statusCode).toBe(200);
    expect((await helpIn('ja'))[2]!.articles.map((a) => a.title)).toContain('Deposit limits');
    const unknown = await operator('POST', '/wps/admin/content/help/articles', {
      category: 'nope',
      texts: { en: { title: 'x', content: '<p>x</p>' } },
    });
    expect([unknown.statusCode, unknown.envelope.code]).toEqual([404, 'not_found']);
  });

  it('edits a banner and the licence per language, and adds a banner', async () => {
    const edited = await operator('PUT', '/wps/admin/content/banners/live-baccarat', {
      texts: { vi: { title: 'Baccarat trực tiếp mỗi tối', text: 'Bàn mới mở lúc 20:00.' } },
    });
    expect(edited.statusCode).toBe(200);
    const vi = (await get('/wps/announcement/banners', 'vi')).envelope.value as {
      list: Array<{ title: string }>;
    };
    expect(vi.list[1]!.title).toBe('Baccarat trực tiếp mỗi tối');
    const ja = (await get('/wps/announcement/banners', 'ja')).envelope.value as {
      list: Array<{ title: string }>;
    };
    expect(ja.list[1]!.title).toBe('ディーラーが1枚ずつ配るバカラ');

    const incomplete = await operator('PUT', '/wps/admin/content/banners/new-sports', {
      texts: { en: { title: 'Sports', text: 'Bet on the weekend.' } },
    });
    expect([incomplete.statusCode, incomplete.envelope.code]).toEqual([400, 'validation_failed']);
    const added = await operator('PUT', '/wps/admin/content/banners/new-sports', {
      link: '/sports',
      tone: 'teal',
      texts: { en: { title: 'Sports', text: 'Bet on the weekend.' } },
    });
    expect(added.statusCode).toBe(200);
    const th = (await get('/wps/announcement/banners', 'th')).envelope.value as {
      list: Array<{ id: string; title: string }>;
    };
    expect(th.list.at(-1)).toMatchObject({ id: 'new-sports', title: 'Sports' });

    const licence = await operator('PUT', '/wps/admin/content/licence', {
      texts: { ja: 'Playfront デモ。ライセンス番号 0001。' },
    });
    expect(licence.statusCode).toBe(200);
    expect((await get('/wps/announcement/licence', 'ja')).envelope.value).toEqual({
      text: 'Playfront デモ。ライセンス番号 0001。',
    });
    expect(
      ((await get('/wps/announcement/licence', 'en')).envelope.value as { text: string }).text,
    ).toContain('Playfront demo brand');
    const empty = await operator('PUT', '/wps/admin/content/licence', { texts: {} });
    expect([empty.statusCode, empty.envelope.code]).toEqual([400, 'validation_failed']);
  });

  it('lists the help centre in every language, and deletes a help article and a notice', async () => {
    const centre = (await operator('GET', '/wps/admin/content/help')).envelope.value as {
      list: Array<{
        code: string;
        texts: Record<string, string>;
        articles: Array<{ id: number; texts: Record<string, { title: string }> }>;
      }>;
    };
    const deposits = centre.list.find((category) => category.code === 'deposits')!;
    expect(Object.keys(deposits.texts)).toEqual(expect.arrayContaining(['en', 'cn']));
    const article = deposits.articles.find(
      (candidate) => candidate.texts['en']?.title === 'Withdrawal times',
    )!;
    expect(article.texts['cn']?.title).toBeDefined();

    const deleted = await operator('DELETE', `/wps/admin/content/help/articles/${article.id}`);
    expect([deleted.statusCode, deleted.envelope.value]).toEqual([200, { id: article.id }]);
    expect((await helpIn('en')).flatMap((category) => category.articles).map((a) => a.id)).not.toContain(
      article.id,
    );
    const again = await operator('DELETE', `/wps/admin/content/help/articles/${article.id}`);
    expect([again.statusCode, again.envelope.code]).toEqual([404, 'not_found']);

    const notice = (await noticesIn('en'))[0]!;
    expect((await operator('DELETE', `/wps/admin/content/notices/${notice.id}`)).statusCode).toBe(200);
    expect((await noticesIn('en')).map((listed) => listed.id)).not.toContain(notice.id);
    const missing = await operator('DELETE', `/wps/admin/content/notices/${notice.id}`);
    expect([missing.statusCode, missing.envelope.code]).toEqual([404, 'not_found']);
    const bad = await operator('DELETE', '/wps/admin/content/notices/abc');
    expect([bad.statusCode, bad.envelope.code]).toEqual([400, 'validation_failed']);
    const noKey = await t.call({ method: 'DELETE', url: `/wps/admin/content/help/articles/1` });
    expect(noKey.statusCode).toBe(403);
  });
});
