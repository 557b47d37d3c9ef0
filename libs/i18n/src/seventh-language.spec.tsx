import { render } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, isLanguage, languageNames, registerLanguage, resolveLanguage } from './index';
import type { Language } from './index';
import { loadAllMessages } from './testing';

// A seventh language is a folder of message files and its definition (docs/languages.md). The test language
// 'xx' is registered here only, from its message files in src/testing/xx.
registerLanguage({
  code: 'xx',
  name: 'Pseudo',
  tag: 'en-XA',
  load: () => import('./testing/xx/index'),
});
const xx = 'xx' as Language;

function LogoutQuestion() {
  const { t } = useTranslation();
  return (
    <p>
      {t('in_sure_logout')} {t('ip_restriction_ip', { ip: '203.0.113.9' })}
    </p>
  );
}

describe('a seventh language dropped in as message files', () => {
  it('is a language once registered, and a brand may offer it', () => {
    expect(isLanguage('xx')).toBe(true);
    expect(languageNames[xx]).toBe('Pseudo');
    expect(resolveLanguage('xx', ['en', xx], 'en')).toBe('xx');
  });

  it('has every English key, like the shipped languages', async () => {
    const { en, [xx]: messages } = await loadAllMessages(['en', xx]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('renders a component in it, its messages loaded on demand, with <html lang> set', async () => {
    const i18n = await createI18n({ language: 'xx', languages: ['en', xx], defaultLanguage: 'en' });
    expect(i18n.language).toBe('xx');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <LogoutQuestion />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('[Åré ýóú súré ýóú wáñt tó lóg óút?] [Ýóúr ÎP: 203.0.113.9]');
    expect(document.documentElement.lang).toBe('en-XA');
  });
});
