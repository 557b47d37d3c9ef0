// Test and story entry of @playfront/game-launch (`@playfront/game-launch/testing`): the in-memory catalogue
// and the MSW handlers of the lobbies, shared by its specs and stories. The provider stack is
// auth-session's (renderAuth / withAuthStore): the lobbies open the auth modals.
import { delay, http, HttpResponse } from 'msw';
import type { LaunchGameRequest, MemberInfo, PlaySession } from '@playfront/api-contract';
import type { CredentialsState } from '@playfront/api-client';
import { gameHandlers } from './testing/fixtures';

export {
  fixtureImage,
  gameHandlers,
  gamesFixture,
  menusFixture,
  queryGames,
  roomsFixture,
  vendorsFixture,
} from './testing/fixtures';

const ok = (value: unknown) => HttpResponse.json({ success: true, value, message: null, code: null });
const down = () =>
  HttpResponse.json(
    { success: false, value: null, message: 'down', code: 'internal_error' },
    { status: 503 },
  );

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

/** GET /wps/member/info: the demo member (`type` 4 is a trial account). */
export const memberHandler = (type = 0) => http.get('*/wps/member/info', () => ok({ ...member, type }));

/** Credentials of a logged-in member and of a trial (free play) account. */
export const asMember: Partial<CredentialsState> = { token: 'tok_member', accountType: 0 };
export const asTrial: Partial<CredentialsState> = { token: 'tok_trial', accountType: 4 };

/**
 * Every call a lobby makes, over the in-memory catalogue (favourites change as in the real API), the member
 * and the brand's flags (the login modal reads them).
 */
export function lobbyHandlers(favourites: Set<number> = new Set()) {
  return [
    ...gameHandlers({ favourites }),
    memberHandler(),
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
  http.get('*/wps/game/*', down),
  http.get('*/lgw/games/game_menus', down),
  http.get('*/wps/relay/GLS2_roomList', down),
];

/**
 * A launch backend that records each launch request (`launches`, emptied by `resetLaunches`) and answers a
 * fresh demo game address each time (`/demo-games/slot.html?launch=t1`, `t2` …).
 */
export function launchRecorder() {
  const launches: LaunchGameRequest[] = [];
  let issued = 0;
  const launchOk = (mode: 'REAL' | 'TRIAL' = 'REAL') =>
    http.post('*/wps/game/launchGame', async ({ request }) => {
      launches.push((await request.json()) as LaunchGameRequest);
      issued += 1;
      return ok({
        game_url: `/demo-games/slot.html?launch=t${issued}`,
        game_url2: null,
        mode,
        expiresAt: Date.now() + 60_000,
      });
    });
  const resetLaunches = () => {
    launches.length = 0;
    issued = 0;
  };
  return { launches, launchOk, resetLaunches };
}

/**
 * This login's play (GET /wps/protection/play-session): logged in `minutes` ago on the server's clock
 * (`serverNow`, which may differ from the device's), P125.00 wagered, P32.00 down, a reality check hourly.
 */
export function playSessionFixture({
  minutes = 42,
  serverNow = Date.now(),
  ...overrides
}: Partial<PlaySession> & { minutes?: number; serverNow?: number } = {}): PlaySession {
  return {
    startedAt: serverNow - minutes * 60_000,
    now: serverNow,
    rounds: 14,
    wagered: '12500',
    net: '-3200',
    realityCheckMinutes: 60,
    previousLogin: { at: serverNow - 26 * 3_600_000, ip: '203.0.113.7' },
    ...overrides,
  };
}

/**
 * GET /wps/protection/play-session answering `make()` at each call (counted in `calls`); by default a login
 * 42 minutes before the recorder was made, with the server's time of each call.
 */
export function playSessionRecorder(make?: () => PlaySession) {
  const startedAt = Date.now() - 42 * 60_000;
  const answer = make ?? (() => playSessionFixture({ startedAt }));
  const calls = { count: 0 };
  const handler = http.get('*/wps/protection/play-session', () => {
    calls.count += 1;
    return ok(answer());
  });
  return { calls, handler };
}
