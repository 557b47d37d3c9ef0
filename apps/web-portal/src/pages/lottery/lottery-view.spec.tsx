import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { LotteryMenu } from '@playfront/api-contract';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { authSlice } from '@playfront/auth-session';
import { ToastProvider } from '@playfront/ui-kit';
import { launchRecorder, playSessionRecorder } from '@playfront/game-launch/testing';
import { balance, member, vnMenu } from '../../testing/fixtures';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import type { AppDispatch } from '@playfront/api-client';
import VnLotteryPage, { prefetch as prefetchVnLottery } from '../vnlottery/vnlottery-page';
import LotteryPage from './lottery-page';

const memberCredentials = { token: 'session-token', accountType: 0 };
const { launches, launchOk, resetLaunches } = launchRecorder();

const base = [
  http.get('*/wps/member/info', () => okReply(member)),
  http.get('*/wps/v2/wallets/balance', () => okReply(balance)),
  http.get('*/wps/game/recent', () => okReply({ list: [], total: 0 })),
  // The game frame's reality check (game-launch) reads this login's play.
  playSessionRecorder().handler,
];

const server = setupServer(...base);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...base);
  resetLaunches();
  sessionStorage.clear();
});
afterAll(() => server.close());

async function renderAt(
  path: string,
  credentials: object | undefined = memberCredentials,
  brand: BrandConfig = defaultBrand,
  setup?: (dispatch: AppDispatch) => unknown,
) {
  return renderWithProviders(
    <StrictMode>
      <BrandProvider brand={brand}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/lottery" element={<LotteryPage />} />
            <Route path="/vnlottery" element={<VnLotteryPage />} />
          </Routes>
        </MemoryRouter>
      </BrandProvider>
    </StrictMode>,
    {
      slices: [authSlice],
      credentials,
      setup,
      wrapper: ({ children }) => <ToastProvider>{children}</ToastProvider>,
    },
  );
}

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;

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

  it('while the menu loads, the page is already the game frame: nothing moves when it arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/lgw/vn/games/game_menu', async () => {
        await held;
        return okReply(vnMenu);
      }),
      launchOk(),
    );
    await renderAt('/vnlottery');
    // The frame's bar (its title is the page's name until a game is known), a row kept for the choices
    // and the stage with its spinner, as they will stand once the menu is in.
    const toolbar = await screen.findByRole('toolbar', { name: 'Game controls' });
    expect(within(toolbar).getByRole('heading', { level: 1 })).toHaveTextContent('Vietnam lottery');
    const stage = document.querySelector<HTMLElement>('.pf-game__stage');
    const choicesRow = document.querySelector('.pf-game__choices');
    expect(stage).not.toBeNull();
    expect(within(stage as HTMLElement).getByRole('status')).toHaveTextContent('Starting the game…');
    expect(choicesRow?.nextElementSibling).toBe(stage);
    release();
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(await screen.findByRole('group', { name: 'Region' })).toBeInTheDocument();
    // The same elements, filled in: not a new page put in the place of a loading one.
    expect(document.querySelector('.pf-game__stage')).toBe(stage);
    expect(document.querySelector('.pf-game__choices')).toBe(choicesRow);
    expect(within(toolbar).getByRole('heading', { level: 1 })).toHaveTextContent('Hà Nội');
  });

  it('opened directly, its menu is asked for before it renders, and only then', async () => {
    const areas: (string | null)[] = [];
    server.use(
      launchOk(),
      http.get('*/lgw/vn/games/game_menu', ({ request }) => {
        areas.push(new URL(request.url).searchParams.get('area'));
        return okReply(vnMenu);
      }),
    );
    await renderAt('/vnlottery', memberCredentials, defaultBrand, async (dispatch) => {
      prefetchVnLottery(dispatch, { pathname: '/vnlottery', search: '' });
      await waitFor(() => expect(areas).toEqual(['VN']));
    });
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ lottoArea: 'VN', gameCode: 'VN_HANOI' });
    expect(areas).toEqual(['VN']);
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
