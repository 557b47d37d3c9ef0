import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LaunchGameRequest, LotteryMenu } from '@playfront/api-contract';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { authSlice, selectAuthModal } from '@playfront/auth-session';
import { ToastProvider } from '@playfront/ui-kit';
import { walletApi } from '@playfront/wallet';
import { balance, member } from '../../testing/fixtures';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import LotteryPage from '../lottery/lottery-page';
import VnLotteryPage from '../vnlottery/vnlottery-page';
import ByIframePage from './by-iframe-page';

const memberCredentials = { token: 'session-token', accountType: 0 };
let launches: LaunchGameRequest[] = [];
let balanceCalls = 0;

const base = [
  http.get('*/wps/member/info', () => okReply(member)),
  http.get('*/wps/v2/wallets/balance', () => {
    balanceCalls += 1;
    return okReply(balance);
  }),
  http.get('*/wps/game/recent', () => okReply({ list: [], total: 0 })),
];
let nextUrl = 0;
const launchOk = (mode: 'REAL' | 'TRIAL' = 'REAL') =>
  http.post('*/wps/game/launchGame', async ({ request }) => {
    launches.push((await request.json()) as LaunchGameRequest);
    nextUrl += 1;
    return okReply({
      game_url: `/demo-games/slot.html?launch=t${nextUrl}`,
      game_url2: null,
      mode,
      expiresAt: Date.now() + 60_000,
    });
  });

const server = setupServer(...base);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...base);
  launches = [];
  balanceCalls = 0;
  nextUrl = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

async function renderAt(
  path: string,
  credentials: object | undefined = memberCredentials,
  brand: BrandConfig = defaultBrand,
) {
  return renderWithProviders(
    <StrictMode>
      <BrandProvider brand={brand}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/game" element={<ByIframePage />} />
            <Route path="/lottery" element={<LotteryPage />} />
            <Route path="/vnlottery" element={<VnLotteryPage />} />
          </Routes>
        </MemoryRouter>
      </BrandProvider>
    </StrictMode>,
    {
      slices: [authSlice],
      credentials,
      wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
    },
  );
}

/** The frame's error box (the toast region is an alert too). */
const gameError = async () =>
  (await screen.findByText('The game could not be started.')).closest('[role="alert"]') as HTMLElement;

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;

