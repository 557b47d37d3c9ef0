import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Login',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: username and password (try fiona / correct horse battery, then 246810). */
export const SignIn: Story = mockStory('/login', null);
/** Sign in as newbie to see the authenticator enrolment with its QR code. */
export const FirstSignIn: Story = mockStory('/login', null);
