import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import ReferralPage from './referral-page';
import { referralBackend, referralFriend, referralOverview } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/ReferralPage',
  component: ReferralPage,
  decorators: [withMember],
  parameters: { msw: { handlers: referralBackend().handlers } },
} satisfies Meta<typeof ReferralPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** demo_member: one friend rewarded, one on its way. */
export const Default: Story = {};

/** Many friends in every state, three to a page. */
export const Paged: Story = {
  args: { pageSize: 3 },
  parameters: {
    msw: {
      handlers: referralBackend({
        overview: referralOverview({ totals: { friends: 7, qualified: 3, rewarded: '4000' } }),
        friends: [
          referralFriend({ username: 'ma***a', status: 'QUALIFIED', deposits: '15000', turnover: '20500' }),
          referralFriend({ username: 'jo***n', deposits: '0', turnover: '0' }),
          referralFriend({
            username: 'li***y',
            status: 'REWARDED',
            deposits: '30000',
            turnover: '80000',
            reward: '2000',
            rewardedAt: Date.UTC(2026, 0, 14),
          }),
          referralFriend({ username: 'pe***r', deposits: '10000', turnover: '19000' }),
          ...moreFriends(),
        ],
      }).handlers,
    },
  },
};

function moreFriends() {
  return [
    referralFriend({ username: 'sa***h', deposits: '2000', turnover: '500' }),
    referralFriend({
      username: 'de***1',
      status: 'REWARDED',
      deposits: '20000',
      turnover: '22000',
      reward: '2000',
      rewardedAt: Date.UTC(2026, 0, 12),
    }),
    referralFriend({}),
  ];
}

export const NoFriends: Story = {
  parameters: {
    msw: {
      handlers: referralBackend({
        overview: referralOverview({ totals: { friends: 0, qualified: 0, rewarded: '0' } }),
        friends: [],
      }).handlers,
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/referral', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...referralBackend().handlers,
      ],
    },
  },
};

/** Invite friends is off for the brand. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/referral', () => errorReply(403, 'feature_disabled')),
        ...referralBackend().handlers,
      ],
    },
  },
};

/** The friends list fails; the code, link and rule still show. */
export const FriendsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/referral/friends', () => errorReply(500, 'internal_error')),
        ...referralBackend().handlers,
      ],
    },
  },
};
