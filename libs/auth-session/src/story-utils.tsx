import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { makeStore } from '@playfront/api-client';
import type { AppDispatch, CredentialsState } from '@playfront/api-client';
import { CREDENTIAL_ENCRYPTION } from '@playfront/api-contract';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ToastProvider } from '@playfront/ui-kit';
import { AuthModals } from './auth-modals';
import { authSlice } from './auth-slice';
import { baseHandlers, ok } from './testing/fixtures';
import type { HandlerOptions } from './testing/fixtures';

/** Private helpers of the auth-session stories: a real store, a memory router, MSW handlers. */
export interface AuthStoryOptions {
  credentials?: Partial<CredentialsState>;
  /** Dispatches run once on the new store (open a modal, start a forced change …). */
  setup?: (dispatch: AppDispatch) => void;
  path?: string;
}

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

/** Every call an auth story may make, answered from fixtures (encrypted calls are sealed for real). */
export function storyHandlers(options: HandlerOptions = {}) {
  return [
    http.get('*/wps/system/publicKey', async () =>
      ok({ kid: 'story-key', alg: CREDENTIAL_ENCRYPTION, ...(await storyKey()) }),
    ),
    ...baseHandlers(options),
  ];
}

function StoryStore({
  i18n,
  options,
  children,
}: {
  i18n: I18n;
  options: AuthStoryOptions;
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              {children}
              <AuthModals />
            </>
          ),
        },
      ],
      { initialEntries: [options.path ?? '/'] },
    ),
  );
  const [store] = useState(() => {
    const created = makeStore({
      i18n,
      baseUrl: '',
      slices: [authSlice],
      credentials: { merchantCode: 'PLAYFRONT', language: i18n.language, ...options.credentials },
    });
    options.setup?.(created.dispatch);
    return created;
  });
  return (
    <Provider store={store}>
      <BrandProvider brand={defaultBrand}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </BrandProvider>
    </Provider>
  );
}

/** Decorator: the story inside a fresh store (api, credentials, auth), a memory router and AuthModals. */
export const withAuthStore =
  (options: AuthStoryOptions = {}): Decorator =>
  (Story, context) => {
    const { i18n } = context.loaded as { i18n: I18n };
    return (
      <StoryStore i18n={i18n} options={options}>
        <Story />
      </StoryStore>
    );
  };
