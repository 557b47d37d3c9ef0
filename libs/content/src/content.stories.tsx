import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStore } from '@playfront/api-client/testing';
import { HelpCentre, NoticeModal } from './index';
import { contentWrapper, noticeHandlers } from './testing';

const withContent = withStore({ wrapper: contentWrapper('/help') });

const handlers = noticeHandlers();

const meta = {
  title: 'content/Content',
  decorators: [withContent],
  parameters: { msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoticeModalOpen: Story = { render: () => <NoticeModal open onClose={() => undefined} /> };
export const HelpCentrePage: Story = { render: () => <HelpCentre /> };
