import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, PROOF_TYPES } from '@playfront/api-contract';
import type { Withdrawal } from '@playfront/api-contract';
import { Button, Notice, TextField } from '@playfront/ui-kit';
import { toMinorUnits } from '../balance/wallet-api';
import { checkAmount } from '../money/amount-check';
import {
  moneyApi,
  useConfirmWithdrawalMutation,
  useGetWithdrawalsQuery,
  useReportNotReceivedMutation,
} from '../money/money-api';
import { useMoney } from '../money/use-money';
import { PENDING_POLL_MS, useRefreshWhenDecided } from './deposit-page';
import { formatTime, StatusBadge } from './wallet-ui';

/** The proof images a player picked, checked in the browser before anything is uploaded (spec §5). */
export function checkProofFiles(files: readonly File[]): 'too_many' | 'type' | 'size' | null {
  if (files.length > PROOF_MAX_FILES) return 'too_many';
  for (const file of files) {
    if (!(PROOF_TYPES as readonly string[]).includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name))
      return 'type';
    if (file.size > PROOF_MAX_BYTES) return 'size';
  }
  return null;
}

type Mode = 'received' | 'not_received' | null;

/** One withdrawal: status, remaining amount and, once paid, the confirmation of spec §3/§4. */
function WithdrawalItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [confirm, { isLoading: confirming }] = useConfirmWithdrawalMutation();
  const [report, { isLoading: reporting }] = useReportNotReceivedMutation();
  const [mode, setMode] = useState<Mode>(null);
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refunded = w.disputeResolution === 'REFUNDED';
  // A dispute the operator resolved is closed: the server refuses any further confirmation.
  const canConfirm =
    w.status === 'PAID' &&
    w.disputeResolution === null &&
    (w.confirmStatus === 'AWAITING' || w.confirmStatus === 'NOT_RECEIVED');
  const busy = confirming || reporting;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      setMode(null);
    } catch (error) {
      setFailure(errorMessage(error, t('err_unknown')));
    }
  };

  const submitReceived = async (event: FormEvent) => {
    event.preventDefault();
    let receivedAmount: string | undefined;
    if (received.trim() !== '') {
      const checked = checkAmount(received, { max: toMinorUnits(w.amount) }, t, money);
      setReceivedError(checked.error);
      if (checked.value === null) return;
      receivedAmount = checked.value.toString();
    } else setReceivedError(null);
    await run(() =>
      confirm({
        reference: w.reference,
        body: { action: 'RECEIVED', ...(receivedAmount ? { receivedAmount } : {}) },
      }).unwrap(),
    );
  };

  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const problem = checkProofFiles(picked);
    setFilesError(problem && t(`wallet_proof_${problem}`));
    setFiles(problem ? [] : picked);
    if (problem) event.target.value = '';
  };

  const submitNotReceived = async (event: FormEvent) => {
    event.preventDefault();
    if (filesError) return;
    await run(() => report({ reference: w.reference, proofs: files }).unwrap());
  };

  return (
    <li className="pf-wallet__item">
      <div className="pf-wallet__item-main">
        <span>
          {w.bankAccount.bankName} · {w.bankAccount.accountNumber}
        </span>
        <span className="pf-wallet__muted">
          {w.reference} · {formatTime(w.createdAt, i18n.language)}
        </span>
        {w.confirmStatus && !refunded && (
          <span className="pf-wallet__muted">
            {t('wallet_confirmation')}: <StatusBadge status={w.confirmStatus} />
          </span>
        )}
        {w.receivedAmount !== null && !refunded && (
          <span className="pf-wallet__muted">
            {t('wallet_received_amount')}: {money(w.receivedAmount)} · {t('wallet_remaining_amount')}:{' '}
            {money(w.remainingAmount)}
          </span>
        )}
        {w.confirmStatus === 'AWAITING' && w.autoConfirmAt && (
          <span className="pf-wallet__muted">
            {t('wallet_auto_confirm', { time: formatTime(w.autoConfirmAt, i18n.language) })}
          </span>
        )}
        {w.proofCount > 0 && (
          <span className="pf-wallet__muted">{t('wallet_proofs_sent', { count: w.proofCount })}</span>
        )}
      </div>
      <div className="pf-wallet__item-side">
        <span className="pf-wallet__amount">{money(w.amount)}</span>
        <StatusBadge status={refunded ? 'REFUNDED' : w.status} />
      </div>
      {canConfirm && (
        <div className="pf-wallet__item-actions">
          <Button
            size="sm"
            variant={mode === 'received' ? 'primary' : 'secondary'}
            onClick={() => setMode('received')}
          >
            {t('wallet_received')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={confirming && mode === null}
            disabled={busy}
            onClick={() =>
              void run(() => confirm({ reference: w.reference, body: { action: 'ALL_RECEIVED' } }).unwrap())
            }
          >
            {t('wallet_all_received')}
          </Button>
          {w.confirmStatus === 'AWAITING' && (
            <Button
              size="sm"
              variant={mode === 'not_received' ? 'primary' : 'secondary'}
              onClick={() => setMode('not_received')}
            >
              {t('wallet_not_received')}
            </Button>
          )}
        </div>
      )}
      {canConfirm && mode === 'received' && (
        <form
          className="pf-wallet__form pf-wallet__item-actions"
          noValidate
          onSubmit={(e) => void submitReceived(e)}
        >
          <TextField
            label={t('wallet_received_amount')}
            inputMode="decimal"
            autoComplete="off"
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            error={receivedError}
            hint={t('wallet_received_hint', { amount: money(w.amount) })}
          />
          <Button type="submit" size="sm" loading={confirming}>
            {t('wallet_confirm_received')}
          </Button>
        </form>
      )}
      {canConfirm && mode === 'not_received' && (
        <form
          className="pf-wallet__form pf-wallet__item-actions"
          noValidate
          onSubmit={(e) => void submitNotReceived(e)}
        >
          <label className="pf-wallet__section">
            <span className="pf-wallet__label">{t('wallet_proof')}</span>
            <input
              className="pf-wallet__file-input"
              type="file"
              accept="image/png,image/jpeg"
              multiple
              aria-describedby={`${w.reference}-proof-hint`}
              aria-invalid={filesError ? true : undefined}
              onChange={pickFiles}
            />
          </label>
          <span id={`${w.reference}-proof-hint`} className="pf-wallet__muted">
            {t('wallet_proof_hint')}
          </span>
          <Notice>{filesError}</Notice>
          {files.length > 0 && (
            <ul className="pf-wallet__files">
              {files.map((f) => (
                <li key={f.name}>{f.name}</li>
              ))}
            </ul>
          )}
          <Button type="submit" size="sm" loading={reporting} disabled={!!filesError}>
            {t('wallet_send_not_received')}
          </Button>
        </form>
      )}
      {failure && (
        <div className="pf-wallet__item-actions">
          <Notice>{failure}</Notice>
        </div>
      )}
    </li>
  );
}

/** The player's withdrawals, newest first, checked again while one waits for the operator. */
export function WithdrawalList() {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const { hasPending } = moneyApi.endpoints.getWithdrawals.useQueryState(undefined, {
    selectFromResult: ({ data }) => ({ hasPending: !!data?.list.some((w) => w.status === 'PENDING') }),
  });
  const withdrawals = useGetWithdrawalsQuery(undefined, {
    pollingInterval: hasPending ? PENDING_POLL_MS : 0,
  });
  useRefreshWhenDecided(withdrawals.data?.list);
  const list = withdrawals.data?.list ?? [];
  if (withdrawals.isLoading) return null;
  if (withdrawals.error) return <Notice>{errorMessage(withdrawals.error, t('err_unknown'))}</Notice>;
  if (list.length === 0) return <p className="pf-wallet__lead">{t('wallet_no_withdrawals')}</p>;
  return (
    <ul className="pf-wallet__list">
      {list.slice(0, 20).map((w) => (
        <WithdrawalItem key={w.reference} withdrawal={w} />
      ))}
    </ul>
  );
}
