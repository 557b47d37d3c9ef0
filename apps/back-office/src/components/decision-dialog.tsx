import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Notice } from '@playfront/ui-kit';
import { TextArea } from './text-area';

export interface DecisionDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in full (the amount formatted, the member, the reference). */
  children: ReactNode;
  /** The confirm button's text. */
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  /** A reason box: its label, and whether it must be filled in. */
  reason?: { label: string; required?: boolean };
  /** The server's refusal, translated. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks the operator to confirm an action (every money action asks), with an optional reason. */
export function DecisionDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  reason,
  error,
  onConfirm,
  onCancel,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = () => {
    if (busy) return;
    setText('');
    setMissing(false);
    onCancel();
  };
  const confirm = () => {
    if (busy) return;
    if (reason?.required && text.trim().length < 3) {
      setMissing(true);
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      width={480}
      height={0}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('bo_cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="bo-form">
        <div className="bo-confirm__text">{children}</div>
        {reason && (
          <TextArea
            id={reasonId}
            label={reason.label}
            maxLength={500}
            value={text}
            error={missing ? t('bo_reason_required') : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <Notice>{error}</Notice>
      </div>
    </Modal>
  );
}
