import { bearer, createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { operatorCall } from '../../testing/money';

let t: TestApp;
let member = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LOGIN_IP_MAX: '0', RATE_LOGIN_ACCOUNT_MAX: '0' });
  member = await t.login('demo_member', 'Demo@2026');
});
afterAll(async () => t.close());

interface Channel {
  code: string;
  name: string;
  tutorial: string;
  tutorialSteps: Array<{ text: string; image: string }>;
}

const channels = async (language?: string): Promise<Channel[]> => {
  const reply = await t.call({
    method: 'GET',
    url: '/wps/payment/channels',
    headers: { ...bearer(member), ...(language ? { language } : {}) },
  });
  expect(reply.statusCode).toBe(200);
  return (reply.envelope.value as { list: Channel[] }).list;
};

const expected: Record<string, { bank: string; step: string }> = {
  en: { bank: 'Bank transfer', step: 'Open your bank app or internet banking' },
  cn: { bank: '银行转账', step: '打开您的手机银行或网上银行' },
  ja: { bank: '銀行振込', step: 'ご利用の銀行アプリまたはネットバンキング' },
  ko: { bank: '은행 송금', step: '은행 앱이나 인터넷 뱅킹을' },
  th: { bank: 'โอนผ่านธนาคาร', step: 'เปิดแอปธนาคารหรืออินเทอร์เน็ตแบงกิ้ง' },
  vi: { bank: 'Chuyển khoản ngân hàng', step: 'Mở ứng dụng ngân hàng hoặc ngân hàng trực tuyến' },
};

describe('deposit channels per language', () => {
  it.each(Object.entries(expected))(
    'serves the channel name, instructions and tutorial in %s',
    async (language, want) => {
      const list = await channels(language);
      expect(list.map((channel) => channel.code)).toEqual(['BANK', 'EWALLET', 'QR']);
      const bank = list[0]!;
      expect(bank.name).toBe(want.bank);
      expect(bank.tutorialSteps).toHaveLength(4);
      expect(bank.tutorialSteps[0]!.text).toContain(want.bank);
      expect(bank.tutorialSteps[1]!.text).toContain(want.step);
      expect(bank.tutorialSteps.map((step) => step.image)).toEqual([
        '/wps/payment/tutorial/art/submit.svg',
        '/wps/payment/tutorial/art/bank-app.svg',
        '/wps/payment/tutorial/art/reference.svg',
        '/wps/payment/tutorial/art/confirm.svg',
      ]);
      if (language !== 'en') expect(bank.tutorial).not.toBe(expected['en']!.bank);
    },
  );

  it('reads English without a Language header and for an unknown language', async () => {
    expect((await channels())[1]!.name).toBe('E-wallet');
    expect((await channels('xx'))[2]!.name).toBe('QR payment');
  });

  it('serves every step picture as an SVG and 404 for an unknown one', async () => {
    for (const step of (await channels('th')).flatMap((channel) => channel.tutorialSteps)) {
      const reply = await t.app.inject({ method: 'GET', url: step.image });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('image/svg+xml');
      expect(reply.body).toMatch(/^<svg /);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/wps/payment/tutorial/art/nothing.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('operator edits of channel texts', () => {
  it('changes one language and keeps the others; a language without texts falls back to English', async () => {
    // A brand that keeps no Korean texts for the QR channel.
    await t.db
      .updateTable('payment_channels')
      .set({ texts: JSON.stringify({ en: { name: 'QR payment', tutorial: 'Scan it.', steps: [] } }) })
      .where('code', '=', 'QR')
      .execute();
    const ko = (await channels('ko')).find((channel) => channel.code === 'QR')!;
    expect(ko.name).toBe('QR payment');
    expect(ko.tutorial).toBe('Scan it.');

    const reply = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/QR/texts/th', {
      name: 'คิวอาร์พร้อมเพย์',
      tutorial: 'สแกนแล้วจ่าย',
      steps: [{ text: 'สแกนคิวอาร์โค้ด', image: 'scan' }],
    });
    expect(reply.statusCode).toBe(200);
    const texts = (reply.envelope.value as { texts: Record<string, { name: string }> }).texts;
    expect(Object.keys(texts).sort()).toEqual(['en', 'th']);
    const th = (await channels('th')).find((channel) => channel.code === 'QR')!;
    expect(th).toMatchObject({
      name: 'คิวอาร์พร้อมเพย์',
      tutorial: 'สแกนแล้วจ่าย',
      tutorialSteps: [{ text: 'สแกนคิวอาร์โค้ด', image: '/wps/payment/tutorial/art/scan.svg' }],
    });
    expect((await channels('en')).find((channel) => channel.code === 'QR')!.name).toBe('QR payment');
    // The other channels kept their Thai texts.
    expect((await channels('th'))[0]!.name).toBe('โอนผ่านธนาคาร');
  });

  it('refuses an unknown language, an unknown picture and an empty name with declared statuses', async () => {
    const badLanguage = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/QR/texts/de', {
      name: 'QR',
      tutorial: 'x',
      steps: [],
    });
    expect(badLanguage.statusCode).toBe(400);
    const badImage = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/QR/texts/en', {
      name: 'QR',
      tutorial: 'x',
      steps: [{ text: 'x', image: 'http://evil.example/x' }],
    });
    expect(badImage.statusCode).toBe(400);
    const blank = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/QR/texts/en', {
      name: '  ',
      tutorial: 'x',
      steps: [],
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await operatorCall(t, 'PUT', '/wps/admin/payment-channels/NOPE/texts/en', {
      name: 'x',
      tutorial: 'x',
      steps: [],
    });
    expect(unknown.statusCode).toBe(404);
    const noKey = await t.call({ method: 'GET', url: '/wps/admin/payment-channels/QR/texts' });
    expect(noKey.statusCode).toBe(403);
    const read = await t.call({
      method: 'GET',
      url: '/wps/admin/payment-channels/BANK/texts',
      headers: { 'x-operator-key': OPERATOR_KEY },
    });
    expect(Object.keys((read.envelope.value as { texts: object }).texts).sort()).toEqual([
      'cn',
      'en',
      'ja',
      'ko',
      'th',
      'vi',
    ]);
  });
});
