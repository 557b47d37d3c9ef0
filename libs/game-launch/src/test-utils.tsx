import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MemberInfo } from '@playfront/api-contract';
import type { CredentialsState } from '@playfront/api-client';
import { renderWithProviders } from '@playfront/api-client/testing';
import { AuthModals, authSlice } from '@playfront/auth-session';
import { BrandProvider, defaultBrand } from '@playfront/brand-config';
import { ThemeProvider, ToastProvider } from '@playfront/ui-kit';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });

export const member: MemberInfo = {
  id: 7,
  account: 'demo_member',
  userName: 'demo_member',
  nickname: 'Demo',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Silver', rankLevel: 3 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  referralCode: 'DEMO',
  avatar: 'avatar-1',
  avatarType: 'STATIC',
  passwordChangeRequired: false,
};

export const memberHandler = (type = 0) => http.get('*/wps/member/info', () => ok({ ...member, type }));

/** Credentials of a logged-in member and of a trial (free play) account. */
export const asMember: Partial<CredentialsState> = { token: 'tok_member', accountType: 0 };
export const asTrial: Partial<CredentialsState> = { token: 'tok_trial', accountType: 4 };

/** Renders `ui` with AuthModals in a memory router (real store, auth slice, brand, theme, toasts). */
export async function renderGames(
  ui: ReactElement,
  { path = '/start', credentials }: { path?: string; credentials?: Partial<CredentialsState> } = {},
) {
  const router = createMemoryRouter(
    [
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
    <BrandProvider brand={defaultBrand}>
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
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, user, location };
}
