import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();
const balanceOf = (username: string) =>
  api.current().state.members.find((member) => member.username === username)?.balance;

describe('approvals (two-person rule)', () => {
  it('lets a second operator approve a pending proposal, after a confirmation', async () => {
    const { user } = await renderBackOffice('/approvals', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Approvals' });
    // Pending only, by default.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'P50.00' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('complementary', { name: 'Proposal 7' });
    expect(within(detail).getByRole('figure', { name: 'What was proposed' })).toHaveTextContent(
      'lost bet refund',
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this proposal?' });
    expect(dialog).toHaveTextContent('Balance adjustment for member=alice: P50.00, proposed by sam.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Proposal 7 was approved and carried out.')).toBeInTheDocument();
    expect(balanceOf('alice')).toBe('130000');
    // It left the pending list.
    await waitFor(() => expect(screen.getByText(en.bo_approvals_empty)).toBeInTheDocument());
  });

  it('shows the proposer their proposal, and why they can decide it neither way', async () => {
    const mock = api.current();
    mock.state.proposals[0].proposedBy = 'root';
    await renderBackOffice('/approvals/7', { token: mock.signIn('root') });
    const detail = await screen.findByRole('complementary', { name: 'Proposal 7' });
    for (const name of ['Approve', 'Reject']) {
      const button = within(detail).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(en.bo_proposal_own);
    }
  });

  it('tells a proposer who may not decide proposals why it waits', async () => {
    await renderBackOffice('/approvals/7', { token: api.current().signIn('sam') });
    const detail = await screen.findByRole('complementary', { name: 'Proposal 7' });
    expect(within(detail).getByText(en.bo_proposal_own)).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects with a note, and nothing moves', async () => {
    const { user } = await renderBackOffice('/approvals/7', { token: api.current().signIn('fiona') });
    const detail = await screen.findByRole('complementary', { name: 'Proposal 7' });
    await user.click(within(detail).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this proposal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(en.bo_reason_required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note (required to reject)'), 'Wrong member');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Proposal 7 was rejected.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'proposal-reject',
      body: { reason: 'Wrong member' },
    });
    expect(balanceOf('alice')).toBe('125000');
  });

  it('shows why an approved action failed', async () => {
    const mock = api.current();
    Object.assign(mock.state.proposals[1], {
      status: 'failed',
      result: { code: 'insufficient_funds', message: 'x' },
    });
    const { user } = await renderBackOffice('/approvals', { token: mock.signIn('fiona') });
    await user.selectOptions(await screen.findByLabelText('Status'), 'Failed');
    // The failed one, once the list of that status has come (not a row of the list before).
    const row = await screen.findByRole('row', { name: /Failed/ });
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('complementary', { name: 'Proposal 6' });
    expect(await within(detail).findByText(en.err_insufficient_funds)).toBeInTheDocument();
  });

  it('says so when another operator decided first', async () => {
    const { user } = await renderBackOffice('/approvals/7', { token: api.current().signIn('fiona') });
    const detail = await screen.findByRole('complementary', { name: 'Proposal 7' });
    api.current().state.proposals[0].status = 'approved';
    await user.click(within(detail).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(en.err_already_decided)).toBeInTheDocument();
    // The list shows it gone from the pending ones.
    expect(await screen.findByText(en.bo_approvals_empty)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists decided proposals by status, read-only for those who may not decide', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    const { user } = await renderBackOffice('/approvals', { token: mock.signIn('reader') });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('cell', { name: 'member=chen' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('complementary', { name: 'Proposal 6' });
    expect(within(detail).getByRole('figure', { name: 'Result' })).toHaveTextContent('"bonusId": 55');
    expect(within(detail).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
