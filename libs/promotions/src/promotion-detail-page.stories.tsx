import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthStore } from '@playfront/auth-session/testing';
import { PromotionDetailPage } from './index';
import {
  failingPromotionsHandler,
  hostileContent,
  pendingPromotionsHandler,
  promotionDetail,
  promotionFixtures,
  promotionStoryHandlers,
} from './testing';

const member = { token: 'demo', accountType: 0 };
/** The detail of promotion `id` of the fixtures, as a member (or a visitor) sees it. */
const at = (id: number, credentials: typeof member | undefined = member) => ({
  decorators: [withAuthStore({ path: `/promoDetail?id=${id}`, credentials })],
});

const meta = {
  title: 'promotions/PromotionDetailPage',
  component: PromotionDetailPage,
  parameters: { msw: { handlers: promotionStoryHandlers() } },
} satisfies Meta<typeof PromotionDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit bonus the member may join. */
export const Default: Story = at(1);
export const JoinAsVisitor: Story = at(1, undefined);
export const Claim: Story = at(2);
/** An apply-with-proof activity: the form with a note and up to three images. */
export const Apply: Story = at(3);
export const RaffleBeforeTheDraw: Story = at(4);
export const RaffleDrawn: Story = at(11);
export const MissionInProgress: Story = at(5);
export const Joined: Story = at(6);
export const Claimed: Story = at(7);
export const Applying: Story = at(8);
export const Rejected: Story = at(9);
export const Issued: Story = at(10);
export const ComingSoon: Story = at(12);
/** Hostile content: the script and the onerror handler are removed before rendering. */
export const SanitisedContent: Story = {
  ...at(1),
  parameters: {
    msw: {
      handlers: promotionStoryHandlers({
        details: { 1: promotionDetail(promotionFixtures[0], { content: hostileContent }) },
      }),
    },
  },
};
export const NotFound: Story = at(999);
export const Loading: Story = {
  ...at(1),
  parameters: {
    msw: { handlers: [pendingPromotionsHandler('/wps/promotions/:id'), ...promotionStoryHandlers()] },
  },
};
export const Error: Story = {
  ...at(1),
  parameters: {
    msw: { handlers: [failingPromotionsHandler('/wps/promotions/:id'), ...promotionStoryHandlers()] },
  },
};