describe('/game: the game frame', () => {
  it('launches once per visit (even under StrictMode) and shows game_url in a sandboxed, titled iframe', async () => {
    server.use(launchOk());
    await renderAt('/game?gameId=12');
    await waitFor(() => expect(frame()).toBeTruthy());
    expect(frame().getAttribute('src')).toBe('/demo-games/slot.html?launch=t1');
    expect(frame()).toHaveAttribute('title', 'Game');
    expect(frame()).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame()).toHaveAttribute('allowfullscreen');
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({
      gameId: 12,
      launchMode: 'GLS',
      accountType: 1,
      confirmTrans: 0,
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: 'PLAYFRONT',
      language: 'en',
      username: 'lucky7',
    });
    // Nothing else launches afterwards.
    await new Promise((r) => setTimeout(r, 50));
    expect(launches).toHaveLength(1);
  });

  it("names the frame after the game from the player's recent games", async () => {
    server.use(
      launchOk(),
      http.get('*/wps/game/recent', () =>
        okReply({ list: [{ id: 12, name: 'Gates of Fortune' }], total: 1 }),
      ),
    );
    await renderAt('/game?gameId=12');
    await waitFor(() => expect(frame()).toHaveAttribute('title', 'Gates of Fortune'));
    expect(screen.getByRole('heading', { name: 'Gates of Fortune' })).toBeInTheDocument();
  });

  it('reload launches again: a launch token is single use', async () => {
    server.use(launchOk());
    await renderAt('/game?gameId=12');
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/demo-games/slot.html?launch=t1'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload game' }));
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/demo-games/slot.html?launch=t2'));
    expect(launches).toHaveLength(2);
  });

  it('a balance message from the game refetches the header balance; one from elsewhere is ignored', async () => {
    server.use(launchOk());
    const { store } = await renderAt('/game?gameId=12');
    await waitFor(() => expect(frame()).toBeTruthy());
    // Something on the page watches the balance, as the header does.
    const watch = store.dispatch(walletApi.endpoints.getBalance.initiate());
    await waitFor(() => expect(balanceCalls).toBe(1));
    const data = { source: 'playfront-game', type: 'balance', balance: '12345' };

    // Another origin, or our origin from another window, or another shape: ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: 'https://evil.example', source: frame().contentWindow }),
      );
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: window }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'other', type: 'balance' },
          origin: window.location.origin,
          source: frame().contentWindow,
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(balanceCalls).toBe(1);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: frame().contentWindow }),
      );
    });
    await waitFor(() => expect(balanceCalls).toBe(2));
    watch.unsubscribe();
  });

  it('a refused launch shows the translated error and retries on demand', async () => {
    let fail = true;
    server.use(
      http.post('*/wps/game/launchGame', async ({ request }) => {
        launches.push((await request.json()) as LaunchGameRequest);
        if (fail) {
          fail = false;
          return errorReply(404, 'not_found');
        }
        return okReply({
          game_url: '/demo-games/slot.html?launch=ok',
          game_url2: null,
          mode: 'REAL',
          expiresAt: 1,
        });
      }),
    );
    await renderAt('/game?gameId=999');
    const alert = await gameError();
    expect(alert).toHaveTextContent('We could not find what you asked for.');
    expect(frame()).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe('/demo-games/slot.html?launch=ok'));
    expect(launches).toHaveLength(2);
  });

  it('a network failure and a trial refusal are told apart', async () => {
    server.use(http.post('*/wps/game/launchGame', () => HttpResponse.error()));
    const first = await renderAt('/game?gameId=5');
    expect(await gameError()).toHaveTextContent(/Network link abnormal/);
    first.unmount();

    server.use(http.post('*/wps/game/launchGame', () => errorReply(403, 'in_need_true_account')));
    await renderAt('/game?gameId=5', { token: 'trial', accountType: 4 });
    const alert = await gameError();
    expect(alert).toHaveTextContent('This needs a real account.');
    expect(alert).not.toHaveTextContent(/Network link abnormal/);
  });

  it('a trial account plays in demo mode, marked as such', async () => {
    server.use(launchOk('TRIAL'));
    await renderAt('/game?gameId=12', { token: 'trial', accountType: 4 });
    await waitFor(() => expect(frame()).toBeTruthy());
    expect(screen.getByText('Demo mode: you play with play money, not your balance.')).toBeInTheDocument();
  });

  it('a visitor gets the login modal and a prompt, and nothing is launched', async () => {
    server.use(launchOk());
    const { store } = await renderAt('/game?gameId=12', { token: null, accountType: null });
    expect(await screen.findByText('Log in to play')).toBeInTheDocument();
    expect(selectAuthModal(store.getState() as never)).toBe('login');
    expect(frame()).toBeNull();
    expect(launches).toHaveLength(0);
  });

  it('without a game id it says so and offers the lobby', async () => {
    await renderAt('/game');
    expect(await screen.findByText('No game was chosen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/index');
  });
});

