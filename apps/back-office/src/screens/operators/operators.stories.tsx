import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockBackOfficeOptions } from '../../testing/mock-backend';
import { mockStory } from '../../testing/mock-story';

/** A read-only operator beside the mock's own. */
const readerSetup: MockBackOfficeOptions = {
  setup: (state) => {
    state.operators.push({
      ...state.operators[4],
      username: 'reader',
      displayName: 'Rae Reader',
      disabled: false,
    });
  },
};

const meta = {
  title: 'back-office/Operators',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = mockStory('/operators', 'root');
/** A read-only operator: the list without controls. */
export const ReadOnly: Story = mockStory('/operators', 'reader', readerSetup);
