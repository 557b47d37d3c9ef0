import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { act } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { Location, NavigateFunction } from 'react-router';
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, renderWithProviders } from '@playfront/api-client/testing';
import type { AppDispatch, CredentialsState } from '@playfront/api-client';
import type { BrandRuntime, WhitelabelFlag } from '@playfront/api-contract';
import { authSlice } from '@playfront/auth-session';
import { BrandProvider, BrandRuntimeProvider, defaultBrand } from '@playfront/brand-config';
import { promotionHandlers } from '@playfront/promotions/testing';
import { vipHandlers } from '@playfront/vip/testing';
import { pointsHandlers } from '@playfront/points-mall/testing';
import type { BrandConfig } from '@playfront/brand-config';
import {
  inboxBackend,
  inboxMessage,
  protectionBackend,
  referralBackend,
  rewardsBackend,
} from '@playfront/member-centre/testing';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { lazyPage } from '../routing/lazy-page';
import { pageGroups } from '../routing/page-groups';
import { AppRoutes } from '../routing/routes';
import { brandRuntime, member as memberInfo, ok, permission, portalHandlers } from '../testing/fixtures';
import { analyticsSlice, selectGtagId } from './analytics-slice';
import { isKnownHost } from './domain-check';
import { SHELL_ID } from './prerendered-shell';
import { Startup } from './startup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

interface Options {
  status?: number;
  flags?: WhitelabelFlag[];
  credentials?: Partial<CredentialsState>;
  brand?: BrandConfig;
  /** Handlers that take precedence over the portal's own (member info of another rank, say). */
  handlers?: HttpHandler[];
  /** The brand configuration the server sends in the permission reply. */
  runtime?: Partial<BrandRuntime>;
  /** Runs on the store before the first render, as boot.tsx starts a page's first calls. */
  setup?: (dispatch: AppDispatch) => unknown;
  /** As boot.tsx passes it: settles once the page's chunk is in. */
  pageReady?: Promise<unknown>;
}

async function renderPortal(
  path: string,
  {
    status = 0,
    flags,
    credentials,
    brand = defaultBrand,
    handlers = [],
    runtime = {},
    setup,
    pageReady,
  }: Options = {},
) {
  server.use(
    ...handlers,
    ...portalHandlers({ status, flags, permission: permission({ brand: brandRuntime(runtime) }) }),
  );
  // Reads the memory router's location and navigates it, as a test driver.
  const current: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const router = {
    get state() {
      return { location: current.location as Location };
    },
    navigate: (to: string) => act(async () => void (await current.navigate?.(to))),
  };
  // As boot.tsx does: the server's brand configuration over the built-in brand.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={brand}>
      <BrandRuntimeProvider host="portal.test">
        <ThemeProvider defaultTheme="dark">
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </BrandRuntimeProvider>
    </BrandProvider>
  );
  const result = await renderWithProviders(
    <Startup host="portal.test" pageReady={pageReady}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe />
      </MemoryRouter>
    </Startup>,
    { slices: [authSlice, analyticsSlice], credentials, setup, wrapper: Wrapper },
  );
  return { router, ...result };
}

const member = { token: 'tok', accountType: 0 };

/** A game of the PG Soft slots lobby. */
const lobbyGame = {
  id: 7,
  code: 'PG_MAHJONG_WAYS',
  name: 'Mahjong Ways',
  vassalage: 'PG_RNG',
  vendorCode: 'PG',
  gameCategory: 'RNG',
  gameType: 'RNG',
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: 'PG_RNG',
  engine: 'slot',
  image: '/lgw/games/artwork/PG_MAHJONG_WAYS.svg',
  isHot: false,
  trial: true,
};

