import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { limitKinds, limitPeriods } from '@playfront/api-contract';
import type {
  AdminExclusion,
  AdminMemberProtection,
  AffordabilityReview,
  ProtectionEvent,
  ProtectionLimit,
} from '@playfront/api-contract';
import { useMemberProtectionQuery } from '../../api/operator-api';
import { DataTable } from '../../components/data-table';
import { Facts } from '../../components/detail-pane';
import { useFormat } from '../../components/format';
import { QueryState } from '../../components/screen';
import { Tag } from '../../components/tag';

/** The actions of the member's trail the back office names (another is shown as the server sends it). */
export const protectionActions = [
  'LIMIT_SET',
  'LIMIT_CHANGE_REQUESTED',
  'LIMIT_CHANGE_CONFIRMED',
  'LIMIT_CHANGE_CANCELLED',
  'REALITY_CHECK',
  'TIME_OUT',
  'SELF_EXCLUSION',
  'AFFORDABILITY_DECLARED',
  'AFFORDABILITY_REVIEW_CLOSED',
] as const;

/** How much of a limit is used, in whole percent (0 when there is no limit in force). */
export function usedPercent(limit: Pick<ProtectionLimit, 'amount' | 'used'>): number {
  if (limit.amount === null || BigInt(limit.amount) === 0n) return 0;
  return Number((BigInt(limit.used) * 100n) / BigInt(limit.amount));
}

/** The texts of one member's protection: limits in money (minutes for a session), kinds and periods. */
function useProtectionTexts() {
  const { t } = useTranslation();
  const format = useFormat();
  const amountOf = (kind: string, amount: string) =>
    kind === 'SESSION' ? t('bo_protection_minutes', { count: Number(amount) }) : format.money(amount);
  const kindName = (kind: string) =>
    (limitKinds as readonly string[]).includes(kind) ? t(`bo_protection_kind_${kind}`) : kind;
  const periodName = (period: string) =>
    (limitPeriods as readonly string[]).includes(period) ? t(`bo_protection_period_${period}`) : period;
  const actionName = (action: string) =>
    (protectionActions as readonly string[]).includes(action) ? t(`bo_protection_action_${action}`) : action;
  /** The trail's detail in words ("Deposits · Week · P5,000.00"); as sent when it is not one the app reads. */
  const detailText = (event: ProtectionEvent): string => {
    const limit = /^([A-Z]+) ([A-Z]+)(?: (\d+|none))?$/.exec(event.detail);
    if (limit && event.action.startsWith('LIMIT_')) {
      const [, kind, period, amount] = limit;
      const parts = [kindName(kind), periodName(period)];
      if (amount === 'none') parts.push(t('bo_protection_no_limit'));
      else if (amount) parts.push(amountOf(kind, amount));
      return parts.join(' · ');
    }
    const declared = /^net (-?\d+) threshold (\d+)/.exec(event.detail);
    if (declared && event.action === 'AFFORDABILITY_DECLARED')
      return `${t('bo_afford_net')}: ${format.money(declared[1])} · ${t('bo_afford_threshold')}: ${format.money(declared[2])}`;
    if (event.action === 'AFFORDABILITY_REVIEW_CLOSED' && /^(CLEARED|FOLLOW_UP)$/.test(event.detail))
      return t(`bo_afford_outcome_${event.detail}`);
    const minutes = /^(\d+) minutes$/.exec(event.detail);
    if (minutes && event.action === 'REALITY_CHECK')
      return t('bo_protection_every_minutes', { count: Number(minutes[1]) });
    if (event.detail === 'permanent') return t('bo_protection_permanent');
    const until = /^until (.+)$/.exec(event.detail);
    const ms = until ? Date.parse(until[1]) : NaN;
    if (!Number.isNaN(ms)) return t('bo_protection_until', { time: format.dateTime(ms) });
    return event.detail;
  };
  return { t, format, amountOf, kindName, periodName, actionName, detailText };
}

function Usage({ limit }: { limit: ProtectionLimit }) {
  const { amountOf } = useProtectionTexts();
  const used = amountOf(limit.kind, limit.used);
  if (limit.amount === null) return <>{used}</>;
  const percent = usedPercent(limit);
  const tone = percent >= 100 ? 'danger' : percent >= 80 ? 'warning' : 'ok';
  return (
    <span className="bo-usage">
      <span>
        {used} ({percent}%)
      </span>
      {/* The words say it; the bar only helps the eye. */}
      <span
        className={`bo-usage__bar bo-usage__bar--${tone}`}
        aria-hidden="true"
        style={{ '--bo-usage': `${Math.min(100, percent)}%` } as CSSProperties}
      />
    </span>
  );
}

