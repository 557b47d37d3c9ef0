import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { gamesFixture } from '../testing';
import { GameCard } from './game-card';

/** One game card: lazy image (fallback after three failed attempts), hot badge, favourite toggle, play. */
const meta = {
  title: 'game-launch/GameCard',
  component: GameCard,
  args: { game: gamesFixture[0], onPlay: fn(), onToggleFavourite: fn() },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hot: Story = {};
export const Plain: Story = { args: { game: gamesFixture[1] } };
export const MemberFavourite: Story = { args: { favouriteEnabled: true, isFavourite: true } };
export const MemberNotFavourite: Story = { args: { favouriteEnabled: true, isFavourite: false } };
export const ImageFallback: Story = {
  args: { game: { ...gamesFixture[2], image: 'https://img.invalid/missing.png' } },
};
