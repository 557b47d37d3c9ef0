import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';

const api = mockBackOfficePerTest();

describe('the points mall', () => {
  it('approves a redemption after a confirmation that names the item and the points', async () => {
    const { user } = await renderBackOffice('/points', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    expect(within(table).getByRole('cell', { name: 'Team jersey × 1' })).toBeInTheDocument();
    // The queue opens on what waits: the approved one is not in it.
    expect(within(table).queryByText('PR20261126B2')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Approve redemption PR20261127A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this redemption?' });
    expect(dialog).toHaveTextContent('Redemption PR20261127A1 of alice: Team jersey × 1 for 12,000 points');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Redemption PR20261127A1 is approved.')).toBeInTheDocument();
    expect(await screen.findByText('No redemption matches these filters.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'redemption',
      body: { decision: 'APPROVE' },
    });
  });

  it('rejects a redemption only with a reason, and the points go back', async () => {
    const { user } = await renderBackOffice('/points/redemptions', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    await user.click(within(table).getByRole('button', { name: 'Reject redemption PR20261127A1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this redemption?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (the member sees it)'), 'Out of this size');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Redemption PR20261127A1 is rejected and its points returned.'),
    ).toBeInTheDocument();
    expect(api.current().state.loyalty.points['alice']).toBe(55_565n);
  });

  it('filters by status and member, pages from the server and exports CSV', async () => {
    const { user } = await renderBackOffice('/points', { token: api.current().signIn('mia') });
    await screen.findByRole('table', { name: 'Redemptions' });
    const filters = screen.getByRole('search', { name: 'Filter the redemptions' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'All');
    await user.type(within(filters).getByLabelText('Member username'), 'chen');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('PR20261126B2')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    const [file] = await api.downloads();
    expect(file.text).toContain('PR20261126B2,chen');
  });

  it('adjusts points after a confirmation, and says when the member has too few', async () => {
    const { user } = await renderBackOffice('/points/adjust', { token: api.current().signIn('mia') });
    await user.type(await screen.findByLabelText('Member username'), 'bob');
    await user.type(screen.getByLabelText('Points to add'), '-500');
    await user.type(screen.getByLabelText('Remark'), 'Duplicate credit');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    let dialog = await screen.findByRole('dialog', { name: 'Adjust these points?' });
    expect(dialog).toHaveTextContent('500 points are taken from bob’s points. Remark: Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('The points balance is not enough for this.')).toBeInTheDocument();
    expect(api.current().state.loyalty.points['bob']).toBe(300n);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.clear(screen.getByLabelText('Points to add'));
    await user.type(screen.getByLabelText('Points to add'), '250');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    dialog = await screen.findByRole('dialog', { name: 'Adjust these points?' });
    expect(dialog).toHaveTextContent('250 points are added to bob’s points.');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await screen.findAllByText(/bob now has 550 points/)).not.toHaveLength(0);
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'adjustPoints',
      body: { username: 'bob', points: '250', remark: 'Duplicate credit' },
    });
  });

  it('checks the change before asking', async () => {
    const { user } = await renderBackOffice('/points/adjust', { token: api.current().signIn('mia') });
    await user.type(await screen.findByLabelText('Points to add'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Adjust points' }));
    expect(screen.getByLabelText('Points to add')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number other than 0'),
    );
    expect(screen.getByLabelText('Member username')).toHaveAccessibleDescription('This field is required.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the redemptions without their buttons to an operator who may only read them', async () => {
    const { user } = await renderBackOffice('/points', { token: api.current().signIn('sam') });
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Adjust points' }));
    expect(
      await screen.findByText('Your roles may read the points mall but not adjust points.'),
    ).toBeInTheDocument();
  });
});

describe('the mall’s goods and rules', () => {
  it('adds an item in two languages and takes another off sale', async () => {
    const { user } = await renderBackOffice('/points/goods', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Goods' });
    expect(within(table).getByRole('cell', { name: '47 / 50' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Take off sale: Team jersey' }));
    expect(await screen.findByText('Team jersey is off sale.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({ call: 'updateGoods', body: { paused: true } });

    await user.click(screen.getByRole('button', { name: 'New item' }));
    const pane = await screen.findByRole('complementary', { name: 'New item' });
    expect(await axeViolations()).toEqual([]);
    await user.selectOptions(within(pane).getByLabelText('Kind'), 'Chips');
    await user.type(within(pane).getByLabelText('Name (English)'), 'Chips 50');
    await user.type(within(pane).getByLabelText('Shelf (English)'), 'Chips');
    await user.click(within(pane).getByRole('tab', { name: /简体中文/ }));
    await user.type(within(pane).getByLabelText('Name (简体中文)'), '筹码 50');
    await user.type(within(pane).getByLabelText('Shelf (简体中文)'), '筹码');
    await user.type(within(pane).getByLabelText('Image address'), '/wps/points/art/chips.svg');
    await user.type(within(pane).getByLabelText('Price in points'), '5000');
    await user.type(within(pane).getByLabelText('Stock'), '200');
    await user.click(within(pane).getByRole('button', { name: 'Add the item' }));
    expect(within(pane).getByLabelText('Money credited per item')).toHaveAccessibleDescription(
      expect.stringContaining('This value is not valid.'),
    );
    await user.clear(within(pane).getByLabelText('Money credited per item'));
    await user.type(within(pane).getByLabelText('Money credited per item'), '50');
    await user.click(within(pane).getByRole('button', { name: 'Add the item' }));
    expect(await screen.findByText('The item is added to the mall.')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'createGoods',
      body: {
        kind: 'CHIPS',
        texts: {
          en: { name: 'Chips 50', category: 'Chips', description: '' },
          cn: { name: '筹码 50', category: '筹码', description: '' },
        },
        image: '/wps/points/art/chips.svg',
        points: '5000',
        amountRequirement: '0',
        chips: '5000',
        quantity: 200,
        maxPerRedemption: 1,
        sort: 0,
      },
    });
  });

  it('sets the earning rates and the conversion', async () => {
    const { user } = await renderBackOffice('/points/rules', { token: api.current().signIn('mia') });
    const form = await screen.findByRole('form', { name: 'Earning rules' });
    await user.clear(within(form).getByLabelText('Slots'));
    await user.type(within(form).getByLabelText('Slots'), '150');
    await user.clear(within(form).getByLabelText('Money they give'));
    await user.type(within(form).getByLabelText('Money they give'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The points rules are saved.')).toBeInTheDocument();
    const config = api.current().state.loyalty.pointsConfig;
    expect(config.rates.find((rate) => rate.source === 'SLOTS')).toEqual({
      source: 'SLOTS',
      pointsPer100: 150,
    });
    expect(config.exchange).toEqual({ points: 1000, amount: '200' });
  });
});
