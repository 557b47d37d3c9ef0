import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply, renderWithProviders } from '@playfront/api-client/testing';
import { member, playSessionFixture, playSessionRecorder } from '../testing';
import { SessionClock } from './session-clock';
import { clockText, durationText, isoDuration } from './session-time';

const MINUTE = 60_000;
/** The device's clock is two hours slow: the clock must count on the server's. */
const SKEW = 2 * 60 * MINUTE;

let startedAt = 0;
const playSession = playSessionRecorder(() =>
  playSessionFixture({ startedAt, serverNow: Date.now() + SKEW }),
);
const base = [http.get('*/wps/member/info', () => okReply(member)), playSession.handler];
const server = setupServer(...base);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true });
  // 42 minutes and 10 seconds ago on the server's clock.
  startedAt = Date.now() + SKEW - 42 * MINUTE - 10_000;
  playSession.calls.count = 0;
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers(...base);
});
afterAll(() => server.close());

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('SessionClock', () => {
  it('shows the time since login on the server clock as h:mm, named in words, and moves each minute', async () => {
    const { container } = await renderWithProviders(<SessionClock />, {
      credentials: { token: 'tok', accountType: 0 },
    });
    const time = await screen.findByText('Logged in for 42 minutes');
    const clock = time.closest('time') as HTMLElement;
    expect(clock).toHaveAttribute('datetime', 'PT42M');
    expect(clock.parentElement).toHaveAttribute(
      'title',
      expect.stringMatching(/^Logged in for 42 minutes · Local time /),
    );
    expect(clock).toHaveTextContent('0:42');
    expect(playSession.calls.count).toBe(1);

    await wait(MINUTE);
    expect(clock).toHaveTextContent('0:43');
    await wait(22 * MINUTE);
    expect(clock).toHaveTextContent('1:05');
    expect(screen.getByText('Logged in for 1 hour, 5 minutes')).toBeInTheDocument();
    expect(clock).toHaveAttribute('datetime', 'PT1H5M');
    // One call: the clock counts by itself.
    expect(playSession.calls.count).toBe(1);
    // The other <time>: the local time.
    expect(container.querySelectorAll('time')).toHaveLength(2);
  });

  it('shows the local time of day beside it, moving on each minute of the wall clock', async () => {
    jest.setSystemTime(new Date(2026, 10, 28, 20, 13, 30));
    startedAt = Date.now() + SKEW - 5 * MINUTE;
    await renderWithProviders(<SessionClock />, { credentials: { token: 'tok', accountType: 0 } });
    const local = (await screen.findByText('Local time 8:13 PM')).closest('time') as HTMLElement;
    expect(local).toHaveAttribute('datetime', '20:13');
    expect(local).toHaveTextContent('8:13 PM');
    // 30 seconds on, the wall clock's minute turns (the time since login, 5 min 30 s, does not).
    await wait(30_000);
    expect(local).toHaveTextContent('8:14 PM');
    expect(screen.getByText('Logged in for 5 minutes')).toBeInTheDocument();
  });

  it('says it in words in the full variant, in the player’s language', async () => {
    await renderWithProviders(<SessionClock variant="full" />, {
      credentials: { token: 'tok', accountType: 0 },
      language: 'ja',
    });
    expect(await screen.findByText('ログイン時間：42 分')).toBeInTheDocument();
    expect(screen.getByText(/^現地時刻 \d{1,2}:\d{2}$/)).toBeInTheDocument();
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    const { container } = await renderWithProviders(<SessionClock />, {
      credentials: { token: null, accountType: null },
    });
    await wait(MINUTE);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(playSession.calls.count).toBe(0);
  });
});

describe('session time', () => {
  it('writes a duration as a clock, an ISO 8601 duration and words', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(42 * MINUTE + 59_000)).toBe('0:42');
    expect(clockText(26 * 60 * MINUTE + 10 * MINUTE)).toBe('26:10');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(60 * MINUTE)).toBe('PT1H');
    expect(isoDuration(65 * MINUTE)).toBe('PT1H5M');
    expect(durationText(MINUTE, 'en')).toBe('1 minute');
    expect(durationText(60 * MINUTE, 'en')).toBe('1 hour');
    expect(durationText(125 * MINUTE, 'en')).toBe('2 hours, 5 minutes');
    expect(durationText(65 * MINUTE, 'cn')).toBe('1小时5分钟');
    expect(durationText(65 * MINUTE, 'ko')).toBe('1시간 5분');
  });
});
