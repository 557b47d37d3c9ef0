import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Applications',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** What waits on an operator. */
export const Waiting: Story = mockStory('/applications', 'root');
/** Nothing waiting. */
export const Empty: Story = mockStory('/applications', 'root', {
  setup: (state) => {
    state.support.feedback = [];
    state.support.applications = [];
  },
});
