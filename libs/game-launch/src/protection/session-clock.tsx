import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@playfront/auth-session';
import { useElapsed, usePlaySession } from './play-session-api';
import { clockText, durationText, isoDuration, localDateTime, localTimeText } from './session-time';

const ClockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface SessionClockProps {
  /**
   * `compact` (the header): a clock icon and h:mm, then the local time; the words for screen readers and as a
   * tooltip. `full`: the words.
   */
  variant?: 'compact' | 'full';
  className?: string;
}

/**
 * How long the member has been logged in (58 Pa. Code 814a, UKGC RTS 14): from the start of this login on
 * the server's clock (a wrong device clock does not move it), moving each minute; beside it the current local
 * time (814a.1(e)(1)), from the device, moving on each minute of the wall clock. Asks for the play session
 * once when it mounts (the header mounts it once per login); nothing for a visitor, nor before the reply.
 */
export function SessionClock({ variant = 'compact', className }: SessionClockProps) {
  const { t, i18n } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const { data, offset } = usePlaySession({ skip: !isLoggedIn, refetchOnMount: true });
  const elapsed = useElapsed(isLoggedIn ? data?.startedAt : undefined, offset);
  // The wall clock: the time elapsed since the epoch ticks on each whole minute of the device's clock.
  const now = useElapsed(elapsed === null ? undefined : 0, 0);
  if (elapsed === null || now === null) return null;
  const label = t('shell_session_time', { duration: durationText(elapsed, i18n.language) });
  const time = localTimeText(now, i18n.language);
  const localLabel = t('shell_local_time', { time });
  const classes = ['pf-session-clock', `pf-session-clock--${variant}`, className].filter(Boolean).join(' ');
  if (variant === 'full') {
    return (
      <span className={classes}>
        <ClockIcon />
        <time dateTime={isoDuration(elapsed)}>{label}</time>
        <span aria-hidden="true">·</span>
        <time className="pf-session-clock__local" dateTime={localDateTime(now)}>
          {localLabel}
        </time>
      </span>
    );
  }
  return (
    <span className={classes} title={`${label} · ${localLabel}`}>
      <ClockIcon />
      <time dateTime={isoDuration(elapsed)}>
        <span aria-hidden="true">{clockText(elapsed)}</span>
        <span className="pf-visually-hidden">{label}</span>
      </time>
      <time className="pf-session-clock__local" dateTime={localDateTime(now)}>
        <span aria-hidden="true">{time}</span>
        <span className="pf-visually-hidden">{localLabel}</span>
      </time>
    </span>
  );
}
