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
  title: 'back-office/Promotions',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = story('/promotions', 'mia');
export const Create: Story = story('/promotions/new', 'mia');
/** An APPLY promotion: its editor and the applications queue with proof images. */
export const Applications: Story = story('/promotions/4', 'mia');
/** A raffle before its draw. */
export const Raffle: Story = story('/promotions/5', 'mia');
/** A read-only operator: every field read-only, no buttons. */
export const ReadOnly: Story = story('/promotions/4', 'ravi', {
  setup: (state) => {
    state.operators[4].disabled = false;
  },
});