function PendingChange({ limit }: { limit: ProtectionLimit }) {
  const { t, format, amountOf } = useProtectionTexts();
  const pending = limit.pending;
  if (!pending) return <>—</>;
  const change =
    pending.amount === null
      ? t('bo_protection_pending_remove')
      : limit.amount !== null && BigInt(pending.amount) > BigInt(limit.amount)
        ? t('bo_protection_pending_raise', { amount: amountOf(limit.kind, pending.amount) })
        : t('bo_protection_pending_change', { amount: amountOf(limit.kind, pending.amount) });
  return (
    <span className="bo-protection__pending">
      <span>{change}</span>
      <span className="bo-muted">
        {t('bo_protection_pending_from', { time: format.dateTime(pending.effectiveAt) })}
      </span>
      <Tag tone={pending.confirmable ? 'warning' : 'info'}>
        {pending.confirmable ? t('bo_protection_confirmable') : t('bo_protection_waiting')}
      </Tag>
    </span>
  );
}

function Limits({ limits }: { limits: readonly ProtectionLimit[] }) {
  const { t, format, amountOf, kindName, periodName } = useProtectionTexts();
  return (
    <DataTable
      caption={t('bo_protection_limits')}
      rows={limits}
      rowKey={(row) => `${row.kind}-${row.period}`}
      emptyText={t('bo_protection_limits_empty')}
      columns={[
        { id: 'kind', header: t('bo_protection_kind'), cell: (row) => kindName(row.kind) },
        { id: 'period', header: t('bo_protection_period'), cell: (row) => periodName(row.period) },
        {
          id: 'amount',
          header: t('bo_protection_limit'),
          numeric: true,
          cell: (row) => (row.amount === null ? t('bo_protection_no_limit') : amountOf(row.kind, row.amount)),
        },
        { id: 'used', header: t('bo_protection_used'), cell: (row) => <Usage limit={row} /> },
        {
          id: 'resets',
          header: t('bo_protection_resets'),
          cell: (row) =>
            row.resetsAt === null ? t('bo_protection_resets_logout') : format.dateTime(row.resetsAt),
        },
        { id: 'pending', header: t('bo_protection_pending'), cell: (row) => <PendingChange limit={row} /> },
      ]}
    />
  );
}

function Breaks({ exclusions }: { exclusions: readonly AdminExclusion[] }) {
  const { t, format } = useProtectionTexts();
  const kindName = (row: AdminExclusion) => t(`bo_protection_break_${row.kind}`);
  const ends = (row: AdminExclusion) =>
    row.endsAt === null ? t('bo_protection_permanent') : format.dateTime(row.endsAt);
  const active = exclusions.filter((row) => row.active);
  return (
    <>
      {active.map((row) => (
        <p key={`${row.kind}-${row.startedAt}-${row.merchantCode}`} className="bo-protection__active">
          <Tag tone="danger">{t('bo_protection_break_on')}</Tag>{' '}
          {t(row.endsAt === null ? 'bo_protection_active_permanent' : 'bo_protection_active_until', {
            kind: kindName(row),
            time: ends(row),
            brand: row.merchantCode,
          })}{' '}
          {row.sameAccount ? '' : t('bo_protection_other_account_note')}
        </p>
      ))}
      <DataTable
        caption={t('bo_protection_breaks')}
        rows={exclusions}
        rowKey={(row) => `${row.kind}-${row.startedAt}-${row.merchantCode}`}
        rowClass={(row) => (row.active ? 'bo-table__row--alert' : undefined)}
        emptyText={t('bo_protection_breaks_empty')}
        columns={[
          { id: 'kind', header: t('bo_protection_break'), cell: kindName },
          {
            id: 'status',
            header: t('bo_protection_break_status'),
            cell: (row) =>
              row.active ? (
                <Tag tone="danger">{t('bo_protection_break_active')}</Tag>
              ) : (
                <Tag>{t('bo_protection_break_ended')}</Tag>
              ),
          },
          {
            id: 'started',
            header: t('bo_protection_started'),
            cell: (row) => format.dateTime(row.startedAt),
          },
          { id: 'ends', header: t('bo_protection_ends'), cell: ends },
          { id: 'brand', header: t('bo_protection_brand'), cell: (row) => row.merchantCode },
          {
            id: 'account',
            header: t('bo_protection_account'),
            cell: (row) =>
              row.sameAccount ? (
                t('bo_protection_this_account')
              ) : (
                <Tag tone="warning">{t('bo_protection_other_account')}</Tag>
              ),
          },
        ]}
      />
    </>
  );
}

