import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaySession } from '@playfront/api-contract';
import { MINUTE_MS, usePlaySession } from '../protection/play-session-api';

/** What the portal posts to the game in its frame (same origin only): stop taking bets, and take them again. */
export type GameFrameCommand = 'playfront:pause' | 'playfront:resume';

export interface RealityCheckState {
  /** The dialog is open (the game is paused). */
  open: boolean;
  /** Time since the login when it opened (ms, server clock). */
  elapsed: number;
  /** The play session, fetched again when the check opened; undefined until it answers. */
  session: PlaySession | undefined;
  /** The figures are being fetched. */
  loading: boolean;
  /** They could not be fetched. */
  failed: boolean;
  /** "Continue playing" (and Escape): closes it, resumes the game, the next check one interval later. */
  keepPlaying: () => void;
  /** Closes it without resuming (the player leaves the game); it counts as answered. */
  dismiss: () => void;
}

/** This tab's login and when its last reality check was answered (server ms), kept across the games. */
const ANSWERED_KEY = 'pf-reality-check';

function readAnswered(startedAt: number): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? 'null') as {
      startedAt?: unknown;
      at?: unknown;
    } | null;
    return stored?.startedAt === startedAt && typeof stored.at === 'number' ? stored.at : null;
  } catch {
    // Storage off or unreadable: the marks since the login decide.
    return null;
  }
}

function writeAnswered(startedAt: number, at: number): void {
  try {
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify({ startedAt, at }));
  } catch {
    // Storage off: this game page still counts from its own answer.
  }
}

/**
 * The reality check (UKGC RTS 13) of an open REAL game: every `realityCheckMinutes` since the login (the
 * play session's `startedAt` on the server's clock) it opens, pauses the game (`post('playfront:pause')`),
 * fetches the play session again for its figures and leaves full screen, so the dialog shows over the page.
 * Continuing resumes the game and counts the next interval from then. The answer is kept for the tab's login,
 * so the next game counts on from it; a check that fell due while the member was outside any game (an
 * interval since the login, or since the last answer, has passed) opens as soon as the next game does.
 * Inactive (a visitor, a trial game, no game loaded): no call and no timer.
 */
export function useRealityCheck(
  active: boolean,
  post: (command: GameFrameCommand) => void,
): RealityCheckState {
  const { data, offset, refetch, isFetching, isError } = usePlaySession({ skip: !active });
  /** Server time when the open check opened; null while closed. */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  /** Server time of the last "continue"; the next check is one interval after it. */
  const [acknowledgedAt, setAcknowledgedAt] = useState<number | null>(null);
  const latest = useRef({ post, refetch });
  useEffect(() => {
    latest.current = { post, refetch };
  });

  const open = openedAt !== null;
  const startedAt = data?.startedAt;
  const minutes = data?.realityCheckMinutes;

  useEffect(() => {
    if (!active || open || startedAt === undefined || !minutes || minutes <= 0) return undefined;
    const interval = minutes * MINUTE_MS;
    const serverNow = () => Date.now() + offset;
    // One interval after the last answer (in this game or an earlier one of this login), else after the login.
    const due = (acknowledgedAt ?? readAnswered(startedAt) ?? startedAt) + interval;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      timer = setTimeout(fire, Math.max(0, due - serverNow()));
    };
    const fire = () => {
      // A timer may wake early after the device slept: wait for the rest.
      if (serverNow() < due) {
        arm();
        return;
      }
      setOpenedAt(serverNow());
      latest.current.post('playfront:pause');
      void latest.current.refetch();
      // A dialog cannot show over an element in full screen.
      if (document.fullscreenElement) void document.exitFullscreen?.();
    };
    arm();
    return () => clearTimeout(timer);
  }, [active, open, startedAt, minutes, offset, acknowledgedAt]);

  const answer = useCallback(() => {
    const at = Date.now() + offset;
    setOpenedAt(null);
    setAcknowledgedAt(at);
    if (startedAt !== undefined) writeAnswered(startedAt, at);
  }, [offset, startedAt]);
  const keepPlaying = useCallback(() => {
    answer();
    latest.current.post('playfront:resume');
  }, [answer]);
  const dismiss = answer;

  return {
    open: open && active,
    elapsed: openedAt !== null && startedAt !== undefined ? Math.max(0, openedAt - startedAt) : 0,
    session: data,
    loading: isFetching,
    failed: isError && !isFetching,
    keepPlaying,
    dismiss,
  };
}
