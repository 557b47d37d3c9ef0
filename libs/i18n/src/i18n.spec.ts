import { changeLanguage, createI18n, resolveLanguage, supportedLanguages } from './index';
import { loadAllMessages } from './testing';
import type { Language, Messages } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

let allMessages: Record<Language, Messages>;
beforeAll(async () => {
  // Every language of the one list in resources/languages.ts: a new language is checked with no change here.
  allMessages = await loadAllMessages();
});

describe('messages', () => {
  let englishKeys: string[];
  beforeAll(() => {
    englishKeys = Object.keys(allMessages.en).sort();
  });

  it.each(supportedLanguages)('%s has every English key, each one translated and non-empty', (language) => {
    const messages: Record<string, string> = allMessages[language];
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      expect(messages[key].trim()).not.toBe('');
    }
  });

  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    '%s keeps the interpolation placeholders of English',
    (language) => {
      const messages: Record<string, string> = allMessages[language];
      for (const key of englishKeys) {
        expect({ key, placeholders: placeholders(messages[key]) }).toEqual({
          key,
          placeholders: placeholders((allMessages.en as Record<string, string>)[key]),
        });
      }
    },
  );

  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    '%s is a translation, not a copy of English',
    (language) => {
      const messages: Record<string, string> = allMessages[language];
      const copied = englishKeys.filter(
        (key) => messages[key] === (allMessages.en as Record<string, string>)[key],
      );
      // Brand names and codes may stay the same; whole sentences may not.
      expect(copied.filter((key) => /\s/.test(messages[key]))).toEqual([]);
    },
  );
});

describe('createI18n', () => {
  it('starts in the wanted language, loading its messages on demand', async () => {
    const i18n = await createI18n({ language: 'th' });
    expect(i18n.language).toBe('th');
    expect(i18n.t('in_more_cancel')).toBe('ยกเลิก');
    expect(document.documentElement.lang).toBe('th');
  });

  it('fills interpolation values', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.t('ip_restriction_ip', { ip: '203.0.113.9' })).toBe('Your IP: 203.0.113.9');
  });

  it('switches language and updates <html lang>', async () => {
    const i18n = await createI18n({ language: 'en' });
    await changeLanguage(i18n, 'cn');
    expect(i18n.t('in_sure_logout')).toBe('确定要退出登录吗？');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('resolveLanguage', () => {
  it('keeps a language the brand enables', () => {
    expect(resolveLanguage('ko', ['en', 'ko'], 'en')).toBe('ko');
  });
  it('falls back to the brand default for a language the brand does not enable', () => {
    expect(resolveLanguage('ja', ['en', 'vi'], 'vi')).toBe('vi');
  });
  it('falls back to the brand default for an unknown value', () => {
    expect(resolveLanguage('xx', undefined, 'th')).toBe('th');
    expect(resolveLanguage(null, ['en'], 'en')).toBe('en');
  });
});

describe('message areas', () => {
  it('never define the same key in two areas (a later area would silently win)', async () => {
    const areas = await Promise.all(
      [
        'common',
        'ui',
        'auth',
        'shell',
        'wallet',
        'balance',
        'games',
        'play',
        'recovery',
        'refusals',
        'agent',
        'download',
        'forms',
        'rewards',
        'cashback',
        'promotions',
        'referral',
        'inbox',
        'vip',
        'points',
        'join',
        'marquee',
        'protection',
        'pwa',
      ].map(async (area) => [area, Object.keys((await import(`./resources/en/${area}`))[area])] as const),
    );
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, keys] of areas) {
      for (const key of keys) {
        if (seen.has(key)) clashes.push(`${key} in ${seen.get(key)} and ${area}`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(Object.keys(allMessages.en).length);
  });
});

describe('the offline page texts (written into the service worker offline page by the build)', () => {
  it('cover every shipped language with its tag and its pwa texts', async () => {
    const { offlinePageTexts } = await import('./resources/offline-page');
    const { languageTags } = await import('./index');
    expect(Object.keys(offlinePageTexts).sort()).toEqual([...supportedLanguages].sort());
    for (const language of supportedLanguages) {
      const messages = allMessages[language] as Record<string, string>;
      expect(offlinePageTexts[language]).toEqual({
        tag: languageTags[language],
        title: messages['pwa_offline_title'],
        text: messages['pwa_offline_text'],
        retry: messages['pwa_offline_retry'],
      });
    }
  });
});
