import { screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import type { CredentialsState } from '@playfront/api-client';
import { authSlice } from '@playfront/auth-session';
import { BrandProvider, BrandRuntimeProvider, defaultBrand } from '@playfront/brand-config';
import { bannerHandlers } from '@playfront/content/testing';
import { useMessageAreas, withMessageAreas } from '@playfront/i18n';
import type * as I18nLib from '@playfront/i18n';
import { pointsHandlers } from '@playfront/points-mall/testing';
import { promotionHandlers } from '@playfront/promotions/testing';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { vipHandlers } from '@playfront/vip/testing';
import { fundsHandler } from '@playfront/wallet/testing';
import { missionSummaryHandler } from '@playfront/member-centre/testing';
import { analyticsSlice } from '../app/analytics-slice';
import { MemberCentreModal } from '../layout/member-centre-modal';
import { portalHandlers } from '../testing/fixtures';
import { AppRoutes } from './routes';

// The lib screens ask for their message areas (useMessageAreas); the portal loads them with its lazy chunks
// (withMessageAreas) and has no Suspense boundary above its pages, so a screen must never ask for an area
// its chunk did not load. Both are recorded here: the screens' requests change nothing.
jest.mock('@playfront/i18n', () => {
  const actual = jest.requireActual<typeof I18nLib>('@playfront/i18n');
  return { ...actual, useMessageAreas: jest.fn(), withMessageAreas: jest.fn(actual.withMessageAreas) };
});

const server = setupServer(
  ...portalHandlers(),
  ...vipHandlers(),
  ...pointsHandlers(),
  ...promotionHandlers(),
  fundsHandler(),
  missionSummaryHandler(0),
  ...bannerHandlers(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

const Wrapper = ({ children }: { children: ReactNode }) => (
  <BrandProvider brand={defaultBrand}>
    <BrandRuntimeProvider host="portal.test">
      <ThemeProvider defaultTheme="dark">
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </BrandRuntimeProvider>
  </BrandProvider>
);

const renderAt = (path: string, ui: ReactElement, credentials?: Partial<CredentialsState>) =>
  renderWithProviders(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, {
    slices: [authSlice, analyticsSlice],
    credentials,
    wrapper: Wrapper,
  });

const areas = (mock: unknown) =>
  (mock as jest.Mock<unknown, [readonly string[]]>).mock.calls.flatMap(([list]) => list);
/** The areas the shown screens asked for that no chunk loaded. */
const notLoaded = () => {
  const loaded = new Set(areas(withMessageAreas));
  return [...new Set(areas(useMessageAreas))].filter((area) => !loaded.has(area));
};

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const agent = { token: 'tok', accountType: 1 };

describe("the lib screens ask only for the message areas the portal's chunks load", () => {
  it.each([
    ['/vip', 'VIP'],
    ['/pointMall', 'Points mall'],
    ['/promotions', 'Promotions'],
    ['/promoDetail?id=1', 'Welcome deposit bonus'],
    [`/reset-password?token=${token}`, 'Reset your password'],
  ])('%s', async (path, heading) => {
    await renderAt(path, <AppRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(areas(useMessageAreas)).not.toEqual([]);
    expect(notLoaded()).toEqual([]);
  });

  it("the home page's lobby with its banners", async () => {
    await renderAt('/index', <AppRoutes />);
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(areas(useMessageAreas)).toContain('games');
    expect(notLoaded()).toEqual([]);
  });

  it('the member centre, and the agent centre it opens', async () => {
    // The agent centre's chunk is loaded by the member centre's, whose areas it uses too.
    const { unmount } = await renderAt(
      '/index',
      <MemberCentreModal open page="securityCenter" onClose={() => undefined} />,
      agent,
    );
    expect(await screen.findByRole('navigation', { name: 'Personal center menu' })).toBeInTheDocument();
    expect(areas(useMessageAreas)).toContain('rewards');
    expect(notLoaded()).toEqual([]);
    unmount();

    await renderAt('/index', <MemberCentreModal open page="agent" onClose={() => undefined} />, agent);
    expect(await screen.findByRole('navigation', { name: 'Agent centre menu' })).toBeInTheDocument();
    expect(areas(useMessageAreas)).toContain('refusals');
    expect(notLoaded()).toEqual([]);
  });
});
