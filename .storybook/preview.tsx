import '@playfront/ui-kit/styles.css';
import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { changeLanguage, supportedLanguages } from '@playfront/i18n';
import type { Language } from '@playfront/i18n';
import { createTestI18n } from '@playfront/i18n/testing';

const i18nPromise = createTestI18n('en');

/** Theme and language come from the toolbar; a story may pin a theme with `parameters.theme`. */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = (context.parameters['theme'] as string | undefined) ?? (context.globals['theme'] as string);
  const language = context.globals['language'] as Language;
  const { i18n } = context.loaded as { i18n: Awaited<typeof i18nPromise> };
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  useEffect(() => {
    void changeLanguage(i18n, language);
  }, [i18n, language]);
  return (
    <I18nextProvider i18n={i18n}>
      <div
        data-theme={theme}
        style={{ padding: 16, background: 'var(--pf-color-bg)', color: 'var(--pf-color-text)' }}
      >
        <Story />
      </div>
    </I18nextProvider>
  );
};

const preview: Preview = {
  loaders: [mswLoader(), async () => ({ i18n: await i18nPromise })],
  decorators: [withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...supportedLanguages], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', language: 'en' },
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    // The widths the portal is designed for; the default stays "responsive" (the whole preview area).
    viewport: {
      options: {
        phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop (1366 × 900)',
          styles: { width: '1366px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
