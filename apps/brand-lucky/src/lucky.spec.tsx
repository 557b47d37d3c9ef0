import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { authSlice } from '@playfront/auth-session';
import { baseHandlers } from '@playfront/auth-session/testing';
import { BrandProvider } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { balanceHandler } from '@playfront/wallet/testing';
import { luckyBrand } from './brand';
import { addLuckyMessages } from './messages';
import { luckyRoutes } from './routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Wrapper = ({ children }: { children: ReactNode }) => (
  <BrandProvider brand={luckyBrand}>
    <ThemeProvider defaultTheme="light" storageKey="lucky-theme">
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  </BrandProvider>
);

async function renderLucky(path: string, token: string | null) {
  server.use(...baseHandlers({ member: { userName: 'lucky_player' } }), balanceHandler({ main: '125000' }));
  const router = createMemoryRouter(luckyRoutes, { initialEntries: [path] });
  const rendered = await renderWithProviders(<RouterProvider router={router} />, {
    slices: [authSlice],
    credentials: { merchantCode: 'LUCKY', token, accountType: token ? 1 : null },
    wrapper: Wrapper,
  });
  addLuckyMessages(rendered.i18n);
  return { ...rendered, router };
}

describe('Lucky', () => {
  it('offers a visitor log in and register, and no wallet pages', async () => {
    await renderLucky('/nowhere', null);
    expect(await screen.findByRole('heading', { name: 'This page is not here.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    const nav = screen.getByRole('navigation', { name: 'Lucky' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(luckyBrand.licence);
  });

  it('shows a member the wallet pages, the name and the balance', async () => {
    await renderLucky('/nowhere', 'tok_lucky_member_session_0000000');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('lucky_player')).toBeInTheDocument();
    expect(await within(header).findByText(/1,250\.00/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Lucky' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Deposit', 'My wallet', 'Withdraw']);
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('asks a visitor on a wallet page to log in', async () => {
    await renderLucky('/withdraw', null);
    expect(await screen.findByText('Log in to use your wallet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
