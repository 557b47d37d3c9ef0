import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Reports',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance: the daily summary and the ledger checks. */
export const Finance: Story = mockStory('/reports', 'fiona');
/** A failed ledger check, once run. */
export const CheckFailed: Story = mockStory('/reports', 'fiona', {
  setup: (state) => {
    state.catalogue.reconciliation = {
      ok: false,
      checks: [
        { name: 'every transaction balances (entries sum to zero)', ok: true, detail: '0 unbalanced' },
        { name: 'no member account is negative', ok: false, detail: '1 negative: user 42' },
      ],
    };
  },
});
/** A period without play. */
export const Empty: Story = mockStory('/reports', 'root', {
  setup: (state) => {
    state.catalogue.report = {
      ...state.catalogue.report,
      rows: [],
      categories: [],
      total: { rounds: 0, players: 0, stake: '0', payout: '0', grossGamingRevenue: '0' },
    };
  },
});
