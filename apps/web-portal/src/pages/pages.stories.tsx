import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvalidUrlPage } from './system/invalid-url-page';
import { MaintenancePage } from './system/maintenance-page';
import { RegionPage } from './system/region-page';
import { HelpPage } from './help/help-pages';
import { portalHandlers } from '../testing/fixtures';
import { withPortal } from '../testing/story-decorator';

const meta = {
  title: 'web-portal/Pages',
  decorators: [withPortal],
  parameters: { msw: { handlers: portalHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  render: () => <MaintenancePage contact={<button type="button">Contact us</button>} />,
};
export const RegionRestricted: Story = { render: () => <RegionPage ip="203.0.113.7" country="SG" /> };
export const InvalidUrl: Story = { render: () => <InvalidUrlPage host="play.example.com" /> };
export const Help: Story = { render: () => <HelpPage /> };
