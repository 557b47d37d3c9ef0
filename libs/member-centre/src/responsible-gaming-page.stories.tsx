import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { ResponsibleGamingPage } from './responsible-gaming-page';
import { pendingChange, protectionBackend, protectionLimit, protectionNow } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const meta = {
  title: 'member-centre/ResponsibleGamingPage',
  component: ResponsibleGamingPage,
  decorators: [withMember],
  // 28 November 2026, 10:00 UTC: the fixtures' clock.
  args: { now: () => protectionNow },
  parameters: { msw: { handlers: protectionBackend({ delayMs: 300 }).handlers } },
} satisfies Meta<typeof ResponsibleGamingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limit yet: every card says so; the form, the reality check and the breaks are offered. */
export const NoLimits: Story = {
  parameters: { msw: { handlers: protectionBackend({ limits: [], delayMs: 300 }).handlers } },
};

/**
 * Deposits of 500.00 a day (120.00 used) and 1,000.00 a week with a raise to 2,000.00 waiting for its 24-hour
 * cooling-off, losses of 3,000.00 a month and a 90-minute session limit.
 */
export const LimitsWithPendingRaise: Story = {};

/** The cooling-off of a raise and of a removal is over: both can be confirmed (or cancelled). */
export const ReadyToConfirm: Story = {
  parameters: {
    msw: {
      handlers: protectionBackend({
        limits: [
          protectionLimit({ pending: pendingChange('90000', 30) }),
          protectionLimit({ kind: 'WAGER', period: 'WEEK', amount: '500000', used: '125000' }),
          protectionLimit({
            kind: 'LOSS',
            period: 'MONTH',
            amount: '300000',
            used: '300000',
            pending: pendingChange(null, 26),
          }),
        ],
        delayMs: 300,
      }).handlers,
    },
  },
};

/** A time-out until 12 December 2026 is in force: the notice at the top, no break controls. */
export const TimeOut: Story = {
  parameters: {
    msw: {
      handlers: protectionBackend({
        exclusion: { kind: 'TIME_OUT', startedAt: protectionNow, endsAt: Date.UTC(2026, 11, 12, 10, 0) },
      }).handlers,
    },
  },
};

/** A permanent self-exclusion. */
export const ExcludedPermanently: Story = {
  parameters: {
    msw: {
      handlers: protectionBackend({
        exclusion: { kind: 'SELF_EXCLUSION', startedAt: protectionNow, endsAt: null },
      }).handlers,
    },
  },
};

/** Confirming is refused (the server's clock says the cooling-off is not over): the text shows in the row. */
export const ConfirmRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/protection/limits/confirm', () => errorReply(409, 'limit_change_not_due')),
        ...protectionBackend({ limits: [protectionLimit({ pending: pendingChange('90000', 30) })] }).handlers,
      ],
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/protection', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...protectionBackend().handlers,
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/protection', () => errorReply(500, 'internal_error')),
        ...protectionBackend().handlers,
      ],
    },
  },
};
