import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { CategoryLobby } from './lobbies/category-lobby';
import { Favourites } from './lobbies/favourites';
import { HotGames } from './lobbies/hot-games';
import { LotteryLanes } from './lobbies/lottery-lanes';
import { PvpRooms } from './lobbies/pvp-rooms';
import { LazyHomeLobby } from './home/lazy-home-lobby';
import { GameSearch } from './components/game-search';
import { VassalagePopupHost } from './components/vassalage-popup';
import { openVassalage } from './launch/vassalage-store';
import { failingHandlers, loadingHandlers, storyHandlers, storyMember, withGameStore } from './story-utils';

/** The lobby parts of the game-launch lib on a fresh store with an in-memory catalogue. */
const meta = {
  title: 'game-launch/Lobbies',
  component: CategoryLobby,
  args: { category: 'RNG' },
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof CategoryLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /rng: provider tabs (icon, name, game hall), the selected provider's games, the rebate point. */
export const SlotsWithProviderTabs: Story = { decorators: [withGameStore({ path: '/rng' })] };

/** /rng for a member: the favourite stars show, two games already starred. */
export const SlotsAsMember: Story = {
  decorators: [withGameStore({ path: '/rng?page=PG', credentials: storyMember })],
  parameters: { msw: { handlers: storyHandlers([4, 5]) } },
};

export const LiveCasino: Story = {
  args: { category: 'LIVE' },
  decorators: [withGameStore({ path: '/live' })],
};

export const WithSearchResults: Story = {
  args: { search: true },
  decorators: [withGameStore({ path: '/rng?q=fortune' })],
};

export const SearchWithoutResults: Story = {
  render: () => <GameSearch />,
  decorators: [withGameStore({ path: '/hot?q=zzz' })],
};

export const Loading: Story = {
  decorators: [withGameStore({ path: '/rng' })],
  parameters: { msw: { handlers: loadingHandlers } },
};

export const LoadFailed: Story = {
  decorators: [withGameStore({ path: '/rng' })],
  parameters: { msw: { handlers: failingHandlers } },
};

export const Hot: Story = { render: () => <HotGames />, decorators: [withGameStore({ path: '/hot' })] };

export const FavouritesOfMember: Story = {
  render: () => <Favourites />,
  decorators: [withGameStore({ credentials: storyMember })],
  parameters: { msw: { handlers: storyHandlers([1, 7, 9]) } },
};

export const FavouritesEmpty: Story = {
  render: () => <Favourites />,
  decorators: [withGameStore({ credentials: storyMember })],
};

export const FavouritesOfVisitor: Story = {
  render: () => <Favourites />,
  decorators: [withGameStore({ path: '/fav' })],
};

export const PvpRoomList: Story = {
  render: () => <PvpRooms />,
  decorators: [withGameStore({ path: '/pvp', credentials: storyMember })],
};

export const LotteryLanesOfElott: Story = {
  render: () => <LotteryLanes />,
  decorators: [withGameStore({ path: '/elott' })],
};

function OpenPopup() {
  useEffect(() => openVassalage({ vassalage: 'JL_RNG', provider: 'JL' }), []);
  return <VassalagePopupHost />;
}

/** The sub-game popup a VASSALAGE card opens. */
export const VassalagePopupOfJili: Story = {
  render: () => <OpenPopup />,
  decorators: [withGameStore({ credentials: storyMember })],
};

/** The home page's lazily loaded part: hot games and one lane per category. */
export const HomeLobby: Story = {
  render: () => <LazyHomeLobby />,
  decorators: [withGameStore({ path: '/index' })],
};
