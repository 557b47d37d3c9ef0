import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { checkAmount } from './money-dialogs';

const api = mockBackOfficePerTest();

async function openAlice(token: string) {
  const view = await renderBackOffice('/members', { token });
  const search = await screen.findByRole('search', { name: 'Search members' });
  await view.user.type(within(search).getByRole('searchbox', { name: 'Search members' }), 'ali');
  await view.user.click(within(search).getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Details' }));
  const detail = await screen.findByRole('complementary', { name: 'alice' });
  return { ...view, detail };
}

describe('members', () => {
  it('finds a member and shows their wallets, money formatted', async () => {
    const { detail } = await openAlice(api.current().signIn('sam'));
    const wallets = await within(detail).findByRole('table', { name: 'Wallets' });
    expect(within(wallets).getByRole('cell', { name: 'P1,250.00' })).toBeInTheDocument();
    expect(within(wallets).getByRole('cell', { name: 'P25.00' })).toBeInTheDocument();
    expect(within(wallets).getByRole('cell', { name: '43,565 points' })).toBeInTheDocument();
    expect(within(detail).getByText('alice@example.com')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('proposes a balance adjustment after a confirmation that shows the amount', async () => {
    const { user, detail } = await openAlice(api.current().signIn('sam'));
    await user.click(await within(detail).findByRole('button', { name: 'Propose balance adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance adjustment for alice' });
    await user.click(within(dialog).getByRole('radio', { name: 'Debit (take from the balance)' }));
    await user.type(within(dialog).getByLabelText('Amount'), '12.5x');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
      `${en.bo_amount_hint} ${en.bo_amount_invalid}`,
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(en.bo_reason_required);
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1,012.50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog).getByText("Propose to debit P1,012.50 from alice's main wallet?"),
    ).toBeInTheDocument();
    expect(api.current().state.received).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText(/is waiting for a second operator in Approvals/)).toBeInTheDocument();
    const sent = api.current().state.received.find((entry) => entry.call === 'adjustment')?.body as Record<
      string,
      string
    >;
    expect(sent).toMatchObject({ amount: '-101250', reason: 'Duplicate bonus' });
    expect(sent['idempotencyKey']).toBeTruthy();
    // Nothing moved: it is a proposal.
    expect(api.current().state.members.find((member) => member.username === 'alice')?.balance).toBe('125000');
    expect(api.current().state.proposals[0]).toMatchObject({
      kind: 'balance_adjustment',
      amount: '-101250',
      proposedBy: 'sam',
    });
  });

  it('grants a bonus at once below the threshold, and proposes it above', async () => {
    const { user, detail } = await openAlice(api.current().signIn('sam'));
    const grant = async (amount: string) => {
      await user.click(await within(detail).findByRole('button', { name: 'Grant bonus' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bonus for alice' });
      await user.type(within(dialog).getByLabelText('Amount'), amount);
      await user.type(within(dialog).getByLabelText('Reason'), 'Birthday');
      await user.click(within(dialog).getByRole('button', { name: 'Review' }));
      return dialog;
    };
    let dialog = await grant('100');
    expect(dialog).toHaveTextContent('Grant a bonus of P100.00 to alice?');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('A bonus of P100.00 was granted to alice.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await grant('5000');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText(/is waiting for a second operator/)).toBeInTheDocument();
  });

  it('offers no money action to an operator who may only read members', async () => {
    const { detail } = await openAlice(api.current().signIn('fiona'));
    await within(detail).findByRole('table', { name: 'Wallets' });
    expect(within(detail).queryByRole('button', { name: 'Grant bonus' })).not.toBeInTheDocument();
    expect(
      within(detail).queryByRole('button', { name: 'Propose balance adjustment' }),
    ).not.toBeInTheDocument();
  });

  it('reads amounts as the contract allows them', () => {
    expect(checkAmount('0')).toEqual({ error: 'zero' });
    expect(checkAmount('-1')).toEqual({ error: 'invalid' });
    expect(checkAmount('99999999999999')).toEqual({ error: 'large' });
    expect(checkAmount('12.34')).toEqual({ minor: 1234n });
  });
});
