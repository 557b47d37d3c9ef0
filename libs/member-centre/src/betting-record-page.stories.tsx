import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { errorReply, withStore } from '@playfront/api-client/testing';
import type { BetRound } from '@playfront/api-contract';
import { BettingRecordPage } from './index';
import { balanceHandler } from '@playfront/wallet/testing';
import { betRound, bettingRecordHandler } from './testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const at = Date.UTC(2026, 0, 15, 9, 30);
const rounds: BetRound[] = [
  betRound({ roundId: 'SLOT-7F3A21' }),
  betRound({
    roundId: 'BAC-19C0DE',
    gameName: 'Baccarat A',
    vendorCode: 'DG',
    gameCategory: 'LIVE',
    stake: '5000',
    payout: '0',
    detail: 'Banker 50.00',
    createdAt: at - 600_000,
  }),
  betRound({
    roundId: 'SPT-55B2E9',
    gameName: 'Premier fixtures',
    vendorCode: 'SBO',
    gameCategory: 'SPORTS',
    stake: '2000',
    payout: null,
    status: 'OPEN',
    detail: 'Home win @ 1.85',
    settledAt: null,
    createdAt: at - 1_200_000,
  }),
  betRound({
    roundId: 'LOT-0A11F4',
    gameName: 'Fast 3',
    vendorCode: 'LOTT',
    gameCategory: 'LOTT',
    status: 'VOID',
    payout: '1000',
    detail: 'Big 10.00',
  }),
  betRound({ roundId: 'DEMO-88E1C2', mode: 'TRIAL', stake: '100', payout: '0', detail: 'Spin 1.00' }),
];
const balance = balanceHandler();

const meta = {
  title: 'member-centre/BettingRecordPage',
  component: BettingRecordPage,
  decorators: [withMember],
  args: { today: new Date(2026, 0, 20) },
  parameters: {
    msw: {
      handlers: [balance, bettingRecordHandler(rounds)],
    },
  },
} satisfies Meta<typeof BettingRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rounds: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: [balance, bettingRecordHandler([], { unfilteredTotal: 0 })] } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        balance,
        http.get('*/wps/game/bettingRecord', async () => {
          await delay('infinite');
          return errorReply(500, 'internal_error');
        }),
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [balance, http.get('*/wps/game/bettingRecord', () => errorReply(500, 'internal_error'))],
    },
  },
};
