import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CredentialsState } from '@playfront/api-client';
import { defaultBrand, useBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { LazyImage, useTheme } from '@playfront/ui-kit';
import { PlayfrontProviders, startPlayfront } from './index';

const lucky: BrandConfig = { ...defaultBrand, name: 'Lucky', merchantCode: 'LUCKY', currencySymbol: '₫' };

/** The API's origin in the tests (jsdom's fetch needs an absolute address). */
const baseUrl = 'http://localhost';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset['theme'];
});
afterAll(() => server.close());

/** The permission call: records what the app sent and answers the brand's configuration. */
function permission(brand: Record<string, unknown>) {
  const sent: { merchant: string | null; host: string | null }[] = [];
  server.use(
    http.get('*/wps/system/permission', ({ request }) => {
      sent.push({
        merchant: request.headers.get('Merchant'),
        host: new URL(request.url).searchParams.get('host'),
      });
      return HttpResponse.json({ success: true, code: null, message: null, value: { brand } });
    }),
  );
  return sent;
}

describe('startPlayfront', () => {
  it("starts as the brand: its merchant code on the call, the server's configuration and its language", async () => {
    const sent = permission({ languages: ['en'], defaultLanguage: 'en', chatHeaderColor: '#c8102e' });
    // A language the brand does not offer (kept by another app on this origin) gives way to its default.
    localStorage.setItem('lang', 'th');

    const started = await startPlayfront({ brand: lucky, baseUrl });

    expect(sent).toEqual([{ merchant: 'LUCKY', host: window.location.host }]);
    expect(started.brand).toMatchObject({ name: 'Lucky', languages: ['en'], chatHeaderColor: '#c8102e' });
    expect(started.i18n.language).toBe('en');
    const credentials = (started.store.getState() as { credentials: CredentialsState }).credentials;
    expect(credentials).toMatchObject({ merchantCode: 'LUCKY', language: 'en', token: null });
  });

  it('keeps the session this tab stored for its own brand only', async () => {
    permission({});
    sessionStorage.setItem('token', 'tok_playfront_session_000000000');
    sessionStorage.setItem('isAgent', '1');
    sessionStorage.setItem('merchantCode', 'PLAYFRONT');

    const own = await startPlayfront({ brand: defaultBrand, baseUrl });
    expect((own.store.getState() as { credentials: CredentialsState }).credentials.token).toBe(
      'tok_playfront_session_000000000',
    );

    // Another brand's app in this tab (same origin) starts without it.
    const other = await startPlayfront({ brand: lucky, baseUrl });
    expect((other.store.getState() as { credentials: CredentialsState }).credentials.token).toBeNull();
  });

  it('starts with the built-in brand when the permission reply cannot be read', async () => {
    server.use(http.get('*/wps/system/permission', () => HttpResponse.json({}, { status: 503 })));
    const started = await startPlayfront({ brand: lucky, baseUrl });
    expect(started.brand).toEqual(lucky);
  });
});

function Probe() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { theme } = useTheme();
  const merchant = useSelector((state: { credentials: CredentialsState }) => state.credentials.merchantCode);
  return (
    <p>
      {t('auth_login')} · {brand.name} · {theme} · {merchant}
    </p>
  );
}

describe('PlayfrontProviders', () => {
  it('gives the screens below the store, translations, brand and theme (a light-only brand with its own key)', async () => {
    permission({});
    localStorage.setItem('pf-theme', 'dark');
    const started = await startPlayfront({ brand: lucky, baseUrl });
    render(
      <PlayfrontProviders {...started} defaultTheme="light" themeKey="lucky-theme">
        <Probe />
      </PlayfrontProviders>,
    );
    expect(await screen.findByText('Log in · Lucky · light · LUCKY')).toBeInTheDocument();
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it("loads the API's images from the API's origin, as its calls go there (an app on another host)", async () => {
    permission({});
    const started = await startPlayfront({ brand: lucky, baseUrl: 'https://api.example.com' });
    render(
      <PlayfrontProviders {...started}>
        <LazyImage src="/lgw/games/artwork/slot.svg" alt="Slot" />
        <LazyImage src="https://cdn.example.com/banner.png" alt="Banner" />
      </PlayfrontProviders>,
    );
    expect(await screen.findByRole('img', { name: 'Slot' })).toHaveAttribute(
      'src',
      'https://api.example.com/lgw/games/artwork/slot.svg',
    );
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/banner.png',
    );
  });
});
