import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { renderAuth } from '@playfront/auth-session/testing';
import { PromotionDetailPage } from './index';
import { failingActionHandler, promotionCalls, promotionStoryHandlers } from './testing';

const server = setupServer(...promotionStoryHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...promotionStoryHandlers()));
afterAll(() => server.close());

// jsdom has no object URLs; the previews only need a distinct address per file.
beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => undefined;
});

const member = { credentials: { token: 't', accountType: 0 } };
const image = (name: string, type = 'image/png', size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

async function openApply() {
  const result = await renderAuth(<PromotionDetailPage />, { path: '/promoDetail?id=3', ...member });
  const form = await screen.findByRole('form', { name: 'Apply' });
  // The accept attribute filters the file chooser; a player can still pick any file, so the form checks.
  const user = userEvent.setup({ applyAccept: false });
  return { ...result, form, user };
}

describe('ApplyForm', () => {
  it('sends a note and two images and then says the application is under review', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { form, user } = await openApply();
    await user.type(within(form).getByLabelText('Note'), 'My big win on Fortune Tiger');
    await user.upload(within(form).getByLabelText('Images'), [
      image('win.png'),
      image('proof.jpg', 'image/jpeg', 2048),
    ]);
    const previews = within(form).getByRole('list', { name: 'Images' });
    expect(within(previews).getByRole('img', { name: 'Preview of win.png' })).toBeInTheDocument();
    expect(within(previews).getByRole('img', { name: 'Preview of proof.jpg' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application is under review.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply' })).not.toBeInTheDocument();
    expect(calls.applications).toEqual([{ note: 'My big win on Fortune Tiger', images: 2 }]);
    expect(await screen.findByText('Under review')).toBeInTheDocument();
  });

  it('refuses other file types, images over 5 MB and a fourth image, in the player words', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { form, user } = await openApply();
    const input = within(form).getByLabelText('Images');
    await user.upload(input, [
      image('anim.gif', 'image/gif'),
      image('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
    ]);
    const errors = within(form).getByRole('alert');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['anim.gif is not a png or jpg image.', 'huge.png is larger than 5 MB.']);
    expect(within(form).queryByRole('list', { name: 'Images' })).not.toBeInTheDocument();

    // Exactly 5 MB is allowed; a fourth image is not.
    await user.upload(input, [
      image('a.png'),
      image('b.jpg', 'image/jpeg', 5 * 1024 * 1024),
      image('c.png'),
      image('d.png'),
    ]);
    expect(within(form).getByRole('alert')).toHaveTextContent('You can add at most 3 images.');
    const previews = within(form).getByRole('list', { name: 'Images' });
    expect(
      within(previews)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Preview of a.png', 'Preview of b.jpg', 'Preview of c.png']);
    expect(input).toBeDisabled();

    await user.click(within(previews).getByRole('button', { name: 'Remove b.jpg' }));
    expect(within(previews).queryByRole('img', { name: 'Preview of b.jpg' })).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
    expect(calls.applications).toEqual([]);
  });

  it('asks for at least one image and a note of at most 500 characters before sending', async () => {
    const calls = promotionCalls();
    server.use(...promotionStoryHandlers({ calls }));
    const { form, user } = await openApply();
    const note = within(form).getByLabelText('Note');
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByText('The note may have at most 500 characters.')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Add at least one image.')).toBeInTheDocument();
    expect(calls.applications).toEqual([]);
  });

  it('shows a refused application and keeps the form', async () => {
    server.use(failingActionHandler('apply', 500, 'internal_error'), ...promotionStoryHandlers());
    const { form, user } = await openApply();
    await user.upload(within(form).getByLabelText('Images'), [image('win.png')]);
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Preview of win.png' })).toBeInTheDocument();
  });
});
