import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { draftOf, fromLocalInput, inputOf } from './promotion-form';

const api = mockBackOfficePerTest();

describe('promotions', () => {
  it('lists the promotions with their state, filtered and exported as CSV', async () => {
    const { user } = await renderBackOffice('/promotions', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(within(table).getByRole('cell', { name: 'Weekly raffle' })).toBeInTheDocument();
    expect(within(table).getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('1–5 of 5')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const filters = screen.getByRole('search', { name: 'Filter the promotions' });
    await user.selectOptions(within(filters).getByLabelText('Type'), 'Raffle');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(within(table).queryByText('Welcome bonus')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () => expect(await api.downloads()).toHaveLength(1));
    const [file] = await api.downloads();
    expect(file.name).toMatch(/^promotions-/);
    expect(file.text.split(/\r?\n/).filter(Boolean)).toHaveLength(2);
    expect(file.text).toContain('Weekly raffle');
  });

  it('creates a promotion in two languages, showing the server’s field errors under their fields', async () => {
    const { user } = await renderBackOffice('/promotions/new', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'New promotion' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'On application');
    await user.type(screen.getByLabelText('Title (English)'), 'Cash back on request');
    await user.type(screen.getByLabelText('Summary (English)'), 'Apply with a screenshot');
    await user.click(screen.getByRole('tab', { name: /简体中文/ }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '申请返现');
    await user.type(screen.getByLabelText('Image address'), 'ftp://images/cash.png');
    await user.type(screen.getByLabelText('Reward amount'), '50');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create the promotion' }));

    // The server refuses the address: its field error shows under the field, in the operator's language.
    expect(
      await screen.findByText('Some fields need a correction: see the messages under them.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image address')).toHaveAccessibleDescription(
      expect.stringContaining('This value is not valid.'),
    );
    await user.clear(screen.getByLabelText('Image address'));
    await user.type(screen.getByLabelText('Image address'), 'https://cdn.example.com/cash.png');
    await user.click(screen.getByRole('button', { name: 'Create the promotion' }));

    expect(await screen.findByText('The promotion is created.')).toBeInTheDocument();
    const sent = api.current().state.received.at(-1);
    expect(sent).toMatchObject({
      call: 'createPromotion',
      body: {
        type: 'APPLY',
        texts: {
          en: { title: 'Cash back on request', summary: 'Apply with a screenshot', content: '' },
          cn: { title: '申请返现', summary: '', content: '' },
        },
        imageUrl: 'https://cdn.example.com/cash.png',
        endsAt: null,
        rules: { amount: '5000', turnoverMultiplier: 1, bonusDays: 30 },
      },
    });
    expect(await screen.findByRole('cell', { name: 'Cash back on request' })).toBeInTheDocument();
  });

  it('says which fields are missing before sending', async () => {
    const { user } = await renderBackOffice('/promotions/new', { token: api.current().signIn('mia') });
    await screen.findByRole('heading', { name: 'New promotion' });
    await user.click(screen.getByRole('button', { name: 'Create the promotion' }));
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Bonus (% of the deposit)')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(api.current().state.received.filter((entry) => entry.call === 'createPromotion')).toEqual([]);
  });

  it('approves an application after a confirmation, and asks a reason to reject one', async () => {
    const mock = api.current();
    mock.state.loyalty.applications.push({
      ...mock.state.loyalty.applications[0],
      id: 72,
      username: 'chen',
      images: [],
    });
    const { user } = await renderBackOffice('/promotions/4', { token: mock.signIn('mia') });
    const section = await screen.findByRole('region', { name: 'Applications' });
    expect(
      await within(section).findByRole('img', { name: 'Image 1 of 1 of application 71' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(within(section).getByRole('button', { name: 'Approve application 71' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(dialog).toHaveTextContent('alice is paid a bonus of P200.00 now');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application 71 is approved and its bonus paid.')).toBeInTheDocument();
    expect(mock.state.loyalty.applications[0].status).toBe('ISSUED');

    await user.click(within(section).getByRole('button', { name: 'Reject application 72' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (the member sees it)'), 'No loss on record');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application 72 is rejected.')).toBeInTheDocument();
    expect(mock.state.received.at(-1)).toEqual({
      call: 'application',
      body: { decision: 'reject', reason: 'No loss on record' },
    });
  });

  it('draws a raffle after a confirmation and shows its winners', async () => {
    const { user } = await renderBackOffice('/promotions/5', { token: api.current().signIn('mia') });
    const section = await screen.findByRole('region', { name: 'Raffle draw' });
    await user.click(within(section).getByRole('button', { name: 'Draw now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draw this raffle now?' });
    expect(dialog).toHaveTextContent('3 winners are picked by the published seed, each winning P1,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('Raffle 5 is drawn.')).toBeInTheDocument();
    const winners = await within(section).findByRole('table', { name: 'Winners' });
    expect(within(winners).getByRole('cell', { name: 'al***' })).toBeInTheDocument();
    expect(screen.getByText('This raffle has been drawn: its rules no longer change.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('ends a promotion only after a confirmation', async () => {
    const { user } = await renderBackOffice('/promotions/3', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('button', { name: 'End now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this promotion now?' });
    expect(dialog).toHaveTextContent('"Welcome bonus" ends now');
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Promotion 3 has ended.')).toBeInTheDocument();
    expect(api.current().state.loyalty.promotions.find((row) => row.id === 3)?.endedAt).not.toBeNull();
  });

  it('shows promotions without their buttons to an operator who may only read them', async () => {
    const mock = api.current();
    mock.state.operators.push({ ...mock.state.operators[4], username: 'reader', disabled: false });
    await renderBackOffice('/promotions/4', { token: mock.signIn('reader') });
    const section = await screen.findByRole('region', { name: 'Applications' });
    await within(section).findByText('Lost 500 on live baccarat yesterday');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title (English)')).toHaveAttribute('readonly');
  });

  it('is not offered to an operator whose roles do not open it', async () => {
    await renderBackOffice('/promotions', { token: api.current().signIn('fiona') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available to your roles' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });
});

describe('the promotion form', () => {
  it('sends a deposit bonus percent as basis points and money in minor units, and reads them back', () => {
    const draft = draftOf(null, Date.UTC(2026, 0, 1));
    draft.texts.en.title = 'Reload';
    draft.imageUrl = '/wps/x.png';
    draft.rules.bonusPercent = '12.5';
    draft.rules.maxBonus = '1,000';
    draft.rules.minDeposit = '20.50';
    const { input, fields } = inputOf(draft);
    expect(fields).toEqual({});
    expect(input?.rules).toMatchObject({ bonusBps: 1250, maxBonus: '100000', minDeposit: '2050' });
    expect(input?.rules.weights).toMatchObject({ RNG: 10_000, LIVE: 1_000 });
    const back = draftOf(
      {
        ...input!,
        id: 1,
        paused: false,
        endedAt: null,
        sort: 0,
        createdAt: 0,
        participants: 0,
        paid: 0,
        raffle: null,
      },
      0,
    );
    expect(back.rules).toMatchObject({ bonusPercent: '12.5', maxBonus: '1000', minDeposit: '20.50' });
    expect(fromLocalInput(back.startsAt)).toBe(Date.UTC(2026, 0, 1));
  });

  it('keeps the content as rich text, sends nothing for a blank one, and asks for a title first', () => {
    const draft = draftOf(null, Date.UTC(2026, 0, 1));
    draft.imageUrl = '/wps/x.png';
    Object.assign(draft.rules, { bonusPercent: '50', maxBonus: '100', minDeposit: '10' });
    draft.texts.en = { title: 'Reload', summary: '', content: '<p>Up to <strong>50 %</strong> more</p>' };
    draft.texts.cn = { title: '充值', summary: '', content: '<p><br></p>' };
    draft.texts.ja = { title: '', summary: '', content: '<ul><li>一</li></ul>' };
    const { input, incomplete } = inputOf(draft);
    expect(incomplete).toEqual(['ja']);
    expect(input).toBeNull();
    draft.texts.ja.content = '';
    const sent = inputOf(draft).input!;
    expect(sent.texts['en']?.content).toBe('<p>Up to <strong>50 %</strong> more</p>');
    expect(sent.texts['cn']?.content).toBe('');
  });
});
