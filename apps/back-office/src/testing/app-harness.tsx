import '../styles.css';
import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestI18n } from '@playfront/i18n/testing';
import { BACK_OFFICE_PATH } from '@playfront/api-contract';
import { addBackOfficeMessages } from '../i18n';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { BackOfficeProviders } from '../app/providers';
import { backOfficeRoutes } from '../app/routes';
import { makeBackOfficeStore } from '../app/store';
import type { BackOfficeStore } from '../app/store';

const basename = BACK_OFFICE_PATH.replace(/\/$/, '');

/** Adds the back office's texts to an i18n instance holding the portal's (tests, stories). */
export function withBackOfficeMessages(i18n: I18n): I18n {
  addBackOfficeMessages(i18n, 'en', en);
  addBackOfficeMessages(i18n, 'cn', cn);
  return i18n;
}

/** The whole back office at a path (e.g. '/audit'), in a memory router under /bo. */
export function BackOfficeAt({ path, store, i18n }: { path: string; store: BackOfficeStore; i18n: I18n }) {
  const [router] = useState(() =>
    createMemoryRouter(backOfficeRoutes(), { initialEntries: [`${basename}${path}`], basename }),
  );
  return (
    <BackOfficeProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </BackOfficeProviders>
  );
}

export interface RenderBackOfficeOptions {
  /** The operator's token (see the mock's signIn), or none: the login page. */
  token?: string | null;
  language?: 'en' | 'cn';
}

/** Renders the back office at a path, with a real store and real texts; MSW answers its calls. */
export async function renderBackOffice(
  path: string,
  { token = null, language = 'en' }: RenderBackOfficeOptions = {},
) {
  const i18n = withBackOfficeMessages(await createTestI18n(language));
  const store = makeBackOfficeStore({ i18n, baseUrl: 'http://localhost', token, language });
  const user = userEvent.setup();
  const view = render(<BackOfficeAt path={path} store={store} i18n={i18n} />);
  return { ...view, store, i18n, user };
}

function StoryApp({ path, token, i18n }: { path: string; token: string | null; i18n: I18n }) {
  const [store] = useState(() =>
    makeBackOfficeStore({ i18n: withBackOfficeMessages(i18n), token, language: i18n.language }),
  );
  return <BackOfficeAt path={path} store={store} i18n={i18n} />;
}

/**
 * Storybook: a story's `render`, the whole back office at `path`, signed in with `token` (the mock's
 * signIn) or at the login page; the story's `parameters.msw.handlers` (the mock's) answer its calls.
 */
export const renderBackOfficeAt =
  (path: string, token: string | null) => (_args: unknown, context: { loaded: Record<string, unknown> }) => (
    <StoryApp key={`${path}-${token}`} path={path} token={token} i18n={context.loaded['i18n'] as I18n} />
  );
