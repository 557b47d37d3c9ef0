import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';

/** One story: the back office at a path, signed in as an operator of the mock (or not), its API mocked. */
function story(path: string, operator: string | null, options: MockBackOfficeOptions = {}): Story {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, operator ? mock.signIn(operator) : null),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Cashier',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposits: Story = story('/cashier/deposits', 'fiona');
export const Withdrawals: Story = story('/cashier/withdrawals', 'fiona');
export const Disputes: Story = story('/cashier/disputes', 'fiona');
export const PaymentChannels: Story = story('/cashier/channels', 'fiona');
/** An operator whose roles do not open the cashier. */
export const NotAllowed: Story = story('/cashier', 'mia');
