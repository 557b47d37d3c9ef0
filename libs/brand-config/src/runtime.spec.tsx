import { screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { languageSet } from '@playfront/api-client';
import type { BrandRuntime } from '@playfront/api-contract';
import { defaultBrand, useBrand } from './brand';
import { BrandRuntimeProvider, startInBrandLanguage, withBrandRuntime } from './runtime';

const runtime: BrandRuntime = {
  languages: ['en'],
  defaultLanguage: 'en',
  chatHeaderColor: '#c0392b',
  lotteryType: 'SEA',
  prizeModes: ['Lott', 'SEA'],
  esports: ['IA'],
  loginedToHomePage: true,
};
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function BrandProbe() {
  const brand = useBrand();
  return (
    <output>
      {JSON.stringify([brand.languages, brand.loginedToHomePage, brand.chatHeaderColor, brand.esports])}
    </output>
  );
}

describe('withBrandRuntime', () => {
  it("takes the server's values over the built-in ones", () => {
    expect(withBrandRuntime(defaultBrand, runtime)).toEqual({ ...defaultBrand, ...runtime });
  });

  it('leaves out languages the portal does not ship, and keeps the default among those offered', () => {
    const brand = withBrandRuntime(defaultBrand, {
      ...runtime,
      languages: ['zz', 'th', 'ko'],
      defaultLanguage: 'zz',
    });
    expect(brand.languages).toEqual(['th', 'ko']);
    expect(brand.defaultLanguage).toBe('th');
    expect(withBrandRuntime(defaultBrand, { ...runtime, languages: ['zz'] }).languages).toEqual(
      defaultBrand.languages,
    );
  });

  it('keeps the built-in brand without a reply, and its values for keys an older server leaves out', () => {
    expect(withBrandRuntime(defaultBrand, undefined)).toBe(defaultBrand);
    expect(withBrandRuntime(defaultBrand, { loginedToHomePage: true })).toEqual({
      ...defaultBrand,
      loginedToHomePage: true,
    });
  });
});

describe('BrandRuntimeProvider', () => {
  it('gives the components below the brand configuration of the permission reply', async () => {
    server.use(http.get('*/wps/system/permission', () => okReply({ brand: runtime })));
    await renderWithProviders(
      <BrandRuntimeProvider host="portal.test">
        <BrandProbe />
      </BrandRuntimeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify([defaultBrand.languages, false, '#0a6cff', []]),
    );
    expect(await screen.findByText(JSON.stringify([['en'], true, '#c0392b', ['IA']]))).toBeInTheDocument();
  });

  it('keeps the built-in brand when the reply fails', async () => {
    server.use(http.get('*/wps/system/permission', () => errorReply(503, 'service_unavailable')));
    await renderWithProviders(
      <BrandRuntimeProvider host="portal.test">
        <BrandProbe />
      </BrandRuntimeProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify([defaultBrand.languages, false, '#0a6cff', []]),
    );
  });
});

describe('startInBrandLanguage', () => {
  const start = async (
    stored: string | null,
    languages: BrandRuntime['languages'],
    defaultLanguage: string,
  ) => {
    const { i18n } = await createTestStore();
    const actions: unknown[] = [];
    await startInBrandLanguage(
      i18n,
      (action) => actions.push(action),
      stored,
      withBrandRuntime(defaultBrand, { ...runtime, languages, defaultLanguage }),
    );
    return { language: i18n.language, actions, cancel: i18n.t('in_more_cancel') };
  };

  it("starts a first visit in the brand's default language", async () => {
    expect(await start(null, ['en', 'vi'], 'vi')).toEqual({
      language: 'vi',
      actions: [languageSet('vi')],
      cancel: 'Hủy',
    });
  });

  it('keeps the language a visitor chose when the brand offers it', async () => {
    expect((await start('ko', ['en', 'ko'], 'en')).language).toBe('ko');
  });

  it('shows an EN-only brand in English to a visitor who chose Japanese before', async () => {
    expect(await start('ja', ['en'], 'en')).toEqual({
      language: 'en',
      actions: [languageSet('en')],
      cancel: 'Cancel',
    });
  });
});
