import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import { Button, Modal, Notice, TextField, useToast } from '@playfront/ui-kit';
import {
  isProposalCreated,
  useGrantBonusMutation,
  useProposeAdjustmentMutation,
} from '../../api/operator-api';
import { parseMajorAmount, useFormat } from '../../components/format';

/** Largest amount a request may carry: 15 digits of minor units (the contract's pattern). */
const MAX_MINOR = 999_999_999_999_999n;

type Kind = 'adjustment' | 'bonus';

export interface MoneyDialogProps {
  kind: Kind;
  username: string;
  open: boolean;
  onClose: () => void;
}

/** What an amount box holds: minor units, or the reason it cannot be sent. */
export function checkAmount(text: string): { minor: bigint } | { error: 'invalid' | 'zero' | 'large' } {
  const minor = parseMajorAmount(text);
  if (minor === null) return { error: 'invalid' };
  if (minor === 0n) return { error: 'zero' };
  if (minor > MAX_MINOR) return { error: 'large' };
  return { minor };
}

/**
 * "Propose balance adjustment" (always a proposal a second operator approves) and "Grant bonus" (done at
 * once below the brand's threshold, a proposal above it): the form, then a confirmation that shows the
 * amount formatted, then the call.
 */
export function MoneyDialog({ kind, username, open, onClose }: MoneyDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const groupId = useId();
  const [propose, proposeState] = useProposeAdjustmentMutation();
  const [grant, grantState] = useGrantBonusMutation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<bigint | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = proposeState.isLoading || grantState.isLoading;

  const close = () => {
    if (busy) return;
    setDirection('credit');
    setAmount('');
    setReason('');
    setErrors({});
    setConfirming(null);
    setFailure(null);
    onClose();
  };

  const review = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkAmount(amount);
    const found = {
      amount: 'error' in checked ? t(`bo_amount_${checked.error}`) : undefined,
      reason: reason.trim().length >= 3 ? undefined : t('bo_reason_required'),
    };
    setErrors(found);
    if ('error' in checked || found.reason) return;
    setFailure(null);
    setConfirming(kind === 'adjustment' && direction === 'debit' ? -checked.minor : checked.minor);
  };

  const send = async () => {
    if (confirming === null) return;
    setFailure(null);
    try {
      const body = { username, amount: confirming.toString(), reason: reason.trim() };
      const reply = kind === 'adjustment' ? await propose(body).unwrap() : await grant(body).unwrap();
      toast.show(
        isProposalCreated(reply)
          ? { kind: 'info', message: t('bo_money_proposed', { id: reply.proposal.id }) }
          : {
              kind: 'success',
              message: t('bo_bonus_granted', { amount: format.money(confirming), username }),
            },
      );
      setConfirming(null);
      close();
    } catch (refusal) {
      const fields = isApiError(refusal) ? refusal.fields.map((field) => field.message).join(' ') : '';
      setFailure(fields || errorMessage(refusal, t('err_unknown')));
    }
  };

  const title =
    kind === 'adjustment' ? t('bo_adjust_title', { username }) : t('bo_bonus_title', { username });
  const amountText = confirming === null ? '' : format.money(confirming < 0n ? -confirming : confirming);
  const confirmText =
    kind === 'bonus'
      ? t('bo_bonus_confirm', { amount: amountText, username })
      : t(confirming !== null && confirming < 0n ? 'bo_adjust_confirm_debit' : 'bo_adjust_confirm_credit', {
          amount: amountText,
          username,
        });

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      width={500}
      height={0}
      footer={
        confirming === null ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('bo_cancel')}
            </Button>
            <Button type="submit" form={`${groupId}-form`}>
              {t('bo_review')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              {t('bo_back')}
            </Button>
            <Button onClick={() => void send()} loading={busy}>
              {kind === 'adjustment' ? t('bo_adjust_submit') : t('bo_bonus_submit')}
            </Button>
          </>
        )
      }
    >
      {confirming === null ? (
        <form id={`${groupId}-form`} noValidate className="bo-form" onSubmit={review}>
          <p className="bo-muted">{kind === 'adjustment' ? t('bo_adjust_hint') : t('bo_bonus_hint')}</p>
          {kind === 'adjustment' && (
            <fieldset className="bo-fieldset bo-fieldset--inline">
              <legend className="pf-field__label">{t('bo_adjust_direction')}</legend>
              {(['credit', 'debit'] as const).map((value) => (
                <label key={value} className="bo-radio">
                  <input
                    type="radio"
                    name={`${groupId}-direction`}
                    value={value}
                    checked={direction === value}
                    onChange={() => setDirection(value)}
                  />
                  {t(`bo_adjust_${value}`)}
                </label>
              ))}
            </fieldset>
          )}
          <TextField
            label={t('bo_amount')}
            hint={t('bo_amount_hint')}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
          <TextField
            label={t('bo_reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
        </form>
      ) : (
        <div className="bo-form" role="group" aria-label={t('bo_confirm')}>
          <p className="bo-confirm__text">{confirmText}</p>
          <p className="bo-muted">
            {t('bo_reason')}: {reason.trim()}
          </p>
          {kind === 'adjustment' && <p className="bo-muted">{t('bo_adjust_second_operator')}</p>}
          <Notice>{failure}</Notice>
        </div>
      )}
    </Modal>
  );
}
