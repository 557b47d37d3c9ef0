import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '@playfront/api-client';
import { ToastProvider } from '@playfront/ui-kit';
import { HelpCentre, NoticeModal } from './index';
import { helpFixture, noticeFixture } from './testing/fixtures';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

const withStore: Decorator = (Story, context) => {
  const i18n = (context.loaded as { i18n: I18n }).i18n;
  const [store] = useState(() =>
    makeStore({ i18n, baseUrl: '', credentials: { merchantCode: 'PLAYFRONT' } }),
  );
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: ['/help'] }),
  );
  return (
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>
  );
};

const handlers = [
  http.get('*/wps/notice/list', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return ok({
      list: noticeFixture.slice((page - 1) * 9, page * 9),
      total: noticeFixture.length,
      page,
      pageSize: 9,
    });
  }),
  http.get('*/wps/system/helpCenter', () => ok(helpFixture)),
];

const meta = {
  title: 'content/Content',
  decorators: [withStore],
  parameters: { msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoticeModalOpen: Story = { render: () => <NoticeModal open onClose={() => undefined} /> };
export const HelpCentrePage: Story = { render: () => <HelpCentre /> };
