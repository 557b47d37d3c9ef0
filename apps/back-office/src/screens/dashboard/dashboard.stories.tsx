import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Dashboard',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = mockStory('/', 'root');
/** The queues this operator may not open show their count only. */
export const Marketing: Story = mockStory('/', 'mia');
export const Loading: Story = mockStory('/', 'root', { delayMs: 60_000 });
