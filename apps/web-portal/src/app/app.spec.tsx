import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestI18n } from '@playfront/i18n/testing';
import { App } from './app';
import { AppProviders } from './app-providers';
import { LanguageSwitcher } from './language-switcher';

const server = setupServer(
  http.get('*/health', () => HttpResponse.json({ success: true, value: { status: 'ok' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

async function renderApp(ui = <App />) {
  const i18n = await createTestI18n('en');
  return { i18n, ...render(<AppProviders i18n={i18n}>{ui}</AppProviders>) };
}

describe('App', () => {
  it('greets the visitor and reports the server online', async () => {
    await renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Playfront' })).toBeInTheDocument();
    expect(await screen.findByText('Online')).toBeInTheDocument();
  });

  it('reports the server offline when it cannot be reached', async () => {
    server.use(http.get('*/health', () => HttpResponse.error()));
    await renderApp();
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });

  it('toggles the theme on <html> and remembers it', async () => {
    await renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('switches language from the list, translating the page and saving the choice', async () => {
    await renderApp();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ja');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Playfront へようこそ'),
    );
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(within(screen.getByRole('banner')).getByLabelText('言語')).toHaveValue('ja');
  });
});

describe('LanguageSwitcher', () => {
  it('is hidden when the brand enables only one language', async () => {
    await renderApp(<LanguageSwitcher languages={['en']} />);
    expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  });

  it('lists only the languages the brand enables, in their own script', async () => {
    await renderApp(<LanguageSwitcher languages={['en', 'th']} />);
    const options = within(screen.getByLabelText('Language')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'ไทย']);
  });
});
