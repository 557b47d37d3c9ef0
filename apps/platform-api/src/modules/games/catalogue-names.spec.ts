import type { CatalogueNames, GameList, GameMenus, ValidationFailure } from '@playfront/api-contract';
import { operatorCall } from '../../testing/money';
import { createTestApp, OPERATOR_KEY } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ensureCatalogue } from './catalogue';

/**
 * The operator's vendor and game names per language: listed, set in a language the brand offers, removed
 * (that language reads English again); English is the catalogue's own name, changed but never removed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async <T>(url: string, language?: string): Promise<T> => {
  const reply = await t.call({ method: 'GET', url, headers: language ? { language } : {} });
  expect(reply.statusCode).toBe(200);
  return reply.envelope.value as T;
};

/** The vendor cards of the game menu as a reader of `language` sees them. */
const vendorName = async (code: string, language: string) =>
  (await read<GameMenus>('/lgw/games/game_menus', language)).data.lanes
    .flatMap((lane) => lane.cards)
    .find((card) => card.merchantCode === code)?.displayName;

const gameName = async (code: string, language: string) =>
  (await read<GameList>('/wps/game/list?category=RNG&size=100', language)).list.find(
    (game) => game.code === code,
  )?.name;

const names = async (url: string) => {
  const reply = await operatorCall(t, 'GET', url);
  expect(reply.statusCode).toBe(200);
  return (reply.envelope.value as CatalogueNames).names;
};

const fieldKeys = (reply: { envelope: { code: string | null; value: unknown } }) => [
  reply.envelope.code,
  ...(reply.envelope.value as ValidationFailure).fields.map((field) => `${field.field}:${field.key}`),
];

