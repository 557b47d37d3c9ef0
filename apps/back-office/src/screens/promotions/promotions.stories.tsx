import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Promotions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = mockStory('/promotions', 'mia');
export const Create: Story = mockStory('/promotions/new', 'mia');
/** An APPLY promotion: its editor and the applications queue with proof images. */
export const Applications: Story = mockStory('/promotions/4', 'mia');
/** A raffle before its draw. */
export const Raffle: Story = mockStory('/promotions/5', 'mia');
/** A read-only operator: every field read-only, no buttons. */
export const ReadOnly: Story = mockStory('/promotions/4', 'ravi', {
  setup: (state) => {
    state.operators[4].disabled = false;
  },
});
