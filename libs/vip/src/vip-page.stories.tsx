import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthStore } from '@playfront/auth-session/testing';
import { VipPage } from './index';
import { crownMember, failingVipHandler, pendingVipHandler, vipStoryHandlers } from './testing';

const member = { token: 'demo', accountType: 0 };
/** The page as a member (or a visitor) sees it. */
const as = (credentials: typeof member | undefined = member) => ({
  decorators: [withAuthStore({ path: '/vip', credentials })],
});

const meta = {
  title: 'vip/VipPage',
  component: VipPage,
  parameters: { msw: { handlers: vipStoryHandlers() } },
} satisfies Meta<typeof VipPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Gold member on the way to Platinum: the rank, two progress bars and the benefits with Gold marked. */
export const Member: Story = as();
/** A visitor: the benefits of every rank and a call to log in. */
export const Visitor: Story = as(undefined);
/** The top rank: no next rank to reach. */
export const TopRank: Story = {
  ...as(),
  parameters: {
    msw: {
      handlers: vipStoryHandlers({
        member: crownMember,
        session: { member: { clubLabel: { labelName: 'Crown', rankLevel: 6 } } },
      }),
    },
  },
};
export const Empty: Story = { ...as(), parameters: { msw: { handlers: vipStoryHandlers({ ranks: [] }) } } };
export const Loading: Story = {
  ...as(),
  parameters: { msw: { handlers: [pendingVipHandler(), ...vipStoryHandlers()] } },
};
export const Failed: Story = {
  ...as(),
  parameters: { msw: { handlers: [failingVipHandler(), ...vipStoryHandlers()] } },
};
