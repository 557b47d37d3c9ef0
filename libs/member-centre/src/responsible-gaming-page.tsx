import { useId, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { limitKinds, selfExclusionMonths, timeOutDays } from '@playfront/api-contract';
import type {
  ActiveExclusion,
  ExclusionRequest,
  LimitKind,
  LimitPeriod,
  LimitSetRequest,
  ProtectionLimit,
  ProtectionOverview,
  ProtectionSettings,
} from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, ConfirmDialog, Loadable, Notice, Select, TextField } from '@playfront/ui-kit';
import { formatTime, parseMoneyInput, useMoney, WalletPage } from '@playfront/wallet';
import { pageErrorText } from './page-error';
import {
  useCancelLimitChangeMutation,
  useConfirmLimitChangeMutation,
  useGetProtectionQuery,
  useSetLimitMutation,
  useSetRealityCheckMutation,
  useStartExclusionMutation,
} from './protection-api';
import css from './responsible-gaming-page.css?inline';
import { Progress, RewardsStyles } from './rewards-ui';

function ProtectionStyles(): ReactElement {
  return (
    <style href="ProtectionStyles" precedence="default">
      {css}
    </style>
  );
}

/** What a call answered, shown next to the control that made it. */
interface Outcome {
  kind: 'success' | 'error';
  text: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The periods a kind of limit is set for: a session limit per session, the others per day, week or month. */
export const periodsOf = (kind: LimitKind): readonly LimitPeriod[] =>
  kind === 'SESSION' ? ['SESSION'] : ['DAY', 'WEEK', 'MONTH'];

/** The intervals a reality check offers: common steps within the brand's bounds, and the bounds themselves. */
export function realityCheckOptions(settings: ProtectionSettings, current: number): number[] {
  const { realityCheckMinMinutes: min, realityCheckMaxMinutes: max } = settings;
  const steps = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240];
  const within = [...steps, min, max, settings.realityCheckDefaultMinutes].filter(
    (minutes) => minutes >= min && minutes <= max,
  );
  // The member's own interval stays choosable, even one the brand's bounds have moved past.
  return [...new Set([...within, current])].sort((a, b) => a - b);
}

/** Hours between a pending change's request and the moment it may be confirmed. */
const coolingOffOf = (limit: ProtectionLimit) =>
  limit.pending ? Math.round((limit.pending.effectiveAt - limit.pending.requestedAt) / HOUR_MS) : 0;

/** The texts shared by the page's parts: a limit's amount (money, or minutes) and a time. */
function useFormats() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return {
    amountOf: (kind: LimitKind, value: string) =>
      kind === 'SESSION' ? t('protection_minutes', { minutes: value }) : money(value),
    when: (ms: number) => formatTime(ms, i18n.language),
  };
}

/** A time-out or self-exclusion in force: what it means, and until when. */
function ExclusionNotice({ exclusion }: { exclusion: ActiveExclusion }) {
  const { t } = useTranslation();
  const { when } = useFormats();
  return (
    <div className="pf-rg__exclusion">
      <Notice kind="info">
        {exclusion.endsAt === null
          ? t('protection_excluded_permanent')
          : t(`protection_excluded_${exclusion.kind}`, { time: when(exclusion.endsAt) })}
      </Notice>
    </div>
  );
}

