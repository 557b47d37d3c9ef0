// MSW stand-in for the inbox calls (GET/POST/DELETE /wps/messages…, the unread count), shared by the
// inbox page's specs and stories through @playfront/member-centre/testing.
import { delay, http } from 'msw';
import type { InboxMessage, InboxMessageDetail, MessageFilter, MessagePage } from '@playfront/api-contract';
import { errorReply, okReply } from '@playfront/api-client/testing';

/** A message of the inbox: an unread system message unless `over` says otherwise. */
export const inboxMessage = (over: Partial<InboxMessageDetail> = {}): InboxMessageDetail => ({
  id: 1,
  source: 'SYSTEM',
  title: 'Deposit approved',
  snippet: 'Your deposit of 1,000.00 (DP-1) has been approved and credited to your main wallet.',
  content: 'Your deposit of 1,000.00 (DP-1) has been approved and credited to your main wallet.',
  createdAt: Date.UTC(2026, 10, 20, 8, 0),
  read: false,
  ...over,
});

/** The demo inbox: a broadcast and two system messages unread, two read. */
export const demoInbox = (): InboxMessageDetail[] => [
  inboxMessage({
    id: 5,
    source: 'OPERATOR',
    title: 'Welcome to Playfront',
    snippet: 'Thank you for joining. Claim your rewards in the member centre and good luck!',
    content: 'Thank you for joining.\nClaim your rewards in the member centre and good luck!',
    createdAt: Date.UTC(2026, 10, 24, 10, 0),
  }),
  inboxMessage({
    id: 4,
    title: 'Bonus credited',
    snippet: 'Welcome bonus: 50.00 has been credited to your main wallet.',
    content:
      'Welcome bonus: 50.00 has been credited to your main wallet. See Bonus details for its turnover.',
    createdAt: Date.UTC(2026, 10, 24, 9, 0),
  }),
  inboxMessage({ id: 3, createdAt: Date.UTC(2026, 10, 24, 8, 0) }),
  inboxMessage({
    id: 2,
    title: 'Security tip',
    snippet: 'Never share your SMS code or your passwords.',
    content: 'Never share your SMS code or your passwords.',
    createdAt: Date.UTC(2026, 10, 22, 8, 0),
    read: true,
  }),
  inboxMessage({
    id: 1,
    title: 'Withdrawal paid',
    snippet: 'Your withdrawal of 200.00 (WD-1) has been paid.',
    content: 'Your withdrawal of 200.00 (WD-1) has been paid.',
    createdAt: Date.UTC(2026, 10, 21, 8, 0),
    read: true,
  }),
];

export interface InboxBackendOptions {
  messages?: InboxMessageDetail[];
  /** Delay of GET /wps/messages/:id (a spec that watches the spinner). */
  detailDelayMs?: number;
}

/**
 * An in-memory inbox: reading a message marks it read, mark-all and delete change the list and the unread
 * count the header reads. `state` shows what the specs assert on.
 */
export function inboxBackend({ messages = demoInbox(), detailDelayMs = 0 }: InboxBackendOptions = {}) {
  const state = {
    messages: messages.map((message) => ({ ...message })),
    unreadRequests: 0,
    deleted: [] as number[],
  };
  const unread = () => state.messages.filter((message) => !message.read).length;
  const summary = ({ content: _content, ...message }: InboxMessageDetail): InboxMessage => message;
  const handlers = [
    http.get('*/wps/v2/wallets/balance', () =>
      okReply({ sumBalance: '100000', mainBalance: '100000', currency: 'PHP', currencySymbol: 'P' }),
    ),
    http.get('*/wps/relay/CSP_unreadCount', () => {
      state.unreadRequests += 1;
      return okReply({ count: unread() });
    }),
    http.get('*/wps/messages', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const filter = (query.get('filter') ?? 'all') as MessageFilter;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 10);
      const list = state.messages.filter(
        (message) => filter === 'all' || message.read === (filter === 'read'),
      );
      const reply: MessagePage = {
        list: list.slice((page - 1) * size, page * size).map(summary),
        total: list.length,
        unread: unread(),
        page,
        size,
      };
      return okReply(reply);
    }),
    http.get('*/wps/messages/:id', async ({ params }) => {
      if (detailDelayMs > 0) await delay(detailDelayMs);
      const message = state.messages.find((m) => m.id === Number(params['id']));
      if (!message) return errorReply(404, 'not_found');
      message.read = true;
      return okReply(message);
    }),
    http.post('*/wps/messages/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[]; all?: boolean };
      let changed = 0;
      for (const message of state.messages) {
        if (!message.read && (body.all || body.ids?.includes(message.id))) {
          message.read = true;
          changed += 1;
        }
      }
      return okReply({ changed, unread: unread() });
    }),
    http.delete('*/wps/messages/:id', ({ params }) => {
      const id = Number(params['id']);
      if (!state.messages.some((message) => message.id === id)) return errorReply(404, 'not_found');
      state.messages = state.messages.filter((message) => message.id !== id);
      state.deleted.push(id);
      return okReply({ changed: 1, unread: unread() });
    }),
  ];
  return { state, handlers };
}
