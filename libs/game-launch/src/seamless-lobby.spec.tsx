import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BalanceDisplay } from '@playfront/wallet';
import { SeamlessLobby, seamlessVendors } from './index';
import { renderAuth } from '@playfront/auth-session/testing';
import { asMember, lobbyHandlers, menusFixture } from './testing';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** The member's balance as the server holds it; every balance call is counted. */
let balance = { sumBalance: '125000', mainBalance: '100000' };
let balanceCalls = 0;
const server = setupServer(
  http.get('*/wps/v2/wallets/balance', () => {
    balanceCalls += 1;
    return ok({ ...balance, currency: 'PHP', currencySymbol: '₱' });
  }),
  ...lobbyHandlers(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  balance = { sumBalance: '125000', mainBalance: '100000' };
  balanceCalls = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

describe('seamless lobby (/seamless)', () => {
  it('lists only the vendors that play on the seamless wallet, each with its games', async () => {
    expect(seamlessVendors(menusFixture.data.lanes).map((vendor) => vendor.merchantCode)).toEqual([
      'SEA',
      'VN',
      'ELOTT',
    ]);
    await renderAuth(<SeamlessLobby />, { credentials: asMember });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seamless wallet games' }),
    ).toBeInTheDocument();
    const sea = await screen.findByRole('region', { name: 'SEA Lottery' });
    const seaGames = await within(sea).findByRole('list', { name: 'Games of SEA Lottery' });
    expect(within(seaGames).getByRole('article', { name: 'SEA 5D' })).toBeInTheDocument();
    const vn = screen.getByRole('region', { name: 'VN Lottery' });
    expect(await within(vn).findByRole('article', { name: 'North Lottery' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'E-Lottery' })).toBeInTheDocument();
    // Transfer-wallet vendors are not in this lobby.
    expect(screen.queryByRole('region', { name: /Pragmatic Play|DG Live Casino|SBO Sports/ })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Gates of Fortune' })).toBeNull();
  });

  it("shows the member's balance and keeps it live: on focus, on return, and by the refresh button", async () => {
    const { user, unmount } = await renderAuth(<SeamlessLobby />, { credentials: asMember });
    const amount = await screen.findByTestId('seamless-balance');
    await waitFor(() => expect(amount).toHaveTextContent('₱1,250.00'));
    expect(screen.getByText('Main wallet 1,000.00')).toBeInTheDocument();

    // A round settles in the game window; coming back to the portal window refetches the balance.
    balance = { sumBalance: '141500', mainBalance: '141500' };
    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(screen.getByTestId('seamless-balance')).toHaveTextContent('₱1,415.00'));
    expect(screen.getByText('Main wallet 1,415.00')).toBeInTheDocument();

    balance = { sumBalance: '90000', mainBalance: '90000' };
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('seamless-balance')).toHaveTextContent('₱900.00'));

    // Opening the lobby again (back from a game) asks once more rather than showing the cached amount.
    unmount();
    const before = balanceCalls;
    await renderAuth(<SeamlessLobby />, { credentials: asMember });
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before));
  });

  it("follows the header's hide-balance choice (***) at once, both ways", async () => {
    // Hidden in the header earlier in this tab: the lobby opens hidden.
    sessionStorage.setItem('pf-balance-hidden', '1');
    const { user } = await renderAuth(
      <>
        <div data-testid="header-balance">
          <BalanceDisplay />
        </div>
        <SeamlessLobby />
      </>,
      { credentials: asMember },
    );
    const amount = await screen.findByTestId('seamless-balance');
    await waitFor(() => expect(amount).toHaveTextContent('***'));
    expect(amount).not.toHaveTextContent('1,250.00');
    expect(screen.getByTestId('seamless-main')).toHaveTextContent('Main wallet ***');
    expect(screen.queryByText(/1,000\.00/)).toBeNull();

    // Shown from the header: the lobby shows the amounts at once.
    const header = screen.getByTestId('header-balance');
    await user.click(await within(header).findByRole('button', { name: /Show balance/ }));
    await waitFor(() => expect(screen.getByTestId('seamless-balance')).toHaveTextContent('₱1,250.00'));
    expect(screen.getByTestId('seamless-main')).toHaveTextContent('Main wallet 1,000.00');

    // Hidden again from the header: the lobby hides it at once, and the tab remembers it.
    await user.click(within(header).getByRole('button', { name: /Hide balance/ }));
    await waitFor(() => expect(screen.getByTestId('seamless-balance')).toHaveTextContent('***'));
    expect(screen.getByTestId('seamless-balance')).toHaveTextContent('Balance hidden');
    expect(screen.getByTestId('seamless-main')).toHaveTextContent('Main wallet ***');
    expect(sessionStorage.getItem('pf-balance-hidden')).toBe('1');
  });

  it('shows a visitor the lobby and a Log in button, and makes no balance call', async () => {
    const { user } = await renderAuth(<SeamlessLobby />);
    expect(await screen.findByRole('region', { name: 'SEA Lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'SEA 5D' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your balance and play.')).toBeInTheDocument();
    expect(screen.queryByTestId('seamless-balance')).toBeNull();
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(balanceCalls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it("launches a vendor's game as everywhere else (a lottery game opens its lottery page)", async () => {
    const { user, location } = await renderAuth(<SeamlessLobby />, { credentials: asMember });
    const card = await screen.findByRole('article', { name: 'SEA 5D' });
    await user.click(within(card).getByRole('button', { name: 'Play SEA 5D' }));
    await waitFor(() => expect(location()).not.toBe('/start'));
    expect(location()).toMatch(/^\/seaLottery/);
  });
});
