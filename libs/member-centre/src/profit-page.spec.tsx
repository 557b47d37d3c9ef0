import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, renderWithProviders } from '@playfront/api-client/testing';
import { profitRange, ProfitPage } from './profit-page';
import { profitBackend, profitReport } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
// 01:30 UTC: already the 25th in UTC, whatever the local zone says.
const today = new Date(Date.UTC(2026, 10, 25, 1, 30));

describe('profitRange', () => {
  it('counts UTC days back from today', () => {
    expect(profitRange('today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(profitRange('yesterday', today)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(profitRange('last7', today)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(profitRange('last30', today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});

describe('ProfitPage', () => {
  it('shows the last 7 days: the net, each source of money, and the games per category with their total', async () => {
    const backend = profitBackend();
    server.use(...backend.handlers);
    await renderWithProviders(<ProfitPage today={today} />, member);

    const totals = await screen.findByLabelText('Profit and loss totals');
    expect(totals).toHaveTextContent('Net profit and loss-P81.30');
    expect(totals).toHaveTextContent('Games win/loss-P250.00');
    expect(totals).toHaveTextContent('Bonuses+P50.00');
    expect(totals).toHaveTextContent('Cashback+P18.70');
    expect(totals).toHaveTextContent('Referral rewards+P100.00');
    // No agent income: not shown to a member without it.
    expect(totals).not.toHaveTextContent('Agent income');
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(backend.state.queries).toEqual([{ from: '2026-11-19', to: '2026-11-25' }]);

    const table = screen.getByRole('table', { name: 'Games by category' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Game typeRoundsBetsPayoutsWin/loss',
      'Live casino4P2,000.00P1,500.00-P500.00',
      'Fishing2P30.00P30.00P0.00',
      'Slots12P600.00P850.00+P250.00',
      'Games win/loss18P2,630.00P2,380.00-P250.00',
    ]);
    expect(
      screen.getByText('Days are UTC days. The figures add up the account record of the same days.'),
    ).toBeInTheDocument();
  });

  it('reads another period from a preset or chosen dates, and refuses a start after the end', async () => {
    const backend = profitBackend((query) =>
      query.from === '2026-11-24'
        ? profitReport({
            categories: [],
            gamesWinLoss: '0',
            bonuses: '0',
            cashback: '0',
            referral: '0',
            net: '0',
          })
        : profitReport(),
    );
    server.use(...backend.handlers);
    await renderWithProviders(<ProfitPage today={today} />, member);
    await screen.findByRole('table', { name: 'Games by category' });

    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No settled bets in this period.')).toBeInTheDocument();
    expect(screen.getByLabelText('Profit and loss totals')).toHaveTextContent('Net profit and lossP0.00');
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From date')).toHaveValue('2026-11-24');

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: 'Games by category' })).toBeInTheDocument();
    expect(backend.state.queries.at(-1)).toEqual({ from: '2026-11-25', to: '2026-11-25' });

    const asked = backend.state.queries.length;
    await userEvent.clear(screen.getByLabelText('From date'));
    await userEvent.type(screen.getByLabelText('From date'), '2026-11-26');
    expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    expect(backend.state.queries).toHaveLength(asked);
  });

  it('shows agent income and bets still open when there are some', async () => {
    server.use(
      ...profitBackend(() => profitReport({ agentIncome: '12345', unsettledBets: '5000', net: '4215' }))
        .handlers,
    );
    await renderWithProviders(<ProfitPage today={today} />, member);
    const totals = await screen.findByLabelText('Profit and loss totals');
    expect(totals).toHaveTextContent('Agent income+P123.45');
    expect(totals).toHaveTextContent('Net profit and loss+P42.15');
    expect(
      screen.getByText('Bets still open in this period: P50.00 (counted once settled).'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    let fail = true;
    const backend = profitBackend();
    server.use(
      http.get('*/wps/profit', () => (fail ? errorReply(500, 'internal_error') : undefined)),
      ...backend.handlers,
    );
    await renderWithProviders(<ProfitPage today={today} />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Games by category' })).toBeInTheDocument());
  });
});
