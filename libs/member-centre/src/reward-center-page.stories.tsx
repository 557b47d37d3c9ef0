import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { RewardCenterPage } from './index';
import { reward, rewardsBackend } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/RewardCenterPage',
  component: RewardCenterPage,
  decorators: [withMember],
  // Claims take a second, so the spinner of the Claim button shows.
  parameters: { msw: { handlers: rewardsBackend({ delayMs: 1000 }).handlers } },
} satisfies Meta<typeof RewardCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion, a mission and a raffle reward, the last one claimed already. */
export const Default: Story = {};

export const AllClaimed: Story = {
  parameters: {
    msw: {
      handlers: rewardsBackend({
        rewards: [
          reward({ status: 'claimed' }),
          reward({ kind: 'RAFFLE', id: 31, title: 'Lucky draw', status: 'claimed' }),
        ],
      }).handlers,
    },
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: rewardsBackend({ rewards: [] }).handlers } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/rewards', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...rewardsBackend().handlers,
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/rewards', () => errorReply(500, 'internal_error')),
        ...rewardsBackend().handlers,
      ],
    },
  },
};

/** The claim is refused (the reward expired meanwhile). */
export const ClaimRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/rewards/claim', () => errorReply(409, 'reward_not_claimable')),
        ...rewardsBackend().handlers,
      ],
    },
  },
};
