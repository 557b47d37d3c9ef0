import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Notice } from '@playfront/ui-kit';
import type { AffordabilityFigures } from './affordability-check';

export interface AffordabilityDialogProps {
  figures: AffordabilityFigures;
  /** Money as the page shows it (symbol, grouping, two decimals). */
  money: (minorUnits: string) => string;
  /** Records the declaration: null when it is recorded, else the refusal's text (shown in the dialog). */
  declare: () => Promise<string | null>;
  /** The declaration is recorded: the page sends the deposit again, with the same amount. */
  onConfirmed: () => void;
  /** Closed without confirming (Cancel, Escape, the close button): the amount stays in the form. */
  onCancel: () => void;
  /** Opens the responsible gaming page (a deposit limit); without it the dialog offers no link. */
  onSetLimits?: () => void;
}

/**
 * The affordability check (player protection): the member's net deposits of the last 30 days would reach
 * the brand's threshold. Says so in money, asks the member to confirm they can afford it (a box to tick,
 * then Confirm), and offers a deposit limit or Cancel instead. A modal dialog: focus moves to the box and
 * stays inside, Escape cancels, focus returns to the form.
 */
export function AffordabilityDialog({
  figures,
  money,
  declare,
  onConfirmed,
  onCancel,
  onSetLimits,
}: AffordabilityDialogProps) {
  const { t } = useTranslation();
  const [isLoading, setLoading] = useState(false);
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const boxId = useId();

  const confirm = async () => {
    if (isLoading) return;
    if (!checked) {
      setMissing(true);
      boxRef.current?.focus();
      return;
    }
    setFailure(null);
    setLoading(true);
    const refusal = await declare();
    setLoading(false);
    if (refusal === null) onConfirmed();
    else setFailure(refusal);
  };
  const cancel = () => {
    if (!isLoading) onCancel();
  };

  return (
    <Modal
      open
      onClose={cancel}
      title={t('wallet_afford_title')}
      width={520}
      height={0}
      initialFocusRef={boxRef}
      className="pf-wallet__afford-dialog"
      footer={
        <>
          {onSetLimits && (
            <Button variant="ghost" onClick={onSetLimits} disabled={isLoading}>
              {t('wallet_set_deposit_limit')}
            </Button>
          )}
          <Button variant="secondary" onClick={cancel} disabled={isLoading}>
            {t('wallet_afford_cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={isLoading}>
            {t('wallet_afford_confirm')}
          </Button>
        </>
      }
    >
      <p className="pf-wallet__lead">
        {t('wallet_afford_text', {
          days: figures.days,
          net: money(figures.netDeposits),
          amount: money(figures.amount),
          threshold: money(figures.threshold),
        })}
      </p>
      <p className="pf-wallet__lead">{t('wallet_afford_question')}</p>
      {/* The ui-kit checkbox's markup and classes, written here: importing the component would split it
          into a chunk of its own, and every chunk name adds to the portal's first download. */}
      <div className={missing && !checked ? 'pf-checkbox pf-checkbox--invalid' : 'pf-checkbox'}>
        <div className="pf-checkbox__row">
          <input
            ref={boxRef}
            id={boxId}
            type="checkbox"
            className="pf-checkbox__input"
            checked={checked}
            aria-invalid={(missing && !checked) || undefined}
            aria-describedby={missing && !checked ? `${boxId}-error` : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              if (event.target.checked) setMissing(false);
            }}
          />
          <label className="pf-checkbox__label" htmlFor={boxId}>
            {t('wallet_afford_confirm_label')}
          </label>
        </div>
        {missing && !checked && (
          <p id={`${boxId}-error`} className="pf-field__error">
            {t('wallet_afford_required')}
          </p>
        )}
      </div>
      <p className="pf-wallet__muted">{t('wallet_afford_note', { days: figures.days })}</p>
      <Notice>{failure}</Notice>
    </Modal>
  );
}

export default AffordabilityDialog;
