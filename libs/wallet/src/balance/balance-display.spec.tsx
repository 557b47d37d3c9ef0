import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { BalanceDisplay } from '../index';

let calls = 0;
const server = setupServer(
  http.get('*/wps/v2/wallets/balance', () => {
    calls += 1;
    const sumBalance = calls === 1 ? '123456' : '99999999999999999';
    return HttpResponse.json({
      success: true,
      value: { sumBalance, mainBalance: '0', currency: 'PHP', currencySymbol: 'P' },
      message: null,
      code: null,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('BalanceDisplay', () => {
  it('shows the balance, hides it as *** (remembered for the tab) and refreshes it exactly', async () => {
    await renderWithProviders(<BalanceDisplay />, { credentials: { token: 't', accountType: 0 } });
    const amount = await screen.findByRole('button', { name: /P1,234\.56/ });
    await userEvent.click(amount);
    expect(screen.getByRole('button', { name: /Show balance/ })).toHaveTextContent('***');
    expect(sessionStorage.getItem('pf-balance-hidden')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: /Show balance/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('button', { name: /P999,999,999,999,999\.99/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeEnabled());
  });

  it('renders nothing for a visitor', async () => {
    const { container } = await renderWithProviders(<BalanceDisplay />);
    expect(container).toBeEmptyDOMElement();
  });
});
