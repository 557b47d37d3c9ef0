import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@playfront/api-client/testing';
import { AgentCentre } from './index';
import { agentHandlers, agentToday, allKinds, permissionHandler } from './testing';

const server = setupServer(...agentHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const agent = { token: 't', accountType: 1 };

describe('AgentCentre', () => {
  it('shows a spinner, then the twelve entries in spec order with the current one marked', async () => {
    server.use(permissionHandler(allKinds, 30));
    await renderWithProviders(<AgentCentre open onClose={() => undefined} today={agentToday} />, {
      credentials: agent,
    });
    const dialog = screen.getByRole('dialog', { name: 'Agent' });
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    const nav = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Announcement',
      'Team overview',
      'Account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend record',
      'Daily wages',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(within(nav).getByRole('button', { name: 'Announcement' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Team management' }));
    expect(within(nav).getByRole('button', { name: 'Team management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Announcement' })).not.toHaveAttribute('aria-current');
    expect(await within(dialog).findByText('team_agent1')).toBeInTheDocument();
  });

  it('is usable from the keyboard', async () => {
    await renderWithProviders(<AgentCentre open onClose={() => undefined} today={agentToday} />, {
      credentials: agent,
    });
    const nav = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    within(nav).getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(nav).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('lists the dividend and salary pages only for the kinds the brand offers', async () => {
    server.use(
      permissionHandler({ dividend: false, dailyWage: true, hourlyWage: false, realtimeSalary: true }),
    );
    await renderWithProviders(<AgentCentre open onClose={() => undefined} today={agentToday} />, {
      credentials: agent,
    });
    const nav = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toHaveLength(10);
    expect(labels).toContain('Daily wages');
    expect(labels).toContain('Real-time salary');
    expect(labels).not.toContain('Dividend record');
    expect(labels).not.toContain('Hourly salary');
  });

  it('opens on the page asked for', async () => {
    await renderWithProviders(
      <AgentCentre open page="profit" onClose={() => undefined} today={agentToday} />,
      { credentials: agent },
    );
    const nav = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    expect(within(nav).getByRole('button', { name: 'User profit and loss' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tells a member that non-agents cannot log in, and closes', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<AgentCentre open onClose={onClose} />, {
      credentials: { token: 't', accountType: 0 },
    });
    expect(
      screen.getByText('This account is not an agent account and cannot log in here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('tells a trial account to use a real account', async () => {
    await renderWithProviders(<AgentCentre open onClose={() => undefined} />, {
      credentials: { token: 't', accountType: 4 },
    });
    expect(screen.getByText(/This needs a real account/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has a close button', async () => {
    const onClose = jest.fn();
    await renderWithProviders(<AgentCentre open onClose={onClose} today={agentToday} />, {
      credentials: agent,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens on the announcement page with the notices addressed to agents', async () => {
    await renderWithProviders(<AgentCentre open onClose={() => undefined} today={agentToday} />, {
      credentials: agent,
    });
    expect(
      await screen.findByText('Notices the brand sends to its agents only; players do not see them.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(within(list).getByRole('button', { name: /Commission schedule/ })).toBeInTheDocument();
  });
});
