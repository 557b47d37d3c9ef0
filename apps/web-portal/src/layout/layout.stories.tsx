import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './header';
import { TopNav } from './top-nav';
import { SideMenu } from './side-menu';
import { RightBar } from './right-bar';
import { Footer } from './footer';
import { portalHandlers } from '../testing/fixtures';
import { withPortal } from '../testing/story-decorator';

const meta = {
  title: 'web-portal/Layout',
  decorators: [withPortal],
  parameters: {
    msw: { handlers: portalHandlers({ flags: ['DIRECTREG3', 'FREEPLAY3', 'MANPLAYREB3', 'AGENTPOLICY3'] }) },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderVisitor: Story = { render: () => <Header /> };
export const HeaderLoggedIn: Story = {
  render: () => <Header />,
  parameters: { portal: { credentials: { token: 'demo', accountType: 0 } } },
};
export const Navigation: Story = { render: () => <TopNav /> };
export const SideMenuDrawer: Story = { render: () => <SideMenu /> };
export const RightBarQrCodes: Story = {
  render: () => (
    <div style={{ width: 180 }}>
      <RightBar />
    </div>
  ),
  parameters: { viewport: { defaultViewport: 'desktop' } },
};
export const FooterDefault: Story = { render: () => <Footer /> };
