import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { BalanceDisplay } from '../index';
import { balanceHandler } from '../testing';

let calls = 0;
const server = setupServer(
  balanceHandler({ main: '0', sum: () => (calls === 1 ? '123456' : '99999999999999999') }, () => {
    calls += 1;
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
