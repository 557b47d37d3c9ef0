import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, Modal, Spinner } from '@playfront/ui-kit';
import { useMoney } from '@playfront/wallet';
import { durationText, isoDuration } from '../protection/session-time';
import css from './reality-check.css?inline';

export interface RealityCheckDialogProps {
  open: boolean;
  /** Time since the login (ms). */
  elapsed: number;
  /** The play session: stakes and net result since the login. */
  session: PlaySession | undefined;
  /** The figures are being fetched. */
  loading?: boolean;
  /** They could not be fetched. */
  failed?: boolean;
  /** "Continue playing", and Escape. */
  onContinue: () => void;
  /** "Stop playing": leaves the game. */
  onStop: () => void;
  /** "Set limits": opens the member's responsible gaming page; no link without it. */
  onSetLimits?: () => void;
}

/**
 * The reality check over a game (UKGC RTS 13): how long the member has been logged in, what they have
 * wagered and their net result since, and a choice to continue or stop; the game is paused meanwhile. A modal
 * dialog (focus kept inside, named by its title); Escape continues.
 */
export function RealityCheckDialog({
  open,
  elapsed,
  session,
  loading = false,
  failed = false,
  onContinue,
  onStop,
  onSetLimits,
}: RealityCheckDialogProps) {
  useMessageAreas(['play']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const duration = durationText(elapsed, i18n.language);
  const net = session && /^-?\d+$/.test(session.net) ? BigInt(session.net) : 0n;
  return (
    <>
      <style href="playfront-reality-check" precedence="default">
        {css}
      </style>
      <Modal
        open={open}
        onClose={onContinue}
        title={t('play_rc_title')}
        width={460}
        height={0}
        hideCloseButton
        className="pf-reality-check"
        footer={
          <>
            <Button variant="secondary" onClick={onStop}>
              {t('play_rc_stop')}
            </Button>
            <Button onClick={onContinue}>{t('play_rc_continue')}</Button>
          </>
        }
      >
        <p className="pf-reality-check__text">{t('play_rc_intro', { duration })}</p>
        <dl className="pf-reality-check__figures">
          <div>
            <dt>{t('play_rc_time')}</dt>
            <dd>
              <time dateTime={isoDuration(elapsed)}>{duration}</time>
            </dd>
          </div>
          {!loading && !failed && session && (
            <>
              <div>
                <dt>{t('play_rc_wagered')}</dt>
                <dd>{money(session.wagered)}</dd>
              </div>
              <div>
                <dt>{t('play_rc_net')}</dt>
                <dd>{`${net > 0n ? '+' : ''}${money(net)}`}</dd>
              </div>
            </>
          )}
        </dl>
        {loading && (
          <p className="pf-reality-check__status" role="status">
            <Spinner size="sm" decorative />
            {t('play_rc_loading')}
          </p>
        )}
        {failed && !loading && <p className="pf-reality-check__status">{t('play_rc_failed')}</p>}
        <p className="pf-reality-check__text">{t('play_rc_paused')}</p>
        {onSetLimits && (
          <p className="pf-reality-check__text">
            <button type="button" className="pf-reality-check__link" onClick={onSetLimits}>
              {t('play_rc_set_limits')}
            </button>
          </p>
        )}
      </Modal>
    </>
  );
}
