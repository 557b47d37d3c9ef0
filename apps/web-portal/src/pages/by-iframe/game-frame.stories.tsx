import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { LotteryMenu } from '@playfront/api-contract';
import { ok, portalHandlers } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import VnLotteryPage from '../vnlottery/vnlottery-page';
import { GameFrame } from './game-frame';

/** A stand-in game page (the demo provider's pages are served by the API, not by Storybook). */
const demoPage = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:20px sans-serif">Demo game</body>',
)}`;
const errorReply = (status: number, code: string) =>
  HttpResponse.json({ success: false, value: null, message: code, code }, { status });
const launch = (mode: 'REAL' | 'TRIAL' = 'REAL') =>
  http.post('*/wps/game/launchGame', () =>
    ok({ game_url: demoPage, game_url2: null, mode, expiresAt: Date.now() + 60_000 }),
  );
const recent = http.get('*/wps/game/recent', () => ok({ list: [], total: 0 }));
const member = { credentials: { token: 'demo', accountType: 0 } };

const meta = {
  title: 'web-portal/Play/GameFrame',
  component: GameFrame,
  decorators: [withPortal],
  args: { target: { gameId: 12 }, title: 'Gates of Fortune' },
  parameters: {
    layout: 'fullscreen',
    portal: member,
    msw: { handlers: [...portalHandlers(), recent, launch()] },
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};

export const Starting: Story = {
  parameters: {
    msw: {
      handlers: [
        ...portalHandlers(),
        http.post('*/wps/game/launchGame', async () => {
          await delay('infinite');
          return ok(null);
        }),
      ],
    },
  },
};

export const UnknownGame: Story = {
  parameters: {
    msw: {
      handlers: [...portalHandlers(), http.post('*/wps/game/launchGame', () => errorReply(404, 'not_found'))],
    },
  },
};

export const TrialRefused: Story = {
  parameters: {
    portal: { credentials: { token: 'trial', accountType: 4 } },
    msw: {
      handlers: [
        ...portalHandlers(),
        http.post('*/wps/game/launchGame', () => errorReply(403, 'in_need_true_account')),
      ],
    },
  },
};

export const TrialDemoMode: Story = {
  parameters: {
    portal: { credentials: { token: 'trial', accountType: 4 } },
    msw: { handlers: [...portalHandlers(), launch('TRIAL')] },
  },
};

export const Visitor: Story = { parameters: { portal: {} } };

const vnMenu: LotteryMenu = {
  area: 'VN',
  list: [
    {
      gameId: 31,
      gameCode: 'VN_NORTH',
      name: 'Miền Bắc',
      region: 'NORTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 32,
      gameCode: 'VN_DANANG',
      name: 'Đà Nẵng',
      region: 'CENTRAL',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 33,
      gameCode: 'VN_HCM',
      name: 'TP. Hồ Chí Minh',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
    {
      gameId: 34,
      gameCode: 'VN_CANTHO',
      name: 'Cần Thơ',
      region: 'SOUTH',
      playTypes: ['LO2'],
      defaultPlayType: 'LO2',
      prizeMode: 'ZY',
    },
  ],
};

/** /vnlottery: the region switch above the frame. */
export const VietnamLottery: Story = {
  render: () => <VnLotteryPage />,
  parameters: {
    portal: { ...member, path: '/vnlottery' },
    msw: {
      handlers: [...portalHandlers(), launch(), http.get('*/lgw/vn/games/game_menu', () => ok(vnMenu))],
    },
  },
};
