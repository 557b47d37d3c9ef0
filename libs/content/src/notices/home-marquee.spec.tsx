import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { api, languageSet } from '@playfront/api-client';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { contentWrapper } from '../testing';
import { HomeMarquee, announcementText, marqueeSeconds } from './home-marquee';

const texts = {
  en: {
    maintenance: ['Scheduled maintenance', 'Routine maintenance runs every Tuesday.'],
    seamless: ['New: seamless wallet games', 'Lotteries now play straight from your main balance.'],
  },
  th: {
    maintenance: ['ปิดปรับปรุงตามกำหนด', 'ปิดปรับปรุงระบบทุกวันอังคาร'],
    seamless: ['ใหม่: เกมกระเป๋าเงินแบบ Seamless', 'ตอนนี้หวยเล่นจากยอดเงินในกระเป๋าหลักได้โดยตรง'],
  },
} as const;

const requests: URL[] = [];
let empty = false;
const server = setupServer(
  http.get('*/wps/announcement/list', ({ request }) => {
    requests.push(new URL(request.url));
    const language = request.headers.get('Language') === 'th' ? 'th' : 'en';
    const { maintenance, seamless } = texts[language];
    return okReply({
      list: empty
        ? []
        : [
            {
              id: 21,
              type: 'H',
              execution: 'B',
              title: seamless[0],
              content: `<p>${seamless[1]}</p>`,
              date: Date.UTC(2026, 10, 2),
            },
            {
              id: 2,
              type: 'B',
              execution: 'B',
              // Written with its title as the first line, as the demo notices are.
              title: maintenance[0],
              content: `<h3>${maintenance[0]}</h3><p>${maintenance[1]}</p>`,
              date: Date.UTC(2026, 10, 1),
            },
          ],
    });
  }),
);

/** The reader's system setting for motion (jsdom has no matchMedia). */
function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  empty = false;
  preferReducedMotion(false);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('HomeMarquee', () => {
  it('shows the H and B announcements in the reader language, and again in the language chosen', async () => {
    const { store } = await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    expect(requests[0]!.searchParams.get('types')).toBe('H,B');
    expect(requests[0]!.searchParams.get('platform')).toBe('W');
    const first = within(marquee).getByRole('button', { name: /New: seamless wallet games/ });
    expect(first).toHaveTextContent('Lotteries now play straight from your main balance.');
    // The title is not repeated by a content that starts with it.
    expect(within(marquee).getByRole('button', { name: /Scheduled maintenance/ })).toHaveTextContent(
      /^Scheduled maintenanceRoutine maintenance runs every Tuesday\.$/,
    );

    // The reader switches to Thai: the portal refetches its content (language-list.tsx).
    await act(async () => {
      store.dispatch(languageSet('th'));
      store.dispatch(api.util.invalidateTags(['Notices']));
    });
    expect(
      await within(marquee).findByRole('button', { name: /ใหม่: เกมกระเป๋าเงินแบบ Seamless/ }),
    ).toHaveTextContent('ตอนนี้หวยเล่นจากยอดเงินในกระเป๋าหลักได้โดยตรง');
    expect(within(marquee).getByRole('button', { name: /ปิดปรับปรุงตามกำหนด/ })).toBeInTheDocument();
    expect(within(marquee).queryByText('Scheduled maintenance')).toBeNull();
  });

  it('moves, with a pause button; the loop copy is hidden from assistive technology and the tab order', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    expect(marquee).toHaveClass('pf-marquee--moving');
    // One button per announcement for a screen reader or a keyboard, whatever the copies on screen.
    expect(within(marquee).getAllByRole('button', { name: /Scheduled maintenance/ })).toHaveLength(1);
    const copy = marquee.querySelectorAll('.pf-marquee__items')[1]!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.querySelector('button')).toHaveAttribute('tabindex', '-1');

    await user.click(within(marquee).getByRole('button', { name: 'Pause announcements' }));
    expect(marquee).toHaveClass('pf-marquee--paused');
    await user.click(within(marquee).getByRole('button', { name: 'Play announcements' }));
    expect(marquee).not.toHaveClass('pf-marquee--paused');
    expect(within(marquee).getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
  });

  it('stands still while scrolled out of view, and moves again when back', async () => {
    // jsdom has no IntersectionObserver: one that reports what the test says.
    let report: (visible: boolean) => void = () => undefined;
    const observed: Element[] = [];
    class FakeIntersectionObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
    try {
      await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
      const marquee = await screen.findByRole('region', { name: 'Announcements' });
      expect(observed).toEqual([marquee]);
      expect(marquee).not.toHaveClass('pf-marquee--away');
      act(() => report(false));
      expect(marquee).toHaveClass('pf-marquee--away');
      // The reader's own pause is another matter: its button still offers to pause.
      expect(within(marquee).getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
      act(() => report(true));
      expect(marquee).not.toHaveClass('pf-marquee--away');
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('stands still with reduced motion: one readable copy, no pause button', async () => {
    preferReducedMotion(true);
    await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    expect(marquee).not.toHaveClass('pf-marquee--moving');
    expect(marquee.querySelectorAll('.pf-marquee__items')).toHaveLength(1);
    expect(within(marquee).queryByRole('button', { name: /Pause/ })).toBeNull();
    expect(within(marquee).getByText('Routine maintenance runs every Tuesday.')).toBeVisible();
  });

  it('opens the announcement chosen with its title, date and content', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
    const marquee = await screen.findByRole('region', { name: 'Announcements' });
    await user.click(within(marquee).getByRole('button', { name: /Scheduled maintenance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' });
    expect(dialog).toHaveTextContent('Routine maintenance runs every Tuesday.');
    expect(within(dialog).getByText(/^2026-11-01/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders nothing while there is no announcement', async () => {
    empty = true;
    const { container } = await renderWithProviders(<HomeMarquee />, { wrapper: contentWrapper() });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(container.querySelector('.pf-marquee')).toBeNull();
  });

  it('reads an announcement as one line of text, at a reading pace', () => {
    expect(
      announcementText({ title: 'Hi', content: '<h3>Hi</h3><p>One <b>two</b></p>\n<p>three &amp; four</p>' }),
    ).toBe('One two three & four');
    expect(announcementText({ title: 'Hi', content: '<p><img src=x onerror="alert(1)">Safe</p>' })).toBe(
      'Safe',
    );
    expect(marqueeSeconds(30)).toBe(20);
    expect(marqueeSeconds(600)).toBe(100);
  });
});
