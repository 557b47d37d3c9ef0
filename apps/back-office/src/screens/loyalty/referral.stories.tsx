import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';

const mock = createMockBackOffice();

const meta = {
  title: 'back-office/Referral',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rule: Story = {
  render: renderBackOfficeAt('/referral', mock.signIn('mia')),
  parameters: { msw: { handlers: mock.handlers } },
};
