import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { CredentialsState } from '@playfront/api-client';
import { renderWithProviders } from '@playfront/api-client/testing';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { AuthModals } from './auth-modals';
import { authSlice } from './auth-slice';

export interface RenderAuthOptions {
  /** Starting URL of the memory router. */
  path?: string;
  credentials?: Partial<CredentialsState>;
  brand?: Partial<BrandConfig>;
  /** Extra routes next to the catch-all one that renders `ui`. */
  routes?: RouteObject[];
}

/** Renders `ui` with AuthModals in a data router, a real store (api, credentials, auth), theme and toasts. */
export async function renderAuth(
  ui: ReactElement,
  { path = '/start', credentials, brand, routes = [] }: RenderAuthOptions = {},
) {
  const router = createMemoryRouter(
    [
      ...routes,
      {
        path: '*',
        element: (
          <>
            {ui}
            <AuthModals />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <BrandProvider brand={{ ...defaultBrand, ...brand }}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </BrandProvider>
  );
  const result = await renderWithProviders(<RouterProvider router={router} />, {
    slices: [authSlice],
    credentials,
    wrapper: Wrapper,
  });
  return { ...result, router, user };
}
