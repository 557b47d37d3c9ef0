// Test and story entry of @playfront/auth-session (`@playfront/auth-session/testing`): its fixtures and MSW
// handlers, and the one provider stack of the features that open the auth modals (brand, toasts, a memory
// router with AuthModals, a real store with the auth slice) for specs (renderAuth) and stories
// (withAuthStore) alike.
import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { AppDispatch, CredentialsState } from '@playfront/api-client';
import { renderWithProviders, withStore } from '@playfront/api-client/testing';
import { CREDENTIAL_ENCRYPTION } from '@playfront/api-contract';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import type { BrandConfig } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';
import { AuthModals } from './auth-modals';
import { authSlice } from './auth-slice';
import { baseHandlers, ok } from './testing/fixtures';
import type { HandlerOptions } from './testing/fixtures';

export {
  baseHandlers,
  captchaPng,
  countries,
  fail,
  loginResult,
  memberInfo,
  ok,
  registerSettings,
  whitelabelTree,
} from './testing/fixtures';
export type { Flags, HandlerOptions } from './testing/fixtures';

export interface AuthHarnessOptions {
  /** Starting URL of the memory router. */
  path?: string;
  /** Extra routes next to the catch-all one that renders the element. */
  routes?: RouteObject[];
  brand?: Partial<BrandConfig>;
}

/** A memory router whose catch-all route renders `ui` with AuthModals. */
export function createAuthRouter(ui: ReactNode, { path = '/', routes = [] }: AuthHarnessOptions = {}) {
  return createMemoryRouter(
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
}

/** The providers around the router: the brand (default brand, overridden by `brand`), theme and toasts. */
function AuthProviders({
  brand,
  theme,
  children,
}: {
  brand?: Partial<BrandConfig>;
  /** Specs get a ThemeProvider; in Storybook the toolbar sets the theme. */
  theme: boolean;
  children: ReactNode;
}) {
  const inner = <ToastProvider>{children}</ToastProvider>;
  return (
    <BrandProvider brand={{ ...defaultBrand, ...brand }}>
      {theme ? <ThemeProvider>{inner}</ThemeProvider> : inner}
    </BrandProvider>
  );
}

export interface RenderAuthOptions extends AuthHarnessOptions {
  credentials?: Partial<CredentialsState>;
  /** Runs on the new store before the first render, and is awaited. */
  setup?: (dispatch: AppDispatch) => unknown;
  /** An i18n instance of the spec's own (an app's, say); every language preloaded when absent. */
  i18n?: I18n;
}

/** Renders `ui` with AuthModals in a data router, a real store (api, credentials, auth), theme and toasts. */
export async function renderAuth(
  ui: ReactElement,
  { path = '/start', credentials, brand, routes, i18n, setup }: RenderAuthOptions = {},
) {
  const router = createAuthRouter(ui, { path, routes });
  const user = userEvent.setup();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProviders brand={brand} theme>
      {children}
    </AuthProviders>
  );
  const result = await renderWithProviders(<RouterProvider router={router} />, {
    slices: [authSlice],
    credentials,
    i18n,
    setup,
    wrapper: Wrapper,
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, user, location };
}

export interface AuthStoryOptions extends AuthHarnessOptions {
  credentials?: Partial<CredentialsState>;
  /** Dispatches run once on the new store (open a modal, start a forced change …). */
  setup?: (dispatch: AppDispatch) => void;
}

/** Decorator: the story inside the providers of renderAuth (a fresh store, a memory router, AuthModals). */
export const withAuthStore = ({ credentials, setup, ...harness }: AuthStoryOptions = {}) =>
  withStore({
    slices: [authSlice],
    credentials,
    setup,
    wrapper: function AuthStory({ children }: { children: ReactNode }) {
      const [router] = useState(() => createAuthRouter(children, harness));
      return (
        <AuthProviders brand={harness.brand} theme={false}>
          <RouterProvider router={router} />
        </AuthProviders>
      );
    },
  });

let keyPair: Promise<{ publicKeyPem: string; jwk: JsonWebKey }> | null = null;
async function storyKey() {
  keyPair ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    return { publicKeyPem, jwk: await crypto.subtle.exportKey('jwk', pair.publicKey) };
  })();
  return keyPair;
}

/**
 * Every call of the auth features answered from the fixtures, with a published key so that encrypted calls
 * are sealed for real (stories; a spec that opens what was sealed uses createTestServerKey instead).
 */
export function storyHandlers(options: HandlerOptions = {}) {
  return [
    http.get('*/wps/system/publicKey', async () =>
      ok({ kid: 'story-key', alg: CREDENTIAL_ENCRYPTION, ...(await storyKey()) }),
    ),
    ...baseHandlers(options),
  ];
}
