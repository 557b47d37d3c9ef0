import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { okReply, withStore } from '@playfront/api-client/testing';
import { HelpCentre, HomeMarquee, NoticeModal } from './index';
import { contentWrapper, noticeHandlers } from './testing';

const withContent = withStore({ wrapper: contentWrapper('/help') });

/** The home marquee's announcements (types H and B): one written with its title as the first line. */
const marqueeHandler = http.get('*/wps/announcement/list', () =>
  okReply({
    list: [
      {
        id: 21,
        type: 'H',
        execution: 'B',
        title: 'New: seamless wallet games',
        content: '<p>Lotteries now play straight from your main balance.</p>',
        date: Date.UTC(2026, 10, 2),
      },
      {
        id: 2,
        type: 'B',
        execution: 'B',
        title: 'Scheduled maintenance',
        content: '<h3>Scheduled maintenance</h3><p>Routine maintenance runs every Tuesday, 02:00–04:00.</p>',
        date: Date.UTC(2026, 10, 1),
      },
    ],
  }),
);

const handlers = [...noticeHandlers(), marqueeHandler];

const meta = {
  title: 'content/Content',
  decorators: [withContent],
  parameters: { msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoticeModalOpen: Story = { render: () => <NoticeModal open onClose={() => undefined} /> };
export const HelpCentrePage: Story = { render: () => <HelpCentre /> };
/** The home page's announcement line: it scrolls (still with reduced motion), pauses on hover or focus, opens one. */
export const HomeMarqueeLine: Story = { render: () => <HomeMarquee /> };