function Affordability({
  data,
}: {
  data: Pick<AdminMemberProtection, 'affordability' | 'affordabilityReviews'>;
}) {
  const { t, format } = useProtectionTexts();
  const { affordability } = data;
  return (
    <>
      <Facts
        items={[
          { label: t('bo_protection_afford_net'), value: format.money(affordability.netDeposits) },
          { label: t('bo_afford_threshold'), value: format.money(affordability.threshold) },
          {
            label: t('bo_protection_afford_declared'),
            value:
              affordability.declaredAt === null || affordability.validUntil === null
                ? t('bo_protection_afford_none')
                : t('bo_protection_afford_valid', {
                    time: format.dateTime(affordability.declaredAt),
                    until: format.dateTime(affordability.validUntil),
                  }),
          },
        ]}
      />
      <DataTable
        caption={t('bo_nav_affordability')}
        rows={data.affordabilityReviews}
        rowKey={(row: AffordabilityReview) => String(row.id)}
        rowClass={(row) => (row.status === 'OPEN' ? 'bo-table__row--alert' : undefined)}
        emptyText={t('bo_protection_afford_reviews_empty')}
        columns={[
          { id: 'declared', header: t('bo_afford_declared'), cell: (row) => format.dateTime(row.declaredAt) },
          {
            id: 'net',
            header: t('bo_afford_net'),
            numeric: true,
            cell: (row) => format.money(row.netDeposits),
          },
          {
            id: 'status',
            header: t('bo_afford_status'),
            cell: (row) =>
              row.status === 'OPEN' ? (
                <Tag tone="warning">{t('bo_afford_status_OPEN')}</Tag>
              ) : (
                t(`bo_afford_outcome_${row.outcome ?? 'CLEARED'}`)
              ),
          },
          { id: 'note', header: t('bo_afford_note'), cell: (row) => row.note ?? '—' },
        ]}
      />
    </>
  );
}

function Trail({ events }: { events: readonly ProtectionEvent[] }) {
  const { t, format, actionName, detailText } = useProtectionTexts();
  const newestFirst = [...events].sort((a, b) => b.createdAt - a.createdAt);
  return (
    <DataTable
      caption={t('bo_protection_trail')}
      rows={newestFirst}
      rowKey={(row) => `${row.createdAt}-${row.action}-${row.detail}`}
      emptyText={t('bo_protection_trail_empty')}
      columns={[
        { id: 'time', header: t('bo_protection_time'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'action', header: t('bo_protection_action'), cell: (row) => actionName(row.action) },
        { id: 'detail', header: t('bo_protection_detail'), cell: detailText },
      ]}
    />
  );
}

/**
 * A member's player protection, read only (nobody may lift a break or change a member's limits): the
 * limits with what is used of them and any raise or removal waiting, the reality check, the breaks of the
 * person on every brand, and the trail of their changes, newest first.
 */
export function MemberProtection({ username }: { username: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useMemberProtectionQuery(username);
  return (
    <section aria-labelledby="bo-protection-title" className="bo-member__protection">
      <h3 id="bo-protection-title" className="bo-section__title">
        {t('bo_protection_title')}
      </h3>
      <p className="bo-muted">{t('bo_protection_read_only')}</p>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && (
          <>
            <Facts
              items={[
                {
                  label: t('bo_protection_reality_check'),
                  value: t('bo_protection_every_minutes', { count: data.realityCheckMinutes }),
                },
              ]}
            />
            <h4 className="bo-protection__title">{t('bo_protection_limits')}</h4>
            <Limits limits={data.limits} />
            <h4 className="bo-protection__title">{t('bo_protection_breaks')}</h4>
            <Breaks exclusions={data.exclusions} />
            <h4 className="bo-protection__title">{t('bo_protection_affordability')}</h4>
            <Affordability data={data} />
            <h4 className="bo-protection__title">{t('bo_protection_trail')}</h4>
            <Trail events={data.events} />
          </>
        )}
      </QueryState>
    </section>
  );
}
