import { screen, waitFor, within } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { entryChange, gameQuery } from './games-page';

const api = mockBackOfficePerTest();

describe('games', () => {
  it('hides a vendor after a confirmation that says what goes with it', async () => {
    const { user } = await renderBackOffice('/games/vendors', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const row = within(table).getByRole('row', { name: /Pragmatic Play/ });
    expect(row).toHaveTextContent('2 of 2 shown');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(row).getByRole('button', { name: /Details/ }));
    const pane = await screen.findByRole('complementary', { name: 'Pragmatic Play' });
    const save = within(pane).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(pane).getByRole('checkbox', { name: en.bo_games_enabled }));
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: en.bo_games_hide_title });
    expect(dialog).toHaveTextContent(
      'Players will no longer see Pragmatic Play or any of its 2 games shown now.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({ call: 'vendor', body: { enabled: false } }),
    );
    expect(await within(row).findByText('Hidden')).toBeInTheDocument();
    expect(api.current().state.audit[0]).toMatchObject({
      actor: 'mia',
      action: 'PUT /wps/admin/vendors/:code',
    });
  });

  it('marks a game hot and moves it, sending only what changed; an order that is not a whole number is refused', async () => {
    const { user } = await renderBackOffice('/games/games', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Games' });
    await user.click(
      within(within(table).getByRole('row', { name: /Aurora Gems/ })).getByRole('button', {
        name: /Details/,
      }),
    );
    const pane = await screen.findByRole('complementary', { name: 'Aurora Gems' });
    await user.click(within(pane).getByRole('checkbox', { name: en.bo_games_hot }));
    const order = within(pane).getByLabelText(en.bo_games_sort);
    await user.clear(order);
    await user.type(order, '5.5');
    expect(order).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number from 0 to 1000000.'),
    );
    expect(within(pane).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(order);
    await user.type(order, '5');
    await user.click(within(pane).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({ call: 'game', body: { hot: true, sort: 5 } }),
    );
    expect(await within(table).findByText('Hot')).toBeInTheDocument();
  });

  it('filters games by vendor and name', async () => {
    const { user } = await renderBackOffice('/games/games', { token: api.current().signIn('root') });
    await screen.findByRole('table', { name: 'Games' });
    await user.type(screen.getByLabelText(en.bo_games_search), 'dragon');
    await user.click(screen.getByRole('button', { name: /Apply/ }));
    const table = await screen.findByRole('table', { name: 'Games' });
    await waitFor(() => expect(within(table).queryByText(/Candy Cascade/)).not.toBeInTheDocument());
    expect(within(table).getByText(/Dragon Pearl/)).toBeInTheDocument();
  });

  it('shows a read-only operator the state without Save', async () => {
    api.current().state.operators.find((operator) => operator.username === 'ravi')!.disabled = false;
    const { user } = await renderBackOffice('/games/vendors', { token: api.current().signIn('ravi') });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await user.click(
      within(within(table).getByRole('row', { name: /PG Soft/ })).getByRole('button', { name: /Details/ }),
    );
    const pane = await screen.findByRole('complementary', { name: 'PG Soft' });
    expect(within(pane).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(pane).getByRole('checkbox', { name: en.bo_games_enabled })).toBeDisabled();
    expect(pane).toHaveTextContent(en.bo_read_only_hint);
  });

  it('entryChange and gameQuery send only what was asked', () => {
    const stored = { enabled: true, hot: false, sort: 10 };
    expect(entryChange(stored, { enabled: true, hot: false, sort: '10' })).toBeNull();
    expect(entryChange(stored, { enabled: false, hot: false, sort: ' 10 ' })).toEqual({ enabled: false });
    expect(entryChange(stored, { enabled: true, hot: false, sort: '-1' })).toBeNull();
    expect(entryChange(stored, { enabled: true, hot: false, sort: '' })).toBeNull();
    expect(gameQuery({ vendor: '', category: '', q: '  ', state: 'hidden' }, 2, 25)).toEqual({
      vendor: undefined,
      category: undefined,
      q: undefined,
      enabled: false,
      page: 2,
      size: 25,
    });
  });
});
