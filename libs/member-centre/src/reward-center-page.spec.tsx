import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { useGetBalanceQuery } from '@playfront/wallet';
import { RewardCenterPage } from './index';
import { reward, rewardsBackend } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };

/** The header's balance, next to the page (the same store). */
function HeaderBalance() {
  const { data } = useGetBalanceQuery();
  return <output aria-label="Header balance">{data?.mainBalance ?? '…'}</output>;
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement;

describe('RewardCenterPage', () => {
  it('lists every reward with type, title, amount, claim-by date and its claim state', async () => {
    server.use(...rewardsBackend().handlers);
    await renderWithProviders(<RewardCenterPage />, member);
    const table = await screen.findByRole('table', { name: 'Reward centre' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Reward', 'Amount', 'Claim by', 'Action']);
    const cells = (title: string) =>
      within(rowOf(title))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Weekend reload')).toEqual([
      'Promotion',
      'Weekend reload',
      'P50.00',
      expect.stringMatching(/2026/),
      'Claim',
    ]);
    expect(cells('Daily spinner')).toEqual(['Mission', 'Daily spinner', 'P5.00', 'No limit', 'Claim']);
    expect(cells('Lucky draw')).toEqual([
      'Raffle',
      'Lucky draw',
      'P200.00',
      expect.stringMatching(/2026/),
      'Claimed',
    ]);
    expect(screen.getByText('Rewards to claim: 2')).toBeInTheDocument();
  });

  it('claims once under a double click, shows it claimed and refreshes the header balance', async () => {
    const backend = rewardsBackend({ balance: 100_000n, delayMs: 50 });
    server.use(...backend.handlers);
    await renderWithProviders(
      <>
        <HeaderBalance />
        <RewardCenterPage />
      </>,
      member,
    );
    await screen.findByRole('table');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Header balance' })).toHaveTextContent('100000'),
    );
    const balanceCalls = backend.state.balanceRequests;

    const button = within(rowOf('Weekend reload')).getByRole('button', { name: 'Claim Weekend reload' });
    await userEvent.dblClick(button);
    expect(await screen.findByText('P50.00 was added to your balance.')).toBeInTheDocument();
    expect(within(rowOf('Weekend reload')).getByText('Claimed')).toBeInTheDocument();
    expect(within(rowOf('Weekend reload')).queryByRole('button')).not.toBeInTheDocument();
    expect(backend.state.claimRequests).toBe(1);
    expect(backend.state.keys).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Header balance' })).toHaveTextContent('105000'),
    );
    expect(backend.state.balanceRequests).toBeGreaterThan(balanceCalls);
    // The other reward is still claimable, with a new intent (a new key).
    await userEvent.click(screen.getByRole('button', { name: 'Claim Daily spinner' }));
    await waitFor(() => expect(backend.state.claimRequests).toBe(2));
    expect(backend.state.keys[1]).not.toBe(backend.state.keys[0]);
    await waitFor(() => expect(within(rowOf('Daily spinner')).getByText('Claimed')).toBeInTheDocument());
    expect(screen.getByText('Rewards to claim: 0')).toBeInTheDocument();
  });

  it('lists claimable cashback and pays it into the balance, without a bonus', async () => {
    const backend = rewardsBackend({
      balance: 100_000n,
      rewards: [reward({ kind: 'CASHBACK', id: 7, title: 'Cashback for 2026-01-14', amount: '1583' })],
    });
    server.use(...backend.handlers);
    await renderWithProviders(
      <>
        <HeaderBalance />
        <RewardCenterPage />
      </>,
      member,
    );
    await screen.findByRole('table', { name: 'Reward centre' });
    expect(within(rowOf('Cashback for 2026-01-14')).getAllByRole('cell')[0]).toHaveTextContent('Cashback');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Cashback for 2026-01-14' }));
    expect(await screen.findByText('P15.83 was added to your balance.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Header balance' })).toHaveTextContent('101583'),
    );
    expect(within(rowOf('Cashback for 2026-01-14')).getByText('Claimed')).toBeInTheDocument();
  });

  it('keeps the key when a claim fails and is tried again, and says what went wrong', async () => {
    const backend = rewardsBackend();
    let failures = 1;
    const keys: string[] = [];
    server.use(
      http.post('*/wps/rewards/claim', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (failures-- > 0) return errorReply(500, 'internal_error');
        return undefined;
      }),
      ...backend.handlers,
    );
    await renderWithProviders(<RewardCenterPage />, member);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Weekend reload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Weekend reload' }));
    expect(await screen.findByText('P50.00 was added to your balance.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says so when there is nothing to claim, and offers a retry when the list fails', async () => {
    server.use(...rewardsBackend({ rewards: [] }).handlers);
    const { unmount } = await renderWithProviders(<RewardCenterPage />, member);
    expect(await screen.findByText('No rewards to claim right now.')).toBeInTheDocument();
    unmount();

    let fail = true;
    server.use(
      http.get('*/wps/rewards', () =>
        fail ? errorReply(500, 'internal_error') : okReply({ list: [reward({})], claimable: 1 }),
      ),
    );
    await renderWithProviders(<RewardCenterPage />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Claim Weekend reload' })).toBeInTheDocument();
  });
});
