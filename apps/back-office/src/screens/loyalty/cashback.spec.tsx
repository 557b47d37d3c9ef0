import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { rateOf } from './cashback-page';

const api = mockBackOfficePerTest();

describe('cashback', () => {
  it('edits the default rates and a rank level’s own rates, sending only what changed', async () => {
    const { user } = await renderBackOffice('/cashback', { token: api.current().signIn('mia') });
    const defaults = await screen.findByRole('form', { name: 'Default rates (every rank)' });
    expect(within(defaults).getByLabelText('LIVE rate')).toHaveValue('0.70');
    // A category without a default rate stays unset when the others are saved.
    expect(within(defaults).getByLabelText('LOTT rate')).toHaveValue('');
    expect(await axeViolations()).toEqual([]);
    await user.clear(within(defaults).getByLabelText('LIVE rate'));
    await user.type(within(defaults).getByLabelText('LIVE rate'), '0.8');
    await user.click(within(defaults).getByRole('button', { name: 'Save level 0' }));
    expect(await screen.findByText('The rates of level 0 are saved.')).toBeInTheDocument();
    expect(api.current().state.received.filter((entry) => entry.call === 'cashbackRate')).toEqual([
      { call: 'cashbackRate', body: { rankLevel: 0, category: 'LIVE', rateBp: 80 } },
    ]);

    // Level 5's own slot rate is removed (the default applies again).
    const level5 = screen.getByRole('form', { name: 'Rates of rank level 5' });
    expect(within(level5).getByLabelText('RNG rate')).toHaveValue('1.50');
    await user.clear(within(level5).getByLabelText('RNG rate'));
    await user.click(within(level5).getByRole('button', { name: 'Save level 5' }));
    expect(await screen.findByText('The rates of level 5 are saved.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'cashbackRate',
      body: { rankLevel: 5, category: 'RNG', rateBp: null },
    });
  });

  it('adds a rank level and refuses a rate that is not a percentage', async () => {
    const { user } = await renderBackOffice('/cashback/rates', { token: api.current().signIn('mia') });
    await user.type(await screen.findByLabelText('Rank level'), '7');
    await user.click(screen.getByRole('button', { name: 'Add rates for a rank level' }));
    const level7 = await screen.findByRole('form', { name: 'Rates of rank level 7' });
    await user.type(within(level7).getByLabelText('PVP rate'), '150');
    await user.click(within(level7).getByRole('button', { name: 'Save level 7' }));
    expect(within(level7).getByLabelText('PVP rate')).toHaveAccessibleDescription(
      'Enter a percentage from 0 to 100 with at most two decimals, e.g. 0.70.',
    );
    await user.clear(within(level7).getByLabelText('PVP rate'));
    await user.type(within(level7).getByLabelText('PVP rate'), '1.25');
    await user.click(within(level7).getByRole('button', { name: 'Save level 7' }));
    expect(await screen.findByText('The rates of level 7 are saved.')).toBeInTheDocument();
    expect(api.current().state.loyalty.cashbackRates.find((row) => row.rankLevel === 7)?.rates).toEqual([
      { category: 'PVP', rateBp: 125 },
    ]);
  });

  it('lists the daily cashback by member and status, paged by the server, with CSV', async () => {
    const { user } = await renderBackOffice('/cashback/runs', { token: api.current().signIn('fiona') });
    const table = await screen.findByRole('table', { name: 'Daily cashback' });
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filter the cashback' });
    await user.type(within(filters).getByLabelText('Member username'), 'bob');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Claimed');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'bob' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    expect((await api.downloads())[0].text.split(/\r?\n/).filter(Boolean)).toHaveLength(3);
  });

  it('shows the rates read-only to an operator who may only read them', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/cashback', { token: mock.signIn('reader') });
    const defaults = await screen.findByRole('form', { name: 'Default rates (every rank)' });
    expect(within(defaults).getByLabelText('LIVE rate')).toHaveAttribute('readonly');
    expect(within(defaults).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a typed cashback rate', () => {
  it('is hundredths of a percent, empty for the default, refused past 100 % or two decimals', () => {
    expect(rateOf('0.7')).toBe(70);
    expect(rateOf(' 12.34 ')).toBe(1234);
    expect(rateOf('')).toBeNull();
    expect(rateOf('100.01')).toBeUndefined();
    expect(rateOf('0.125')).toBeUndefined();
  });
});
