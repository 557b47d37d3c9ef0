import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { SettlementPage } from './index';
import { utcToday } from './filtered-list';
import { agentBaseHandlers, agentToday, contractsHandlers, settlementsHandler } from './testing';

const server = setupServer(...agentBaseHandlers(), settlementsHandler(), ...contractsHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { credentials: { token: 't', accountType: 1 } };

describe('a kind’s settlement page, paid to me and paid by me', () => {
  it('shows what I was paid, then what I paid my downlines, with who paid whom', async () => {
    const queries: URLSearchParams[] = [];
    server.use(settlementsHandler(undefined, (q) => queries.push(q)));
    await renderWithProviders(<SettlementPage kind="DAILY_WAGE" today={agentToday} />, agent);
    const table = await screen.findByRole('table', { name: 'Daily wages' });
    expect(within(table).getByRole('row', { name: /the platform → demo_agent/ })).toHaveTextContent('P75.00');
    expect(queries[0].get('role')).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shown' }), 'paid');
    const row = await within(table).findByRole('row', { name: /demo_agent → agentsub1/ });
    expect(row).toHaveTextContent('0.50%');
    expect(row).toHaveTextContent('P10.00');
    expect(within(table).queryByRole('row', { name: /the platform → demo_agent/ })).not.toBeInTheDocument();
    await waitFor(() => expect(queries.at(-1)?.get('role')).toBe('paid'));
    expect(screen.getByText('Paid in total: P10.00')).toBeInTheDocument();
    expect(screen.getAllByText('Days are counted in UTC.').length).toBeGreaterThan(0);
  });

  it('counts "today" as the UTC day, wherever the browser is', () => {
    // 23:30 UTC on 31 January is already 1 February east of Greenwich; the server still counts 31 January.
    expect(utcToday(new Date(Date.UTC(2026, 0, 31, 23, 30)))).toEqual(new Date(2026, 0, 31));
    expect(utcToday(new Date(Date.UTC(2026, 1, 1, 0, 30)))).toEqual(new Date(2026, 1, 1));
  });
});
