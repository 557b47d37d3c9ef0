import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { OverviewPage, ProfitLossPage, TeamBetsPage, TeamTransactionsPage } from './index';
import {
  agentBaseHandlers,
  agentToday,
  betsHandler,
  emptyListHandler,
  failingHandler,
  overviewHandler,
  profitLossHandler,
  transactionsHandler,
} from './testing';

const server = setupServer(
  ...agentBaseHandlers(),
  overviewHandler(),
  betsHandler(),
  profitLossHandler(),
  transactionsHandler(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };

describe('OverviewPage', () => {
  it('shows the team figures of the previous 7 days, then of the previous 30', async () => {
    const queries: URLSearchParams[] = [];
    server.use(overviewHandler((q) => queries.push(q)));
    await renderWithProviders(<OverviewPage today={agentToday} />, agent);
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Team size').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Valid bet').nextSibling).toHaveTextContent('P5,000.00');
    expect(within(totals).getByText('Profit and loss').nextSibling).toHaveTextContent('+P1,800.00');
    expect(within(totals).getByText('Deposits').nextSibling).toHaveTextContent('P2,000.00 · 2 times');
    expect(queries[0].get('from')).toBe('2026-01-14');
    expect(queries[0].get('to')).toBe('2026-01-20');
    expect(screen.getAllByRole('row')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2025-12-22'));
    expect(await screen.findByText('2025-12-22')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    server.use(failingHandler('/wps/agent/overview', 403, 'non_agent'));
    await renderWithProviders(<OverviewPage today={agentToday} />, agent);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is not an agent account and cannot log in here.',
    );
  });

  it('refuses a start after the end without asking', async () => {
    const queries: URLSearchParams[] = [];
    server.use(overviewHandler((q) => queries.push(q)));
    await renderWithProviders(<OverviewPage today={agentToday} />, agent);
    await screen.findByLabelText('Totals');
    const from = screen.getByLabelText('From date');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-25');
    expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
    expect(queries.every((q) => q.get('from') !== '2026-01-25')).toBe(true);
  });
});

describe('TeamBetsPage', () => {
  it('lists the team’s rounds and filters them', async () => {
    const queries: URLSearchParams[] = [];
    server.use(betsHandler(undefined, (q) => queries.push(q)));
    await renderWithProviders(<TeamBetsPage today={agentToday} />, agent);
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(within(table).getByText('Gates of Fortune')).toBeInTheDocument();
    expect(within(table).getByText('P500.00')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'OPEN');
    await waitFor(() => expect(screen.queryByText('Gates of Fortune')).not.toBeInTheDocument());
    expect(screen.getByText('Baccarat')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search username' }), 'team_member1{Enter}');
    expect(await screen.findByText('No records for these filters.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('username')).toBe('team_member1');
    expect(queries.at(-1)?.get('status')).toBe('OPEN');
  });

  it('shows a username outside the team in the player’s words', async () => {
    server.use(failingHandler('/wps/agent/bets', 404, 'not_in_team'));
    await renderWithProviders(<TeamBetsPage today={agentToday} />, agent);
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is not in your team.');
  });
});

describe('ProfitLossPage', () => {
  it('lists each member with the totals of every row', async () => {
    await renderWithProviders(<ProfitLossPage today={agentToday} />, agent);
    const table = await screen.findByRole('table', { name: 'User profit and loss' });
    const totals = within(table).getByRole('row', { name: /Totals/ });
    expect(within(totals).getByText('P5,000.00')).toBeInTheDocument();
    expect(within(totals).getByText('+P1,200.00')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /team_member1/ })).getByText('-P300.00'),
    ).toBeInTheDocument();
  });

  it('shows an empty period', async () => {
    server.use(
      emptyListHandler('/wps/agent/profit-loss', {
        totals: { validBet: '0', payout: '0', profitLoss: '0', deposits: '0', withdrawals: '0' },
      }),
    );
    await renderWithProviders(<ProfitLossPage today={agentToday} />, agent);
    expect(await screen.findByText('No records for these filters.')).toBeInTheDocument();
  });
});

describe('TeamTransactionsPage', () => {
  it('lists the team’s movements, signed, and filters by type', async () => {
    await renderWithProviders(<TeamTransactionsPage today={agentToday} />, agent);
    const table = await screen.findByRole('table', { name: 'Transaction details' });
    expect(within(table).getByText('From upline')).toBeInTheDocument();
    expect(within(table).getByText('+P500.00')).toBeInTheDocument();
    expect(within(table).getByText('-P200.00')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'WITHDRAWAL');
    await waitFor(() => expect(screen.queryByText('TX-1')).not.toBeInTheDocument());
    expect(screen.getByText('TX-2')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    server.use(failingHandler('/wps/agent/transactions'));
    await renderWithProviders(<TeamTransactionsPage today={agentToday} />, agent);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
