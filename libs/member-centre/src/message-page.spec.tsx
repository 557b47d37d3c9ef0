import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { api } from '@playfront/api-client';
import { errorReply, okReply, renderWithProviders } from '@playfront/api-client/testing';
import type { UnreadCount } from '@playfront/api-contract';
import { MessagePage } from './message-page';
import { inboxBackend, inboxMessage } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { credentials: { token: 't', accountType: 0 } };

/** The header's unread badge, as the portal's header reads it (the 'Unread' tag). */
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeUnread: build.query<UnreadCount, void>({
      query: () => '/wps/relay/CSP_unreadCount',
      providesTags: ['Unread'],
    }),
  }),
});
function HeaderBadge() {
  const { data } = probeApi.useProbeUnreadQuery();
  return <output aria-label="Header unread">{data?.count ?? ''}</output>;
}

const renderInbox = (pageSize?: number) =>
  renderWithProviders(
    <>
      <HeaderBadge />
      <MessagePage pageSize={pageSize} />
    </>,
    member,
  );
const inboxList = () => screen.getByRole('list', { name: 'Platform information' });
const badge = () => screen.getByRole('status', { name: 'Header unread' });

describe('MessagePage', () => {
  it('lists messages newest first with the unread ones marked, their source, date and snippet', async () => {
    server.use(...inboxBackend().handlers);
    await renderInbox();
    const list = await screen.findByRole('list', { name: 'Platform information' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Welcome to Playfront',
      'Bonus credited',
      'Deposit approved',
      'Security tip',
      'Withdrawal paid',
    ]);
    const welcome = items[0]!;
    expect(welcome).toHaveClass('pf-inbox__item--unread');
    expect(within(welcome).getByRole('button', { name: /Welcome to Playfront \(Unread\)/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(welcome).toHaveTextContent('Announcement');
    expect(welcome).toHaveTextContent(/Nov 24, 2026/);
    expect(welcome).toHaveTextContent('Thank you for joining.');
    const read = items[3]!;
    expect(read).not.toHaveClass('pf-inbox__item--unread');
    expect(within(read).queryByText('(Unread)')).not.toBeInTheDocument();
    expect(read).toHaveTextContent('System');
    expect(screen.getByText('Unread: 3')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('3');
  });

  it('opens a message with its whole text, marks it read and lowers the header count', async () => {
    const backend = inboxBackend({ detailDelayMs: 20 });
    server.use(...backend.handlers);
    await renderInbox();
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    const item = screen.getByRole('listitem', { name: 'Bonus credited' });
    await userEvent.click(within(item).getByRole('button', { name: /^Bonus credited/ }));
    expect(within(item).getByRole('button', { name: /^Bonus credited/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await within(item).findByText(/See Bonus details for its turnover\./)).toBeInTheDocument();
    await waitFor(() => expect(item).not.toHaveClass('pf-inbox__item--unread'));
    expect(within(item).queryByText('(Unread)')).not.toBeInTheDocument();
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    // Closing it shows the snippet again.
    await userEvent.click(within(item).getByRole('button', { name: /^Bonus credited/ }));
    expect(within(item).queryByText(/See Bonus details/)).not.toBeInTheDocument();
  });

  it('deletes a message only after the confirmation', async () => {
    const backend = inboxBackend();
    server.use(...backend.handlers);
    await renderInbox();
    const item = await screen.findByRole('listitem', { name: 'Security tip' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete: Security tip' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('“Security tip” will be removed from your inbox.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.state.deleted).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Delete: Security tip' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Security tip' })).not.toBeInTheDocument(),
    );
    expect(within(inboxList()).getAllByRole('listitem')).toHaveLength(4);
    expect(backend.state.deleted).toEqual([2]);
  });

  it('marks all read: nothing bold, the counts at 0 and the button disabled', async () => {
    server.use(...inboxBackend().handlers);
    await renderInbox();
    await screen.findByRole('list', { name: 'Platform information' });
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All messages are marked read.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(screen.queryByText('(Unread)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
  });

  it('pages and filters, with an empty state per filter', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      inboxMessage({ id: 100 - i, title: `Notice ${i + 1}`, read: i >= 2 }),
    );
    server.use(...inboxBackend({ messages: many }).handlers);
    await renderInbox(5);
    const items = () => within(inboxList()).getAllByRole('listitem');
    expect(await screen.findByRole('listitem', { name: 'Notice 1' })).toBeInTheDocument();
    expect(items()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('listitem', { name: 'Notice 11' })).toBeInTheDocument();
    expect(items()).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'unread');
    expect(await screen.findByRole('listitem', { name: 'Notice 1' })).toBeInTheDocument();
    expect(items().map((item) => item.getAttribute('aria-label'))).toEqual(['Notice 1', 'Notice 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
  });

  it('says so when the inbox is empty, and offers a retry when it fails', async () => {
    server.use(...inboxBackend({ messages: [] }).handlers);
    const { unmount } = await renderInbox();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    unmount();

    let fail = true;
    server.use(
      http.get('*/wps/messages', () =>
        fail
          ? errorReply(500, 'internal_error')
          : okReply({ list: [inboxMessage()], total: 1, unread: 1, page: 1, size: 10 }),
      ),
    );
    await renderInbox();
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Deposit approved' })).toBeInTheDocument();
  });
});
