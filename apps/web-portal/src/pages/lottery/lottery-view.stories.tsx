import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { ok, portalHandlers, vnMenu } from '../../testing/fixtures';
import { withPortal } from '../../testing/story-decorator';
import VnLotteryPage from '../vnlottery/vnlottery-page';

/** A stand-in game page (the demo provider's pages are served by the API, not by Storybook). */
const demoPage = `data:text/html,${encodeURIComponent(
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:20px sans-serif">Demo game</body>',
)}`;
const launch = () =>
  http.post('*/wps/game/launchGame', () =>
    ok({ game_url: demoPage, game_url2: null, mode: 'REAL', expiresAt: Date.now() + 60_000 }),
  );
const member = { credentials: { token: 'demo', accountType: 0 } };

const meta = {
  title: 'web-portal/Play/Lottery',
  decorators: [withPortal],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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
