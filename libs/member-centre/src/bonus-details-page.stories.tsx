import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { BonusDetailsPage } from './index';
import { bonus, rewardsBackend } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/BonusDetailsPage',
  component: BonusDetailsPage,
  decorators: [withMember],
  parameters: { msw: { handlers: rewardsBackend().handlers } },
} satisfies Meta<typeof BonusDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bonuses of every status; giving up the active one takes it back. */
export const Default: Story = {};

/** Turnover met everywhere: withdrawals are free of bonus rules. */
export const NothingOutstanding: Story = {
  parameters: {
    msw: {
      handlers: rewardsBackend({
        bonuses: [bonus({ status: 'COMPLETED', turnoverDone: '100000', completedAt: Date.UTC(2026, 0, 12) })],
      }).handlers,
    },
  },
};

/** More than one page. */
export const Paged: Story = {
  args: { pageSize: 3 },
};

export const Empty: Story = {
  parameters: { msw: { handlers: rewardsBackend({ bonuses: [] }).handlers } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/bonuses', async () => {
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
        http.get('*/wps/bonuses', () => errorReply(500, 'internal_error')),
        ...rewardsBackend().handlers,
      ],
    },
  },
};

/** The bonus ended meanwhile: the give-up is refused. */
export const GiveUpRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/bonuses/:id/forfeit', () => errorReply(409, 'bonus_not_active')),
        ...rewardsBackend().handlers,
      ],
    },
  },
};
