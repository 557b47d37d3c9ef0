import { screen, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('referral', () => {
  it('sets the rule in major units and sends minor units', async () => {
    const { user } = await renderBackOffice('/referral', { token: api.current().signIn('mia') });
    const rule = await screen.findByRole('form', { name: 'Referral rule' });
    expect(within(rule).getByLabelText('Reward')).toHaveValue('100');
    expect(await axeViolations()).toEqual([]);
    await user.clear(within(rule).getByLabelText('Reward'));
    await user.click(within(rule).getByRole('button', { name: 'Save' }));
    expect(within(rule).getByLabelText('Reward')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    await user.type(within(rule).getByLabelText('Reward'), '150.5');
    await user.clear(within(rule).getByLabelText('Friend’s deposits needed'));
    await user.type(within(rule).getByLabelText('Friend’s deposits needed'), '1,000');
    await user.click(within(rule).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The referral rule is saved.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'referralRule',
      body: { minDeposit: '100000', minTurnover: '100000', reward: '15050' },
    });
  });

  it('finds a member’s referrals with their progress, and says when there is no such member', async () => {
    const { user } = await renderBackOffice('/referral', { token: api.current().signIn('mia') });
    const search = await screen.findByRole('search', { name: 'Find a member’s referrals' });
    await user.type(within(search).getByLabelText('Member username'), 'alice');
    await user.click(within(search).getByRole('button', { name: 'Apply filters' }));
    const table = await screen.findByRole('table', { name: 'Friends of alice' });
    expect(screen.getByText('ALC7Q2')).toBeInTheDocument();
    const pending = within(table).getByRole('cell', { name: 'player07' }).closest('tr')!;
    expect(pending).toHaveTextContent('P100.00 / P500.00');
    expect(pending).toHaveTextContent('Registered');
    await user.clear(within(search).getByLabelText('Member username'));
    await user.type(within(search).getByLabelText('Member username'), 'nobody');
    await user.click(within(search).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('We could not find what you asked for.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Friends of alice' })).not.toBeInTheDocument();
  });

  it('shows the rule read-only to an operator who may only read it', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/referral', { token: mock.signIn('reader') });
    const rule = await screen.findByRole('form', { name: 'Referral rule' });
    expect(within(rule).getByLabelText('Reward')).toHaveAttribute('readonly');
    expect(within(rule).queryByRole('button')).not.toBeInTheDocument();
  });
});
