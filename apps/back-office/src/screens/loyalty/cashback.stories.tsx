import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Cashback',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rates: Story = mockStory('/cashback/rates', 'mia');
export const DailyCashback: Story = mockStory('/cashback/runs', 'fiona');
