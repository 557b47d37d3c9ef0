import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useTheme } from '@playfront/ui-kit';
import { LanguageSwitcher } from './language-switcher';

type ServerState = 'checking' | 'online' | 'offline';

/** Asks the platform API whether it is up. */
function useServerState(): ServerState {
  const [state, setState] = useState<ServerState>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/health', { signal: controller.signal })
      .then((response) => setState(response.ok ? 'online' : 'offline'))
      .catch(() => {
        if (!controller.signal.aborted) setState('offline');
      });
    return () => controller.abort();
  }, []);
  return state;
}

export function App() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const server = useServerState();
  return (
    <div className="pf-app">
      <header className="pf-app__header">
        <a className="pf-app__brand" href="/">
          Playfront
        </a>
        <div className="pf-app__controls">
          <LanguageSwitcher />
          <Button variant="secondary" size="sm" aria-pressed={theme === 'light'} onClick={toggleTheme}>
            {theme === 'dark' ? t('app_theme_light') : t('app_theme_dark')}
          </Button>
        </div>
      </header>
      <main className="pf-app__main">
        <h1>{t('app_welcome_title')}</h1>
        <p>{t('app_welcome_text')}</p>
        <p className="pf-app__status" aria-live="polite">
          {t('app_server_status')}{' '}
          <strong className={`pf-app__server pf-app__server--${server}`}>{t(`app_server_${server}`)}</strong>
        </p>
      </main>
    </div>
  );
}
