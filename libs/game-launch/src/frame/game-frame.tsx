import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { api, errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { useGuards, useSession } from '@playfront/auth-session';
import { useLaunchGameMutation } from '../api/games-api';
import { useLaunchRequest } from '../launch/launch-request';
import type { LaunchTarget } from '../launch/launch-request';
import { RealityCheckDialog } from './reality-check-dialog';
import { useRealityCheck } from './use-reality-check';
import type { GameFrameCommand } from './use-reality-check';
import { AlertIcon, Button, ChevronLeftIcon, EmptyState, IconButton, Spinner } from '@playfront/ui-kit';
import css from './game-frame.css?inline';

/** What a game page posts to its parent after every settled round (same origin only). */
export interface GameBalanceMessage {
  source: 'playfront-game';
  type: 'balance';
  /** The balance the round left, in minor units. */
  balance: string;
}

export const isGameBalanceMessage = (data: unknown): data is GameBalanceMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as GameBalanceMessage).source === 'playfront-game' &&
  (data as GameBalanceMessage).type === 'balance';

/** Cache tags a settled round changes: the header balance, the wallets, the account and betting records. */
export const roundSettledTags = ['Balance', 'Funds', 'Transactions', 'Rounds'] as const;

/** What the iframe may do: run its scripts, call its own (same-origin) API, submit forms, open popups. */
export const GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The game views' styles on top of the ui-kit tokens (hoisted into <head> once by React 19). */
export function GameFrameStyles(): ReactElement {
  return (
    <style href="playfront-game-frame" precedence="default">
      {css}
    </style>
  );
}

const FullscreenIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const ReloadIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export interface GameFrameProps {
  /** What to launch; null while it is not known yet (e.g. a lottery menu still loading). */
  target: LaunchTarget | null;
  /** The game's name: the bar's heading and the iframe's accessible title. */
  title: string;
  /** Shown above the stage, next to the bar (e.g. a lottery's region switch and game choices). */
  children?: ReactNode;
  /**
   * Opens the member's responsible gaming page (limits); the reality check then offers a "Set limits" link.
   * The portal opens its member centre; without it there is no link.
   */
  onSetLimits?: () => void;
}

/**
 * One game view for /game and the lottery pages: launches the target once per visit (a launch token is
 * single use, so reload and retry launch again), shows game_url in a sandboxed full-height iframe with a
 * bar (back, full screen, reload), translated loading and error states, and refreshes the header balance
 * whenever the game reports a settled round. Visitors get the login modal and a prompt instead. While a REAL
 * game is open the reality check opens every interval the member chose, pausing the game meanwhile.
 */
export function GameFrame({ target, title, children, onSetLimits }: GameFrameProps) {
  useMessageAreas(['play']);
  const { t } = useTranslation();
  const { isLoggedIn, isTrial, isLoading: sessionLoading } = useSession();
  const { requireLogin } = useGuards();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const buildRequest = useLaunchRequest();
  const [launch, result] = useLaunchGameMutation();
  const [attempt, setAttempt] = useState(0);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const stageRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const launchedKey = useRef<string | null>(null);

  const targetKey = target ? JSON.stringify(target) : null;
  const ready = isLoggedIn && !sessionLoading;

  // Visitors are asked to log in once per visit; the launch follows the login.
  const askedLogin = useRef(false);
  useEffect(() => {
    if (isLoggedIn || askedLogin.current) return;
    askedLogin.current = true;
    requireLogin();
  }, [isLoggedIn, requireLogin]);

  // One launch per target and attempt (refs survive StrictMode's effect replay, so it never launches twice).
  useEffect(() => {
    if (!ready || !target || targetKey === null) return;
    const key = `${targetKey}#${attempt}`;
    if (launchedKey.current === key) return;
    launchedKey.current = key;
    void launch({ body: buildRequest(target) });
  }, [ready, target, targetKey, attempt, launch, buildRequest]);

  // A settled round inside the game: refresh the balance everywhere. Only our own page in our own frame.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow) return;
      if (!isGameBalanceMessage(event.data)) return;
      dispatch(api.util.invalidateTags([...roundSettledTags]));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  const back = () => {
    // An in-app history entry to return to; a game opened from outside goes home.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/index');
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void stageRef.current?.requestFullscreen?.();
  };

  const reply = result.data;
  const launching = result.isLoading || (ready && target !== null && !result.isError && !reply);
  const url = !launching && reply ? reply.game_url : null;

  // The game in the frame is told to pause and resume (same origin only: a game elsewhere never hears it).
  const post = useCallback((command: GameFrameCommand) => {
    frameRef.current?.contentWindow?.postMessage({ type: command }, window.location.origin);
  }, []);
  const realityCheck = useRealityCheck(
    isLoggedIn && !isTrial && url !== null && reply?.mode === 'REAL' && !result.isError,
    post,
  );
  const stop = () => {
    realityCheck.dismiss();
    back();
  };

  let stage: ReactNode;
  if (!isLoggedIn) {
    stage = (
      <div className="pf-game__overlay">
        <EmptyState
          title={t('play_login_title')}
          description={t('play_login_text')}
          action={<Button onClick={() => requireLogin()}>{t('play_login_button')}</Button>}
        />
      </div>
    );
  } else if (result.isError && !result.isLoading) {
    stage = (
      <div className="pf-game__overlay">
        <div className="pf-game__error" role="alert">
          <AlertIcon />
          <p className="pf-game__error-title">{t('play_error_title')}</p>
          <p>{errorMessage(result.error, t('err_unknown'))}</p>
          <Button variant="secondary" onClick={relaunch}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  } else {
    stage = (
      <>
        {url && (
          <iframe
            key={url}
            ref={frameRef}
            className="pf-game__frame"
            src={url}
            title={title}
            allow="fullscreen; autoplay"
            allowFullScreen
            sandbox={GAME_SANDBOX}
            onLoad={() => {
              setLoadedUrl(url);
              // A game that (re)loads under an open reality check starts paused too.
              if (realityCheck.open) post('playfront:pause');
            }}
          />
        )}
        {(launching || (url && loadedUrl !== url) || !target) && (
          <div className="pf-game__overlay" role="status">
            <Spinner decorative />
            <span>{t('play_starting')}</span>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="pf-game" ref={stageRef} aria-label={title}>
      <GameFrameStyles />
      <div className="pf-game__bar" role="toolbar" aria-label={t('play_controls')}>
        <IconButton label={t('play_back')} icon={<ChevronLeftIcon />} onClick={back} />
        <h1 className="pf-game__title">{title}</h1>
        {reply?.mode === 'TRIAL' && url && <span className="pf-game__tag">{t('play_demo')}</span>}
        <IconButton
          label={t(fullscreen ? 'play_exit_fullscreen' : 'play_fullscreen')}
          icon={<FullscreenIcon />}
          onClick={toggleFullscreen}
          disabled={!url}
        />
        <IconButton
          label={t('play_reload')}
          icon={<ReloadIcon />}
          onClick={relaunch}
          disabled={!isLoggedIn}
        />
      </div>
      {children}
      {reply?.mode === 'TRIAL' && url && <p className="pf-game__note">{t('play_demo_mode')}</p>}
      <div className="pf-game__stage">{stage}</div>
      {realityCheck.open && (
        <RealityCheckDialog
          open
          elapsed={realityCheck.elapsed}
          session={realityCheck.session}
          loading={realityCheck.loading}
          failed={realityCheck.failed}
          onContinue={realityCheck.keepPlaying}
          onStop={stop}
          onSetLimits={onSetLimits}
        />
      )}
    </section>
  );
}
