import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Agents',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top-level agents. */
export const TopLevel: Story = mockStory('/agents/hierarchy', 'root');
/** A top-level agent opened: its contracts and the platform contract's form. */
export const TopLevelAgent: Story = mockStory('/agents/hierarchy?agent=demo_agent', 'root');
/** Two levels down, read by finance (no contract form). */
export const Downline: Story = mockStory('/agents/hierarchy?upline=agentsub1&agent=agentsub2', 'fiona');
/** The settlement items with a failed one. */
export const Settlements: Story = mockStory('/agents/settlements', 'root');
/** No agents yet. */
export const NoAgents: Story = mockStory('/agents/hierarchy', 'root', {
  setup: (state) => {
    state.agents.agents = [];
  },
});
