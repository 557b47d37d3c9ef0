import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Brand',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = mockStory('/brand', 'root');
/** Sign-up and security: the features, the sign-in settings and the registration fields. */
export const SignUpAndSecurity: Story = mockStory('/brand/security', 'root');
export const InMaintenance: Story = mockStory('/brand', 'root', {
  setup: (state) => {
    state.status = 1;
    state.maintenanceMessage = 'Back at 03:00.';
  },
});
/** A read-only operator: the values, without Save. */
export const ReadOnly: Story = mockStory('/brand', 'reader', {
  setup: (state) => {
    state.operators.push({
      ...state.operators[4],
      username: 'reader',
      displayName: 'Rae Reader',
      disabled: false,
    });
  },
});
/** Player protection: the cooling-off, the reality check's bounds, the minimum age and the affordability threshold. */
export const PlayerProtection: Story = mockStory('/brand/protection', 'root');
/** Player protection as a read-only operator: the values, without Save. */
export const PlayerProtectionReadOnly: Story = mockStory('/brand/protection', 'ravi', {
  setup: (state) => {
    state.operators.find((operator) => operator.username === 'ravi')!.disabled = false;
  },
});
/** Marketing's roles do not open the brand screen. */
export const NotAllowed: Story = mockStory('/brand', 'mia');
