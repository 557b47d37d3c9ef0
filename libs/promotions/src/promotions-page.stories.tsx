import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthStore } from '@playfront/auth-session/testing';
import { PromotionsPage } from './index';
import {
  failingPromotionsHandler,
  pendingPromotionsHandler,
  promotionFixtures,
  promotionStoryHandlers,
} from './testing';

const member = { token: 'demo', accountType: 0 };
/** The page at `path`, as a member (or a visitor) sees it. */
const at = (path = '/promotions', credentials: typeof member | undefined = member) => ({
  decorators: [withAuthStore({ path, credentials })],
});

const meta = {
  title: 'promotions/PromotionsPage',
  component: PromotionsPage,
  parameters: { msw: { handlers: promotionStoryHandlers() } },
} satisfies Meta<typeof PromotionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every type and every status of spec §4, as a member sees them. */
export const Default: Story = { ...at(), args: { pageSize: 20 } };
/** Ten a page: the paging under the list. */
export const Paged: Story = at();
/** A visitor sees the same list (the server gives a visitor join, close or coming soon). */
export const Visitor: Story = {
  ...at('/promotions', undefined),
  args: { pageSize: 20 },
  parameters: {
    msw: {
      handlers: promotionStoryHandlers({
        promotions: promotionFixtures.map((promotion) => ({
          ...promotion,
          status:
            promotion.status === 'coming_soon' || promotion.status === 'close' ? promotion.status : 'join',
        })),
      }),
    },
  },
};
/** One type chosen with the tabs. */
export const LuckyDraws: Story = {
  decorators: [withAuthStore({ path: '/promotions?type=RAFFLE', credentials: member })],
};
export const Empty: Story = {
  ...at(),
  parameters: { msw: { handlers: promotionStoryHandlers({ promotions: [] }) } },
};
export const Loading: Story = {
  ...at(),
  parameters: { msw: { handlers: [pendingPromotionsHandler(), ...promotionStoryHandlers()] } },
};
export const Error: Story = {
  ...at(),
  parameters: { msw: { handlers: [failingPromotionsHandler(), ...promotionStoryHandlers()] } },
};
