import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, renderWithProviders } from '@playfront/api-client/testing';
import { useGetBalanceQuery } from '@playfront/wallet';
import { CashbackPage, formatRate } from './cashback-page';
import { cashbackBackend, cashbackDay, cashbackToday } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const DAY_MS = 86_400_000;

/** The header's balance, next to the page (the same store). */
function HeaderBalance() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="Header balance">{data?.mainBalance ?? '…'}</output>;
}

/** Every row of a table as its cells' texts (header cells included). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('CashbackPage', () => {
  it('shows the claimable total, each day by category with valid bet, rate and cashback, today, my rates and the history', async () => {
    server.use(...cashbackBackend().handlers);
    await renderWithProviders(<CashbackPage />, member);

    const total = await screen.findByRole('group', { name: 'Cashback to claim' });
    expect(total).toHaveTextContent('P15.83');
    const day = screen.getByRole('listitem', { name: 'Day 2026-01-14' });
    expect(day).toHaveTextContent(/Claim by .*2026/);
    expect(rowsOf(within(day).getByRole('table', { name: 'Day 2026-01-14' }))).toEqual([
      ['Category', 'Valid bet', 'Rate', 'Cashback'],
      ['Fishing', 'P99.99', '1.20%', 'P1.19'],
      ['Live casino', 'P1,234.56', '0.70%', 'P8.64'],
      ['Slots', 'P500.00', '1.20%', 'P6.00'],
      ['Total', 'P1,834.55', '', 'P15.83'],
    ]);

    const today = screen.getByRole('region', { name: 'Today so far (estimate)' });
    expect(rowsOf(within(today).getByRole('table'))).toContainEqual(['Sports', 'P200.00', '1.00%', 'P2.00']);
    expect(today).toHaveTextContent('after the day ends at 00:00 UTC');

    const rates = screen.getByRole('region', { name: 'My cashback rates' });
    expect(rates).toHaveTextContent('Live casino0.70%');
    expect(rates).toHaveTextContent('Fishing1.20%');
    expect(rates).toHaveTextContent('Rates of VIP level 2');

    const history = await screen.findByRole('table', { name: 'Claim history' });
    expect(rowsOf(history).slice(1)).toEqual([
      ['2026-01-12', 'P500.00', 'P4.20', 'Claimed', expect.stringMatching(/2026/)],
      ['2026-01-03', 'P1,834.55', 'P0.75', 'Expired', '–'],
    ]);
  });

  it('claims once under a double click, says what was paid, refreshes the balance and moves the day to the history', async () => {
    const backend = cashbackBackend({ balance: 100_000n, delayMs: 50 });
    server.use(...backend.handlers);
    await renderWithProviders(
      <>
        <HeaderBalance />
        <CashbackPage />
      </>,
      member,
    );
    await screen.findByRole('listitem', { name: 'Day 2026-01-14' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Header balance' })).toHaveTextContent('100000'),
    );
    const balanceCalls = backend.state.balanceRequests;

    const button = screen.getByRole('button', { name: 'Claim all' });
    await userEvent.dblClick(button);
    expect(await screen.findByText('P15.83 of cashback was added to your balance.')).toBeInTheDocument();
    expect(backend.state.claimRequests).toBe(1);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Header balance' })).toHaveTextContent('101583'),
    );
    expect(backend.state.balanceRequests).toBeGreaterThan(balanceCalls);
    expect(await screen.findByText(/No cashback to claim yet/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cashback to claim' })).toHaveTextContent('P0.00');
    expect(screen.queryByRole('button', { name: 'Claim all' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Claim history' }))[1]).toEqual([
        '2026-01-14',
        'P1,834.55',
        'P15.83',
        'Claimed',
        expect.stringMatching(/2026/),
      ]),
    );
  });

  it('disables the button while the claim is pending, and translates a refusal', async () => {
    const backend = cashbackBackend({ delayMs: 100 });
    server.use(
      http.post('*/wps/cashback/claim', () => errorReply(409, 'cashback_nothing_to_claim')),
      ...backend.handlers,
    );
    await renderWithProviders(<CashbackPage />, member);
    const button = await screen.findByRole('button', { name: 'Claim all' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no cashback to claim right now.');
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeEnabled();
  });

  it('shows the empty states, pages the history, and offers a retry when the page fails', async () => {
    const history = Array.from({ length: 4 }, (_, i) =>
      cashbackDay({
        id: 10 + i,
        periodStart: cashbackToday - (2 + i) * DAY_MS,
        status: 'CLAIMED',
        claimedAt: cashbackToday,
      }),
    );
    server.use(...cashbackBackend({ claimable: [], history }).handlers);
    const { unmount } = await renderWithProviders(<CashbackPage historyPageSize={3} />, member);
    expect(await screen.findByText(/No cashback to claim yet/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claim history' });
    expect(
      rowsOf(table)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['2026-01-13', '2026-01-12', '2026-01-11']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        rowsOf(screen.getByRole('table', { name: 'Claim history' }))
          .slice(1)
          .map((row) => row[0]),
      ).toEqual(['2026-01-10']),
    );
    unmount();

    server.use(...cashbackBackend({ claimable: [], history: [] }).handlers);
    const second = await renderWithProviders(<CashbackPage />, member);
    expect(await screen.findByText('No cashback claimed yet.')).toBeInTheDocument();
    second.unmount();

    let fail = true;
    server.use(
      http.get('*/wps/cashback', () => (fail ? errorReply(500, 'internal_error') : undefined)),
      ...cashbackBackend().handlers,
    );
    await renderWithProviders(<CashbackPage />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Day 2026-01-14' })).toBeInTheDocument();
  });

  it('shows the refusal while cashback is switched off', async () => {
    server.use(
      http.get('*/wps/cashback', () => errorReply(403, 'feature_disabled')),
      ...cashbackBackend().handlers,
    );
    await renderWithProviders(<CashbackPage />, member);
    expect(await screen.findByText('This feature is not available.')).toBeInTheDocument();
  });

  it('formats rates in hundredths of a percent', () => {
    expect([formatRate(70), formatRate(120), formatRate(5), formatRate(10_000)]).toEqual([
      '0.70%',
      '1.20%',
      '0.05%',
      '100.00%',
    ]);
  });
});
