import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { bannerHandlers, contentWrapper, noticeHandlers } from './testing';
import { Banners, NoticeModal, sanitizeHtml } from './index';
import { withoutRepeatedTitle } from './notices/notice-modal';

const server = setupServer(...noticeHandlers(), ...bannerHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const Wrapper = contentWrapper();

describe('NoticeModal', () => {
  it('lists 9 notices a page, shows the chosen one sanitised, and a page change clears the choice', async () => {
    await renderWithProviders(<NoticeModal open onClose={() => undefined} />, { wrapper: Wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    const list = await within(dialog).findByRole('list', { name: 'Notices' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);

    await userEvent.click(within(list).getByRole('button', { name: /Notice 1\b/ }));
    const content = within(dialog).getByRole('region', { name: 'Notice' });
    expect(within(content).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
    expect(content.innerHTML).toContain('<b>players</b>');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toContain('onerror');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(dialog).getByText('Choose a notice from the list to read it.')).toBeInTheDocument();
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops a first heading that repeats the title, and nothing else', () => {
    expect(withoutRepeatedTitle('<h3>Weekly  reload</h3><p>Body</p>', 'Weekly reload')).toBe('<p>Body</p>');
    expect(withoutRepeatedTitle(' <h2 class="x">Fish &amp; chips</h2><p>B</p>', 'Fish & chips')).toBe(
      '<p>B</p>',
    );
    expect(withoutRepeatedTitle('<h3>Other</h3><p>B</p>', 'Weekly reload')).toBe('<h3>Other</h3><p>B</p>');
    expect(withoutRepeatedTitle('<p>Weekly reload</p>', 'Weekly reload')).toBe('<p>Weekly reload</p>');
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)" onclick="x()">a</a><script>x()</script><p>ok</p>',
    );
    expect(clean).toBe('<a>a</a><p>ok</p>');
  });

  it('applies the same rules on every call: no forms, frames or styles; new-tab links get noopener', () => {
    for (let call = 0; call < 2; call += 1) {
      expect(
        sanitizeHtml(
          '<p style="color:red">hi</p><form><input></form><iframe src="/x"></iframe>' +
            '<a href="/promotions" target="_blank">go</a>',
        ),
      ).toBe('<p>hi</p><a href="/promotions" target="_blank" rel="noopener noreferrer">go</a>');
    }
  });
});

describe('Banners', () => {
  it('shows the brand banners one at a time, each a link to its page; previous and next move through them', async () => {
    server.use(
      http.get('*/wps/announcement/banners', () =>
        okReply({
          list: [
            { id: 'a', title: 'Draws every minute', text: 'Lottery', link: '/lottery', tone: 'gold' },
            { id: 'b', title: 'Live tables', text: 'Baccarat', link: '/live', tone: 'violet' },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Banners />, { wrapper: Wrapper });
    const first = await screen.findByRole('group', { name: '1 of 2' });
    expect(within(first).getByRole('link', { name: /Draws every minute/ })).toHaveAttribute(
      'href',
      '/lottery',
    );
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    const second = screen.getByRole('group', { name: '2 of 2' });
    expect(within(second).getByRole('link', { name: /Live tables/ })).toHaveAttribute('href', '/live');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows nothing once the brand replies that it has no banners', async () => {
    server.use(...bannerHandlers({ list: [] }));
    const { store } = await renderWithProviders(<Banners />, { wrapper: Wrapper });
    // The reply has reached the page: only now does "nothing" mean "no banners" (not "not loaded yet").
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).find((q) => q?.endpointName === 'getBanners')?.status,
      ).toBe('fulfilled'),
    );
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