const vnMenu: LotteryMenu = {
  area: 'VN',
  list: [
    {
      gameId: 31,
      gameCode: 'VN_HANOI',
      name: 'Hà Nội',
      region: 'NORTH',
      playTypes: ['LO2', 'DE'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 32,
      gameCode: 'VN_DANANG',
      name: 'Đà Nẵng',
      region: 'CENTRAL',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 33,
      gameCode: 'VN_HCM',
      name: 'TP. Hồ Chí Minh',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 34,
      gameCode: 'VN_CANTHO',
      name: 'Cần Thơ',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
  ],
};

describe('/vnlottery: the region switch', () => {
  const menuHandler = http.get('*/lgw/vn/games/game_menu', ({ request }) =>
    new URL(request.url).searchParams.get('area') === 'VN' ? okReply(vnMenu) : errorReply(404, 'not_found'),
  );

  it('launches the lottery lobby of the north first, and each region switch launches that region’s game', async () => {
    server.use(menuHandler, launchOk());
    await renderAt('/vnlottery');
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      gameCode: 'VN_HANOI',
      playType: 'LO2',
    });
    expect(launches[0].backUrl).toMatch(/\/index$/);
    await waitFor(() => expect(frame()).toHaveAttribute('title', 'Hà Nội'));

    const regions = screen.getByRole('group', { name: 'Region' });
    expect(within(regions).getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(regions).getByRole('button', { name: 'Central' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]).toMatchObject({ lottoArea: 'VN', gameCode: 'VN_DANANG' });

    await userEvent.click(within(regions).getByRole('button', { name: 'South' }));
    await waitFor(() => expect(launches).toHaveLength(3));
    expect(launches[2]).toMatchObject({ gameCode: 'VN_HCM' });
    // The south has two games: the second is one click away.
    const games = screen.getByRole('group', { name: 'Lottery games' });
    await userEvent.click(within(games).getByRole('button', { name: 'Cần Thơ' }));
    await waitFor(() => expect(launches).toHaveLength(4));
    expect(launches[3]).toMatchObject({ gameCode: 'VN_CANTHO' });
  });

  it('keeps the game code and play type of the launch decision', async () => {
    server.use(menuHandler, launchOk());
    await renderAt('/vnlottery?gameCode=VN_DANANG&playType=LO2');
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ gameCode: 'VN_DANANG', playType: 'LO2' });
    expect(
      within(screen.getByRole('group', { name: 'Region' })).getByRole('button', { name: 'Central' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('visitors see the menu and a login prompt instead of the frame', async () => {
    server.use(menuHandler, launchOk());
    await renderAt('/vnlottery', { token: null, accountType: null });
    expect(await screen.findByRole('group', { name: 'Region' })).toBeInTheDocument();
    expect(screen.getByText('Log in to play')).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(launches).toHaveLength(0);
  });

  it('a menu that fails to load says so and retries', async () => {
    let fail = true;
    server.use(
      launchOk(),
      http.get('*/lgw/vn/games/game_menu', () => {
        if (fail) {
          fail = false;
          return errorReply(500, 'internal_error');
        }
        return okReply(vnMenu);
      }),
    );
    await renderAt('/vnlottery');
    expect(await screen.findByText('The lottery menu could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(launches).toHaveLength(1));
  });
});

describe('lottery pages and the brand’s prize modes', () => {
  const lottMenu: LotteryMenu = {
    area: 'LOTT',
    list: [
      {
        gameId: 41,
        gameCode: 'ELOTT_1MIN',
        name: 'E-Lotto 1 Minute',
        region: null,
        playTypes: ['BIG_SMALL'],
        defaultPlayType: 'BIG_SMALL',
        prizeMode: 'Elott',
      },
      {
        gameId: 42,
        gameCode: 'LOTT_DAILY',
        name: 'Daily Lotto 5D',
        region: null,
        playTypes: ['2D'],
        defaultPlayType: '2D',
        prizeMode: 'Lott',
      },
      {
        gameId: 43,
        gameCode: 'LOTT_FAST',
        name: 'Fast Lotto 5D',
        region: null,
        playTypes: ['2D'],
        defaultPlayType: '2D',
        prizeMode: 'Lott',
      },
    ],
  };
  const menus = http.get('*/lgw/vn/games/game_menu', ({ request }) =>
    okReply(new URL(request.url).searchParams.get('area') === 'VN' ? vnMenu : lottMenu),
  );
  const brandWith = (prizeModes: BrandConfig['prizeModes']): BrandConfig => ({ ...defaultBrand, prizeModes });

  it('offers and launches only the games of the prize modes the brand offers', async () => {
    server.use(menus, launchOk());
    // The launch decision asked for the e-lottery game; the brand offers lottery (Lott) only.
    await renderAt(
      '/lottery?gameCode=ELOTT_1MIN&playType=BIG_SMALL',
      memberCredentials,
      brandWith(['Lott', 'SEA']),
    );
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ lottoArea: 'LOTT', gameCode: 'LOTT_DAILY' });
    const games = screen.getByRole('group', { name: 'Lottery games' });
    expect(
      within(games)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Daily Lotto 5D', 'Fast Lotto 5D']);
    expect(screen.queryByText('E-Lotto 1 Minute')).toBeNull();
  });

  it('with every prize mode offered the e-lottery game launches as asked', async () => {
    server.use(menus, launchOk());
    await renderAt('/lottery?gameCode=ELOTT_1MIN&playType=BIG_SMALL');
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ gameCode: 'ELOTT_1MIN', playType: 'BIG_SMALL' });
  });

  it('says a lottery the brand does not offer is not offered, and launches nothing', async () => {
    server.use(menus, launchOk());
    await renderAt('/vnlottery', memberCredentials, brandWith(['Lott', 'Elott', 'SEA']));
    expect(await screen.findByText('This lottery is not offered here.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Region' })).toBeNull();
    expect(frame()).toBeNull();
    expect(launches).toHaveLength(0);
  });
});
