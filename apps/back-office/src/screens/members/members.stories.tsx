import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Members',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = mockStory('/members', 'sam');
/** Wallets, and the money dialogs (each asks for a confirmation). */
export const Detail: Story = mockStory('/members/alice', 'sam');
/** One member as support sees them: profile, account actions, sessions, labels, ledger. */
export const MemberDetail: Story = mockStory('/members/alice', 'sam');
/** A locked member: the lock's reason and who locked, and Unlock. */
export const LockedMember: Story = mockStory('/members/dara', 'sam');
/** Marketing reads members and may change the VIP rank, but has no account or money action. */
export const ReadOnlyMember: Story = mockStory('/members/alice', 'mia');
