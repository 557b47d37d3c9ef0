import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('the cashier', () => {
  it('approves a deposit after a confirmation that shows the amount', async () => {
    const { user } = await renderBackOffice('/cashier', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getByRole('cell', { name: 'P12,500.50' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Approve deposit D20261127A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog).toHaveTextContent(
      "Deposit D20261127A1 of member 101: P500.00 is credited to the member's main wallet.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Deposit D20261127A1 was approved.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('D20261127A1')).not.toBeInTheDocument());
    expect(api.current().state.received.at(-1)).toEqual({ call: 'deposit', body: { decision: 'approve' } });
  });

  it('filters a queue by reference, member or channel', async () => {
    const { user } = await renderBackOffice('/cashier/deposits', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filter the queue' });
    await user.type(within(filters).getByRole('searchbox'), 'gcash');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(within(table).getByText('D20261127A1')).toBeInTheDocument();
    expect(within(table).queryByText('D20261127B2')).not.toBeInTheDocument();
  });

  it('pays a withdrawal, rejects another, and sends a large one to a second operator', async () => {
    const { user } = await renderBackOffice('/cashier/withdrawals', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await user.click(within(table).getByRole('button', { name: 'Approve and pay withdrawal W20261127B2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay out this withdrawal?' });
    expect(dialog).toHaveTextContent('P60,000.00 is marked paid to BDO · Alice Reyes · ****4321');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText(/is waiting for a second operator in Approvals/)).toBeInTheDocument();
    expect(api.current().state.proposals[0]).toMatchObject({
      kind: 'withdrawal_release',
      amount: '6000000',
    });

    await user.click(within(table).getByRole('button', { name: 'Reject withdrawal W20261127A1' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(dialog).toHaveTextContent("P300.00 goes back to the member's main wallet.");
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal W20261127A1 was rejected and refunded.')).toBeInTheDocument();
  });

  it('resolves a not-received report with its proof images', async () => {
    const { user } = await renderBackOffice('/cashier/disputes', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Not-received reports' });
    await user.click(within(table).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('complementary', { name: 'W20261120C3' });
    expect(
      await within(detail).findByRole('img', { name: 'Proof image 1 of withdrawal W20261120C3' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(within(detail).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent("P800.00 of withdrawal W20261120C3 goes back to bob's main wallet.");
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Withdrawal W20261120C3 was refunded.')).toBeInTheDocument();
    expect(api.current().state.members.find((member) => member.username === 'bob')?.balance).toBe('84500');
  });

  it('shows the queues without their buttons to an operator who may only read them', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/cashier/deposits', { token: mock.signIn('reader') });
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not offered to an operator whose roles do not open it', async () => {
    await renderBackOffice('/cashier', { token: api.current().signIn('mia') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available to your roles' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Cashier' })).not.toBeInTheDocument();
  });
});
