import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('missions', () => {
  it('lists the missions with their state, claims and what they paid, filtered and exported', async () => {
    const { user } = await renderBackOffice('/missions', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Missions' });
    const row = within(table).getByRole('cell', { name: 'Weekly high roller' }).closest('tr')!;
    expect(row).toHaveTextContent('Bet an amount');
    expect(row).toHaveTextContent('P700.00');
    expect(await axeViolations()).toEqual([]);
    const filters = screen.getByRole('search', { name: 'Filter the missions' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'Paused');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Daily check-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    expect((await api.downloads())[0].text).toContain('1,Daily check-in,DAILY,paused,500,120,60000');
  });

  it('creates a mission with two tasks, and shows the server’s refusal of a task under it', async () => {
    const { user } = await renderBackOffice('/missions/new', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'New mission' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (English)'), 'Deposit and play');
    await user.click(screen.getByRole('tab', { name: /简体中文/ }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '存款并游戏');
    await user.selectOptions(screen.getByLabelText('Task 1: what to do'), 'Log in on consecutive days');
    await user.type(screen.getByLabelText('Task 1: target'), '3');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.selectOptions(screen.getByLabelText('Task 2: what to do'), 'Bet an amount');
    await user.selectOptions(screen.getByLabelText('Task 2: game category'), 'LIVE');
    await user.type(screen.getByLabelText('Task 2: target'), '250.50');
    await user.type(screen.getByLabelText('Reward amount'), '20');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create the mission' }));

    // A daily mission counts one login day at most: the server says so under the task's target.
    expect(
      await screen.findByText('Some fields need a correction: see the messages under them.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Task 1: target')).toHaveAccessibleDescription(
      expect.stringContaining('This value is not valid.'),
    );
    await user.selectOptions(screen.getByLabelText('Period'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Create the mission' }));
    expect(await screen.findByText('The mission is created.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toMatchObject({
      call: 'createMission',
      body: {
        texts: {
          en: { title: 'Deposit and play', description: '' },
          cn: { title: '存款并游戏', description: '' },
        },
        period: 'WEEKLY',
        tasks: [
          { kind: 'LOGIN_DAYS', category: null, target: '3' },
          { kind: 'BET_AMOUNT', category: 'LIVE', target: '25050' },
        ],
        reward: '2000',
        paused: false,
      },
    });
    expect(await screen.findByRole('cell', { name: 'Deposit and play' })).toBeInTheDocument();
  });

  it('edits a mission and sends what it holds', async () => {
    const { user } = await renderBackOffice('/missions/2', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'Mission 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Task 1: target')).toHaveValue('1000');
    expect(screen.getByLabelText('Task 1: game category')).toHaveValue('RNG');
    await user.clear(screen.getByLabelText('Reward amount'));
    await user.type(screen.getByLabelText('Reward amount'), '75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.current().state.loyalty.missions[0].reward).toBe('7500');
  });

  it('pauses and resumes a mission, and ends it only after a confirmation', async () => {
    const { user } = await renderBackOffice('/missions/2', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Mission 2 is paused.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Mission 2 is live again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this mission now?' });
    expect(dialog).toHaveTextContent('"Weekly high roller" ends now');
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Mission 2 has ended.')).toBeInTheDocument();
    expect(api.current().state.loyalty.missions[0].state).toBe('ended');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('shows a mission read-only to an operator who may only read it', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/missions/2', { token: mock.signIn('reader') });
    expect(await screen.findByLabelText('Title (English)')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a task' })).not.toBeInTheDocument();
  });
});
