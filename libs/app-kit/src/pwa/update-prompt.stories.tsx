import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpdatePrompt } from './update-prompt';

/**
 * The prompt the installed app shows when a new version is waiting (registerServiceWorker): Reload lets it
 * take over and reloads, Later closes the prompt. Language and theme follow the toolbar.
 */
const meta = {
  title: 'app-kit/UpdatePrompt',
  tags: ['autodocs'],
  component: UpdatePrompt,
  // Fixed at the bottom of the screen: on the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  args: { onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    // The banner sits outside the story's canvas box (position: fixed), so look for it in the document.
    const page = within(document.body);
    const status = await page.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('A new version is available'));
    const prompt = page.getByRole('region', { name: 'A new version is available' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    // Reloading: the button waits (busy) until the new version has taken over.
    await expect(within(prompt).getByRole('button', { name: 'Reload' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Light: Story = { parameters: { theme: 'light' } };
export const Dark: Story = { parameters: { theme: 'dark' } };
