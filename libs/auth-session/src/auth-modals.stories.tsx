import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AuthModals,
  forcedChangeStarted,
  forgotPasswordOpened,
  loginOpened,
  logoutRequested,
  needRealAccountOpened,
  registerOpened,
} from '@playfront/auth-session';
import { storyHandlers, withAuthStore } from './testing';

const member = { token: 'tok_story_member_0000000000000', accountType: 0 };

/** AuthModals renders the open modal; each story opens one on a fresh store. */
const meta = {
  title: 'auth-session/AuthModals',
  component: AuthModals,
  render: () => <p>Page behind the modal</p>,
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof AuthModals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withAuthStore({ setup: (d) => d(loginOpened()) })] };

export const LoginWithSmsTab: Story = {
  decorators: [withAuthStore({ setup: (d) => d(loginOpened({ tab: 'sms' })) })],
};

export const LoginWithoutSmsTab: Story = {
  decorators: [withAuthStore({ setup: (d) => d(loginOpened()) })],
  parameters: { msw: { handlers: storyHandlers({ flags: { MOBILEVERCODELOGIN3: 0 } }) } },
};

export const LoginCaptchaShown: Story = {
  decorators: [
    withAuthStore({
      setup: (d) => d(loginOpened({ captchaRequired: true, username: 'demo_member' })),
    }),
  ],
};

export const SessionExpired: Story = {
  decorators: [withAuthStore({ setup: (d) => d(loginOpened({ notice: 'err_unauthorized' })) })],
};

export const RegisterUsername: Story = {
  decorators: [withAuthStore({ setup: (d) => d(registerOpened('username')) })],
};

export const RegisterMobile: Story = {
  decorators: [withAuthStore({ setup: (d) => d(registerOpened('mobile')) })],
};

export const RegisterWithCaptcha: Story = {
  decorators: [withAuthStore({ setup: (d) => d(registerOpened('username')) })],
  parameters: { msw: { handlers: storyHandlers({ settings: { captchaEnabled: true } }) } },
};

export const ForgotPasswordEmail: Story = {
  decorators: [withAuthStore({ setup: (d) => d(forgotPasswordOpened('email')) })],
};

export const ForgotPasswordPhone: Story = {
  decorators: [withAuthStore({ setup: (d) => d(forgotPasswordOpened('phone')) })],
};

export const ChangePasswordForced: Story = {
  decorators: [
    withAuthStore({
      credentials: member,
      setup: (d) => d(forcedChangeStarted({ reason: 'default_password', username: 'demo_newbie' })),
    }),
  ],
};

export const NeedRealAccount: Story = {
  decorators: [
    withAuthStore({
      credentials: { token: 'tok_story_trial_00000000000000', accountType: 4 },
      setup: (d) => d(needRealAccountOpened()),
    }),
  ],
};

export const LogoutConfirm: Story = {
  decorators: [withAuthStore({ credentials: member, setup: (d) => d(logoutRequested()) })],
};
