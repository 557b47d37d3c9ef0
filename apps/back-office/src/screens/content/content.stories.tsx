import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStory } from '../../testing/mock-story';

const meta = {
  title: 'back-office/Content',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = mockStory('/content', 'mia');
export const Editor: Story = mockStory('/content/41', 'mia');
export const NewNotice: Story = mockStory('/content/new', 'mia');
export const HelpArticles: Story = mockStory('/content/help', 'mia');
export const HelpArticleEditor: Story = mockStory('/content/help/11', 'mia');
export const InboxMessages: Story = mockStory('/content/inbox', 'mia');
export const NewInboxMessage: Story = mockStory('/content/inbox/new', 'mia');
export const Banners: Story = mockStory('/content/banners', 'mia');
export const LicenceLine: Story = mockStory('/content/licence', 'mia');
export const BannerEditor: Story = mockStory('/content/banners/lottery', 'mia');
