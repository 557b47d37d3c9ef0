import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { contentWrapper } from '../testing';
import { POPUP_SEEN_KEY, PopupAnnouncements } from './popup-announcements';

const requests: URL[] = [];
const server = setupServer(
  http.get('*/wps/announcement/list', ({ request }) => {
    requests.push(new URL(request.url));
    const japanese = request.headers.get('Language') === 'ja';
    return okReply({
      list: [
        {
          id: 7,
          type: 'PU',
          execution: 'B',
          title: japanese ? '今週の歓迎ギフト' : 'Welcome gift this week',
          content: japanese
            ? '<p>今週初めて入金された方は参加できます。</p>'
            : '<p>Make your first deposit.</p>',
          date: Date.UTC(2026, 10, 1),
        },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PopupAnnouncements', () => {
  it('shows the popup in the reader language on arrival, closes on Escape, and not again this session', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<PopupAnnouncements />, {
      wrapper: contentWrapper(),
      language: 'ja',
    });
    const dialog = await screen.findByRole('dialog', { name: '今週の歓迎ギフト' });
    expect(dialog).toHaveTextContent('今週初めて入金された方は参加できます。');
    expect(requests[0]!.searchParams.get('types')).toBe('PU');
    expect(requests[0]!.searchParams.get('platform')).toBe('W');
    expect(JSON.parse(sessionStorage.getItem(POPUP_SEEN_KEY)!)).toEqual([7]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // The next page load of the same browser session: the popup stays closed.
    await renderWithProviders(<PopupAnnouncements />, { wrapper: contentWrapper(), language: 'ja' });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows it again in a new browser session', async () => {
    sessionStorage.setItem(POPUP_SEEN_KEY, JSON.stringify([3]));
    await renderWithProviders(<PopupAnnouncements />, { wrapper: contentWrapper() });
    expect(await screen.findByRole('dialog', { name: 'Welcome gift this week' })).toBeInTheDocument();
  });
});
