import { useState } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Slice } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { CREDENTIAL_ENCRYPTION, fromBase64 } from '@playfront/api-contract';
import type { EncryptedPayload } from '@playfront/api-contract';
import type { Language } from '@playfront/i18n';
import { createTestI18n } from '@playfront/i18n/testing';
import type { CredentialsState } from './credentials-slice';
import { makeStore } from './store';
import type { AppDispatch, AppStore } from './store';

/** A successful envelope. */
export const okReply = <T,>(value: T) =>
  HttpResponse.json({ success: true, value, message: null, code: null });

/** A failed envelope with a status and a stable code. */
export const errorReply = (status: number, code: string, value: unknown = null) =>
  HttpResponse.json({ success: false, value, message: `test ${code}`, code }, { status });

/**
 * A real RSA key pair standing in for the server's, with an MSW handler publishing it (and the reply's
 * value, `info`, for a handler of one's own) and a function that opens what the client sealed — so tests
 * can assert on what an encrypted call really sent.
 */
export async function createTestServerKey(kid = 'test-key') {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as Record<string, string>;
  const info = { kid, alg: CREDENTIAL_ENCRYPTION, publicKeyPem, jwk };
  const handler = http.get('*/wps/system/publicKey', () => okReply(info));
  async function open<T = unknown>(sealed: EncryptedPayload): Promise<T> {
    const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(sealed.key));
    const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      aes,
      fromBase64(sealed.data),
    );
    return (JSON.parse(new TextDecoder().decode(plain)) as { data: T }).data;
  }
  return { kid, info, handler, open };
}

export interface TestStoreOptions {
  slices?: Slice[];
  credentials?: Partial<CredentialsState>;
  language?: Language;
  /**
   * An i18n instance of the spec's own, e.g. an app's (`createI18n` of @playfront/i18n: English without the
   * deferred message areas); one with every language preloaded when absent.
   */
  i18n?: I18n;
}

/** A real store (api, credentials, the given slices) and an i18n instance with every language. */
export async function createTestStore({
  slices,
  credentials,
  language = 'en',
  i18n: own,
}: TestStoreOptions = {}) {
  const i18n = own ?? (await createTestI18n(language));
  const store = makeStore({
    i18n,
    baseUrl: 'http://localhost',
    slices,
    credentials: { merchantCode: 'PLAYFRONT', language, ...credentials },
  });
  return { store, i18n };
}

/** Extra providers around the element (brand, theme, toasts, a router …), inside the store and i18n. */
export type TestWrapper = (props: { children: ReactNode }) => ReactElement;

/**
 * The one provider stack of specs and stories: the store, i18n (when given; Storybook's preview provides
 * it) and the domain's extra providers.
 */
export function TestProviders({
  store,
  i18n,
  wrapper: Extra,
  children,
}: {
  store: AppStore;
  i18n?: I18n;
  wrapper?: TestWrapper;
  children: ReactNode;
}) {
  const inner = Extra ? <Extra>{children}</Extra> : children;
  return (
    <Provider store={store}>{i18n ? <I18nextProvider i18n={i18n}>{inner}</I18nextProvider> : inner}</Provider>
  );
}

export interface RenderWithProvidersOptions extends TestStoreOptions, Omit<RenderOptions, 'wrapper'> {
  /** Extra providers around the element (router, theme, toasts …), inside the store and i18n. */
  wrapper?: TestWrapper;
  /** Runs on the new store before the element renders, and is awaited (calls an app starts ahead …). */
  setup?: (dispatch: AppDispatch) => unknown;
}

/** Renders with a real store and real translations; returns the store and i18n with the queries. */
export async function renderWithProviders(
  ui: ReactElement,
  {
    slices,
    credentials,
    language,
    i18n: own,
    wrapper,
    setup,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): Promise<ReturnType<typeof render> & { store: AppStore; i18n: I18n }> {
  const { store, i18n } = await createTestStore({ slices, credentials, language, i18n: own });
  await setup?.(store.dispatch);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store} i18n={i18n} wrapper={wrapper}>
      {children}
    </TestProviders>
  );
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

export interface StoreStoryOptions {
  slices?: Slice[];
  credentials?: Partial<CredentialsState>;
  /** Dispatches run once on the new store (open a modal, start a forced change …). */
  setup?: (dispatch: AppDispatch) => void;
  /** The domain's extra providers, as in renderWithProviders. */
  wrapper?: TestWrapper;
}

function StoryStore({
  i18n,
  options,
  children,
}: {
  i18n: I18n;
  options: StoreStoryOptions;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const created = makeStore({
      i18n,
      baseUrl: '',
      slices: options.slices,
      credentials: { merchantCode: 'PLAYFRONT', language: i18n.language, ...options.credentials },
    });
    options.setup?.(created.dispatch);
    return created;
  });
  return (
    <TestProviders store={store} wrapper={options.wrapper}>
      {children}
    </TestProviders>
  );
}

/**
 * Storybook decorator: the story inside a fresh real store (the i18n of the preview's loader) and the same
 * providers as renderWithProviders; MSW (msw-storybook-addon) answers its calls.
 */
export const withStore =
  (options: StoreStoryOptions = {}): Decorator =>
  (Story, context) => {
    const { i18n } = context.loaded as { i18n: I18n };
    return (
      <StoryStore i18n={i18n} options={options}>
        <Story />
      </StoryStore>
    );
  };
