import { screen, waitFor, within } from '@testing-library/react';
import { renderBackOffice } from '../../testing/app-harness';
import { axeViolations, mockBackOfficePerTest } from '../../testing/spec-setup';
import { usernamesOf } from './inbox-page';

const api = mockBackOfficePerTest();

describe('inbox messages', () => {
  it('reads usernames separated by commas, spaces or lines, each once', () => {
    expect(usernamesOf(' alice, bob\nchen;alice  ')).toEqual(['alice', 'bob', 'chen']);
    expect(usernamesOf(' \n ')).toEqual([]);
  });

  it('lists the messages sent with how many members read them', async () => {
    await renderBackOffice('/content/inbox', { token: api.current().signIn('mia') });
    const table = await screen.findByRole('table', { name: 'Messages sent' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'Your weekly bonus' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Every member' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '640' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inbox messages' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a message to named members in two languages after confirming, naming unknown members', async () => {
    const { user } = await renderBackOffice('/content/inbox/new', { token: api.current().signIn('mia') });
    expect(await screen.findByRole('heading', { name: 'New message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Messages need an English title and text/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (English)'), 'Your withdrawal');
    await user.type(screen.getByLabelText('Text (English)'), 'It is paid.');
    await user.click(screen.getByRole('tab', { name: '简体中文 (missing)' }));
    await user.type(screen.getByLabelText('Title (简体中文)'), '您的提款');
    await user.type(screen.getByLabelText('Text (简体中文)'), '已支付。');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name at least one member, or send to every member.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Usernames'), 'alice, zed');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('It goes to 2 member(s): alice, zed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('No member is named zed.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.clear(screen.getByLabelText('Usernames'));
    await user.type(screen.getByLabelText('Usernames'), 'alice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message is sent to 1 member(s).')).toBeInTheDocument();
    expect(api.current().state.received.at(-1)).toEqual({
      call: 'sendBroadcast',
      body: {
        titles: { en: 'Your withdrawal', cn: '您的提款' },
        contents: { en: 'It is paid.', cn: '已支付。' },
        usernames: ['alice'],
      },
    });
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Your withdrawal' })).toBeInTheDocument());
  });

  it('sends to every member without usernames', async () => {
    const { user } = await renderBackOffice('/content/inbox/new', { token: api.current().signIn('mia') });
    await user.click(await screen.findByRole('radio', { name: 'Every member' }));
    expect(screen.queryByLabelText('Usernames')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (English)'), 'Maintenance');
    await user.type(screen.getByLabelText('Text (English)'), 'Sunday 02:00.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('It goes to every member of the brand.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.current().state.received.at(-1)).toEqual({
        call: 'sendBroadcast',
        body: { titles: { en: 'Maintenance' }, contents: { en: 'Sunday 02:00.' } },
      }),
    );
  });
});
