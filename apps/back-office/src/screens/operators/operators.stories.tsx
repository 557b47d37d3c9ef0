import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';

/** A read-only operator beside the mock's own. */
const readerSetup: MockBackOfficeOptions = {
  setup: (state) => {
    state.operators.push({
      ...state.operators[4],
      username: 'reader',
      displayName: 'Rae Reader',
      disabled: false,
    });
  },
};

/** One story: the back office at a path, signed in as an operator of the mock (or not), its API mocked. */
function story(path: string, operator: string | null, options: MockBackOfficeOptions = {}): Story {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, operator ? mock.signIn(operator) : null),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Operators',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = story('/operators', 'root');
/** A read-only operator: the list without controls. */
export const ReadOnly: Story = story('/operators', 'reader', readerSetup);
