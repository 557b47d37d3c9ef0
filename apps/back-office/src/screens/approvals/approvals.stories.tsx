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
  title: 'back-office/Approvals',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finance may approve what support proposed. */
export const SecondOperator: Story = story('/approvals/7', 'fiona');
/** The proposer sees the proposal; Approve is disabled with the reason. */
export const Proposer: Story = story('/approvals/7', 'sam');
