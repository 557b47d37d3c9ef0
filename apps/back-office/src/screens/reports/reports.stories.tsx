import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';

/** One story: the back office at a path, signed in as an operator of the mock, its API mocked. */
function story(path: string, operator: string, options: MockBackOfficeOptions = {}): Story {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, mock.signIn(operator)),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Reports',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance: the daily summary and the ledger checks. */
export const Finance: Story = story('/reports', 'fiona');
/** A failed ledger check, once run. */
export const CheckFailed: Story = story('/reports', 'fiona', {
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
export const Empty: Story = story('/reports', 'root', {
  setup: (state) => {
    state.catalogue.report = {
      ...state.catalogue.report,
      rows: [],
      categories: [],
      total: { rounds: 0, players: 0, stake: '0', payout: '0', grossGamingRevenue: '0' },
    };
  },
});
