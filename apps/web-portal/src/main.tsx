import '@playfront/ui-kit/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@playfront/i18n';
import { App } from './app/app';
import { AppProviders } from './app/app-providers';
import { languageStorageKey } from './app/language-switcher';

const i18n = await createI18n({ language: localStorage.getItem(languageStorageKey) });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <App />
    </AppProviders>
  </StrictMode>,
);
