import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

async function openMember(operator: string, username = 'alice') {
  const view = await renderBackOffice(`/members/${username}`, { token: api.current().signIn(operator) });
  const detail = await screen.findByRole('complementary', { name: username });
  await within(detail).findByRole('heading', { name: 'Profile' });
  return { ...view, detail };
}

describe('member detail', () => {
  it('shows the profile, wallets, sessions and a ledger that filters and pages', async () => {
    const { user, detail } = await openMember('sam');
    expect(within(detail).getByText('alice@example.com')).toBeInTheDocument();
    expect(within(detail).getByText('Rank 3 · Gold')).toBeInTheDocument();
    const wallets = within(detail).getByRole('table', { name: 'Wallets' });
    expect(within(wallets).getByRole('cell', { name: 'P1,250.00' })).toBeInTheDocument();
    const sessions = await within(detail).findByRole('table', { name: 'Sessions' });
    expect(within(sessions).getByRole('cell', { name: '203.0.113.21' })).toBeInTheDocument();
    expect(within(sessions).getByRole('cell', { name: 'Chrome · Windows' })).toBeInTheDocument();

    const ledger = await within(detail).findByRole('table', { name: 'Ledger' });
    expect(within(ledger).getAllByRole('row')).toHaveLength(21);
    expect(within(detail).getByText('1–20 of 26')).toBeInTheDocument();
    const filters = within(detail).getByRole('search', { name: 'Filter the ledger' });
    await user.selectOptions(within(filters).getByLabelText('Type'), 'BONUS');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await within(detail).findByText('1–5 of 5')).toBeInTheDocument();
    const bonusRows = within(within(detail).getByRole('table', { name: 'Ledger' })).getAllByRole('row');
    expect(bonusRows.slice(1).every((row) => row.textContent?.includes('Bonus'))).toBe(true);

    await user.type(within(filters).getByLabelText('From'), '2026-11-28');
    await user.type(within(filters).getByLabelText('To'), '2026-11-01');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(within(filters).getByLabelText('To')).toHaveAccessibleDescription(
      'The end date is before the start date.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('ends one session after a confirmation, then every session', async () => {
    const { user, detail } = await openMember('sam');
    const sessions = await within(detail).findByRole('table', { name: 'Sessions' });
    await user.click(within(sessions).getByRole('button', { name: 'End session from 203.0.113.21' }));
    const dialog = await screen.findByRole('dialog', { name: 'End session' });
    expect(dialog).toHaveTextContent('The session of alice from 203.0.113.21 ends');
    expect(api.current().state.received).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Sessions ended: 1.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sessions).queryByRole('cell', { name: '203.0.113.21' })).not.toBeInTheDocument(),
    );
    await user.click(await within(detail).findByRole('button', { name: 'End all sessions' }));
    const all = await screen.findByRole('dialog', { name: 'End all sessions' });
    await user.click(within(all).getByRole('button', { name: 'End all sessions' }));
    expect(await within(detail).findByText('No live session: the member is signed out.')).toBeInTheDocument();
    expect(api.current().state.memberExtras['alice'].sessions).toEqual([]);
  });

  it('locks a member only with a reason, shows the lock, and unlocks', async () => {
    const { user, detail } = await openMember('sam');
    await user.click(await within(detail).findByRole('button', { name: 'Lock member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock alice' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock member' }));
    expect(within(dialog).getByLabelText('Reason for the lock')).toHaveAccessibleDescription(
      'Give a reason of at least 3 characters.',
    );
    expect(api.current().state.received).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason for the lock'), 'Chargeback filed');
    await user.click(within(dialog).getByRole('button', { name: 'Lock member' }));
    expect(await screen.findByText('alice is locked and signed out everywhere.')).toBeInTheDocument();
    expect(await within(detail).findByText('Chargeback filed')).toBeInTheDocument();
    expect(within(detail).getByText('Locked')).toBeInTheDocument();

    await user.click(await within(detail).findByRole('button', { name: 'Unlock member' }));
    const unlock = await screen.findByRole('dialog', { name: 'Unlock alice' });
    await user.click(within(unlock).getByRole('button', { name: 'Unlock member' }));
    expect(await screen.findByText('alice is unlocked and may sign in again.')).toBeInTheDocument();
    expect(await within(detail).findByRole('button', { name: 'Lock member' })).toBeInTheDocument();
    expect(api.current().state.members.find((row) => row.username === 'alice')?.disabled).toBe(false);
  });

  it('resets the password after a confirmation and says where the one-time password went', async () => {
    const { user, detail } = await openMember('sam');
    await user.click(await within(detail).findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of alice' });
    expect(dialog).toHaveTextContent('You will not see the password.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and send' }));
    expect(
      await screen.findByText('A one-time password was sent by e-mail to a***@example.com.'),
    ).toBeInTheDocument();
    expect(await within(detail).findByText('Must be changed at the next sign-in')).toBeInTheDocument();
  });

  it('shows the translated refusal when a member has nowhere to send a password', async () => {
    api.current().state.members.find((row) => row.username === 'bob')!.email = null;
    api.current().state.members.find((row) => row.username === 'bob')!.mobile = null;
    const { user, detail } = await openMember('sam', 'bob');
    await user.click(await within(detail).findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of bob' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset and send' }));
    expect(
      await within(dialog).findByText('The member has no e-mail or mobile number to send a new password to.'),
    ).toBeInTheDocument();
  });

  it("sets the member's labels from the brand's labels", async () => {
    const { user, detail } = await openMember('sam');
    const labels = await within(detail).findByRole('group', { name: 'Labels' });
    const save = within(labels).getByRole('button', { name: 'Save labels' });
    expect(save).toBeDisabled();
    await user.click(within(labels).getByRole('checkbox', { name: 'New player' }));
    await user.click(save);
    expect(await screen.findByText('The labels of alice are saved.')).toBeInTheDocument();
    expect(api.current().state.memberExtras['alice'].labels).toEqual(['Verified', 'New player']);
  });

  it('lets marketing change the VIP rank with a reason, and tells support why it cannot', async () => {
    const support = await openMember('sam');
    const rank = within(support.detail).getByRole('button', { name: 'Change VIP rank' });
    expect(rank).toBeDisabled();
    expect(rank).toHaveAccessibleDescription(
      'Changing a VIP rank needs the VIP write permission (marketing or admin).',
    );
    support.unmount();

    const { user, detail } = await openMember('mia');
    // Marketing reads members only: no account or money action.
    expect(within(detail).queryByRole('button', { name: 'Lock member' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Grant bonus' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
    expect(within(detail).getByText(/Your roles allow reading members only/)).toBeInTheDocument();
    await user.click(await within(detail).findByRole('button', { name: 'Change VIP rank' }));
    const dialog = await screen.findByRole('dialog', { name: 'VIP rank of alice' });
    await within(dialog).findByRole('option', { name: '5 · Diamond' });
    await user.selectOptions(within(dialog).getByLabelText('New rank'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Verified high roller');
    await user.click(within(dialog).getByRole('button', { name: 'Change rank' }));
    expect(await screen.findByText('alice now has VIP rank 5.')).toBeInTheDocument();
    expect(await within(detail).findByText('Rank 5 · Diamond')).toBeInTheDocument();
    expect(api.current().state.received).toContainEqual({
      call: 'rank',
      body: { level: 5, reason: 'Verified high roller' },
    });
  });

  it('reaches the money dialogs from the detail', async () => {
    const { user, detail } = await openMember('sam');
    await user.click(await within(detail).findByRole('button', { name: 'Grant bonus' }));
    expect(await screen.findByRole('dialog', { name: 'Bonus for alice' })).toBeInTheDocument();
  });

  it('says so for an unknown member', async () => {
    await renderBackOffice('/members/nobody', { token: api.current().signIn('sam') });
    const detail = await screen.findByRole('complementary', { name: 'nobody' });
    expect(await within(detail).findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
