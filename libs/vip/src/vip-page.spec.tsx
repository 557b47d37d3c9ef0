import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { VipPage } from './index';
import { crownMember, failingVipHandler, pendingVipHandler, vipStoryHandlers } from './testing';

const server = setupServer(...vipStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...vipStoryHandlers()));
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };
const rows = () =>
  within(screen.getByRole('table', { name: 'Rank benefits' }))
    .getAllByRole('row')
    .slice(1);

describe('VipPage', () => {
  it("shows the member's rank, the progress to the next rank and every rank's benefits", async () => {
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Your VIP rank' });
    expect(within(current).getByText('Gold')).toBeInTheDocument();
    expect(within(current).getByText('Level 3')).toBeInTheDocument();
    expect(within(current).getByRole('heading', { name: 'Progress to Platinum' })).toBeInTheDocument();

    const deposits = within(current).getByRole('progressbar', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('aria-valuenow', '60');
    expect(deposits).toHaveAttribute('aria-valuetext', 'P12,000.00 of P20,000.00');
    expect(within(current).getByText('P8,000.00 to go')).toBeInTheDocument();
    const bets = within(current).getByRole('progressbar', { name: 'Valid bets' });
    expect(bets).toHaveAttribute('aria-valuenow', '62');
    expect(within(current).getByText('P62,000.00 of P100,000.00')).toBeInTheDocument();
    expect(within(current).getByText('P38,000.00 to go')).toBeInTheDocument();
    expect(screen.getByText(/Your deposits and valid bets of the last 30 days/)).toBeInTheDocument();

    const table = rows();
    // The badges are decorative: each row is named by its rank, the member's own marked.
    ['Bronze', 'Silver', 'Gold Your rank', 'Platinum', 'Diamond', 'Crown'].forEach((name, index) =>
      expect(within(table[index]!).getByRole('rowheader')).toHaveAccessibleName(name),
    );
    const gold = table[2]!;
    expect(gold).toHaveAttribute('aria-current', 'true');
    expect(within(gold).getByText('Your rank')).toBeInTheDocument();
    expect(within(gold).getByText('P5,000.00 / P25,000.00')).toBeInTheDocument();
    expect(within(gold).getByText('Live casino 0.90%')).toBeInTheDocument();
    expect(within(gold).getByText('Slots 1.40%')).toBeInTheDocument();
    expect(within(gold).getByText('P200,000.00')).toBeInTheDocument();
    expect(within(gold).getByText('P288.00')).toBeInTheDocument();
    expect(within(table[0]!).getByText('Every member')).toBeInTheDocument();
    expect(within(table[5]!).getByText('No limit')).toBeInTheDocument();
    expect(table.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });

  it('shows a visitor the benefits and a call to log in that opens the login dialog', async () => {
    const { user } = await renderAuth(<VipPage />, { path: '/vip' });
    await screen.findByRole('table', { name: 'Rank benefits' });
    expect(rows()).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Your VIP rank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText('Log in to see your rank and your progress to the next one.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('congratulates a member at the top rank instead of a progress bar', async () => {
    server.use(
      ...vipStoryHandlers({
        member: crownMember,
        session: { member: { clubLabel: { labelName: 'Crown', rankLevel: 6 } } },
      }),
    );
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    const current = await screen.findByRole('region', { name: 'Your VIP rank' });
    expect(within(current).getByText('Crown')).toBeInTheDocument();
    expect(
      within(current).getByText('You hold the highest rank. Thank you for playing with us!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refetches member info when the rank differs from the header club label', async () => {
    const calls = { vip: 0, memberInfo: 0 };
    // Member info still says Silver (2); the evaluation has made the member Gold (3).
    server.use(
      ...vipStoryHandlers({
        calls,
        session: { member: { clubLabel: { labelName: 'Silver', rankLevel: 2 } } },
      }),
    );
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    await screen.findByRole('region', { name: 'Your VIP rank' });
    await waitFor(() => expect(calls.memberInfo).toBe(2));
  });

  it('does not refetch member info when the ranks agree', async () => {
    const calls = { vip: 0, memberInfo: 0 };
    server.use(...vipStoryHandlers({ calls }));
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    await screen.findByRole('region', { name: 'Your VIP rank' });
    await waitFor(() => expect(calls.memberInfo).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.memberInfo).toBe(1);
    expect(calls.vip).toBe(1);
  });

  it('shows a spinner while loading', async () => {
    server.use(pendingVipHandler());
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the ranks cannot be loaded and retries', async () => {
    server.use(failingVipHandler());
    const { user } = await renderAuth(<VipPage />, { path: '/vip', ...member });
    expect(await screen.findByText('The VIP ranks could not be loaded.')).toBeInTheDocument();
    server.use(...vipStoryHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your VIP rank' })).toBeInTheDocument();
  });

  it('shows the empty state when the brand has no ranks', async () => {
    server.use(...vipStoryHandlers({ ranks: [] }));
    await renderAuth(<VipPage />, { path: '/vip', ...member });
    expect(await screen.findByText('No VIP ranks yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
