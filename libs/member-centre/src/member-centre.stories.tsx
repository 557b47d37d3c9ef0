import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import { MemberCentre } from './index';
import { balanceHandler, fundsHandler } from '@playfront/wallet/testing';
import {
  cashbackBackend,
  memberInfoHandler,
  missionSummaryHandler,
  paymentPasswordHandler,
  protectionBackend,
  rewardsBackend,
} from './testing';

/** A fresh store for a logged-in account of `accountType` (4 is a trial account). */
const withAccount = (accountType: number) => withStore({ credentials: { token: 'demo', accountType } });

const handlers = [
  memberInfoHandler(),
  fundsHandler(),
  balanceHandler(),
  paymentPasswordHandler(false),
  missionSummaryHandler(0),
];

const meta = {
  title: 'member-centre/MemberCentre',
  component: MemberCentre,
  decorators: [withAccount(0)],
  args: { open: true, page: 'securityCenter', onClose: () => undefined },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof MemberCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/info/funds/consolidated', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
        ...handlers,
      ],
    },
  },
};
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/member/info/funds/consolidated', () => errorReply(500, 'internal_error')),
        ...handlers,
      ],
    },
  },
};
export const TrialRefused: Story = { decorators: [withAccount(4)] };
/** Mission activity with its badge of open missions; claiming one drops it. */
export const MissionBadge: Story = {
  args: { page: 'missionLeaderboard' },
  parameters: { msw: { handlers: [...rewardsBackend().handlers, ...handlers] } },
};
/** Cashback (manualRebate), loaded as its own chunk: yesterday's days to claim. */
export const Cashback: Story = {
  args: { page: 'manualRebate' },
  parameters: { msw: { handlers: [...cashbackBackend().handlers, ...handlers] } },
};
/** Responsible gaming, the menu's last entry, loaded as its own chunk: limits, reality check and breaks. */
export const ResponsibleGaming: Story = {
  args: { page: 'responsibleGaming' },
  parameters: { msw: { handlers: [...protectionBackend().handlers, ...handlers] } },
};
/** The brand switched cashback off: it is not in the menu. */
export const CashbackOff: Story = {
  args: { hidden: ['manualRebate'] },
};
