import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The submit button, Enter, or the default action. */
  onConfirm: () => void;
  /** The cancel button, the close button or Escape. */
  onCancel: () => void;
  /** i18n key of the title. */
  titleKey?: string;
  /** i18n key of the message (ignored when `text` is given). */
  textKey?: string;
  /** Plain message text or content, already translated. */
  text?: ReactNode;
  /** i18n key of the cancel button. */
  cancelKey?: string;
  /** i18n key of the submit button. */
  submitKey?: string;
  /** The confirm action is running: the submit button spins and nothing can be pressed twice. */
  busy?: boolean;
  /** Draw the submit button as destructive. */
  danger?: boolean;
  /** Width in px on larger screens. */
  width?: number;
  /** Minimum height in px. */
  height?: number;
}

/** Asks the player to confirm or cancel an action. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  titleKey = 'in_popup_prompt',
  textKey,
  text,
  cancelKey = 'in_more_cancel',
  submitKey = 'in_increase_submit',
  busy = false,
  danger = false,
  width = 420,
  height = 0,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const message = text ?? (textKey ? t(textKey) : null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={t(titleKey)}
      width={width}
      height={height}
      onEnter={() => {
        if (!busy) onConfirm();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t(cancelKey)}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {t(submitKey)}
          </Button>
        </>
      }
    >
      {message !== null &&
        // A text is a paragraph; given markup (paragraphs, lists) is wrapped in a block of its own.
        (typeof message === 'string' ? (
          <p className="pf-dialog__text">{message}</p>
        ) : (
          <div className="pf-dialog__text">{message}</div>
        ))}
    </Modal>
  );
}
