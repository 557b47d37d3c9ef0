import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/VIP',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranks: Story = mockStory('/vip/ranks', 'mia');
export const Labels: Story = mockStory('/vip/labels', 'mia');
/** Support reads the ranks but changes none. */
export const ReadOnly: Story = mockStory('/vip/ranks', 'sam');
