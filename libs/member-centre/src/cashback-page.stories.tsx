import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { CashbackPage } from './cashback-page';
import { cashbackBackend, cashbackDay, cashbackToday } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/CashbackPage',
  component: CashbackPage,
  decorators: [withMember],
  parameters: { msw: { handlers: cashbackBackend({ delayMs: 400 }).handlers } },
} satisfies Meta<typeof CashbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Yesterday's cashback by category to claim, today's estimate, the rates and the history. */
export const Default: Story = {};

/** Two closed days to claim at once. */
export const TwoDays: Story = {
  parameters: {
    msw: {
      handlers: cashbackBackend({
        claimable: [cashbackDay({ id: 4, periodStart: cashbackToday - 2 * 86_400_000 }), cashbackDay()],
      }).handlers,
    },
  },
};

/** A history of more than one page. */
export const PagedHistory: Story = {
  args: { historyPageSize: 1 },
};

export const Empty: Story = {
  parameters: { msw: { handlers: cashbackBackend({ claimable: [], history: [] }).handlers } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/cashback', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...cashbackBackend().handlers,
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/cashback', () => errorReply(500, 'internal_error')),
        ...cashbackBackend().handlers,
      ],
    },
  },
};

/** MANPLAYREB3 is off: the call answers the translated refusal. */
export const SwitchedOff: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/cashback', () => errorReply(403, 'feature_disabled')),
        ...cashbackBackend().handlers,
      ],
    },
  },
};

/** The days were claimed meanwhile (another tab): the claim is refused. */
export const ClaimRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/cashback/claim', () => errorReply(409, 'cashback_nothing_to_claim')),
        ...cashbackBackend().handlers,
      ],
    },
  },
};
