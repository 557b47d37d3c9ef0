import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Affordability reviews',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two open reviews (the oldest first) and a closed one. */
export const Queue: Story = mockStory('/affordability', 'sam');
/** Read only: an operator who may read members but not change them. */
export const ReadOnly: Story = mockStory('/affordability', 'mia');
/** Nothing waiting. */
export const Empty: Story = mockStory('/affordability', 'sam', {
  setup: (state) => {
    state.protection.reviews = [];
  },
});
