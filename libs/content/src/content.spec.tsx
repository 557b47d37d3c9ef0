import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '@playfront/api-client/testing';
import { ToastProvider } from '@playfront/ui-kit';
import { buildGameNav, NoticeModal, sanitizeHtml } from './index';
import { noticeFixture } from './testing/fixtures';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
const server = setupServer(
  http.get('*/wps/notice/list', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return ok({
      list: noticeFixture.slice((page - 1) * 9, page * 9),
      total: noticeFixture.length,
      page,
      pageSize: 9,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const Wrapper = ({ children }: { children: ReactNode }) => {
  const router = createMemoryRouter([{ path: '*', element: <ToastProvider>{children}</ToastProvider> }]);
  return <RouterProvider router={router} />;
};

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

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)" onclick="x()">a</a><script>x()</script><p>ok</p>',
    );
    expect(clean).toBe('<a>a</a><p>ok</p>');
  });
});

describe('buildGameNav', () => {
  const card = (gameCategory: 'LIVE' | 'SPORTS' | 'LOTT' | 'ELOTT', merchantCode: string) => ({
    vassalage: merchantCode,
    merchantCode,
    displayName: merchantCode,
    isHot: false,
    gameCategory,
    type: 'lobby',
    icon: '',
  });
  it('merges LOTT and ELOTT, skips empty lanes and puts DS88 right after live casino', () => {
    const entries = buildGameNav([
      { title: 'LOTT', cards: [card('LOTT', 'TCG')] },
      { title: 'ELOTT', cards: [card('ELOTT', 'SEA')] },
      { title: 'LIVE', cards: [card('LIVE', 'EVO')] },
      { title: 'SPORTS', cards: [card('SPORTS', 'SABA'), card('SPORTS', 'DS88')] },
      { title: 'FISH', cards: [] },
    ]);
    expect(entries.map((e) => `${e.id} ${e.path}`)).toEqual([
      'LOTT /elott',
      'LIVE /live',
      'DS88 /sports?page=DS88',
      'SPORTS /sports',
    ]);
  });
});
