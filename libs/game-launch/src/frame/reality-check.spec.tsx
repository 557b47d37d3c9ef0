import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { MemberInfo, WalletBalance } from '@playfront/api-contract';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { authSlice } from '@playfront/auth-session';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ToastProvider } from '@playfront/ui-kit';
import { member as demoMember, launchRecorder, playSessionFixture, playSessionRecorder } from '../testing';
import { GamePage } from './game-page';

const MINUTE = 60_000;
/** The server's clock runs three hours ahead of this device's: only the server's may count. */
const SKEW = 3 * 60 * MINUTE;

const member: MemberInfo = { ...demoMember, account: 'lucky7', userName: 'lucky7' };
const balance: WalletBalance = {
  sumBalance: '123456',
  mainBalance: '100000',
  currency: 'PHP',
  currencySymbol: 'P',
};
const { launches, launchOk, resetLaunches } = launchRecorder();

/** The login began 55 minutes ago (server clock); the check is hourly, so it is due in 5 minutes. */
let startedAt = 0;
let figures = { wagered: '12500', net: '-3200' };
const playSession = playSessionRecorder(() =>
  playSessionFixture({ startedAt, serverNow: Date.now() + SKEW, realityCheckMinutes: 60, ...figures }),
);

const base = [
  http.get('*/wps/member/info', () => okReply(member)),
  http.get('*/wps/v2/wallets/balance', () => okReply(balance)),
  http.get('*/wps/game/recent', () => okReply({ list: [], total: 0 })),
  playSession.handler,
];
const server = setupServer(...base);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Fake timers that also move with real time, so the calls and the renders still settle by themselves.
  jest.useFakeTimers({ advanceTimers: true });
  startedAt = Date.now() + SKEW - 55 * MINUTE;
  figures = { wagered: '12500', net: '-3200' };
  playSession.calls.count = 0;
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers(...base);
  resetLaunches();
  sessionStorage.clear();
});
afterAll(() => server.close());

const memberCredentials = { token: 'session-token', accountType: 0 };

