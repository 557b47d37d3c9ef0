import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage, RegisterPage } from '@playfront/auth-session';
import { storyHandlers, withAuthStore } from './testing';

const meta = {
  title: 'auth-session/Pages',
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  render: () => <LoginPage />,
  decorators: [withAuthStore({ path: '/login' })],
};

export const Register: Story = {
  render: () => <RegisterPage />,
  decorators: [withAuthStore({ path: '/register?referralCode=DEMO2026' })],
};

export const RegisterWithAffiliateLink: Story = {
  render: () => <RegisterPage />,
  decorators: [withAuthStore({ path: '/register?affiliateCode=AGENT01&referralCode=DEMO2026' })],
};

export const RegisterUsernameOnly: Story = {
  render: () => <RegisterPage />,
  decorators: [withAuthStore({ path: '/register' })],
  parameters: { msw: { handlers: storyHandlers({ settings: { mobileRegistration: false } }) } },
};
