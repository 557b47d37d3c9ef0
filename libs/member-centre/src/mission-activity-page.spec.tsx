import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import { countdown, MissionActivityPage } from './index';
import { missionLeaderboard, missionNow, rewardsBackend } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };

describe('MissionActivityPage', () => {
  it("shows each mission's tasks with bars and numbers, the time left and the reward", async () => {
    server.use(...rewardsBackend().handlers);
    await renderWithProviders(<MissionActivityPage now={missionNow} />, member);
    const list = await screen.findByRole('list', { name: 'Missions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const daily = within(list).getByRole('listitem', { name: 'Daily spinner' });
    // 14:00 UTC: ten hours left of the day.
    expect(daily).toHaveTextContent('Daily · Ends in 10:00:00');
    expect(daily).toHaveTextContent('In progress');
    const bets = within(daily).getByRole('progressbar', { name: 'Place 20 bets on Slots' });
    expect(bets).toHaveAttribute('aria-valuenow', '60');
    expect(daily).toHaveTextContent('12 / 20');
    const amount = within(daily).getByRole('progressbar', { name: 'Bet P100.00' });
    expect(amount).toHaveAttribute('aria-valuenow', '100');
    expect(daily).toHaveTextContent('P100.00 / P100.00');
    expect(daily).toHaveTextContent('Reward: P5.00');
    expect(within(daily).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();

    const deposit = within(list).getByRole('listitem', { name: 'First deposit of the day' });
    expect(within(deposit).getByRole('progressbar', { name: 'Deposit P200.00' })).toBeInTheDocument();
    expect(deposit).toHaveTextContent('Ready to claim');

    const weekly = within(list).getByRole('listitem', { name: 'Loyal week' });
    expect(weekly).toHaveTextContent(/Weekly · Ends .*2026/);
    expect(within(weekly).getByRole('progressbar', { name: 'Log in 5 days in a row' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(
      within(weekly).getByRole('progressbar', { name: 'Win 10 rounds on Live casino' }),
    ).toBeInTheDocument();
    expect(weekly).toHaveTextContent('Reward: P50.00');
  });

  it('claims a finished mission once and shows it claimed', async () => {
    const backend = rewardsBackend({ delayMs: 30 });
    server.use(...backend.handlers);
    await renderWithProviders(<MissionActivityPage now={missionNow} />, member);
    const deposit = await screen.findByRole('listitem', { name: 'First deposit of the day' });
    await userEvent.dblClick(within(deposit).getByRole('button', { name: 'Claim First deposit of the day' }));
    expect(await screen.findByText('P3.00 was added to your balance.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'First deposit of the day' })).toHaveTextContent('Claimed'),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'First deposit of the day' })).queryByRole('button', {
        name: /Claim/,
      }),
    ).not.toBeInTheDocument();
    expect(backend.state.claimRequests).toBe(1);
    expect(backend.state.balance).toBe(100_300n);
  });

  it('shows the daily and weekly leaderboards with the reader marked', async () => {
    // A slow reply: while the weekly board loads, the daily rows stay and are still named Daily.
    server.use(...rewardsBackend({ delayMs: 60 }).handlers);
    await renderWithProviders(<MissionActivityPage now={missionNow} />, member);
    const daily = await screen.findByRole('table', { name: 'Leaderboard · Daily' });
    const rows = within(daily).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'ma***88', '4', 'P42.00'],
      ['2', 'lu***ky', '3', 'P26.00'],
      ['3', 'demo_member(You)', '1', 'P5.00'],
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(screen.getByRole('table', { name: 'Leaderboard · Daily' })).toHaveAttribute('aria-busy', 'true');
    const weekly = await screen.findByRole('table', { name: 'Leaderboard · Weekly' });
    expect(within(weekly).getAllByRole('row')[1]).toHaveTextContent('ma***8815P42.00');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has empty and error states for the missions and the leaderboard', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/missions', () => (fail ? errorReply(500, 'internal_error') : okReply({ list: [] }))),
      http.get('*/wps/missions/leaderboard', () => okReply({ ...missionLeaderboard('DAILY'), list: [] })),
      ...rewardsBackend().handlers,
    );
    await renderWithProviders(<MissionActivityPage now={missionNow} />, member);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nobody has completed a mission in this period yet.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No missions in this period.')).toBeInTheDocument();
  });

  it('formats the time left as hours, minutes and seconds', () => {
    expect(countdown(3_725_000)).toBe('01:02:05');
    expect(countdown(-5)).toBe('00:00:00');
  });
});
