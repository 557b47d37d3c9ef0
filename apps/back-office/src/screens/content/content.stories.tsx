import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderBackOfficeAt } from '../../testing/app-harness';
import { createMockBackOffice } from '../../testing/mock-backend';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';

/** One story: the back office at a path, signed in as an operator of the mock (or not), its API mocked. */
function story(path: string, operator: string | null, options: MockBackOfficeOptions = {}): Story {
  const mock = createMockBackOffice(options);
  return {
    render: renderBackOfficeAt(path, operator ? mock.signIn(operator) : null),
    parameters: { msw: { handlers: mock.handlers } },
  };
}

const meta = {
  title: 'back-office/Content',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = story('/content', 'mia');
export const Editor: Story = story('/content/41', 'mia');
export const NewNotice: Story = story('/content/new', 'mia');
export const HelpArticles: Story = story('/content/help', 'mia');
export const HelpArticleEditor: Story = story('/content/help/11', 'mia');
export const InboxMessages: Story = story('/content/inbox', 'mia');
export const NewInboxMessage: Story = story('/content/inbox/new', 'mia');
export const Banners: Story = story('/content/banners', 'mia');
export const LicenceLine: Story = story('/content/licence', 'mia');
export const BannerEditor: Story = story('/content/banners/lottery', 'mia');
