import { useEffect, useState } from 'react';
import { api } from '@playfront/api-client';
import type { PlaySession } from '@playfront/api-contract';

/** A minute in milliseconds: the session clock moves once a minute. */
export const MINUTE_MS = 60_000;

/**
 * This login's play (GET /wps/protection/play-session, member session): when it began, the server's time,
 * the REAL rounds, stakes and net result since, and the reality-check interval. The header's session clock
 * and the game frame's reality check read it; the check fetches it again each time it opens.
 */
export const playSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlaySession: build.query<PlaySession, void>({
      query: () => '/wps/protection/play-session',
    }),
  }),
});

export const { useGetPlaySessionQuery } = playSessionApi;

export interface PlaySessionOptions {
  /** No call (a visitor, a trial game). */
  skip?: boolean;
  /** Ask again when the component mounts (the header: once per login). */
  refetchOnMount?: boolean;
}

/**
 * The play session with the offset of the server's clock from this device's (`now` of the reply less the
 * moment it arrived): `Date.now() + offset` is the server's time, so a wrong device clock moves nothing.
 */
export function usePlaySession({ skip = false, refetchOnMount = false }: PlaySessionOptions = {}) {
  const query = useGetPlaySessionQuery(undefined, { skip, refetchOnMountOrArgChange: refetchOnMount });
  const { data, fulfilledTimeStamp } = query;
  const offset = data && fulfilledTimeStamp ? data.now - fulfilledTimeStamp : 0;
  return { ...query, offset };
}

/**
 * Milliseconds since `startedAt` (server time) on the server's clock, updated as each `unit` of it passes
 * (and when the tab becomes visible again, as timers sleep in a hidden tab); null until `startedAt` is known.
 */
export function useElapsed(startedAt: number | undefined, offset: number, unit = MINUTE_MS): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const elapsed = Date.now() + offset - startedAt;
      // Just past the next whole unit, so the display never shows the unit before.
      const wait = unit - (((elapsed % unit) + unit) % unit) + 20;
      timer = setTimeout(tick, wait);
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    // The first tick also catches a unit that passed between the first render and the reply.
    timer = setTimeout(tick, 0);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [startedAt, offset, unit]);
  return startedAt === undefined ? null : Math.max(0, now + offset - startedAt);
}
