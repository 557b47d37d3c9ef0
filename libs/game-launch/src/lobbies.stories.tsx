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
import { withAuthStore } from '@playfront/auth-session/testing';
import type { CredentialsState } from '@playfront/api-client';
import { failingHandlers, lobbyHandlers, loadingHandlers } from './testing';

const storyMember: Partial<CredentialsState> = { token: 'tok_story_member_000000000', accountType: 0 };
/** Every call a lobby story makes; `favourites` are the ids already starred. */
const storyHandlers = (favourites: number[] = []) => lobbyHandlers(new Set(favourites));

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
export const SlotsWithProviderTabs: Story = { decorators: [withAuthStore({ path: '/rng' })] };

/** /rng for a member: the favourite stars show, two games already starred. */
export const SlotsAsMember: Story = {
  decorators: [withAuthStore({ path: '/rng?page=PG', credentials: storyMember })],
  parameters: { msw: { handlers: storyHandlers([4, 5]) } },
};

export const LiveCasino: Story = {
  args: { category: 'LIVE' },
  decorators: [withAuthStore({ path: '/live' })],
};

export const WithSearchResults: Story = {
  args: { search: true },
  decorators: [withAuthStore({ path: '/rng?q=fortune' })],
};

export const SearchWithoutResults: Story = {
  render: () => <GameSearch />,
  decorators: [withAuthStore({ path: '/hot?q=zzz' })],
};

export const Loading: Story = {
  decorators: [withAuthStore({ path: '/rng' })],
  parameters: { msw: { handlers: loadingHandlers } },
};

export const LoadFailed: Story = {
  decorators: [withAuthStore({ path: '/rng' })],
  parameters: { msw: { handlers: failingHandlers } },
};

export const Hot: Story = { render: () => <HotGames />, decorators: [withAuthStore({ path: '/hot' })] };

export const FavouritesOfMember: Story = {
  render: () => <Favourites />,
  decorators: [withAuthStore({ credentials: storyMember })],
  parameters: { msw: { handlers: storyHandlers([1, 7, 9]) } },
};

export const FavouritesEmpty: Story = {
  render: () => <Favourites />,
  decorators: [withAuthStore({ credentials: storyMember })],
};

export const FavouritesOfVisitor: Story = {
  render: () => <Favourites />,
  decorators: [withAuthStore({ path: '/fav' })],
};

export const PvpRoomList: Story = {
  render: () => <PvpRooms />,
  decorators: [withAuthStore({ path: '/pvp', credentials: storyMember })],
};

export const LotteryLanesOfElott: Story = {
  render: () => <LotteryLanes />,
  decorators: [withAuthStore({ path: '/elott' })],
};

function OpenPopup() {
  useEffect(() => openVassalage({ vassalage: 'JL_RNG', provider: 'JL' }), []);
  return <VassalagePopupHost />;
}

/** The sub-game popup a VASSALAGE card opens. */
export const VassalagePopupOfJili: Story = {
  render: () => <OpenPopup />,
  decorators: [withAuthStore({ credentials: storyMember })],
};

/** The home page's lazily loaded part: hot games and one lane per category. */
export const HomeLobby: Story = {
  render: () => <LazyHomeLobby />,
  decorators: [withAuthStore({ path: '/index' })],
};