describe('vendor names per language (operator)', () => {
  it('lists every language: English is the display name, the others are the names stored', async () => {
    expect(await names('/wps/admin/vendors/SBO/names')).toEqual({
      en: 'SBO Sports',
      cn: 'SBO体育',
      ja: 'SBOスポーツ',
      ko: 'SBO 스포츠',
      th: 'SBO กีฬา',
      vi: 'SBO Thể thao',
    });
    // A brand name reads the same everywhere: only English.
    expect(await names('/wps/admin/vendors/PP/names')).toEqual({ en: 'Pragmatic Play' });
  });

  it('sets one language, trimmed, and readers of it see it at once; the other languages stay', async () => {
    const reply = await operatorCall(t, 'PUT', '/wps/admin/vendors/SBO/names/th', {
      name: '  SBO สปอร์ต  ',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.envelope.value).toEqual({
      code: 'SBO',
      names: expect.objectContaining({ en: 'SBO Sports', th: 'SBO สปอร์ต', ja: 'SBOスポーツ' }),
    });
    expect(await vendorName('SBO', 'th')).toBe('SBO สปอร์ต');
    expect(await vendorName('SBO', 'ja')).toBe('SBOスポーツ');
    expect(await vendorName('SBO', 'en')).toBe('SBO Sports');
  });

  it('removes one language: its readers see the English name again', async () => {
    const reply = await operatorCall(t, 'DELETE', '/wps/admin/vendors/SBO/names/ja');
    expect(reply.statusCode).toBe(200);
    expect(Object.keys((reply.envelope.value as CatalogueNames).names).sort()).toEqual([
      'cn',
      'en',
      'ko',
      'th',
      'vi',
    ]);
    expect(await vendorName('SBO', 'ja')).toBe('SBO Sports');
    // Removing it again changes nothing.
    const again = await operatorCall(t, 'DELETE', '/wps/admin/vendors/SBO/names/ja');
    expect(again.statusCode).toBe(200);
    expect(again.envelope.value).toEqual(reply.envelope.value);
  });

  it('changes the English name, which every language without a name of its own reads', async () => {
    const reply = await operatorCall(t, 'PUT', '/wps/admin/vendors/SBO/names/en', { name: 'SBO Sportsbook' });
    expect(reply.statusCode).toBe(200);
    expect((reply.envelope.value as CatalogueNames).names['en']).toBe('SBO Sportsbook');
    expect(await vendorName('SBO', 'en')).toBe('SBO Sportsbook');
    expect(await vendorName('SBO', 'ja')).toBe('SBO Sportsbook');
    expect(await vendorName('SBO', 'cn')).toBe('SBO体育');
  });

  it('refuses to remove English, and changes nothing', async () => {
    const before = await names('/wps/admin/vendors/SBO/names');
    const reply = await operatorCall(t, 'DELETE', '/wps/admin/vendors/SBO/names/en');
    expect(reply.statusCode).toBe(400);
    expect(fieldKeys(reply)).toEqual(['validation_failed', 'language:english_name_required']);
    expect(await names('/wps/admin/vendors/SBO/names')).toEqual(before);
  });

  it('never brings the seeded names back over the operator’s removals', async () => {
    for (const language of ['cn', 'ko', 'th', 'vi']) {
      expect((await operatorCall(t, 'DELETE', `/wps/admin/vendors/DG/names/${language}`)).statusCode).toBe(
        200,
      );
    }
    const ja = await operatorCall(t, 'DELETE', '/wps/admin/vendors/DG/names/ja');
    expect((ja.envelope.value as CatalogueNames).names).toEqual({ en: 'DG Live Casino' });
    // The reference data runs on every start: it fills in names only where nobody edited them.
    await ensureCatalogue({ db: t.db, config: t.config, merchant: t.config.merchantCode, now: new Date() });
    expect(await names('/wps/admin/vendors/DG/names')).toEqual({ en: 'DG Live Casino' });
    expect(await vendorName('DG', 'th')).toBe('DG Live Casino');
    expect((await names('/wps/admin/vendors/JDB/names'))['th']).toBe('JDB ยิงปลา');
  });
});

describe('game names per language (operator)', () => {
  it('names a slot game in one language and finds it by that name', async () => {
    expect(await names('/wps/admin/games/PP_CANDY_CASCADE/names')).toEqual({ en: 'Candy Cascade' });
    const reply = await operatorCall(t, 'PUT', '/wps/admin/games/PP_CANDY_CASCADE/names/vi', {
      name: 'Thác kẹo ngọt',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.envelope.value).toEqual({
      code: 'PP_CANDY_CASCADE',
      names: { en: 'Candy Cascade', vi: 'Thác kẹo ngọt' },
    });
    expect(await gameName('PP_CANDY_CASCADE', 'vi')).toBe('Thác kẹo ngọt');
    expect(await gameName('PP_CANDY_CASCADE', 'th')).toBe('Candy Cascade');
    const found = await read<GameList>(`/wps/game/list?q=${encodeURIComponent('kẹo ngọt')}`, 'vi');
    expect(found.list.map((game) => game.code)).toEqual(['PP_CANDY_CASCADE']);
  });

  it('renames a game in English: lists and its artwork read the new name', async () => {
    const reply = await operatorCall(t, 'PUT', '/wps/admin/games/PP_AURORA_GEMS/names/en', {
      name: 'Aurora Jewels',
    });
    expect(reply.statusCode).toBe(200);
    expect(await gameName('PP_AURORA_GEMS', 'en')).toBe('Aurora Jewels');
    const art = await t.app.inject({ method: 'GET', url: '/lgw/games/artwork/PP_AURORA_GEMS.svg' });
    expect(art.body).toContain('aria-label="Aurora Jewels"');
    expect(await gameName('PP_AURORA_GEMS', 'ko')).toBe('Aurora Jewels');
  });
});

describe('refusals', () => {
  it('refuses a language the brand does not offer, and changes nothing', async () => {
    const brand = (languages: string[]) =>
      t.call({
        method: 'PUT',
        url: '/wps/admin/setting/brand',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { languages, defaultLanguage: 'en' },
      });
    expect((await brand(['en', 'th'])).statusCode).toBe(200);
    try {
      const before = await names('/wps/admin/vendors/KM/names');
      const ja = await operatorCall(t, 'PUT', '/wps/admin/vendors/KM/names/ja', { name: 'キングメーカー' });
      expect(ja.statusCode).toBe(400);
      expect(fieldKeys(ja)).toEqual(['validation_failed', 'language:language_not_offered']);
      const game = await operatorCall(t, 'PUT', '/wps/admin/games/PP_CANDY_CASCADE/names/ko', {
        name: '캔디',
      });
      expect(fieldKeys(game)).toEqual(['validation_failed', 'language:language_not_offered']);
      // A language that is not one of the portal's at all.
      const de = await operatorCall(t, 'PUT', '/wps/admin/vendors/KM/names/de', { name: 'Kartenspiele' });
      expect([de.statusCode, de.envelope.code]).toEqual([400, 'validation_failed']);
      const deleteDe = await operatorCall(t, 'DELETE', '/wps/admin/vendors/KM/names/de');
      expect([deleteDe.statusCode, deleteDe.envelope.code]).toEqual([400, 'validation_failed']);
      // Offered languages and English still work.
      expect(
        (await operatorCall(t, 'PUT', '/wps/admin/vendors/KM/names/th', { name: 'KM ไพ่' })).statusCode,
      ).toBe(200);
      expect(await names('/wps/admin/vendors/KM/names')).toEqual({ ...before, th: 'KM ไพ่' });
    } finally {
      expect((await brand(['en', 'cn', 'ja', 'th', 'vi', 'ko'])).statusCode).toBe(200);
    }
  });

  it('bounds the name: 1 to 64 characters, not blank', async () => {
    const put = (body: object) => operatorCall(t, 'PUT', '/wps/admin/vendors/IA/names/cn', body);
    const before = await names('/wps/admin/vendors/IA/names');
    for (const reply of [
      await put({ name: '' }),
      await put({ name: '   ' }),
      await put({ name: '名'.repeat(65) }),
      await put({}),
    ]) {
      expect([reply.statusCode, reply.envelope.code]).toEqual([400, 'validation_failed']);
    }
    const noBody = await operatorCall(t, 'PUT', '/wps/admin/vendors/IA/names/cn');
    expect(noBody.statusCode).toBe(400);
    expect(await names('/wps/admin/vendors/IA/names')).toEqual(before);
    const longest = await put({ name: '名'.repeat(64) });
    expect(longest.statusCode).toBe(200);
    expect((longest.envelope.value as CatalogueNames).names['cn']).toBe('名'.repeat(64));
  });

  it('answers 404 for an unknown vendor or game, whatever the call', async () => {
    for (const [method, url, payload] of [
      ['GET', '/wps/admin/vendors/NOPE/names', undefined],
      ['PUT', '/wps/admin/vendors/NOPE/names/th', { name: 'x' }],
      ['DELETE', '/wps/admin/vendors/NOPE/names/th', undefined],
      ['GET', '/wps/admin/games/NO_SUCH_GAME/names', undefined],
      ['PUT', '/wps/admin/games/NO_SUCH_GAME/names/en', { name: 'x' }],
      ['DELETE', '/wps/admin/games/NO_SUCH_GAME/names/vi', undefined],
    ] as const) {
      const reply = await operatorCall(t, method, url, payload);
      expect([method, url, reply.statusCode, reply.envelope.code]).toEqual([method, url, 404, 'not_found']);
    }
  });

  it('needs the operator key before anything else', async () => {
    const before = await names('/wps/admin/vendors/SEA/names');
    for (const [method, url] of [
      ['GET', '/wps/admin/vendors/SEA/names'],
      ['PUT', '/wps/admin/vendors/SEA/names/th'],
      ['DELETE', '/wps/admin/games/PP_CANDY_CASCADE/names/vi'],
    ] as const) {
      const reply = await t.call({
        method,
        url,
        headers: { 'x-operator-key': 'wrong' },
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect([reply.statusCode, reply.envelope.code]).toEqual([403, 'forbidden']);
    }
    expect(await names('/wps/admin/vendors/SEA/names')).toEqual(before);
    expect(await gameName('PP_CANDY_CASCADE', 'vi')).toBe('Thác kẹo ngọt');
  });
});
