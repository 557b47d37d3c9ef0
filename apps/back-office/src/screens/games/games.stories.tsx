import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';

/** One story: the back office at a path, signed in as an operator of the mock, its API mocked. */
function story(path: string, operator: string, options: MockBackOfficeOptions = {}): Story {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, mock.signIn(operator)),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Games',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Marketing's view of the vendors: shown, hidden, hot, in order. */
export const Vendors: Story = story('/games/vendors', 'mia');
/** The games, filtered on the server and paged. */
export const Games: Story = story('/games/games', 'mia');
/** A game whose vendor is hidden says so. */
export const VendorHidden: Story = story('/games/games', 'root', {
  setup: (state) => {
    state.catalogue.vendors[1] = { ...state.catalogue.vendors[1], enabled: false };
    state.catalogue.games = state.catalogue.games.map((game) =>
      game.vendor === 'PG' ? { ...game, vendorEnabled: false } : game,
    );
  },
});
