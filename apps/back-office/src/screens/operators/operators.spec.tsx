import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { grantedAreas, passwordProblem, usernameValid } from './operators-page';

const api = mockBackOfficePerTest();
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLTableRowElement;

describe('operators', () => {
  it('lists the operators and creates one with its roles (the password sealed)', async () => {
    const { user } = await renderBackOffice('/operators', { token: api.current().signIn('root') });
    const table = await screen.findByRole('table', { name: 'Operators' });
    expect(within(table).getByRole('cell', { name: 'Fiona Finance' })).toBeInTheDocument();
    expect(within(row('ravi')).getByText('Disabled')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByLabelText('Username'), 'Finn2');
    await user.type(within(dialog).getByLabelText('Display name'), 'Finn Second');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'New operator' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      `${en.bo_password_hint} ${en.bo_password_short}`,
    );
    await user.type(within(dialog).getByLabelText('Password'), ' and long enough');
    await user.click(within(dialog).getByRole('button', { name: 'New operator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.current().state.received.find((entry) => entry.call === 'createOperator')?.body).toEqual({
      username: 'finn2',
      displayName: 'Finn Second',
      roles: ['finance'],
      password: 'short and long enough',
    });
    expect(await within(table).findByRole('cell', { name: 'finn2' })).toBeInTheDocument();
    expect(within(row('finn2')).getByText('At next sign-in')).toBeInTheDocument();
  });

  it('says so when the username is taken', async () => {
    const { user } = await renderBackOffice('/operators', { token: api.current().signIn('root') });
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'fiona');
    await user.type(within(dialog).getByLabelText('Display name'), 'Another Fiona');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    await user.type(within(dialog).getByLabelText('Password'), 'a long password here');
    await user.click(within(dialog).getByRole('button', { name: 'New operator' }));
    expect(await within(dialog).findByText(en.err_operator_exists)).toBeInTheDocument();
  });

  it('edits roles, disables with a confirmation, and refuses to leave no administrator', async () => {
    const { user } = await renderBackOffice('/operators', { token: api.current().signIn('root') });
    await screen.findByRole('table');
    await user.click(within(row('fiona')).getByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('complementary', { name: 'fiona' });
    expect(within(detail).getByRole('heading', { name: 'fiona' })).toHaveFocus();
    // The roles' grants come with the roles call, which may answer after the detail opens.
    expect(
      await within(detail).findByText(
        'Changes: members, player protection, feedback, inbox messages. Reads: dashboard, deposits, withdrawals, affiliate applications, approvals, points mall, VIP.',
      ),
    ).toBeInTheDocument();
    await user.click(within(detail).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(detail).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.current().state.operators.find((account) => account.username === 'fiona')?.roles).toEqual([
        'finance',
        'support',
      ]),
    );

    await user.click(within(detail).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable' });
    expect(confirm).toHaveTextContent('Disable fiona?');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(row('fiona')).getByText('Disabled')).toBeInTheDocument());

    // The signed-in administrator cannot disable themselves, nor drop the last administrator role.
    await user.click(within(row('root')).getByRole('button', { name: 'Details' }));
    const self = await screen.findByRole('complementary', { name: 'root' });
    expect(within(self).getByRole('button', { name: 'Disable' })).toBeDisabled();
    await user.click(within(self).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(self).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(self).getByRole('button', { name: 'Save' }));
    expect(await within(self).findByText(en.err_operator_last_admin)).toBeInTheDocument();
  });

  it('resets a password (sealed), the authenticator to be enrolled again', async () => {
    const { user } = await renderBackOffice('/operators', { token: api.current().signIn('root') });
    await screen.findByRole('table');
    await user.click(within(row('sam')).getByRole('button', { name: 'Details' }));
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of sam' });
    await user.type(within(dialog).getByLabelText('New password'), 'a brand new password');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(within(row('sam')).getByText('At next sign-in')).toBeInTheDocument());
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'resetOperator',
      body: { password: 'a brand new password' },
    });
  });

  it('filters the list by name or role and by status', async () => {
    const { user } = await renderBackOffice('/operators', { token: api.current().signIn('root') });
    const filters = await screen.findByRole('search', { name: 'Filter the operators' });
    await user.type(within(filters).getByRole('searchbox', { name: 'Name or role contains' }), 'finance');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    const table = screen.getByRole('table', { name: 'Operators' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'fiona' })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Disabled');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'ravi' })).toBeInTheDocument();
  });

  it('shows a read-only operator the list without any control', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/operators', { token: mock.signIn('reader') });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'New operator' })).not.toBeInTheDocument();
  });

  it('checks usernames and passwords as the contract does', () => {
    expect(usernameValid('fi')).toBe(false);
    expect(usernameValid('fiona.ops-2')).toBe(true);
    expect(usernameValid('2fiona')).toBe(false);
    expect(passwordProblem('x'.repeat(11))).toBe('short');
    expect(passwordProblem('x'.repeat(129))).toBe('long');
    expect(passwordProblem('x'.repeat(12))).toBeNull();
    expect(grantedAreas(['audit:read', 'deposits:read', 'deposits:write'])).toEqual({
      changes: ['deposits'],
      reads: ['audit'],
    });
  });
});
