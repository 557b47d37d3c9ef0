import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { BetRound } from '@playfront/api-contract';
import { api } from '@playfront/api-client';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { BettingRecordPage, dayBoundary, roundWinLoss } from './index';
import { balanceHandler } from '@playfront/wallet/testing';
import { betRound, bettingRecord, bettingRecordHandler } from './testing';

const rounds: BetRound[] = [
  betRound({ roundId: 'SLOT-0001' }),
  betRound({
    roundId: 'BAC-0002',
    gameName: 'Baccarat A',
    vendorCode: 'DG',
    gameCategory: 'LIVE',
    stake: '5000',
    payout: '0',
    detail: 'Banker 50.00',
  }),
  betRound({
    roundId: 'SPT-0003',
    gameName: 'Fixtures',
    vendorCode: 'SBO',
    gameCategory: 'SPORTS',
    stake: '2000',
    payout: null,
    status: 'OPEN',
  }),
  betRound({ roundId: 'DEMO-0004', mode: 'TRIAL', stake: '100', payout: '0' }),
];

let queries: URLSearchParams[] = [];
const bettingRecordReply = bettingRecordHandler(rounds, { onQuery: (query) => queries.push(query) });
const balance = balanceHandler();
const server = setupServer(balance, bettingRecordReply);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(balance, bettingRecordReply);
  queries = [];
});
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const today = new Date(2026, 0, 20, 15, 0);

describe('BettingRecordPage', () => {
  it('lists every round with stake, payout, win/loss and status, the totals, and marks demo rounds', async () => {
    await renderWithProviders(<BettingRecordPage today={today} />, member);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Game', 'Vendor', 'Round ID', 'Stake', 'Payout', 'Win/loss', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringMatching(/2026/),
      'Gates of FortuneSpin 10.00',
      'PP',
      'SLOT-0001',
      'P10.00',
      'P25.00',
      '+P15.00',
      'Settled',
    ]);
    expect(within(rows[1]).getByText('-P50.00')).toBeInTheDocument();
    // An open round has no payout yet.
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .slice(5)
        .map((c) => c.textContent),
    ).toEqual(['—', '—', 'Open']);
    expect(within(rows[3]).getByText('Demo')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Demo')).not.toBeInTheDocument();

    const totals = screen.getByText('Rounds: 45').closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('Total stakeP81.00');
    expect(totals).toHaveTextContent('Total payoutP25.00');
    expect(totals).toHaveTextContent('Total win/loss-P56.00');
  });

  it('filters by game type, status and dates, back on page 1 each time', async () => {
    await renderWithProviders(<BettingRecordPage today={today} />, member);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await waitFor(() => expect(queries.at(-1)?.get('category')).toBe('LIVE'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('BAC-0002')).toBeInTheDocument();
    expect(screen.getByText('Total win/loss').nextSibling).toHaveTextContent('-P50.00');

    await userEvent.selectOptions(screen.getByLabelText('Game type'), '');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'OPEN');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('OPEN'));
    expect(queries.at(-1)?.has('category')).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('SPT-0003')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() =>
      expect(queries.at(-1)?.get('startDate')).toBe(String(new Date(2026, 0, 14).getTime())),
    );
    expect(queries.at(-1)?.get('endDate')).toBe(String(new Date(2026, 0, 21).getTime() - 1));
  });

  it('says so when nothing matches', async () => {
    server.use(http.get('*/wps/game/bettingRecord', () => okReply(bettingRecord([]))));
    await renderWithProviders(<BettingRecordPage today={today} />, member);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
  });

  it('says a start date after the end date is an error, not "No bets", and asks nothing', async () => {
    await renderWithProviders(<BettingRecordPage today={today} />, member);
    await screen.findByRole('table');
    const asked = queries.length;
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-15' } });
    expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toHaveAccessibleDescription(
      expect.stringContaining('The start date is after the end date.'),
    );
    expect(screen.queryByText('No bets in this period.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      queries.slice(asked).some((q) => q.get('startDate') === String(new Date(2026, 0, 15).getTime())),
    ).toBe(false);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-01-05' } });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('The start date is after the end date.')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/game/bettingRecord', () => {
        if (fail) {
          fail = false;
          return errorReply(500, 'internal_error');
        }
        return okReply(bettingRecord(rounds));
      }),
    );
    await renderWithProviders(<BettingRecordPage today={today} />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it("refreshes when a round settles (the 'Rounds' tag)", async () => {
    const { store } = await renderWithProviders(<BettingRecordPage today={today} />, member);
    await screen.findByRole('table');
    const before = queries.length;
    rounds.unshift(betRound({ roundId: 'NEW-0005' }));
    try {
      act(() => {
        store.dispatch(api.util.invalidateTags(['Rounds']));
      });
      expect(await screen.findByText('NEW-0005')).toBeInTheDocument();
      expect(queries.length).toBe(before + 1);
    } finally {
      rounds.shift();
    }
  });
});

describe('helpers', () => {
  it('turns a local day into its first and last millisecond', () => {
    expect(dayBoundary('2026-01-14', 'start')).toBe(new Date(2026, 0, 14).getTime());
    expect(dayBoundary('2026-01-14', 'end')).toBe(new Date(2026, 0, 15).getTime() - 1);
    expect(dayBoundary('', 'start')).toBeUndefined();
  });

  it('computes win/loss exactly, nothing for an open round and zero for a void one', () => {
    expect(roundWinLoss({ stake: '9007199254740993', payout: '9007199254740995', status: 'SETTLED' })).toBe(
      2n,
    );
    expect(roundWinLoss({ stake: '100', payout: null, status: 'OPEN' })).toBeNull();
    expect(roundWinLoss({ stake: '100', payout: null, status: 'VOID' })).toBe(0n);
  });
});
