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
  title: 'back-office/Brand',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = story('/brand', 'root');
/** Sign-up and security: the features, the sign-in settings and the registration fields. */
export const SignUpAndSecurity: Story = story('/brand/security', 'root');
export const InMaintenance: Story = story('/brand', 'root', {
  setup: (state) => {
    state.status = 1;
    state.maintenanceMessage = 'Back at 03:00.';
  },
});
/** A read-only operator: the values, without Save. */
export const ReadOnly: Story = story('/brand', 'reader', {
  setup: (state) => {
    state.operators.push({
      ...state.operators[4],
      username: 'reader',
      displayName: 'Rae Reader',
      disabled: false,
    });
  },
});
/** Marketing's roles do not open the brand screen. */
export const NotAllowed: Story = story('/brand', 'mia');
