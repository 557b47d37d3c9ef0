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
  title: 'back-office/Login',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: username and password (try fiona / correct horse battery, then 246810). */
export const SignIn: Story = story('/login', null);
/** Sign in as newbie to see the authenticator enrolment with its QR code. */
export const FirstSignIn: Story = story('/login', null);
