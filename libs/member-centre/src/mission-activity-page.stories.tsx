import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, okReply, withStore } from '@playfront/api-client/testing';
import { MissionActivityPage } from './index';
import { mission, missionLeaderboard, rewardsBackend } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/MissionActivityPage',
  component: MissionActivityPage,
  decorators: [withMember],
  parameters: { msw: { handlers: rewardsBackend().handlers } },
} satisfies Meta<typeof MissionActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two daily missions (one ready to claim) and a weekly one; the countdown runs on the real clock. */
export const Default: Story = {};

/** A fixed "now": ten hours left of the day. */
export const FixedTime: Story = {
  args: { now: Date.UTC(2026, 0, 20, 14, 0) },
};

export const AllClaimed: Story = {
  parameters: {
    msw: {
      handlers: rewardsBackend({
        missions: [
          mission({
            status: 'claimed',
            tasks: [{ kind: 'BET_COUNT', category: 'RNG', target: '20', progress: '20', done: true }],
          }),
        ],
      }).handlers,
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/missions/leaderboard', () => okReply({ ...missionLeaderboard('DAILY'), list: [] })),
        ...rewardsBackend({ missions: [] }).handlers,
      ],
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/missions', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        http.get('*/wps/missions/leaderboard', async () => {
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
        http.get('*/wps/missions', () => errorReply(500, 'internal_error')),
        http.get('*/wps/missions/leaderboard', () => errorReply(500, 'internal_error')),
        ...rewardsBackend().handlers,
      ],
    },
  },
};
