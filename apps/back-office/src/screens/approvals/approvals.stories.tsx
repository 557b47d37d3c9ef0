import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Approvals',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance may approve what support proposed. */
export const SecondOperator: Story = mockStory('/approvals/7', 'fiona');
/** The proposer sees the proposal; Approve is disabled with the reason. */
export const Proposer: Story = mockStory('/approvals/7', 'sam');
