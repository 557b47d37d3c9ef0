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
  title: 'back-office/VIP',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ranks: Story = story('/vip/ranks', 'mia');
export const Labels: Story = story('/vip/labels', 'mia');
/** Support reads the ranks but changes none. */
export const ReadOnly: Story = story('/vip/ranks', 'sam');
