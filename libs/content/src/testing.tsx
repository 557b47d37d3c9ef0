// Test and story entry of @playfront/content (`@playfront/content/testing`): the fixtures and MSW handlers
// of its calls, and the providers its parts need (toasts and a router) for specs and stories alike.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@playfront/ui-kit';

export {
  bannerHandlers,
  bannersFixture,
  helpFixture,
  noticeFixture,
  noticeHandlers,
} from './testing/fixtures';

/**
 * The providers of the content parts inside the store (renderWithProviders' or withStore's `wrapper`):
 * toasts and a memory router at `path`.
 */
export const contentWrapper = (path = '/') =>
  function ContentProviders({ children }: { children: ReactNode }) {
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }),
    );
    return (
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    );
  };