describe('start-up by system status', () => {
  it('0 shows the portal and keeps the analytics id in state without loading anything', async () => {
    const { store } = await renderPortal('/index');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Playfront' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() =>
      expect(selectGtagId(store.getState() as unknown as Parameters<typeof selectGtagId>[0])).toBe(
        'G-TEST123',
      ),
    );
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('1 shows the maintenance page with contact us', async () => {
    await renderPortal('/index', { status: 1 });
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('2 shows the region page with the visitor IP and country', async () => {
    await renderPortal('/index', { status: 2 });
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('SG')).toBeInTheDocument();
  });

  it('keeps the prerendered page on screen until the portal is rendered, and removes it with that render', async () => {
    const shell = document.createElement('div');
    shell.id = SHELL_ID;
    shell.textContent = 'Prerendered landing page';
    document.body.append(shell);
    // The domain routes answer late: the start-up waits for them.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await renderPortal('/index', {
      handlers: [
        http.get('*/wps/system/domainRoute', async () => {
          await answered;
          return ok([]);
        }),
      ],
    });
    expect(screen.getByText('Prerendered landing page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Playfront' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Prerendered landing page')).not.toBeInTheDocument();
  });

  it("keeps a lobby's prerendered page on screen until the lobby's chunk is in", async () => {
    const shell = document.createElement('div');
    shell.id = SHELL_ID;
    shell.textContent = 'Prerendered slots lobby';
    document.body.append(shell);
    let chunkIn: () => void = () => undefined;
    const pageReady = new Promise<void>((resolve) => (chunkIn = resolve));
    const { store } = await renderPortal('/rng', { pageReady });
    // The start-up calls are in, the chunk is not.
    await waitFor(() => {
      const { queries } = store.getState().api;
      expect(queries['getSystemStatus(undefined)']?.status).toBe('fulfilled');
      expect(queries['getDomainRoutes(undefined)']?.status).toBe('fulfilled');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Prerendered slots lobby')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    chunkIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByText('Prerendered slots lobby')).not.toBeInTheDocument();
  });

  it('any other value shows nothing', async () => {
    server.use(http.get('*/wps/system/status', () => ok(7)));
    const { store } = await renderPortal('/index', { status: 7 });
    await waitFor(() =>
      expect(store.getState().api.queries['getSystemStatus(undefined)']?.status).toBe('fulfilled'),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

describe('domain check (spec §7 domain routes, §8 invalid URL)', () => {
  it("tells a visitor on a host that is not one of the brand's domains that the URL is invalid", async () => {
    await renderPortal('/index', {
      handlers: [
        http.get('*/wps/system/domainRoute', () =>
          ok([{ domain: 'brand.example', type: 'MAIN', path: '/' }]),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid URL' })).toBeInTheDocument();
    expect(screen.getByText('portal.test')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the portal on a listed domain, a subdomain of one, and when the routes cannot be read', async () => {
    expect(isKnownHost([{ domain: 'brand.example', type: 'MAIN', path: '/' }], 'm.brand.example:8443')).toBe(
      true,
    );
    expect(isKnownHost([{ domain: 'brand.example', type: 'MAIN', path: '/' }], 'evilbrand.example')).toBe(
      false,
    );
    expect(isKnownHost([], 'anything.example')).toBe(true);
    await renderPortal('/index', {
      handlers: [http.get('*/wps/system/domainRoute', () => HttpResponse.json({}, { status: 500 }))],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Playfront' }),
    ).toBeInTheDocument();
  });
});

describe('footer', () => {
  it("lists the brand's real deposit channels as payment methods, and no card without a card channel", async () => {
    await renderPortal('/index', {
      handlers: [http.get('*/wps/payment/methods', () => ok({ list: [{ code: 'BANK' }, { code: 'QR' }] }))],
    });
    const footer = await screen.findByRole('contentinfo');
    const payments = within(footer).getByRole('region', { name: 'Payment methods' });
    await waitFor(() =>
      expect(
        within(payments)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Bank transfer', 'QR payment']),
    );
  });
});

describe('footer responsible gaming', () => {
  it("links a visitor to the help article, and opens a member's own limits and breaks", async () => {
    const visitor = await renderPortal('/index');
    let help = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/help?category=responsible-gaming',
    );
    visitor.unmount();

    await renderPortal('/index', { credentials: member });
    server.use(
      ...protectionBackend().handlers,
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '123456', wallets: [] }),
      ),
    );
    help = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Help' });
    await userEvent.click(await within(help).findByRole('button', { name: 'Responsible gaming' }));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    const menu = await within(centre).findByRole('navigation', { name: 'Personal center menu' });
    expect(within(menu).getByRole('button', { name: 'Responsible gaming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(centre).findByRole('heading', { name: 'My limits' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('redirects / to /index and /lottert to /lottery', async () => {
    const { router } = await renderPortal('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    await router.navigate('/lottert');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    // The page's title stands from the first render (in the game frame's bar while the menu loads).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument(),
    );
  });

  it.each([
    ['/index', 'Welcome to Playfront', { header: true, footer: true, side: true }],
    ['/vip', 'VIP', { header: true, footer: true, side: false }],
    ['/seaLottery', 'Southeast Asia lottery', { header: true, footer: false, side: false }],
    ['/game', 'Game', { header: true, footer: false, side: false }],
    ['/helpmc', 'Help centre', { header: false, footer: false, side: false }],
  ])('%s shows the layout parts of spec §2', async (path, heading, parts) => {
    const { unmount } = await renderPortal(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(!!screen.queryByRole('banner')).toBe(parts.header);
    expect(!!screen.queryByRole('contentinfo')).toBe(parts.footer);
    expect(!!screen.queryByRole('button', { name: 'Menu' })).toBe(parts.side);
    unmount();
  });

  it('sends a visitor to /login when the server turns loginedToHomePage on, except on the open routes', async () => {
    const { router } = await renderPortal('/rng', { runtime: { loginedToHomePage: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await router.navigate('/helpmc');
    expect(router.state.location.pathname).toBe('/helpmc');
    await router.navigate('/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps a member on the page with loginedToHomePage on, and a visitor with it off', async () => {
    const signedIn = await renderPortal('/rng', {
      runtime: { loginedToHomePage: true },
      credentials: member,
    });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(signedIn.router.state.location.pathname).toBe('/rng');
    signedIn.unmount();
    const visitor = await renderPortal('/rng', { runtime: { loginedToHomePage: false } });
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(visitor.router.state.location.pathname).toBe('/rng');
  });

  it('shows a 404 page for unknown paths', async () => {
    await renderPortal('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the promotions at /promotions and a promotion at /promoDetail?id=', async () => {
    server.use(...promotionHandlers());
    const { router } = await renderPortal('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Promotions' });
    await userEvent.click(within(list).getByRole('link', { name: 'Welcome deposit bonus' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
    expect(router.state.location.pathname).toBe('/promoDetail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome deposit bonus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
  });

  it('shows the VIP page at /vip and brings the header club label up to date with the rank', async () => {
    // Member info read before the hourly evaluation says VIP 2; the VIP call already says Gold (3).
    let infoCalls = 0;
    const info = http.get('*/wps/member/info', () => {
      infoCalls += 1;
      return ok({
        ...memberInfo,
        clubLabel:
          infoCalls === 1 ? { labelName: 'Silver', rankLevel: 2 } : { labelName: 'Gold', rankLevel: 3 },
      });
    });
    await renderPortal('/vip', { credentials: member, handlers: [info, ...vipHandlers()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Your VIP rank' });
    expect(within(current).getByText('Gold')).toBeInTheDocument();
    expect(within(current).getByRole('progressbar', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rank benefits' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByText('Gold')).toBeInTheDocument());
    expect(within(header).queryByText('Silver')).not.toBeInTheDocument();
    expect(infoCalls).toBe(2);
  });

  it('shows a visitor the VIP benefits and a call to log in at /vip', async () => {
    await renderPortal('/vip', { handlers: vipHandlers() });
    expect(await screen.findByRole('table', { name: 'Rank benefits' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your VIP rank' })).not.toBeInTheDocument();
  });

  it('shows a visitor the goods of the points mall with header and footer at /pointMall', async () => {
    await renderPortal('/pointMall', { handlers: pointsHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
    const goods = await screen.findByRole('list', { name: 'Goods' });
    expect(within(goods).getByRole('listitem', { name: 'Wireless earbuds' })).toBeInTheDocument();
    expect(screen.getByText('1,000 points = P7.00')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('ignores navigation to the page already shown', async () => {
    const { router } = await renderPortal('/index');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Playfront' });
    const nav = screen.getByRole('navigation', { name: 'Games' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Live casino' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
    const key = router.state.location.key;
    await userEvent.click(within(nav).getByRole('link', { name: 'Live casino' }));
    expect(router.state.location.key).toBe(key);
  });
});

describe('lazy page chunks', () => {
  it('shows why a chunk failed and loads it on retry', async () => {
    let calls = 0;
    const page = lazyPage(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
      return { default: () => <p>Loaded page</p> };
    });
    await renderWithProviders(<page.Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be found on the server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it("starts the page's first calls once its chunk is in, with the address; a page without them just loads", async () => {
    const started: unknown[] = [];
    const dispatch = (() => undefined) as unknown as AppDispatch;
    const page = lazyPage(async () => ({
      default: () => <p>Lobby</p>,
      prefetch: (given: AppDispatch, address: unknown) => started.push(given === dispatch, address),
    }));
    const address = { pathname: '/rng', search: '?page=PG' };
    await page.prefetch(dispatch, address);
    expect(started).toEqual([true, address]);
    // The chunk is kept: the page shows at once, and loading it calls nothing again.
    await renderWithProviders(<page.Component />);
    expect(screen.getByText('Lobby')).toBeInTheDocument();
    expect(started).toHaveLength(2);

    const plain = lazyPage(async () => ({ default: () => <p>Plain</p> }));
    await expect(plain.prefetch(dispatch, address)).resolves.toBeUndefined();
  });

  it('on a direct visit to a lobby, its games are asked for before the first render, and only then', async () => {
    const calls: string[] = [];
    const handlers = [
      http.get('*/wps/game/list', ({ request }) => {
        const url = new URL(request.url);
        calls.push(`${url.pathname}${url.search}`);
        return ok({ list: [lobbyGame], total: 1 });
      }),
    ];
    await renderPortal('/rng?page=PG', {
      handlers,
      setup: async (dispatch) => {
        await pageGroups.egame.prefetch(dispatch, { pathname: '/rng', search: '?page=PG' });
        await waitFor(() => expect(calls).toEqual(['/wps/game/list?vassalage=PG_RNG&page=1&size=60']));
      },
    });
    expect(await screen.findByRole('article', { name: lobbyGame.name })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // /hot and /fav are no vendor lobby: nothing to start there.
    calls.length = 0;
    const { store } = await createTestStore();
    await pageGroups.egame.prefetch(store.dispatch, { pathname: '/hot', search: '' });
    expect(calls).toEqual([]);
  });

  it('tells a time-out apart', async () => {
    const page = lazyPage(() => new Promise(() => undefined), 'default', 10);
    await renderWithProviders(<page.Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The page took longer than expected to load.');
  });
});

describe('top navigation', () => {
  it('has one entry per category with vendors, DS88 right after live casino, favourites only when logged in', async () => {
    await renderPortal('/index');
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(2));
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Hot games',
      'Lottery',
      'Live casino',
      'Cockfighting',
      'Sports',
      'Fishing',
      'Slots',
    ]);
    expect(within(nav).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');
  });

  it('adds favourites for a member', async () => {
    await renderPortal('/index', { credentials: member });
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    expect(await within(nav).findByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/fav');
  });
});

describe('side menu', () => {
  it('opens as a drawer, keeps groups exclusive, gates items by flags and closes on Escape', async () => {
    await renderPortal('/index', { flags: ['MANPLAYREB3'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Side menu' });
    const main = within(menu).getByRole('button', { name: 'Main menu' });
    const memberGroup = within(menu).getByRole('button', { name: 'Member' });
    expect(main).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Cashback' })).toBeInTheDocument());
    expect(within(menu).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();

    await userEvent.click(memberGroup);
    expect(memberGroup).toHaveAttribute('aria-expanded', 'true');
    expect(main).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Responsible gaming' })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Language' }));
    expect(memberGroup).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it.each([
    [4, 'https://chat.example/live', '#0a6cff'],
    [5, 'https://chat.example/vip', '#c0392b'],
  ])(
    'customer service for a member of rank %i opens %s (spec §6: above 4 is the VIP channel) with the chat header colour %s of the brand',
    async (rankLevel, url, chatHeaderColor) => {
      const popup = { closed: false, opener: {} as unknown, location: { href: '' }, close: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      try {
        const info = http.get('*/wps/member/info', () =>
          ok({ ...memberInfo, clubLabel: { labelName: `VIP ${rankLevel}`, rankLevel } }),
        );
        await renderPortal('/index', { credentials: member, handlers: [info], runtime: { chatHeaderColor } });
        await waitFor(() =>
          expect(within(screen.getByRole('banner')).getByText(`VIP ${rankLevel}`)).toBeInTheDocument(),
        );
        await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
        const menu = screen.getByRole('dialog', { name: 'Side menu' });
        await userEvent.click(within(menu).getByRole('button', { name: 'Customer service' }));
        await waitFor(() =>
          expect(popup.location.href).toBe(`${url}?headerColor=${encodeURIComponent(chatHeaderColor)}`),
        );
        expect(open).toHaveBeenCalledTimes(1);
        expect(popup.opener).toBeNull();
        expect(popup.close).not.toHaveBeenCalled();
      } finally {
        open.mockRestore();
      }
    },
  );

  it('help closes every group and goes to /help', async () => {
    const { router } = await renderPortal('/index');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Help centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(await screen.findByRole('button', { name: 'User agreement' })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows the logged-in strip with balance, unread count and account name', async () => {
    await renderPortal('/index', { credentials: member });
    expect(await screen.findByRole('button', { name: /P1,234\.56/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '123456', wallets: [] }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Lucky Seven: open personal center/ }));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    // The member centre opens on my account, its menu in the spec's order; this brand has cashback
    // (MANPLAYREB3) and invite friends (AGENTPOLICY3) switched off, so their entries are left out.
    const menu = await within(centre).findByRole('navigation', { name: 'Personal center menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward centre',
      'Mission activity',
      'Platform information',
      'Responsible gaming',
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the time since login and the local time beside the balance, and in the drawer where phones have no room for them', async () => {
    await renderPortal('/index', { credentials: member });
    const banner = await screen.findByRole('banner');
    const clock = (await within(banner).findByText('Logged in for 42 minutes')).closest('time');
    expect(clock).toHaveTextContent('0:42');
    expect(clock).toHaveAttribute('datetime', 'PT42M');
    // Beside it, the local time of day (58 Pa. Code 814a.1(e)(1)).
    expect(within(banner).getByText(/^Local time \d{1,2}:\d{2}( [AP]M)?$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Side menu' });
    expect(await within(menu).findByText('Logged in for 42 minutes')).toBeInTheDocument();
    expect(within(menu).getByText(/^Local time /)).toBeInTheDocument();
  });

  it('opens the inbox from the unread count, which drops as messages are read and picks up new ones', async () => {
    await renderPortal('/index', { credentials: member });
    const inbox = inboxBackend();
    server.use(
      ...inbox.handlers,
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '123456', wallets: [] }),
      ),
    );
    // The count read before the inbox answered is the fixtures' 3; the window coming back reads it again.
    act(() => void window.dispatchEvent(new Event('focus')));
    await userEvent.click(await screen.findByRole('button', { name: 'Messages, 3 unread' }));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    const item = await within(centre).findByRole('listitem', { name: 'Bonus credited' });
    await userEvent.click(within(item).getByRole('button', { name: /^Bonus credited/ }));
    expect(await within(item).findByText(/See Bonus details for its turnover/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    await userEvent.click(within(centre).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();

    // A message arrives (a deposit approved): the header shows it when the player comes back to the window.
    inbox.state.messages.unshift(inboxMessage({ id: 9, title: 'Deposit approved' }));
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('opens the reward centre of the member centre from the side menu', async () => {
    await renderPortal('/index', { credentials: member });
    server.use(
      ...rewardsBackend().handlers,
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '123456', wallets: [] }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const side = screen.getByRole('dialog', { name: 'Side menu' });
    await userEvent.click(within(side).getByRole('button', { name: 'Reward centre' }));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    const menu = await within(centre).findByRole('navigation', { name: 'Personal center menu' });
    expect(within(menu).getByRole('button', { name: 'Reward centre' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(centre).findByRole('button', { name: 'Claim Weekend reload' })).toBeInTheDocument();
    // Three missions are open: the mission activity entry says so.
    expect(await within(menu).findByText('Open missions: 3')).toBeInTheDocument();
  });

  it('opens invite friends from the side menu when the referral flag is on', async () => {
    await renderPortal('/index', { credentials: member, flags: ['AGENTPOLICY3'] });
    server.use(
      ...referralBackend().handlers,
      http.get('*/wps/member/info/funds/consolidated', () =>
        ok({ currency: 'PHP', currencySymbol: 'P', sumBalance: '123456', wallets: [] }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const side = screen.getByRole('dialog', { name: 'Side menu' });
    await userEvent.click(await within(side).findByRole('button', { name: 'Invite friends' }));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    const menu = await within(centre).findByRole('navigation', { name: 'Personal center menu' });
    expect(within(menu).getByRole('button', { name: 'Invite friends' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(centre).findByText('DEMO2026')).toBeInTheDocument();
    expect(within(centre).getByRole('img', { name: 'QR code of my invite link' })).toBeInTheDocument();
    expect(within(centre).queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('opens the agent centre for an agent account only, from the strip and the side menu', async () => {
    await renderPortal('/index', { credentials: { token: 'tok', accountType: 1 }, flags: ['AGENTPOLICY3'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Agent centre' }));
    const centre = await screen.findByRole('dialog', { name: 'Agent' });
    const menu = await within(centre).findByRole('navigation', { name: 'Agent centre menu' });
    expect(within(menu).getAllByRole('button')).toHaveLength(12);
    expect(within(menu).getByRole('button', { name: 'Announcement' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(centre).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const side = screen.getByRole('dialog', { name: 'Side menu' });
    await userEvent.click(within(side).getByRole('button', { name: 'Member' }));
    await userEvent.click(within(side).getByRole('button', { name: 'Agent centre' }));
    expect(await screen.findByRole('dialog', { name: 'Agent' })).toBeInTheDocument();
  });

  it('offers no agent centre to a member', async () => {
    await renderPortal('/index', { credentials: member, flags: ['AGENTPOLICY3'] });
    await screen.findByRole('button', { name: /open personal center/ });
    expect(screen.queryByRole('button', { name: 'Agent centre' })).not.toBeInTheDocument();
  });

  it('hides the language list when the brand has one language, and toggles the theme', async () => {
    // The built-in brand offers six; the server's configuration (EN only) wins, without a rebuild.
    await renderPortal('/index', { runtime: { languages: ['en'], defaultLanguage: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Playfront' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Side menu' });
    expect(within(menu).getByRole('button', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Language' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset['theme']).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset['theme']).toBe('dark');
  });

  it('offers only the languages the server configures, in its order, in the side menu too', async () => {
    await renderPortal('/index', { runtime: { languages: ['th', 'en'], defaultLanguage: 'en' } });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ไทย', 'English']);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Side menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Language' }));
    const list = within(menu).getByRole('list', { name: 'Language' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ไทย', 'English']);
  });

  it('lists every brand language and switches', async () => {
    const { i18n } = await renderPortal('/index');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(select, 'ja');
    await waitFor(() => expect(i18n.language).toBe('ja'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Playfront へようこそ' }),
    ).toBeInTheDocument();
  });
});

describe('home marquee', () => {
  const announcements = http.get('*/wps/announcement/list', ({ request }) => {
    const types = new URL(request.url).searchParams.get('types');
    return ok({
      list:
        types === 'H,B'
          ? [
              {
                id: 21,
                type: 'H',
                execution: 'B',
                title: 'New: seamless wallet games',
                content: '<p>Lotteries now play straight from your main balance.</p>',
                date: Date.UTC(2026, 10, 2),
              },
            ]
          : [],
    });
  });

  it('arrives after the page has loaded, in the band the home hero keeps for it, and not on other pages', async () => {
    const { router } = await renderPortal('/index', { handlers: [announcements] });
    const hero = await screen.findByRole('region', { name: 'Welcome to Playfront' });
    const marquee = await within(hero).findByRole('region', { name: 'Announcements' }, { timeout: 10_000 });
    expect(within(marquee).getByRole('button', { name: /New: seamless wallet games/ })).toHaveTextContent(
      'Lotteries now play straight from your main balance.',
    );

    // Another page has no hero and no marquee; back home, it is there again.
    await router.navigate('/help');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull());
    await router.navigate('/index');
    const again = await screen.findByRole('region', { name: 'Welcome to Playfront' });
    expect(await within(again).findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });
});
