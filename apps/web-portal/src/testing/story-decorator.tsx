// The portal's own styles (layout, pages): every portal story renders as the app does.
import '../app/app.css';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { authSlice } from '@playfront/auth-session';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { Provider } from 'react-redux';
import { ShellContext } from '../layout/shell-context';

/** Story parameters read by withPortal. */
export interface PortalStoryParameters {
  credentials?: Partial<CredentialsState>;
  path?: string;
}

function PortalFrame({
  children,
  i18n,
  parameters,
}: {
  children: ReactNode;
  i18n: I18n;
  parameters: PortalStoryParameters;
}) {
  const [store] = useState(() =>
    makeStore({
      i18n,
      baseUrl: '',
      slices: [authSlice],
      credentials: { merchantCode: 'PLAYFRONT', language: 'en', ...parameters.credentials },
    }),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ShellContext.Provider
              value={{
                openNotices: () => undefined,
                openMemberCentre: () => undefined,
                drawerOpen,
                setDrawerOpen,
              }}
            >
              {children}
            </ShellContext.Provider>
          ),
        },
      ],
      { initialEntries: [parameters.path ?? '/index'] },
    ),
  );
  return (
    <Provider store={store}>
      <BrandProvider brand={defaultBrand}>
        <ThemeProvider defaultTheme="dark">
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </BrandProvider>
    </Provider>
  );
}

/** Private story decorator: a real store, the brand, theme, toasts and a memory router around the story. */
export const withPortal: Decorator = (Story, context) => (
  <PortalFrame
    i18n={(context.loaded as { i18n: I18n }).i18n}
    parameters={(context.parameters['portal'] as PortalStoryParameters | undefined) ?? {}}
  >
    <Story />
  </PortalFrame>
);