/** One limit in force (or waiting to change): how much of it is used, when it starts again, its pending change. */
function LimitRow({
  limit,
  outcome,
  onOutcome,
}: {
  limit: ProtectionLimit;
  outcome: Outcome | undefined;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const { amountOf, when } = useFormats();
  const [confirm] = useConfirmLimitChangeMutation();
  const [cancel] = useCancelLimitChangeMutation();
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const { kind, period, amount, pending } = limit;
  const label = t('protection_row_label', {
    kind: t(`protection_kind_${kind}`),
    period: t(`protection_period_${period}`),
  });

  const act = async (action: 'confirm' | 'cancel') => {
    setBusy(action);
    try {
      await (action === 'confirm' ? confirm : cancel)({ kind, period }).unwrap();
      onOutcome({
        kind: 'success',
        text: t(action === 'confirm' ? 'protection_confirmed' : 'protection_cancelled'),
      });
    } catch (error) {
      onOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    } finally {
      setBusy(null);
    }
  };

  const pendingText =
    pending &&
    (pending.confirmable
      ? pending.amount === null
        ? t('protection_pending_remove_ready')
        : t('protection_pending_raise_ready', { limit: amountOf(kind, pending.amount) })
      : pending.amount === null
        ? t('protection_pending_remove_waiting', {
            time: when(pending.effectiveAt),
            hours: coolingOffOf(limit),
          })
        : t('protection_pending_raise_waiting', {
            limit: amountOf(kind, pending.amount),
            time: when(pending.effectiveAt),
            hours: coolingOffOf(limit),
          }));

  return (
    <div className="pf-rg__row" role="group" aria-label={label}>
      <div className="pf-rg__row-head">
        <span>{t(`protection_period_${period}`)}</span>
        <span className="pf-rg__limit">
          {amount === null ? t('protection_no_limit') : amountOf(kind, amount)}
        </span>
      </div>
      {amount !== null && (
        <>
          <Progress
            label={t(`protection_used_${period}`)}
            done={limit.used}
            target={amount}
            text={t('protection_used_of', {
              used: amountOf(kind, limit.used),
              limit: amountOf(kind, amount),
            })}
          />
          <p className="pf-rw__hint">
            {limit.resetsAt === null
              ? t('protection_session_resets')
              : t('protection_resets', { time: when(limit.resetsAt) })}
          </p>
        </>
      )}
      {pending && (
        <div className={`pf-rg__pending${pending.confirmable ? ' pf-rg__pending--ready' : ''}`}>
          <p className="pf-rg__pending-text">{pendingText}</p>
          <div className="pf-rg__actions">
            {pending.confirmable && (
              <Button
                size="sm"
                loading={busy === 'confirm'}
                disabled={busy !== null}
                onClick={() => void act('confirm')}
              >
                {t('protection_confirm')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => void act('cancel')}
            >
              {t('protection_cancel')}
            </Button>
          </div>
        </div>
      )}
      <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
    </div>
  );
}

/** The limits of one kind, a row per period that has one. */
function LimitCard({ kind, limits }: { kind: LimitKind; limits: ProtectionLimit[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  // Kept here, not in the row: a cancelled pending addition takes its row away, and the answer stays.
  const [outcomes, setOutcomes] = useState<Partial<Record<LimitPeriod, Outcome>>>({});
  const rows = periodsOf(kind)
    .map((period) => limits.find((limit) => limit.kind === kind && limit.period === period))
    .filter((limit): limit is ProtectionLimit => limit !== undefined);
  const orphaned = periodsOf(kind).filter(
    (period) => outcomes[period] && !rows.some((r) => r.period === period),
  );
  return (
    <li className="pf-rw__card" aria-labelledby={headingId}>
      <h5 id={headingId} className="pf-rw__title">
        {t(`protection_kind_${kind}`)}
      </h5>
      <p className="pf-rw__hint">{t(`protection_kind_hint_${kind}`)}</p>
      {rows.length === 0 && <p className="pf-rg__none">{t('protection_no_limit')}</p>}
      {rows.map((limit) => (
        <LimitRow
          key={limit.period}
          limit={limit}
          outcome={outcomes[limit.period]}
          onOutcome={(outcome) => setOutcomes((all) => ({ ...all, [limit.period]: outcome }))}
        />
      ))}
      {orphaned.map((period) => (
        <Notice key={period} kind={outcomes[period]?.kind}>
          {outcomes[period]?.text}
        </Notice>
      ))}
    </li>
  );
}

/** Minutes typed for a session limit: a whole number above zero, as the wire wants it. */
const parseMinutes = (text: string): string | null => {
  const trimmed = text.trim();
  return /^\d{1,18}$/.test(trimmed) && !/^0+$/.test(trimmed) ? BigInt(trimmed).toString() : null;
};

/**
 * Set, change or remove one limit. Lowering or adding applies at once; a raise or a removal is explained
 * first (it waits for the cooling-off and the member's confirmation), then requested.
 */
function LimitForm({ data }: { data: ProtectionOverview }) {
  const { t } = useTranslation();
  const { amountOf, when } = useFormats();
  const headingId = useId();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const [kind, setKind] = useState<LimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<{ body: LimitSetRequest; change: 'raise' | 'remove' } | null>(null);
  const hours = data.settings.coolingOffHours;
  const current = data.limits.find((limit) => limit.kind === kind && limit.period === period);
  const inForce = current?.amount ?? null;
  // A removal already waits: asking for it again changes nothing.
  const removalAsked = current?.pending ? current.pending.amount === null : false;

  const chooseKind = (next: LimitKind) => {
    setKind(next);
    if (next === 'SESSION') setPeriod('SESSION');
    else if (period === 'SESSION') setPeriod('DAY');
    setAmountError(null);
  };

  const send = async (body: LimitSetRequest) => {
    setOutcome(null);
    try {
      const reply = await setLimit(body).unwrap();
      const after = reply.limits.find((limit) => limit.kind === body.kind && limit.period === body.period);
      setOutcome({
        kind: 'success',
        text: after?.pending
          ? t('protection_saved_pending', { time: when(after.pending.effectiveAt) })
          : t('protection_saved'),
      });
      if (body.amount !== null) setAmount('');
    } catch (error) {
      // What the member typed stays in the field.
      setOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    } finally {
      setAsking(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    let value: string | null;
    if (kind === 'SESSION') {
      value = parseMinutes(amount);
      setAmountError(value === null ? t('protection_minutes_invalid') : null);
    } else {
      const parsed = parseMoneyInput(amount);
      value = parsed.ok ? parsed.value.toString() : null;
      setAmountError(parsed.ok ? null : t(`wallet_amount_${parsed.error}`));
    }
    if (value === null) return;
    const body: LimitSetRequest = { kind, period, amount: value };
    if (inForce !== null && BigInt(value) > BigInt(inForce)) setAsking({ body, change: 'raise' });
    else void send(body);
  };

  return (
    <section className="pf-rg__form-box" aria-labelledby={headingId}>
      <h5 id={headingId} className="pf-rw__title">
        {t('protection_form_title')}
      </h5>
      <p className="pf-rw__hint">{t('protection_form_lead', { hours })}</p>
      <form className="pf-rg__form" noValidate onSubmit={submit}>
        <div className="pf-rg__fields">
          <Select
            label={t('protection_form_kind')}
            value={kind}
            onChange={(event) => chooseKind(event.target.value as LimitKind)}
            options={limitKinds.map((k) => ({ value: k, label: t(`protection_kind_${k}`) }))}
          />
          <Select
            label={t('protection_form_period')}
            value={period}
            onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
            options={periodsOf(kind).map((p) => ({ value: p, label: t(`protection_period_${p}`) }))}
          />
        </div>
        <TextField
          label={kind === 'SESSION' ? t('protection_form_minutes') : t('protection_form_amount')}
          inputMode={kind === 'SESSION' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={
            inForce === null
              ? t('protection_form_current_none')
              : t('protection_form_current', { limit: amountOf(kind, inForce) })
          }
        />
        <div className="pf-rg__actions">
          <Button type="submit" loading={isLoading && asking === null}>
            {t('protection_save')}
          </Button>
          {inForce !== null && !removalAsked && (
            <Button
              variant="secondary"
              disabled={isLoading}
              onClick={() => {
                setOutcome(null);
                setAsking({ body: { kind, period, amount: null }, change: 'remove' });
              }}
            >
              {t('protection_remove')}
            </Button>
          )}
        </div>
        <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
      </form>
      <ConfirmDialog
        open={asking !== null}
        titleKey={asking?.change === 'remove' ? 'protection_remove_title' : 'protection_raise_title'}
        text={t(asking?.change === 'remove' ? 'protection_remove_text' : 'protection_raise_text', { hours })}
        submitKey="protection_request"
        busy={isLoading}
        onConfirm={() => {
          if (asking) void send(asking.body);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** How often the reality check reminds the member of the time played. */
function RealityCheck({ data }: { data: ProtectionOverview }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const [minutes, setMinutes] = useState(String(data.realityCheckMinutes));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const options = realityCheckOptions(data.settings, Number(minutes));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const reply = await save({ minutes: Number(minutes) }).unwrap();
      setOutcome({
        kind: 'success',
        text: t('protection_reality_saved', { minutes: reply.realityCheckMinutes }),
      });
    } catch (error) {
      setOutcome({ kind: 'error', text: pageErrorText(error, t('err_unknown')) });
    }
  };

  return (
    <section className="pf-rg__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="pf-rw__title">
        {t('protection_reality_title')}
      </h4>
      <p className="pf-rw__hint">{t('protection_reality_lead')}</p>
      <form className="pf-rg__form pf-rg__form--inline" noValidate onSubmit={(event) => void submit(event)}>
        <Select
          label={t('protection_reality_label')}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          options={options.map((m) => ({ value: String(m), label: t('protection_minutes', { minutes: m }) }))}
        />
        <div className="pf-rg__actions">
          <Button type="submit" loading={isLoading}>
            {t('protection_reality_save')}
          </Button>
        </div>
        <Notice kind={outcome?.kind}>{outcome?.text}</Notice>
      </form>
    </section>
  );
}

const PERMANENT = 'permanent';

/** `months` calendar months after `from` (the day the self-exclusion would end). */
const monthsAfter = (from: number, months: number) => {
  const end = new Date(from);
  end.setMonth(end.getMonth() + months);
  return end.getTime();
};

/** Time-out and self-exclusion, each behind a dialog that says plainly what it means. */
function TakeABreak({ now }: { now: () => number }) {
  const { t } = useTranslation();
  const { when } = useFormats();
  const headingId = useId();
  const [start, { isLoading }] = useStartExclusionMutation();
  const [days, setDays] = useState(String(timeOutDays[0]));
  const [months, setMonths] = useState(String(selfExclusionMonths[0]));
  const [asking, setAsking] = useState<ExclusionRequest | null>(null);
  const [failure, setFailure] = useState<{ kind: ExclusionRequest['kind']; text: string } | null>(null);

  const confirm = async (request: ExclusionRequest) => {
    setFailure(null);
    try {
      // The reply carries the exclusion: the page then shows it and hides these controls.
      await start(request).unwrap();
    } catch (error) {
      setFailure({ kind: request.kind, text: pageErrorText(error, t('err_unknown')) });
    } finally {
      setAsking(null);
    }
  };

  const endOf = (request: ExclusionRequest): number | null => {
    if (request.kind === 'TIME_OUT') return now() + request.days * DAY_MS;
    return request.months === null ? null : monthsAfter(now(), request.months);
  };
  const end = asking && endOf(asking);
  const dialogText =
    asking === null
      ? ''
      : asking.kind === 'TIME_OUT'
        ? t('protection_timeout_confirm_text', { time: when(end ?? now()) })
        : end === null
          ? t('protection_exclusion_confirm_permanent')
          : t('protection_exclusion_confirm_text', { time: when(end) });

  return (
    <section className="pf-rg__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="pf-rw__title">
        {t('protection_break_title')}
      </h4>
      <p className="pf-rw__hint">{t('protection_break_lead')}</p>
      <div className="pf-rg__breaks">
        <div className="pf-rw__card">
          <h5 className="pf-rw__title">{t('protection_timeout_title')}</h5>
          <p className="pf-rw__hint">{t('protection_timeout_lead')}</p>
          <Select
            label={t('protection_timeout_length')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            options={timeOutDays.map((d) => ({
              value: String(d),
              label: d === 1 ? t('protection_day') : t('protection_days', { days: d }),
            }))}
          />
          <div className="pf-rg__actions">
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => {
                setFailure(null);
                setAsking({ kind: 'TIME_OUT', days: Number(days) as (typeof timeOutDays)[number] });
              }}
            >
              {t('protection_timeout_button')}
            </Button>
          </div>
          {failure?.kind === 'TIME_OUT' && <Notice>{failure.text}</Notice>}
        </div>
        <div className="pf-rw__card">
          <h5 className="pf-rw__title">{t('protection_exclusion_title')}</h5>
          <p className="pf-rw__hint">{t('protection_exclusion_lead')}</p>
          <Select
            label={t('protection_exclusion_length')}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            options={[
              ...selfExclusionMonths.map((m) => ({
                value: String(m),
                label: t('protection_months', { months: m }),
              })),
              { value: PERMANENT, label: t('protection_permanent') },
            ]}
          />
          <div className="pf-rg__actions">
            <Button
              variant="danger"
              aria-haspopup="dialog"
              onClick={() => {
                setFailure(null);
                setAsking({
                  kind: 'SELF_EXCLUSION',
                  months:
                    months === PERMANENT ? null : (Number(months) as (typeof selfExclusionMonths)[number]),
                });
              }}
            >
              {t('protection_exclusion_button')}
            </Button>
          </div>
          {failure?.kind === 'SELF_EXCLUSION' && <Notice>{failure.text}</Notice>}
        </div>
      </div>
      <p className="pf-rw__hint">{t('protection_support')}</p>
      <ConfirmDialog
        open={asking !== null}
        titleKey={
          asking?.kind === 'SELF_EXCLUSION'
            ? 'protection_exclusion_confirm_title'
            : 'protection_timeout_confirm_title'
        }
        text={dialogText}
        submitKey={
          asking?.kind === 'SELF_EXCLUSION' ? 'protection_exclusion_confirm' : 'protection_timeout_confirm'
        }
        danger
        busy={isLoading}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

export interface ResponsibleGamingPageProps {
  /** The clock the break dialogs count their end from (stories and tests). */
  now?: () => number;
}

/**
 * Responsible gaming (responsibleGaming): the member's deposit, loss, wager and session limits with what is
 * used of them and their pending changes (confirm once the cooling-off is over, or cancel), a form to set,
 * raise, lower or remove a limit, the reality check's interval, and a time-out or self-exclusion behind a
 * plain confirmation. An exclusion in force shows at the top and the break controls go away. Every change
 * shows the server's reply: the overview it answers becomes the page's state.
 */
export function ResponsibleGamingPage({ now = Date.now }: ResponsibleGamingPageProps) {
  // Its texts (loyalty), the refusals the calls may answer, and the money input's messages (wallet).
  useMessageAreas(['wallet', 'loyalty', 'refusals']);
  const { t } = useTranslation();
  const limitsId = useId();
  // What is used of each limit moves with every deposit and bet made elsewhere: read afresh on every visit
  // (older than a second: not again for StrictMode's second mount, whose late reply could overwrite a change
  // the member has just made).
  const result = useGetProtectionQuery(undefined, { refetchOnMountOrArgChange: 1 });
  const data = result.data;

  return (
    <WalletPage label={t('shell_mc_responsibleGaming')}>
      <RewardsStyles />
      <ProtectionStyles />
      <Loadable
        isLoading={result.isLoading}
        error={result.error && pageErrorText(result.error, t('err_unknown'))}
        onRetry={() => void result.refetch()}
      >
        {data && (
          <>
            {data.exclusion && <ExclusionNotice exclusion={data.exclusion} />}
            <p className="pf-rw__hint">{t('protection_lead')}</p>
            <section className="pf-rg__section" aria-labelledby={limitsId}>
              <h4 id={limitsId} className="pf-rw__title">
                {t('protection_limits_title')}
              </h4>
              <p className="pf-rw__hint">{t('protection_limits_lead')}</p>
              <ul className="pf-rg__cards">
                {limitKinds.map((kind) => (
                  <LimitCard key={kind} kind={kind} limits={data.limits} />
                ))}
              </ul>
              <LimitForm data={data} />
            </section>
            <RealityCheck data={data} />
            {!data.exclusion && <TakeABreak now={now} />}
          </>
        )}
      </Loadable>
    </WalletPage>
  );
}

export default ResponsibleGamingPage;
