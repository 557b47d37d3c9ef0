import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { errorReply, okReply as reply, renderWithProviders } from '@playfront/api-client/testing';
import { avatarSrc } from '@playfront/api-contract';
import { useMemberInfoQuery } from '@playfront/auth-session';
import { AvatarSection } from './avatar-section';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no object URLs; the preview only needs an address.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

const member = { credentials: { token: 't', accountType: 0 } };
const OPTIONS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);
const CUSTOM = '/wps/member/avatar/AAAAAAAAAAAAAAAAAAAAAAAA.png';

/** What the header shows: the avatar of the member info it already reads. */
function HeaderAvatar() {
  const { data } = useMemberInfoQuery();
  return data ? <img alt="header avatar" src={avatarSrc(data.avatar)} /> : null;
}

/** A server that keeps one member's avatar. */
function avatarServer() {
  const state = {
    avatar: 'avatar-1',
    avatarType: 'STATIC',
    uploads: [] as number[],
  };
  server.use(
    http.get('*/wps/member/info', () =>
      reply({
        id: 1,
        account: 'demo_member',
        userName: 'demo_member',
        type: 0,
        avatar: state.avatar,
        avatarType: state.avatarType,
      }),
    ),
    http.get('*/wps/member/info/icon', () =>
      reply({ avatar: state.avatar, avatarType: state.avatarType, options: OPTIONS }),
    ),
    http.put('*/wps/member/info/icon', async ({ request }) => {
      const { avatar } = (await request.json()) as { avatar: string };
      state.avatar = avatar;
      state.avatarType = 'STATIC';
      return reply({ avatar, avatarType: 'STATIC' });
    }),
    http.post('*/wps/member/info/icon/upload', async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
      // The file itself does not survive jsdom's FormData; the field does.
      state.uploads.push((await request.formData()).getAll('avatar').length);
      state.avatar = CUSTOM;
      state.avatarType = 'CUSTOM';
      return reply({ avatar: CUSTOM, avatarType: 'CUSTOM' });
    }),
  );
  return state;
}

const png = (size = 64) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('AvatarSection', () => {
  it('keeps its place while the avatar loads: its title, busy, and nothing to pick or save yet', async () => {
    avatarServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/wps/member/info/icon', async () => {
        await held;
        return reply({ avatar: 'avatar-1', avatarType: 'STATIC', options: OPTIONS });
      }),
    );
    await renderWithProviders(<AvatarSection />, member);
    const section = screen.getByRole('region', { name: 'Avatar' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
    // The stand-ins of the eight choices, where the choices will be.
    expect(section.querySelectorAll('.pf-mc-avatar__choice')).toHaveLength(9);
    release();
    expect(await within(section).findAllByRole('radio')).toHaveLength(9);
    expect(section).not.toHaveAttribute('aria-busy');
  });

  it('offers the static choices as a radio group of images and saves one; the header follows', async () => {
    const state = avatarServer();
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <HeaderAvatar />
        <AvatarSection />
      </>,
      member,
    );
    const section = await screen.findByRole('region', { name: 'Avatar' });
    const group = await within(section).findByRole('group', { name: 'Choose an avatar' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(9);
    expect(within(group).getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    expect(within(group).getByRole('img', { name: 'Avatar 3' })).toHaveAttribute(
      'src',
      '/wps/member/avatar/static/avatar-3.svg',
    );
    expect(within(section).getByRole('button', { name: 'Save avatar' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'Avatar 3' }));
    await user.click(within(section).getByRole('button', { name: 'Save avatar' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your avatar is saved.');
    expect(state.avatar).toBe('avatar-3');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'header avatar' })).toHaveAttribute(
        'src',
        '/wps/member/avatar/static/avatar-3.svg',
      ),
    );
  });

  it('checks the type and size of an own image, previews and uploads it; the header shows it', async () => {
    const state = avatarServer();
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(
      <>
        <HeaderAvatar />
        <AvatarSection />
      </>,
      member,
    );
    const section = await screen.findByRole('region', { name: 'Avatar' });
    await user.click(await within(section).findByRole('radio', { name: 'Upload your own' }));
    const input = within(section).getByLabelText(/PNG or JPG, at most 2 MB/);

    await user.upload(input, new File([new Uint8Array(10)], 'me.webp', { type: 'image/webp' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Choose a PNG or JPG image.');
    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The image must be at most 2 MB.');
    expect(within(section).queryByRole('img', { name: 'Preview of your new avatar' })).toBeNull();
    expect(state.uploads).toEqual([]);

    await user.upload(input, png());
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(section).getByRole('button', { name: 'Save avatar' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your avatar is saved.');
    expect(state.uploads).toEqual([1]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'header avatar' })).toHaveAttribute('src', CUSTOM),
    );
    expect(within(section).getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', CUSTOM);
  });

  it("shows the server's refusal in the player's language", async () => {
    avatarServer();
    server.use(
      http.post('*/wps/member/info/icon/upload', () =>
        errorReply(400, 'avatar_invalid', 'Only png and jpg images are accepted'),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AvatarSection />, member);
    const section = await screen.findByRole('region', { name: 'Avatar' });
    await user.click(await within(section).findByRole('radio', { name: 'Upload your own' }));
    await user.upload(within(section).getByLabelText(/PNG or JPG, at most 2 MB/), png());
    await user.click(within(section).getByRole('button', { name: 'Save avatar' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Choose a PNG or JPG image of at most 2 MB.',
    );
  });
});
