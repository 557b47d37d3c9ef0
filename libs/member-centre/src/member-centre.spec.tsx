import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { MemberCentre } from './index';
import { balanceHandler, fundsHandler } from '@playfront/wallet/testing';
import {
  cashbackBackend,
  emptyTransactionsHandler,
  inboxBackend,
  memberInfoHandler,
  missionSummaryHandler,
  paymentPasswordHandler,
  referralBackend,
  profitBackend,
  protectionBackend,
  rewardsBackend,
} from './testing';

const handlers = [
  memberInfoHandler({ mobileNum: null, email: null }, 30),
  fundsHandler(),
  balanceHandler(),
  paymentPasswordHandler(true),
  emptyTransactionsHandler(),
  missionSummaryHandler(0),
];
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...handlers));
afterAll(() => server.close());

describe('MemberCentre', () => {
  it('shows a spinner until member info and funds load, then the menu in spec order with the page marked', async () => {
    await renderWithProviders(<MemberCentre open page="securityCenter" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const dialog = screen.getByRole('dialog', { name: 'Personal center' });
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    const nav = await within(dialog).findByRole('navigation', { name: 'Personal center menu' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Cashback',
      'Account record',
      'Personal profit and loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Mission activity',
      'Platform information',
      'Responsible gaming',
    ]);
    expect(within(nav).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(await within(dialog).findByText('demo_member')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Account record' }));
    expect(within(nav).getByRole('button', { name: 'Account record' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(await within(dialog).findByText('No records for these filters.')).toBeInTheDocument();
  });

  it('opens invite friends from the menu, its own chunk, with the code and the friends', async () => {
    server.use(...referralBackend().handlers);
    await renderWithProviders(<MemberCentre open page="securityCenter" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Invite friends' }));
    expect(within(nav).getByRole('button', { name: 'Invite friends' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('DEMO2026')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'de***1' })).toHaveTextContent('Reward paid: P20.00');
  });

  it('badges mission activity with the open missions only when there are some, and drops it after a claim', async () => {
    const backend = rewardsBackend();
    server.use(...backend.handlers);
    await renderWithProviders(<MemberCentre open page="missionLeaderboard" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    const entry = within(nav).getByRole('button', { name: /^Mission activity/ });
    // Three missions of the fixtures are not claimed yet.
    expect(await within(entry).findByText('Open missions: 3')).toBeInTheDocument();
    expect(entry).toHaveTextContent(/^Mission activity3/);

    const mission = await screen.findByRole('listitem', { name: 'First deposit of the day' });
    await userEvent.click(within(mission).getByRole('button', { name: 'Claim First deposit of the day' }));
    expect(await within(entry).findByText('Open missions: 2')).toBeInTheDocument();
    expect(backend.state.claimRequests).toBe(1);
  });

  it('opens the cashback page from the menu (its own chunk) with its claimable days', async () => {
    server.use(...cashbackBackend().handlers);
    await renderWithProviders(<MemberCentre open page="securityCenter" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Cashback' }));
    expect(within(nav).getByRole('button', { name: 'Cashback' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('group', { name: 'Cashback to claim' })).toHaveTextContent('P15.83');
    expect(screen.getByRole('listitem', { name: 'Day 2026-01-14' })).toBeInTheDocument();
  });

  it('leaves cashback out of the menu when the brand switched it off', async () => {
    await renderWithProviders(
      <MemberCentre open page="securityCenter" hidden={['manualRebate']} onClose={() => undefined} />,
      { credentials: { token: 't', accountType: 0 } },
    );
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    expect(within(nav).getByRole('button', { name: 'Betting record' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Cashback' })).not.toBeInTheDocument();
  });

  it('shows no badge when no mission is open', async () => {
    let asked = 0;
    server.use(missionSummaryHandler(0, 0, () => (asked += 1)));
    await renderWithProviders(<MemberCentre open page="transactionHistory" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    await screen.findByText('No records for these filters.');
    await waitFor(() => expect(asked).toBe(1));
    expect(within(nav).getByRole('button', { name: 'Mission activity' })).toHaveTextContent(
      /^Mission activity$/,
    );
  });

  it('loads platform information and the profit and loss as pages of their own', async () => {
    const inbox = inboxBackend();
    server.use(...inbox.handlers, ...profitBackend().handlers);
    await renderWithProviders(<MemberCentre open page="messageV2" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    expect(within(nav).getByRole('button', { name: 'Platform information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('listitem', { name: 'Welcome to Playfront' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Personal profit and loss' }));
    expect(await screen.findByLabelText('Profit and loss totals')).toHaveTextContent('Net profit and loss');
  });

  it('opens responsible gaming, the last entry of the menu, as a page of its own', async () => {
    server.use(...protectionBackend().handlers);
    await renderWithProviders(<MemberCentre open page="securityCenter" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    const nav = await screen.findByRole('navigation', { name: 'Personal center menu' });
    const entries = within(nav).getAllByRole('button');
    expect(entries[entries.length - 1]).toHaveTextContent('Responsible gaming');
    await userEvent.click(within(nav).getByRole('button', { name: 'Responsible gaming' }));
    expect(await screen.findByRole('listitem', { name: 'Deposit limit' })).toHaveTextContent(
      'P120.00 of P500.00',
    );
    expect(screen.getByRole('button', { name: 'Take a time-out' })).toBeInTheDocument();
  });

  it('offers a deposit limit one step from the deposit page (UKGC RTS 12C)', async () => {
    server.use(
      ...protectionBackend().handlers,
      http.get('*/wps/payment/channels', () =>
        okReply({
          list: [
            {
              code: 'BANK',
              name: 'Bank transfer',
              minAmount: '10000',
              maxAmount: '5000000',
              tutorial: null,
              tutorialSteps: [],
            },
          ],
        }),
      ),
      http.get('*/wps/payment/deposits', () => okReply({ list: [] })),
    );
    await renderWithProviders(<MemberCentre open page="depositv2" onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 0 },
    });
    expect(await screen.findByText('Keep your deposits within a budget you choose.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set a deposit limit' }));
    const nav = screen.getByRole('navigation', { name: 'Personal center menu' });
    expect(within(nav).getByRole('button', { name: 'Responsible gaming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('listitem', { name: 'Deposit limit' })).toBeInTheDocument();
  });

  it('refuses a trial account and closes', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<MemberCentre open page="depositv2" onClose={onClose} />, {
      credentials: { token: 't', accountType: 4 },
    });
    expect(screen.getByText(/This needs a real account/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has a close button', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<MemberCentre open page="transferFund" onClose={onClose} />, {
      credentials: { token: 't', accountType: 0 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
