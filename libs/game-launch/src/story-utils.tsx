import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, http, HttpResponse } from 'msw';
import { makeStore } from '@playfront/api-client';
import type { CredentialsState } from '@playfront/api-client';
import { AuthModals, authSlice } from '@playfront/auth-session';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ToastProvider } from '@playfront/ui-kit';
import { gameHandlers } from './testing/fixtures';
import { member } from './test-utils';

/** Private helpers of the game-launch stories: a real store, a memory router, AuthModals, MSW handlers. */
export interface GameStoryOptions {
  credentials?: Partial<CredentialsState>;
  path?: string;
}

export const storyMember: Partial<CredentialsState> = { token: 'tok_story_member_000000000', accountType: 0 };

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

/** Every call a lobby story makes, over an in-memory catalogue (favourites change as in the real API). */
export function storyHandlers(favourites: number[] = []) {
  return [
    ...gameHandlers({ favourites: new Set(favourites) }),
    http.get('*/wps/member/info', () => ok(member)),
    http.get('*/wps/system/whitelabel', () => ok([{ modId: 'ALL3', enabled: 1, childrenNodes: [] }])),
  ];
}

/** Game calls that never answer (loading skeletons). */
export const loadingHandlers = [
  http.get('*/wps/game/*', () => delay('infinite')),
  http.get('*/lgw/games/game_menus', () => delay('infinite')),
  http.get('*/wps/relay/GLS2_roomList', () => delay('infinite')),
];

/** Game calls that fail (error state with retry). */
export const failingHandlers = [
  http.get('*/wps/game/*', () =>
    HttpResponse.json(
      { success: false, value: null, message: 'down', code: 'internal_error' },
      { status: 503 },
    ),
  ),
  http.get('*/lgw/games/game_menus', () =>
    HttpResponse.json(
      { success: false, value: null, message: 'down', code: 'internal_error' },
      { status: 503 },
    ),
  ),
  http.get('*/wps/relay/GLS2_roomList', () =>
    HttpResponse.json(
      { success: false, value: null, message: 'down', code: 'internal_error' },
      { status: 503 },
    ),
  ),
];

function StoryStore({
  i18n,
  options,
  children,
}: {
  i18n: I18n;
  options: GameStoryOptions;
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
  const [store] = useState(() =>
    makeStore({
      i18n,
      baseUrl: '',
      slices: [authSlice],
      credentials: { merchantCode: 'PLAYFRONT', language: i18n.language, ...options.credentials },
    }),
  );
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
export const withGameStore =
  (options: GameStoryOptions = {}): Decorator =>
  (Story, context) => {
    const { i18n } = context.loaded as { i18n: I18n };
    return (
      <StoryStore i18n={i18n} options={options}>
        <Story />
      </StoryStore>
    );
  };
