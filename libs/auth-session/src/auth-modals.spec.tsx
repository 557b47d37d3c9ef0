import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { EncryptedPayload, ForgotByPhoneRequest, LoginRequest } from '@playfront/api-contract';
import { createTestServerKey } from '@playfront/api-client/testing';
import { canOpenAgentCentre, canOpenMemberCentre, useGuards } from './guards';
import type { Guards } from './guards';
import { sessionApi } from './session-api';
import { isRouteOpenWithoutSession, SessionGuard } from './session-guard';
import { renderAuth, baseHandlers, fail, loginResult, memberInfo, ok } from './testing';
import { useAuthModals } from './use-auth-modals';
import { useSession } from './use-session';

const server = setupServer();
let key: Awaited<ReturnType<typeof createTestServerKey>>;
beforeAll(async () => {
  key = await createTestServerKey();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => server.use(key.handler, ...baseHandlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const member = { token: 'tok_member_session_000000000000', accountType: 0 };

/** A small header standing in for the portal shell. */
function Header() {
  const modals = useAuthModals();
  const guards = useGuards();
  const session = useSession();
  return (
    <div>
      <p>{session.member ? `Hello ${session.member.userName}` : session.isLoggedIn ? 'member' : 'visitor'}</p>
      <p>{`member centre ${guards.canOpenMemberCentre ? 'yes' : 'no'}, agent centre ${guards.canOpenAgentCentre ? 'yes' : 'no'}`}</p>
      <button type="button" onClick={() => modals.openForgotPassword()}>
        forgot
      </button>
      <button type="button" onClick={() => void modals.startFreePlay()}>
        free play
      </button>
      <button type="button" onClick={() => guards.requireRealAccount() && undefined}>
        deposit
      </button>
      <button type="button" onClick={() => modals.confirmLogout()}>
        logout
      </button>
    </div>
  );
}

describe('forgot password', () => {
  it('by e-mail: validates, posts the form and shows the in_been_out dialog', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
        bodies.push(await request.text());
        return ok(null);
      }),
    );
    const { user } = await renderAuth(<Header />);
    await user.click(screen.getByRole('button', { name: 'forgot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'demo.member@playfront.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('We have sent a password reset link to your e-mail address.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual(['username=demo_member&email=demo.member%40playfront.example']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('by phone: sends the code, sets the new password, logs in with the mobile number and goes to /', async () => {
    const resets: ForgotByPhoneRequest[] = [];
    const logins: LoginRequest[] = [];
    server.use(
      http.post('*/wps/verification/sms/noLogin', () => ok({ expiredMinutes: 5 })),
      http.post('*/wps/member/password/verification', async ({ request }) => {
        resets.push(await key.open<ForgotByPhoneRequest>((await request.json()) as EncryptedPayload));
        return ok(null);
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        logins.push(await key.open<LoginRequest>((await request.json()) as EncryptedPayload));
        return ok(loginResult());
      }),
    );
    const { user, router, store } = await renderAuth(<Header />);
    await user.click(screen.getByRole('button', { name: 'forgot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Phone' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('SMS code'), '111222');
    await user.type(within(dialog).getByLabelText('New password'), 'Phone2026x');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Phone2026x');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(resets).toEqual([
      {
        mobileNum: '912345678',
        countryDialingCode: '+84',
        verificationCode: '111222',
        newPassword: 'Phone2026x',
        confirmNewPassword: 'Phone2026x',
      },
    ]);
    expect(logins).toEqual([{ username: '912345678', password: 'Phone2026x', type: 'username' }]);
    expect(store.getState().credentials.token).toBe(loginResult().token);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no phone tab without CHNGPASSVERIF3', async () => {
    server.use(...baseHandlers({ flags: { CHNGPASSVERIF3: 0 } }));
    const { user } = await renderAuth(<Header />);
    await user.click(screen.getByRole('button', { name: 'forgot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('free play and gated actions', () => {
  it('a visitor gets the login modal, a trial account the need-real-account warning', async () => {
    server.use(
      http.post('*/wps/session/login/freeplay', () =>
        ok(loginResult({ token: 'tok_trial_000000000000000000', accountType: 4 })),
      ),
      http.get('*/wps/member/info', () => ok(memberInfo({ userName: 'trial_abc', type: 4 }))),
    );
    const { user, router, store } = await renderAuth(<Header />);
    await user.click(screen.getByRole('button', { name: 'deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'free play' }));
    expect(await screen.findByText('Hello trial_abc')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().credentials.accountType).toBe(4);
    expect(screen.getByText('member centre no, agent centre no')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(warning).getByText(/This needs a real account/)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure of free play as a toast', async () => {
    server.use(http.post('*/wps/session/login/freeplay', () => fail(403, 'feature_disabled')));
    const { user } = await renderAuth(<Header />);
    await user.click(screen.getByRole('button', { name: 'free play' }));
    expect(await screen.findByText('This feature is not available.')).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('cancel keeps the session; confirm calls the server, clears the session and the cache, goes to /', async () => {
    let logouts = 0;
    server.use(http.delete('*/wps/session/logout', () => (logouts++, ok(null))));
    const { user, store, router } = await renderAuth(<Header />, { credentials: member, path: '/vip' });
    expect(await screen.findByText('Hello demo_member')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'logout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().credentials.token).toBe(member.token);
    expect(logouts).toBe(0);

    await user.click(screen.getByRole('button', { name: 'logout' }));
    dialog = await screen.findByRole('dialog', { name: 'Notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logouts).toBe(1);
    expect(store.getState().credentials).toMatchObject({
      token: null,
      accountType: null,
      merchantCode: 'PLAYFRONT',
    });
    expect(screen.getByText('visitor')).toBeInTheDocument();
    expect(JSON.stringify(store.getState().api.queries)).not.toContain('demo_member');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('session expiry', () => {
  it('a 401 opens the login modal with err_unauthorized', async () => {
    server.use(http.get('*/wps/member/info', () => fail(401, 'unauthorized')));
    const { store } = await renderAuth(<Header />, { credentials: member });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(store.getState().credentials.token).toBeNull();
  });
});

describe('guards', () => {
  it('member centre needs a session that is not trial; agent centre types 1, 2, 41, 42', () => {
    expect(canOpenMemberCentre(null)).toBe(false);
    expect(canOpenMemberCentre(4)).toBe(false);
    expect([0, 1, 2, 41, 42].map(canOpenMemberCentre)).toEqual([true, true, true, true, true]);
    expect([null, 0, 4, 3].map(canOpenAgentCentre)).toEqual([false, false, false, false]);
    expect([1, 2, 41, 42].map(canOpenAgentCentre)).toEqual([true, true, true, true]);
  });

  it('useGuards reads the session', async () => {
    await renderAuth(<Header />, {
      credentials: { token: 'tok_agent_0000000000000000000', accountType: 41 },
    });
    expect(screen.getByText('member centre yes, agent centre yes')).toBeInTheDocument();
  });

  it('the guards stay the same object and a session reader renders again only for new member info', async () => {
    // The shell hands the guards on in its context: a new object at each render re-renders every page.
    const guards: Guards[] = [];
    let sessionRenders = 0;
    const rendered = (seen: Guards) => {
      guards.push(seen);
      sessionRenders += 1;
    };
    function Probe({ onRender }: { onRender: (seen: Guards) => void }) {
      const seen = useGuards();
      const { member: info } = useSession();
      onRender(seen);
      return <p>{info ? `probe ${info.userName}` : 'probe waiting'}</p>;
    }
    let infoCalls = 0;
    server.use(http.get('*/wps/member/info', () => (infoCalls++, ok(memberInfo()))));
    const { store } = await renderAuth(<Probe onRender={rendered} />, { credentials: member });
    await screen.findByText(/^probe \S+$/);
    // The first call's own notifications land in a later frame too (on a busy machine after the name shows):
    // count from when they have.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const rendersWithInfo = sessionRenders;
    // A refetch that brings the same member info: nothing the component shows changes, so it is not rendered.
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true }));
      // The store tells its subscribers in a later frame (RTK Query batches its notifications).
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(infoCalls).toBe(2);
    expect(sessionRenders).toBe(rendersWithInfo);
    expect(new Set(guards).size).toBe(1);
  });
});

describe('SessionGuard', () => {
  const routes = (element: ReactElement) => [
    {
      element: <SessionGuard />,
      children: [
        { path: '/login', element: <p>login page</p> },
        { path: '/register.html', element: <p>register page</p> },
        { path: '/vip', element: <p>vip page</p> },
      ],
    },
    { path: '/elsewhere', element },
  ];

  it('sends a visitor to /login when loginedToHomePage is on, except on the open routes', async () => {
    expect(isRouteOpenWithoutSession('/helpmc')).toBe(true);
    expect(isRouteOpenWithoutSession('/download/')).toBe(true);
    expect(isRouteOpenWithoutSession('/index')).toBe(false);
    const { router } = await renderAuth(<p />, {
      path: '/vip',
      brand: { loginedToHomePage: true },
      routes: routes(<p />),
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await act(() => router.navigate('/register.html'));
    expect(await screen.findByText('register page')).toBeInTheDocument();
  });

  it('lets a member through, and everyone when the flag is off', async () => {
    await renderAuth(<p />, {
      path: '/vip',
      brand: { loginedToHomePage: true },
      credentials: member,
      routes: routes(<p />),
    });
    expect(await screen.findByText('vip page')).toBeInTheDocument();
  });

  it('does nothing with the flag off', async () => {
    await renderAuth(<p />, { path: '/vip', routes: routes(<p />) });
    expect(await screen.findByText('vip page')).toBeInTheDocument();
  });
});
