import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthStore } from '@playfront/auth-session/testing';
import { PointMallPage } from './index';
import { failingPointsHandler, mallState, pendingPointsHandlers, pointsStoryHandlers } from './testing';

const member = { token: 'demo', accountType: 0 };
/** The page as a member (or a visitor) sees it. */
const as = (credentials: typeof member | undefined = member) => ({
  decorators: [withAuthStore({ path: '/pointMall', credentials })],
});

const meta = {
  title: 'points-mall/PointMallPage',
  component: PointMallPage,
  args: { today: new Date(Date.UTC(2026, 10, 20, 12)) },
  parameters: { msw: { handlers: pointsStoryHandlers() } },
} satisfies Meta<typeof PointMallPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with 12,000 points: the ratio, the goods by category, history and details in their tabs. */
export const Member: Story = as();
/** A visitor: the ratio, the goods and a call to log in. */
export const Visitor: Story = as(undefined);
/** No goods, no redemptions. */
export const Empty: Story = {
  ...as(),
  parameters: {
    msw: { handlers: pointsStoryHandlers({ state: mallState({ goods: [], redemptions: [], entries: [] }) }) },
  },
};
export const Loading: Story = {
  ...as(),
  parameters: { msw: { handlers: [...pendingPointsHandlers(), ...pointsStoryHandlers()] } },
};
export const Failed: Story = {
  ...as(),
  parameters: {
    msw: {
      handlers: [failingPointsHandler('goods'), failingPointsHandler('points'), ...pointsStoryHandlers()],
    },
  },
};
