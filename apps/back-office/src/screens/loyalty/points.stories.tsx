import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';

/** One story: the back office at a path, signed in as an operator of the mock, its API mocked. */
function story(path: string, operator: string): Story {
  const mock = createMockBackOffice();
  return {
    render: renderBackOfficeAt(path, mock.signIn(operator)),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Points mall',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Redemptions: Story = story('/points/redemptions', 'mia');
export const Goods: Story = story('/points/goods', 'mia');
export const EarningRules: Story = story('/points/rules', 'mia');
export const Adjust: Story = story('/points/adjust', 'mia');
/** Support reads the redemptions but decides none. */
export const ReadOnly: Story = story('/points/redemptions', 'sam');
