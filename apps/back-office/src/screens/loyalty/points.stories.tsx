import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Points mall',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Redemptions: Story = mockStory('/points/redemptions', 'mia');
export const Goods: Story = mockStory('/points/goods', 'mia');
export const EarningRules: Story = mockStory('/points/rules', 'mia');
export const Adjust: Story = mockStory('/points/adjust', 'mia');
/** Support reads the redemptions but decides none. */
export const ReadOnly: Story = mockStory('/points/redemptions', 'sam');
