import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Missions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = mockStory('/missions', 'mia');
export const Create: Story = mockStory('/missions/new', 'mia');
export const Edit: Story = mockStory('/missions/2', 'mia');
