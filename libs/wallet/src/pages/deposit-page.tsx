import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import type { Deposit, DepositRequest, PaymentChannel } from '@playfront/api-contract';
import { Button, EmptyState, Loadable, Notice, PageSection } from '@playfront/ui-kit';
import { toMinorUnits } from '../balance/wallet-api';
import { checkAmount } from '../money/amount-check';
import { useMoneyIntent } from '../money/idempotency';
import {
  moneyApi,
  useCreateDepositMutation,
  useDeclareAffordabilityMutation,
  useGetDepositsQuery,
  useGetPaymentChannelsQuery,
} from '../money/money-api';
import { useMoney } from '../money/use-money';
import { affordabilityFigures } from './affordability-check';
import type { AffordabilityFigures } from './affordability-check';
import { DepositPayee } from './deposit-instructions';
import { DepositTutorial } from './deposit-tutorial';
import { AmountField, StatusBadge, WalletPage, formatTime } from './wallet-ui';

/** The affordability dialog: its own chunk, loaded the first time a deposit needs it. */
const AffordabilityDialog = lazy(() => import('./affordability-dialog'));

/** How often pending requests are checked while the page is open (the operator decides them). */
export const PENDING_POLL_MS = 4000;

/**
 * Refreshes the balance, funds and record when the operator decides a request the player is watching:
 * the header balance then moves without a reload.
 */
export function useRefreshWhenDecided(list: readonly { reference: string; status: string }[] | undefined) {
  const dispatch = useDispatch();
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!list) return;
    let decided = false;
    for (const item of list) {
      if (item.status === 'PENDING') pending.current.add(item.reference);
      else if (pending.current.delete(item.reference)) decided = true;
    }
    if (decided) dispatch(moneyApi.util.invalidateTags(['Balance', 'Funds', 'Transactions']));
  }, [list, dispatch]);
}

export interface DepositPageProps {
  /**
   * Opens the member's limits (UKGC RTS 12C: limit setting one step from every deposit page); without it the
   * page offers no link.
   */
  onSetLimits?: () => void;
}