async function renderGame(
  credentials: object = memberCredentials,
  onSetLimits: (() => void) | undefined = undefined,
) {
  return renderWithProviders(
    <StrictMode>
      <BrandProvider brand={defaultBrand}>
        {/* Opened from the lobby: the game page's back button returns there. */}
        <MemoryRouter initialEntries={['/index', '/game?gameId=12']} initialIndex={1}>
          <Routes>
            <Route path="/index" element={<p>Lobby</p>} />
            <Route path="/game" element={<GamePage onSetLimits={onSetLimits} />} />
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

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;
const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** Renders a REAL game and spies on what the page posts into its frame. */
async function playing(onSetLimits?: () => void) {
  server.use(launchOk('REAL'));
  const rendered = await renderGame(memberCredentials, onSetLimits);
  await waitFor(() => expect(frame()).toBeTruthy());
  await waitFor(() => expect(playSession.calls.count).toBe(1));
  const frameWindow = frame().contentWindow as Window;
  const posted = jest.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  return { ...rendered, posted };
}

describe('the reality check over a REAL game', () => {
  it('opens every interval since the login on the server clock, paused, with the session figures', async () => {
    const { posted } = await playing();
    await wait(4 * MINUTE);
    expect(dialog()).toBeNull();
    expect(posted).not.toHaveBeenCalled();

    await wait(MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(posted).toHaveBeenCalledWith({ type: 'playfront:pause' }, window.location.origin);
    expect(check).toHaveTextContent(
      'You have been logged in for 1 hour. Here is a quick look at your session.',
    );
    // The figures are fetched again when it opens.
    await waitFor(() => expect(playSession.calls.count).toBe(2));
    await waitFor(() => expect(within(check).getByText('P125.00')).toBeInTheDocument());
    expect(within(check).getByText('Wagered this session')).toBeInTheDocument();
    expect(within(check).getByText('Net result this session')).toBeInTheDocument();
    expect(within(check).getByText('-P32.00')).toBeInTheDocument();
    expect(within(check).getByText('Time since login')).toBeInTheDocument();
    expect(check).toHaveTextContent('Your game is paused.');
    expect(check).toHaveAttribute('aria-modal', 'true');
    // No "Set limits" without a way to open the member's limits.
    expect(within(check).queryByRole('button', { name: 'Set limits' })).toBeNull();

    // Continue: closed, the game resumes, and the next check is one interval later.
    fireEvent.click(within(check).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(posted).toHaveBeenLastCalledWith({ type: 'playfront:resume' }, window.location.origin);
    await wait(59 * MINUTE);
    expect(dialog()).toBeNull();
    figures = { wagered: '30000', net: '4550' };
    await wait(MINUTE);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    await waitFor(() => expect(within(again).getByText('+P45.50')).toBeInTheDocument());
    expect(within(again).getByText('P300.00')).toBeInTheDocument();
    expect(posted).toHaveBeenLastCalledWith({ type: 'playfront:pause' }, window.location.origin);
    expect(launches).toHaveLength(1);
  });

  it('Escape continues playing', async () => {
    const { posted } = await playing();
    await wait(5 * MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.keyDown(check, { key: 'Escape' });
    await waitFor(() => expect(dialog()).toBeNull());
    expect(posted).toHaveBeenLastCalledWith({ type: 'playfront:resume' }, window.location.origin);
    expect(screen.getByRole('heading', { name: 'Game' })).toBeInTheDocument();
  });

  it('Stop playing leaves the game as the back button does', async () => {
    const { posted } = await playing();
    await wait(5 * MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(check).getByRole('button', { name: 'Stop playing' }));
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
    expect(dialog()).toBeNull();
    expect(frame()).toBeNull();
    expect(posted).not.toHaveBeenCalledWith({ type: 'playfront:resume' }, expect.anything());
  });

  it('opens as the game opens when one fell due while the member was outside any game', async () => {
    // Logged in 65 minutes ago, no check answered in this login yet: the hourly one passed in the lobby.
    startedAt = Date.now() + SKEW - 65 * MINUTE;
    server.use(launchOk('REAL'));
    await renderGame();
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    // The session once for the game, once more for the check's figures.
    await waitFor(() => expect(playSession.calls.count).toBe(2));
    expect(check).toHaveTextContent('You have been logged in for 1 hour, 5 minutes.');
  });

  it('counts on from the answer given in an earlier game of this login', async () => {
    const first = await playing();
    await wait(5 * MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    // Answered ten minutes after it opened, 70 minutes after the login, by leaving the game.
    await wait(10 * MINUTE);
    fireEvent.click(within(check).getByRole('button', { name: 'Stop playing' }));
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
    first.unmount();
    // 30 minutes in the lobby, then another game: the next check comes an hour after the answer (at 2:10),
    // not at the login's next hourly mark (2:00).
    await wait(30 * MINUTE);
    playSession.calls.count = 0;
    await playing();
    await wait(25 * MINUTE);
    expect(dialog()).toBeNull();
    await wait(5 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent(
      'You have been logged in for 2 hours, 10 minutes.',
    );
  });

  it('links to the member’s limits when the app can open them', async () => {
    const setLimits = jest.fn();
    await playing(setLimits);
    await wait(5 * MINUTE);
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(check).getByRole('button', { name: 'Set limits' }));
    expect(setLimits).toHaveBeenCalledTimes(1);
    // The check stays, paused, until the player chooses.
    expect(dialog()).toBeInTheDocument();
  });
});

describe('no reality check', () => {
  it('for a trial account: no play-session call and no dialog, however long it plays', async () => {
    server.use(launchOk('TRIAL'));
    await renderGame({ token: 'trial', accountType: 4 });
    await waitFor(() => expect(frame()).toBeTruthy());
    await wait(3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    expect(playSession.calls.count).toBe(0);
  });

  it('for a visitor: nothing is launched or asked', async () => {
    server.use(launchOk());
    await renderGame({ token: null, accountType: null });
    expect(await screen.findByText('Log in to play')).toBeInTheDocument();
    await wait(2 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    expect(playSession.calls.count).toBe(0);
  });
});
