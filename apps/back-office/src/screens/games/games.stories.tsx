import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Games',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marketing's view of the vendors: shown, hidden, hot, in order. */
export const Vendors: Story = mockStory('/games/vendors', 'mia');
/** The games, filtered on the server and paged. */
export const Games: Story = mockStory('/games/games', 'mia');
/** A game whose vendor is hidden says so. */
export const VendorHidden: Story = mockStory('/games/games', 'root', {
  setup: (state) => {
    state.catalogue.vendors[1] = { ...state.catalogue.vendors[1], enabled: false };
    state.catalogue.games = state.catalogue.games.map((game) =>
      game.vendor === 'PG' ? { ...game, vendorEnabled: false } : game,
    );
  },
});
