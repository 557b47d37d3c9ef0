import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LaunchGameRequest, MemberInfo, WalletBalance } from '@playfront/api-contract';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { authSlice, selectAuthModal } from '@playfront/auth-session';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ToastProvider } from '@playfront/ui-kit';
import { walletApi } from '@playfront/wallet';
import { member as demoMember, launchRecorder, playSessionRecorder } from '../testing';
import { GamePage } from './game-page';

const member: MemberInfo = { ...demoMember, account: 'lucky7', userName: 'lucky7' };
const balance: WalletBalance = {
  sumBalance: '123456',
  mainBalance: '100000',
  currency: 'PHP',
  currencySymbol: 'P',
};

const memberCredentials = { token: 'session-token', accountType: 0 };
const { launches, launchOk, resetLaunches } = launchRecorder();
let balanceCalls = 0;

const base = [
  http.get('*/wps/member/info', () => okReply(member)),
  http.get('*/wps/v2/wallets/balance', () => {
    balanceCalls += 1;
    return okReply(balance);
  }),
  http.get('*/wps/game/recent', () => okReply({ list: [], total: 0 })),
  // The reality check of a REAL game (its own spec: reality-check.spec.tsx).
  playSessionRecorder().handler,
];

const server = setupServer(...base);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...base);
  resetLaunches();
  balanceCalls = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

async function renderAt(path: string, credentials: object | undefined = memberCredentials) {
  return renderWithProviders(
    <StrictMode>
      <BrandProvider brand={defaultBrand}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/game" element={<GamePage />} />
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
    // Nothing else launches afterwards (the reality check's call may land meanwhile).
    await act(() => new Promise((r) => setTimeout(r, 50)));
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
