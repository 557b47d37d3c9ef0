import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { BonusDetailsPage } from './index';
import { bonus, rewardsBackend } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };

describe('BonusDetailsPage', () => {
  it('lists each bonus with source, amount, status, turnover done of required, dates, and the outstanding turnover', async () => {
    const backend = rewardsBackend();
    server.use(...backend.handlers);
    await renderWithProviders(<BonusDetailsPage />, member);

    const list = await screen.findByRole('list', { name: 'Bonus details' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const active = within(list).getByRole('listitem', { name: 'Welcome deposit bonus' });
    expect(active).toHaveTextContent('Promotion');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('AmountP100.00');
    const bar = within(active).getByRole('progressbar', { name: 'Turnover' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(active).toHaveTextContent('P250.00 of P1,000.00');
    expect(active).toHaveTextContent(/Granted.*2026/);
    expect(active).toHaveTextContent(/Expires.*2026/);

    const completed = within(list).getByRole('listitem', { name: 'Daily spinner' });
    expect(completed).toHaveTextContent('Completed');
    expect(within(completed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Registration bonus' })).toHaveTextContent(
      'Taken backP3.00',
    );

    const summary = screen.getByRole('group', { name: 'Turnover still to play' });
    expect(summary).toHaveTextContent('P750.00');
    expect(summary).toHaveTextContent('Withdrawals wait until the turnover still to play is 0.');
  });

  it('filters by status and pages, back on page 1 after a filter', async () => {
    const backend = rewardsBackend({
      bonuses: Array.from({ length: 12 }, (_, i) =>
        bonus({ id: i + 1, source: { kind: 'PROMOTION', id: i + 1, title: `Bonus ${i + 1}` } }),
      ).concat(bonus({ id: 99, status: 'EXPIRED', source: { kind: 'RAFFLE', id: 9, title: 'Old draw' } })),
    });
    server.use(...backend.handlers);
    await renderWithProviders(<BonusDetailsPage />, member);
    const bonuses = () =>
      within(screen.getByRole('list', { name: 'Bonus details' })).getAllByRole('listitem');
    expect(await screen.findByRole('listitem', { name: 'Bonus 1' })).toBeInTheDocument();
    expect(bonuses()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('listitem', { name: 'Bonus 11' })).toBeInTheDocument();
    expect(bonuses()).toHaveLength(3);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'EXPIRED');
    expect(await screen.findByRole('listitem', { name: 'Old draw' })).toBeInTheDocument();
    expect(bonuses()).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Old draw' })).toHaveTextContent('Expired');
  });

  it('gives up an active bonus only after the confirmation, which says what is taken back', async () => {
    const backend = rewardsBackend({ balance: 50_000n });
    server.use(...backend.handlers);
    await renderWithProviders(<BonusDetailsPage />, member);
    const active = await screen.findByRole('listitem', { name: 'Welcome deposit bonus' });

    await userEvent.click(within(active).getByRole('button', { name: /Give up bonus/ }));
    let dialog = screen.getByRole('dialog', { name: 'Give up this bonus?' });
    expect(dialog).toHaveTextContent('What is left of the bonus (P100.00) is taken back from your balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.state.forfeitRequests).toBe(0);

    await userEvent.click(within(active).getByRole('button', { name: /Give up bonus/ }));
    dialog = screen.getByRole('dialog', { name: 'Give up this bonus?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    expect(await screen.findByText('The bonus was given up.')).toBeInTheDocument();
    expect(backend.state.forfeitRequests).toBe(1);
    expect(backend.state.keys[0]).toMatch(/.+/);
    expect(backend.state.balance).toBe(40_000n);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Welcome deposit bonus' })).toHaveTextContent('Given up'),
    );
    const row = screen.getByRole('listitem', { name: 'Welcome deposit bonus' });
    expect(row).toHaveTextContent('Taken backP100.00');
    expect(within(row).queryByRole('button', { name: /Give up bonus/ })).not.toBeInTheDocument();
    // No active bonus left: withdrawals are no longer held.
    expect(screen.getByRole('group', { name: 'Turnover still to play' })).toHaveTextContent(
      'No turnover left to play',
    );
  });

  it('shows the server message when the bonus is no longer active', async () => {
    const backend = rewardsBackend();
    server.use(
      http.post('*/wps/bonuses/:id/forfeit', () => errorReply(409, 'bonus_not_active')),
      ...backend.handlers,
    );
    await renderWithProviders(<BonusDetailsPage />, member);
    const active = await screen.findByRole('listitem', { name: 'Welcome deposit bonus' });
    await userEvent.click(within(active).getByRole('button', { name: /Give up bonus/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Give up bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bonus is no longer active.');
  });

  it('says so when there are no bonuses, and offers a retry when the list fails', async () => {
    const backend = rewardsBackend({ bonuses: [] });
    server.use(...backend.handlers);
    const { unmount } = await renderWithProviders(<BonusDetailsPage />, member);
    expect(await screen.findByText('No bonuses yet.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Turnover still to play' })).toHaveTextContent('P0.00');
    unmount();

    let fail = true;
    server.use(
      http.get('*/wps/bonuses', () =>
        fail
          ? errorReply(500, 'internal_error')
          : okReply({ list: [bonus({})], total: 1, turnoverOutstanding: '75000', page: 1, size: 10 }),
      ),
    );
    await renderWithProviders(<BonusDetailsPage />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Welcome deposit bonus' })).toBeInTheDocument();
  });
});
