import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { storyHandlers, withAuthStore } from '@playfront/auth-session/testing';
import { asMember, asTrial, lobbyHandlers } from '../testing';
import { GameFrame } from './game-frame';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

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
const asPlayer = withAuthStore({ credentials: asMember });

/** The game frame on a fresh store (each story its own decorator: one router, one store). */
const meta = {
  title: 'game-launch/GameFrame',
  component: GameFrame,
  args: { target: { gameId: 12 }, title: 'Gates of Fortune' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...lobbyHandlers(), launch()] },
  },
} satisfies Meta<typeof GameFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = { decorators: [asPlayer] };

export const Starting: Story = {
  decorators: [asPlayer],
  parameters: {
    msw: {
      handlers: [
        ...lobbyHandlers(),
        http.post('*/wps/game/launchGame', async () => {
          await delay('infinite');
          return ok(null);
        }),
      ],
    },
  },
};

export const UnknownGame: Story = {
  decorators: [asPlayer],
  parameters: {
    msw: {
      handlers: [...lobbyHandlers(), http.post('*/wps/game/launchGame', () => errorReply(404, 'not_found'))],
    },
  },
};

export const TrialRefused: Story = {
  decorators: [withAuthStore({ credentials: asTrial })],
  parameters: {
    msw: {
      handlers: [
        ...lobbyHandlers(),
        http.post('*/wps/game/launchGame', () => errorReply(403, 'in_need_true_account')),
      ],
    },
  },
};

export const TrialDemoMode: Story = {
  decorators: [withAuthStore({ credentials: asTrial })],
  parameters: {
    msw: { handlers: [...lobbyHandlers(), launch('TRIAL')] },
  },
};

/** A visitor: the login modal opens over the frame's prompt. */
export const Visitor: Story = {
  decorators: [withAuthStore()],
  parameters: { msw: { handlers: [...lobbyHandlers(), ...storyHandlers()] } },
};
