import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { MessagePage } from './message-page';
import { inboxBackend, inboxMessage } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/MessagePage',
  component: MessagePage,
  decorators: [withMember],
  parameters: { msw: { handlers: inboxBackend().handlers } },
} satisfies Meta<typeof MessagePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo inbox: an announcement and two system messages unread, two read. Open one to read it. */
export const Default: Story = {};

/** More than one page. */
export const Paged: Story = {
  args: { pageSize: 2 },
};

/** Everything read. */
export const AllRead: Story = {
  parameters: {
    msw: {
      handlers: inboxBackend({
        messages: [inboxMessage({ read: true }), inboxMessage({ id: 2, title: 'Old news', read: true })],
      }).handlers,
    },
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: inboxBackend({ messages: [] }).handlers } },
};

/** The list never answers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/messages', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...inboxBackend().handlers,
      ],
    },
  },
};

/** An opened message takes a while to load. */
export const SlowMessage: Story = {
  parameters: { msw: { handlers: inboxBackend({ detailDelayMs: 3_000 }).handlers } },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/messages', () => errorReply(500, 'internal_error')),
        ...inboxBackend().handlers,
      ],
    },
  },
};
