import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface WarningDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The confirm button or Enter. */
  onConfirm: () => void;
  /** Escape or the close button; defaults to `onConfirm`. */
  onClose?: () => void;
  /** i18n key of the title. */
  titleKey?: string;
  /** i18n key of the message (ignored when `text` is given). */
  textKey?: string;
  /** Plain message text or content, already translated. */
  text?: ReactNode;
  /** i18n key of the confirm button. */
  confirmKey?: string;
  /** Width in px on larger screens. */
  width?: number;
  /** Minimum height in px. */
  height?: number;
}

/** Tells the player something with a single acknowledge button (e.g. "needs a real account"). */
export function WarningDialog({
  open,
  onConfirm,
  onClose,
  titleKey = 'in_popup_prompt',
  textKey,
  text,
  confirmKey = 'in_increase_submit',
  width = 420,
  height = 0,
}: WarningDialogProps) {
  const { t } = useTranslation();
  const message = text ?? (textKey ? t(textKey) : null);
  return (
    <Modal
      open={open}
      onClose={onClose ?? onConfirm}
      title={t(titleKey)}
      width={width}
      height={height}
      onEnter={onConfirm}
      footer={<Button onClick={onConfirm}>{t(confirmKey)}</Button>}
    >
      {message !== null && <p className="pf-dialog__text">{message}</p>}
    </Modal>
  );
}
