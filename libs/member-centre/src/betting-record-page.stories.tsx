import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withStore } from '@playfront/api-client/testing';
import type { BetRound, BettingRecord } from '@playfront/api-contract';
import { BettingRecordPage } from './index';
import { balanceHandler } from '@playfront/wallet/testing';

/** A fresh store for a logged-in member. */
const withMember = withStore({ credentials: { token: 'demo', accountType: 0 } });

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
const at = Date.UTC(2026, 0, 15, 9, 30);
const round = (over: Partial<BetRound>): BetRound => ({
  roundId: 'R1',
  gameId: 1,
  gameName: 'Gates of Fortune',
  vendorCode: 'PP',
  gameCategory: 'RNG',
  mode: 'REAL',
  stake: '1000',
  payout: '2500',
  status: 'SETTLED',
  detail: 'Spin 10.00',
  createdAt: at,
  settledAt: at,
  ...over,
});
const rounds: BetRound[] = [
  round({ roundId: 'SLOT-7F3A21' }),
  round({
    roundId: 'BAC-19C0DE',
    gameName: 'Baccarat A',
    vendorCode: 'DG',
    gameCategory: 'LIVE',
    stake: '5000',
    payout: '0',
    detail: 'Banker 50.00',
    createdAt: at - 600_000,
  }),
  round({
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
  round({
    roundId: 'LOT-0A11F4',
    gameName: 'Fast 3',
    vendorCode: 'LOTT',
    gameCategory: 'LOTT',
    status: 'VOID',
    payout: '1000',
    detail: 'Big 10.00',
  }),
  round({ roundId: 'DEMO-88E1C2', mode: 'TRIAL', stake: '100', payout: '0', detail: 'Spin 1.00' }),
];
const record = (list: BetRound[], total = list.length): BettingRecord => ({
  list,
  total,
  totalStake: String(list.reduce((sum, r) => sum + BigInt(r.stake), 0n)),
  totalPayout: String(list.reduce((sum, r) => sum + BigInt(r.payout ?? '0'), 0n)),
});
const balance = balanceHandler();

const meta = {
  title: 'member-centre/BettingRecordPage',
  component: BettingRecordPage,
  decorators: [withMember],
  args: { today: new Date(2026, 0, 20) },
  parameters: {
    msw: {
      handlers: [
        balance,
        http.get('*/wps/game/bettingRecord', ({ request }) => {
          const params = new URL(request.url).searchParams;
          const list = rounds.filter(
            (r) =>
              (!params.get('category') || r.gameCategory === params.get('category')) &&
              (!params.get('status') || r.status === params.get('status')),
          );
          return ok(record(list, list.length === rounds.length ? 45 : list.length));
        }),
      ],
    },
  },
} satisfies Meta<typeof BettingRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rounds: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: [balance, http.get('*/wps/game/bettingRecord', () => ok(record([])))] } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        balance,
        http.get('*/wps/game/bettingRecord', async () => {
          await delay('infinite');
          return ok(null);
        }),
      ],
    },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        balance,
        http.get('*/wps/game/bettingRecord', () =>
          HttpResponse.json(
            { success: false, value: null, message: 'x', code: 'internal_error' },
            { status: 500 },
          ),
        ),
      ],
    },
  },
};
