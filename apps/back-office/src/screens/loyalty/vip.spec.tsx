import { screen, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('VIP', () => {
  it('edits a rank, and says in operator words when its thresholds break the order', async () => {
    const { user } = await renderBackOffice('/vip', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Ranks' });
    const gold = within(table).getByRole('cell', { name: 'Gold' }).closest('tr')!;
    expect(gold).toHaveTextContent('P5,000.00');
    expect(within(table).getByRole('cell', { name: 'No limit' })).toBeInTheDocument();
    await user.click(within(gold).getByRole('button', { name: 'Open' }));
    const pane = await screen.findByRole('complementary', { name: 'Level 3: Gold' });
    expect(await axeViolations()).toEqual([]);
    await user.clear(within(pane).getByLabelText('Deposits to reach it'));
    await user.type(within(pane).getByLabelText('Deposits to reach it'), '50000');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    expect(await within(pane).findByText(/Thresholds must rise with the level/)).toBeInTheDocument();

    await user.clear(within(pane).getByLabelText('Deposits to reach it'));
    await user.type(within(pane).getByLabelText('Deposits to reach it'), '6000');
    await user.type(within(pane).getByLabelText('Name (日本語)'), 'ゴールド');
    await user.clear(within(pane).getByLabelText('Daily withdrawal limit'));
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rank level 3 is saved.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'vipRank',
      body: {
        names: { en: 'Gold', cn: '黄金', ja: 'ゴールド' },
        minDeposit: '600000',
        minValidBet: '2500000',
        dailyWithdrawalLimit: null,
        upgradeBonus: '20000',
      },
    });
  });

  it('evaluates the ranks only after a confirmation', async () => {
    const { user } = await renderBackOffice('/vip/ranks', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('button', { name: 'Evaluate ranks now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluate every member’s rank now?' });
    expect(dialog).toHaveTextContent('is paid its upgrade bonus');
    expect(api.current().state.received.filter((entry) => entry.call === 'vipEvaluate')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Evaluate ranks now' }));
    expect(await screen.findByText('The ranks are evaluated: 3 changes.')).toBeInTheDocument();
  });

  it('adds a member label in two languages', async () => {
    const { user } = await renderBackOffice('/vip/labels', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    const pane = await screen.findByRole('complementary', { name: 'New label' });
    await user.type(within(pane).getByLabelText('Label'), 'Weekend star');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    expect(within(pane).getByLabelText('Name (English)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(pane).getByLabelText('Name (English)'), 'Weekend star');
    await user.type(within(pane).getByLabelText('Name (简体中文)'), '周末之星');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label Weekend star is saved.')).toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: 'Weekend star' })).toHaveLength(2);
    expect(api.current().state.loyalty.vipLabels.at(-1)).toEqual({
      label: 'Weekend star',
      names: { en: 'Weekend star', cn: '周末之星' },
    });
  });

  it('shows the ranks without their buttons to support, who may only read them', async () => {
    const { user } = await renderBackOffice('/vip', { token: api.current().signIn('sam') });
    const table = await screen.findByRole('table', { name: 'Ranks' });
    expect(screen.queryByRole('button', { name: 'Evaluate ranks now' })).not.toBeInTheDocument();
    await user.click(within(table).getAllByRole('button', { name: 'Details' })[0]);
    const pane = await screen.findByRole('complementary', { name: 'Level 1: Bronze' });
    expect(within(pane).getByLabelText('Name (English)')).toHaveAttribute('readonly');
    expect(within(pane).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
