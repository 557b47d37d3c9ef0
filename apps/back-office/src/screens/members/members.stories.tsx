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
  title: 'back-office/Members',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = story('/members', 'sam');
/** Wallets, and the money dialogs (each asks for a confirmation). */
export const Detail: Story = story('/members/alice', 'sam');
/** One member as support sees them: profile, account actions, sessions, labels, ledger. */
export const MemberDetail: Story = story('/members/alice', 'sam');
/** A locked member: the lock's reason and who locked, and Unlock. */
export const LockedMember: Story = story('/members/dara', 'sam');
/** Marketing reads members and may change the VIP rank, but has no account or money action. */
export const ReadOnlyMember: Story = story('/members/alice', 'mia');
