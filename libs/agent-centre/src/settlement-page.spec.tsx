import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { SettlementPage } from './index';
import {
  agentBaseHandlers,
  agentToday,
  allKinds,
  contractsHandlers,
  emptyListHandler,
  failingHandler,
  settlementsHandler,
} from './testing';

const server = setupServer(...agentBaseHandlers(), settlementsHandler(), ...contractsHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };

describe('SettlementPage', () => {
  it('shows my income of every kind with the paid total, and filters by kind', async () => {
    const queries: URLSearchParams[] = [];
    server.use(settlementsHandler(undefined, (q) => queries.push(q)));
    await renderWithProviders(<SettlementPage policy={allKinds} today={agentToday} />, agent);
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(screen.getByText('Paid in total: P75.00')).toBeInTheDocument();
    const daily = within(table).getByRole('row', { name: /Daily wage/ });
    expect(within(daily).getByText('2026-01-18')).toBeInTheDocument();
    expect(within(daily).getByText('1.50%')).toBeInTheDocument();
    expect(within(daily).getByText('+P1,800.00')).toBeInTheDocument();
    expect(within(daily).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Dividend/ })).toHaveTextContent('2026-01-12 – 2026-01-18');
    expect(within(table).getByRole('row', { name: /Hourly salary/ })).toHaveTextContent('Nothing earned');
    expect(queries[0].get('role')).toBe('income');
    expect(queries[0].get('kind')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'DIVIDEND');
    await waitFor(() => expect(screen.queryByText('2026-01-18')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('kind')).toBe('DIVIDEND');
  });

  it('offers only the kinds the brand has on in the kind filter', async () => {
    await renderWithProviders(
      <SettlementPage
        policy={{ dividend: false, dailyWage: true, hourlyWage: true, realtimeSalary: false }}
        today={agentToday}
      />,
      agent,
    );
    const kind = await screen.findByRole('combobox', { name: 'Kind' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Daily wage', 'Hourly salary']);
  });

  it('shows a kind’s records and its contracts, and lets the agent answer an offer', async () => {
    const actions: Array<[number, string]> = [];
    const queries: URLSearchParams[] = [];
    server.use(
      settlementsHandler(undefined, (q) => queries.push(q)),
      ...contractsHandlers(undefined, { onAction: (id, action) => actions.push([id, action]) }),
    );
    await renderWithProviders(<SettlementPage kind="DAILY_WAGE" today={agentToday} />, agent);
    await screen.findByRole('table', { name: 'Daily wages' });
    expect(queries[0].get('kind')).toBe('DAILY_WAGE');
    const fromPlatform = await screen.findByRole('listitem', { name: 'From the platform' });
    expect(fromPlatform).toHaveTextContent('Active');
    expect(fromPlatform).toHaveTextContent('From P1,000.00: 1.00%');
    expect(within(fromPlatform).queryByRole('button')).not.toBeInTheDocument();

    const offered = screen.getByRole('listitem', { name: 'From big_boss' });
    expect(offered).toHaveTextContent('New contract waiting for an answer');
    await userEvent.click(within(offered).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The contract was updated.')).toBeInTheDocument();
    expect(actions).toEqual([[3, 'accept']]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'From big_boss' })).getByRole('button', {
          name: 'Request termination',
        }),
      ).toBeInTheDocument(),
    );

    const mine = screen.getByRole('listitem', { name: 'To team_agent1' });
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(actions).toContainEqual([2, 'withdraw']));
  });

  it('shows a refused answer in the player’s words', async () => {
    server.use(...contractsHandlers(undefined, { actionCode: 'contract_rate_too_high' }));
    await renderWithProviders(<SettlementPage kind="DAILY_WAGE" today={agentToday} />, agent);
    const offered = await screen.findByRole('listitem', { name: 'From big_boss' });
    await userEvent.click(within(offered).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The rate is higher than your own contract allows.')).toBeInTheDocument();
  });

  it('offers a contract with tiers to a downline agent', async () => {
    const offers: unknown[] = [];
    server.use(...contractsHandlers(undefined, { onOffer: (b) => offers.push(b) }));
    await renderWithProviders(<SettlementPage kind="HOURLY_WAGE" today={agentToday} />, agent);
    expect(await screen.findByText('No contracts of this kind.')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Direct downline agent (username)' }),
      'team_agent1',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Bet amount' }), '1000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByText('Enter a rate from 0.01 to 100 with at most 2 decimals.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Rate (%)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Rate (%)' }), '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    const second = screen.getByRole('group', { name: 'Tier 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Bet amount' }), '5,000');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Rate (%)' }), '1.2');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to team_agent1.')).toBeInTheDocument();
    expect(offers).toEqual([
      {
        downline: 'team_agent1',
        terms: {
          kind: 'HOURLY_WAGE',
          tiers: [
            { betAmount: '100000', rateBps: 80 },
            { betAmount: '500000', rateBps: 120 },
          ],
        },
      },
    ]);
  });

  it('shows an empty and a failed record list', async () => {
    server.use(emptyListHandler('/wps/agent/settlements', { paidTotal: '0' }));
    const { unmount } = await renderWithProviders(
      <SettlementPage kind="REALTIME" today={agentToday} />,
      agent,
    );
    expect(await screen.findByText('No records for these filters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Profit rate (%)' })).toBeInTheDocument();
    unmount();
    server.use(failingHandler('/wps/agent/settlements'));
    await renderWithProviders(<SettlementPage today={agentToday} />, agent);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
