import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/AuditTrail',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = mockStory('/audit', 'root');
export const Empty: Story = mockStory('/audit', 'root', {
  setup: (state) => {
    state.audit = [];
  },
});
