import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { withAuthStore } from '@playfront/auth-session/testing';
import { asMember, playSessionFixture } from '../testing';
import { RealityCheckDialog } from './reality-check-dialog';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** 28 November 2026, 11:00 UTC on the server: logged in at 10:00, so the hourly check is due. */
const serverNow = Date.UTC(2026, 10, 28, 11, 0);
const startedAt = Date.UTC(2026, 10, 28, 10, 0);
const session = playSessionFixture({ serverNow, startedAt, wagered: '12500', net: '-3200' });

/**
 * The reality check over a REAL game (UKGC RTS 13): the game frame opens it every interval since the login,
 * pauses the game meanwhile, and fetches the figures again. Escape continues.
 */
const meta = {
  title: 'game-launch/RealityCheckDialog',
  component: RealityCheckDialog,
  decorators: [withAuthStore({ credentials: asMember })],
  args: {
    open: true,
    elapsed: serverNow - startedAt,
    session,
    onContinue: fn(),
    onStop: fn(),
    onSetLimits: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    // The money is shown in the member's currency (the balance reply's symbol).
    msw: {
      handlers: [
        http.get('*/wps/v2/wallets/balance', () =>
          ok({ sumBalance: '88800', mainBalance: '88800', currency: 'PHP', currencySymbol: 'P' }),
        ),
      ],
    },
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An hour in: P125.00 wagered, P32.00 down; "Set limits" opens the member's responsible gaming page. */
export const Down: Story = {};

/** Two hours and a quarter in, ahead by P45.50. */
export const Ahead: Story = {
  args: {
    elapsed: 135 * 60_000,
    session: playSessionFixture({
      serverNow: Date.UTC(2026, 10, 28, 12, 15),
      startedAt,
      wagered: '30000',
      net: '4550',
    }),
  },
};

/** The figures being fetched again as it opens. */
export const LoadingFigures: Story = { args: { loading: true } };

/** The figures could not be fetched: the time since login still shows. */
export const FiguresUnavailable: Story = { args: { failed: true } };

/** An app that cannot open the member's limits: no link. */
export const WithoutLimitsLink: Story = { args: { onSetLimits: undefined } };

/** On a phone: the dialog takes the width, its buttons side by side. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
