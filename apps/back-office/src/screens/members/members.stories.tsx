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
/**
 * A member's player protection (read only): limits with a raise waiting and a removal the member may confirm,
 * a time-out taken on another brand's account of the same person, and the trail of changes.
 */
export const PlayerProtection: Story = mockStory('/members/alice', 'sam');
/** A member without limits, breaks or changes: the empty states. */
export const PlayerProtectionNone: Story = mockStory('/members/bob', 'sam');
/** A permanent self-exclusion of this account. */
export const PermanentSelfExclusion: Story = mockStory('/members/chen', 'sam', {
  setup: (state) => {
    const startedAt = Date.UTC(2026, 10, 26, 9, 30);
    state.protection.members['chen'] = {
      affordability: { netDeposits: '0', threshold: '1000000', declaredAt: null, validUntil: null },
      affordabilityReviews: [],
      limits: [],
      realityCheckMinutes: 60,
      exclusions: [
        {
          kind: 'SELF_EXCLUSION',
          startedAt,
          endsAt: null,
          merchantCode: 'PLAYFRONT',
          sameAccount: true,
          active: true,
        },
      ],
      events: [{ action: 'SELF_EXCLUSION', detail: 'permanent', createdAt: startedAt }],
    };
  },
});