/** Deposit (depositv2): a channel with its limits and tutorial, an amount, then the pending request. */
export function DepositPage({ onSetLimits }: DepositPageProps = {}) {
  useMessageAreas(['wallet']);
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const channels = useGetPaymentChannelsQuery();
  const [create, { isLoading }] = useCreateDepositMutation();
  const [declareAffordability] = useDeclareAffordabilityMutation();
  const intent = useMoneyIntent();
  const [channelCode, setChannelCode] = useState('');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [created, setCreated] = useState<Deposit | null>(null);
  const [tutorialOf, setTutorialOf] = useState<PaymentChannel | null>(null);
  /** A request refused by the affordability check: the dialog asks, then the same request is sent again. */
  const [asking, setAsking] = useState<{ body: DepositRequest; figures: AffordabilityFigures } | null>(null);
  const list = channels.data?.list ?? [];
  const channel = list.find((c) => c.code === channelCode) ?? list[0];
  // Watch the list while a request waits for the operator.
  const { hasPending } = moneyApi.endpoints.getDeposits.useQueryState(undefined, {
    selectFromResult: ({ data }) => ({ hasPending: !!data?.list.some((d) => d.status === 'PENDING') }),
  });
  const deposits = useGetDepositsQuery(undefined, { pollingInterval: hasPending ? PENDING_POLL_MS : 0 });
  useRefreshWhenDecided(deposits.data?.list);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNote(null);
    if (!channel) return;
    const limits = { min: toMinorUnits(channel.minAmount), max: toMinorUnits(channel.maxAmount) };
    const checked = checkAmount(amount, limits, t, money);
    setAmountError(checked.error);
    if (checked.value === null) return;
    await send({ channelCode: channel.code, amount: checked.value.toString() });
  };

  /** Sends a request (again, after an affordability declaration: same body, same key); the amount stays until it is made. */
  const send = async (body: DepositRequest) => {
    try {
      const deposit = await create({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setCreated(deposit);
      setAmount('');
    } catch (error) {
      const figures =
        isApiError(error) && error.code === 'affordability_check' ? affordabilityFigures(error.value) : null;
      if (figures) setAsking({ body, figures });
      else setFailure(errorMessage(error, t('err_unknown')));
    }
  };

  const latest = created && (deposits.data?.list.find((d) => d.reference === created.reference) ?? created);

  return (
    <WalletPage label={t('shell_mc_depositv2')}>
      <Loadable
        isLoading={channels.isLoading}
        error={channels.error && errorMessage(channels.error, t('err_unknown'))}
        onRetry={() => void channels.refetch()}
      >
        {list.length === 0 ? (
          <EmptyState title={t('wallet_no_channels')} />
        ) : (
          <PageSection title={t('shell_mc_depositv2')}>
            <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
              <fieldset className="pf-wallet__channels">
                <legend className="pf-wallet__label">{t('wallet_channel')}</legend>
                {list.map((c) => (
                  <label key={c.code} className="pf-wallet__channel">
                    <input
                      type="radio"
                      name="channel"
                      value={c.code}
                      checked={channel?.code === c.code}
                      onChange={() => setChannelCode(c.code)}
                    />
                    <span className="pf-wallet__amount">{c.name}</span>
                    <span className="pf-wallet__muted">
                      {t('wallet_limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
                    </span>
                  </label>
                ))}
              </fieldset>
              {channel?.tutorial && (
                <div className="pf-wallet__section">
                  <span className="pf-wallet__label">{t('wallet_tutorial')}</span>
                  <p className="pf-wallet__tutorial">{channel.tutorial}</p>
                </div>
              )}
              {channel && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="pf-wallet__tutorial-link"
                  aria-haspopup="dialog"
                  onClick={() => setTutorialOf(channel)}
                >
                  {t('wallet_how_to_deposit')}
                </Button>
              )}
              <AmountField
                value={amount}
                onChange={setAmount}
                error={amountError}
                hint={
                  channel &&
                  t('wallet_limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })
                }
              />
              <Notice>{failure}</Notice>
              <Notice kind="info">{note}</Notice>
              <Button type="submit" loading={isLoading}>
                {t('wallet_deposit_submit')}
              </Button>
              {onSetLimits && (
                <p className="pf-wallet__muted">
                  {t('wallet_deposit_limit_hint')}{' '}
                  <Button variant="ghost" size="sm" onClick={onSetLimits}>
                    {t('wallet_set_deposit_limit')}
                  </Button>
                </p>
              )}
            </form>
          </PageSection>
        )}
        <DepositTutorial channel={tutorialOf} onClose={() => setTutorialOf(null)} />
        {asking && (
          <Suspense fallback={null}>
            <AffordabilityDialog
              figures={asking.figures}
              money={money}
              declare={async () => {
                try {
                  await declareAffordability({ confirm: true }).unwrap();
                  return null;
                } catch (error) {
                  return errorMessage(error, t('err_unknown'));
                }
              }}
              onConfirmed={() => {
                setAsking(null);
                void send(asking.body);
              }}
              onCancel={() => {
                setAsking(null);
                setNote(t('wallet_afford_kept', { amount: money(asking.body.amount) }));
              }}
              onSetLimits={
                onSetLimits &&
                (() => {
                  setAsking(null);
                  onSetLimits();
                })
              }
            />
          </Suspense>
        )}
        {latest && (
          <Notice
            kind={latest.status === 'REJECTED' ? 'error' : latest.status === 'APPROVED' ? 'success' : 'info'}
          >
            {t(latest.status === 'PENDING' ? 'wallet_deposit_pending' : 'wallet_deposit_decided', {
              reference: latest.reference,
              amount: money(latest.amount),
              status: t(`wallet_status_${latest.status}`),
            })}
          </Notice>
        )}
        {latest?.instructions && <DepositPayee instructions={latest.instructions} />}
        <PageSection title={t('wallet_recent_deposits')}>
          {deposits.data && deposits.data.list.length === 0 ? (
            <p className="pf-wallet__lead">{t('wallet_no_deposits')}</p>
          ) : (
            <ul className="pf-wallet__list">
              {(deposits.data?.list ?? []).slice(0, 10).map((d) => (
                <li key={d.reference} className="pf-wallet__item">
                  <div className="pf-wallet__item-main">
                    <span>{list.find((c) => c.code === d.channelCode)?.name ?? d.channelCode}</span>
                    <span className="pf-wallet__muted">
                      {d.reference} · {formatTime(d.createdAt, i18n.language)}
                    </span>
                  </div>
                  <div className="pf-wallet__item-side">
                    <span className="pf-wallet__amount">{money(d.amount)}</span>
                    <StatusBadge status={d.status} />
                  </div>
                  {d.instructions && d.reference !== latest?.reference && (
                    <div className="pf-wallet__item-actions">
                      <DepositPayee instructions={d.instructions} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </PageSection>
      </Loadable>
    </WalletPage>
  );
}
