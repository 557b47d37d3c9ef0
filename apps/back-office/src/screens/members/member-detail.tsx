import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { errorMessage, isApiError } from '@playfront/api-client';
import type { AppDispatch } from '@playfront/api-client';
import type {
  AdminLedgerRow,
  AdminMemberDetail,
  AdminMemberSession,
  AdminMemberWallet,
} from '@playfront/api-contract';
import { Button, Checkbox, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import {
  memberAdminApi,
  useEndMemberSessionMutation,
  useEndMemberSessionsMutation,
  useLockMemberMutation,
  useMemberDetailQuery,
  useMemberLedgerQuery,
  useMemberSessionsQuery,
  useResetMemberPasswordMutation,
  useSetMemberLabelsMutation,
  useSetMemberRankMutation,
  useUnlockMemberMutation,
  useVipLabelsQuery,
  useVipRanksQuery,
} from '../../api/member-admin-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane, Facts } from '../../components/detail-pane';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState } from '../../components/screen';
import { Tag } from '../../components/tag';
import { MemberProtection } from './member-protection';
import { MoneyDialog } from './money-dialogs';

const LEDGER_PAGE_SIZE = 20;

/** The types of the ledger filter: the account record's types and the points kinds. */
export const ledgerTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'TRANSFER_TO_VENDOR',
  'TRANSFER_FROM_VENDOR',
  'GAME_BET',
  'GAME_PAYOUT',
  'GAME_REFUND',
  'BONUS',
  'BONUS_FORFEIT',
  'CASHBACK',
  'REFERRAL_REWARD',
  'ADJUSTMENT',
  'POINTS_EARN',
  'POINTS_REDEEM',
] as const;

/** What an operator's refusal says: the fields' messages, else the translated code. */
function useRefusal() {
  const { t } = useTranslation();
  return (refusal: unknown) => {
    const fields = isApiError(refusal) ? refusal.fields.map((field) => field.message).join(' ') : '';
    return fields || errorMessage(refusal, t('err_unknown'));
  };
}

/** A short name of the browser and system of a session's user agent ("Chrome · Windows"), or null. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? null;
  const system =
    [
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Android', 'Android'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => userAgent.includes(token))?.[1] ?? null;
  const name = [browser, system].filter(Boolean).join(' · ');
  return name || userAgent.slice(0, 40);
}

function Wallets({ wallets }: { wallets: readonly AdminMemberWallet[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Game wallets holding nothing are counted, not listed: a brand has many vendors.
  const empty = wallets.filter((wallet) => wallet.kind === 'VENDOR' && BigInt(wallet.balance) === 0n);
  const shown = wallets.filter((wallet) => !empty.includes(wallet));
  return (
    <section aria-labelledby="bo-wallets-title">
      <h3 id="bo-wallets-title" className="bo-section__title">
        {t('bo_member_wallets')}
      </h3>
      <DataTable
        caption={t('bo_member_wallets')}
        rows={shown}
        rowKey={(row) => `${row.kind}-${row.code}`}
        emptyText={t('bo_member_no_wallets')}
        columns={[
          { id: 'kind', header: t('bo_wallet_kind'), cell: (row) => row.kind },
          { id: 'code', header: t('bo_wallet_code'), cell: (row) => row.code },
          {
            id: 'balance',
            header: t('bo_wallet_balance'),
            numeric: true,
            // Points are whole numbers on the ledger, not money.
            cell: (row) =>
              row.kind === 'POINTS'
                ? t('bo_wallet_points', { points: format.whole(row.balance) })
                : format.money(row.balance),
          },
        ]}
      />
      {empty.length > 0 && (
        <p className="bo-muted">
          {t('bo_wallets_empty_vendors', { count: empty.length, codes: empty.map((w) => w.code).join(', ') })}
        </p>
      )}
    </section>
  );
}

interface LedgerFilter {
  wallet: string;
  type: string;
  from: string;
  to: string;
}
const noFilter: LedgerFilter = { wallet: '', type: '', from: '', to: '' };
const queryOf = (filter: LedgerFilter) => ({
  wallet: filter.wallet || undefined,
  type: filter.type || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

function Ledger({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dispatch = useDispatch<AppDispatch>();
  const [draft, setDraft] = useState<LedgerFilter>(noFilter);
  const [filter, setFilter] = useState<LedgerFilter>(noFilter);
  const [page, setPage] = useState(1);
  const [invalid, setInvalid] = useState(false);
  const { data, isLoading, isFetching, error, refetch } = useMemberLedgerQuery({
    username: member.username,
    ...queryOf(filter),
    page,
    size: LEDGER_PAGE_SIZE,
  });
  const rows = data?.list ?? [];
  const amount = (row: AdminLedgerRow, value: string) =>
    row.wallet === 'POINTS' ? t('bo_wallet_points', { points: format.whole(value) }) : format.money(value);
  const typeName = (type: string) =>
    (ledgerTypes as readonly string[]).includes(type) ? t(`bo_ledger_type_${type}`) : type;

  return (
    <section aria-labelledby="bo-ledger-title" className="bo-member__ledger">
      <h3 id="bo-ledger-title" className="bo-section__title">
        {t('bo_ledger_title')}
      </h3>
      <FilterBar
        label={t('bo_ledger_filters')}
        onApply={() => {
          const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
          setInvalid(reversed);
          if (reversed) return;
          setFilter(draft);
          setPage(1);
        }}
        onClear={() => {
          setDraft(noFilter);
          setFilter(noFilter);
          setInvalid(false);
          setPage(1);
        }}
      >
        <Select
          label={t('bo_ledger_wallet')}
          value={draft.wallet}
          placeholder={t('bo_ledger_all')}
          options={[
            { value: '', label: t('bo_ledger_all') },
            ...member.wallets.map((wallet) => ({ value: wallet.code, label: wallet.code })),
          ]}
          onChange={(event) => setDraft({ ...draft, wallet: event.target.value })}
        />
        <Select
          label={t('bo_ledger_type')}
          value={draft.type}
          options={[
            { value: '', label: t('bo_ledger_all') },
            ...ledgerTypes.map((type) => ({ value: type, label: typeName(type) })),
          ]}
          onChange={(event) => setDraft({ ...draft, type: event.target.value })}
        />
        <TextField
          type="date"
          label={t('bo_ledger_from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('bo_ledger_to')}
          value={draft.to}
          error={invalid ? t('bo_ledger_dates_reversed') : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name={`ledger-${member.username}`}
            disabled={rows.length === 0}
            rows={() =>
              collectPages((exportPage, size) =>
                dispatch(
                  memberAdminApi.endpoints.memberLedger.initiate(
                    { username: member.username, ...queryOf(filter), page: exportPage, size },
                    { subscribe: false, forceRefetch: true },
                  ),
                ).unwrap(),
              )
            }
            columns={[
              {
                header: t('bo_ledger_time'),
                value: (row: AdminLedgerRow) => new Date(row.time).toISOString(),
              },
              { header: t('bo_ledger_reference'), value: (row) => row.reference },
              { header: t('bo_ledger_type'), value: (row) => row.type },
              { header: t('bo_ledger_wallet'), value: (row) => row.wallet },
              { header: t('bo_ledger_amount_minor'), value: (row) => row.amount },
              { header: t('bo_ledger_balance_minor'), value: (row) => row.balanceAfter },
              { header: t('bo_ledger_status'), value: (row) => row.status },
              { header: t('bo_ledger_remark'), value: (row) => row.remark },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_ledger_title')}
          rows={rows}
          busy={isFetching}
          rowKey={(row) => `${row.reference}-${row.wallet}-${row.time}-${row.amount}`}
          emptyText={t('bo_ledger_empty')}
          columns={[
            { id: 'time', header: t('bo_ledger_time'), cell: (row) => format.dateTime(row.time) },
            { id: 'type', header: t('bo_ledger_type'), cell: (row) => typeName(row.type) },
            { id: 'wallet', header: t('bo_ledger_wallet'), cell: (row) => row.wallet },
            {
              id: 'amount',
              header: t('bo_ledger_amount'),
              numeric: true,
              cell: (row) => amount(row, row.amount),
            },
            {
              id: 'balance',
              header: t('bo_ledger_balance'),
              numeric: true,
              cell: (row) => amount(row, row.balanceAfter),
            },
            { id: 'reference', header: t('bo_ledger_reference'), cell: (row) => row.reference },
            { id: 'remark', header: t('bo_ledger_remark'), cell: (row) => row.remark || '—' },
          ]}
        />
        {data && data.total > 0 && (
          <Pager page={data.page} size={data.size} total={data.total} onPage={setPage} />
        )}
      </QueryState>
    </section>
  );
}

type SessionAction = { kind: 'one'; session: AdminMemberSession } | { kind: 'all' };

function Sessions({ username, writable }: { username: string; writable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const refusal = useRefusal();
  const { data, isLoading, error, refetch } = useMemberSessionsQuery(username);
  const [endOne, endOneState] = useEndMemberSessionMutation();
  const [endAll, endAllState] = useEndMemberSessionsMutation();
  const [action, setAction] = useState<SessionAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = data?.list ?? [];
  const close = () => {
    setAction(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!action) return;
    try {
      const reply =
        action.kind === 'one'
          ? await endOne({ username, sessionId: action.session.id }).unwrap()
          : await endAll(username).unwrap();
      toast.show({ kind: 'success', message: t('bo_sessions_ended', { count: reply.ended }) });
      close();
    } catch (caught) {
      setFailure(refusal(caught));
    }
  };
  return (
    <section aria-labelledby="bo-sessions-title">
      <h3 id="bo-sessions-title" className="bo-section__title">
        {t('bo_sessions_title')}
      </h3>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <DataTable
          caption={t('bo_sessions_title')}
          rows={sessions}
          rowKey={(row) => String(row.id)}
          emptyText={t('bo_sessions_empty')}
          columns={[
            {
              id: 'device',
              header: t('bo_session_device'),
              cell: (row) => <span title={row.device ?? undefined}>{deviceName(row.device) ?? '—'}</span>,
            },
            { id: 'ip', header: t('bo_session_ip'), cell: (row) => row.ip ?? '—' },
            { id: 'started', header: t('bo_session_started'), cell: (row) => format.dateTime(row.startedAt) },
            { id: 'seen', header: t('bo_session_seen'), cell: (row) => format.dateTime(row.lastSeenAt) },
            ...(writable
              ? [
                  {
                    id: 'end',
                    header: t('bo_session_actions'),
                    cell: (row: AdminMemberSession) => (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('bo_session_end_label', { ip: row.ip ?? '—' })}
                        onClick={() => setAction({ kind: 'one', session: row })}
                      >
                        {t('bo_session_end')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {writable && (
          <div className="bo-row">
            <Button
              variant="secondary"
              disabled={sessions.length === 0}
              onClick={() => setAction({ kind: 'all' })}
            >
              {t('bo_sessions_end_all')}
            </Button>
          </div>
        )}
      </QueryState>
      <DecisionDialog
        open={action !== null}
        title={action?.kind === 'all' ? t('bo_sessions_end_all') : t('bo_session_end')}
        confirmLabel={action?.kind === 'all' ? t('bo_sessions_end_all') : t('bo_session_end')}
        danger
        busy={endOneState.isLoading || endAllState.isLoading}
        error={failure}
        onConfirm={confirm}
        onCancel={close}
      >
        {action?.kind === 'all'
          ? t('bo_sessions_end_all_confirm', { username })
          : t('bo_session_end_confirm', { username, ip: action?.session.ip ?? '—' })}
      </DecisionDialog>
    </section>
  );
}

function LabelsEditor({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const refusal = useRefusal();
  const groupId = useId();
  const { data, isLoading, error, refetch } = useVipLabelsQuery();
  const [save, saveState] = useSetMemberLabelsMutation();
  const [chosen, setChosen] = useState<string[]>(member.labels);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = [...chosen].sort().join('\n') !== [...member.labels].sort().join('\n');
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <fieldset className="bo-fieldset" aria-describedby={`${groupId}-hint`}>
        <legend>{t('bo_labels_edit')}</legend>
        <p id={`${groupId}-hint`} className="bo-muted">
          {t('bo_labels_hint')}
        </p>
        <div className="bo-row">
          {(data?.list ?? []).map((label) => (
            <Checkbox
              key={label.label}
              label={label.label}
              checked={chosen.includes(label.label)}
              onChange={(event) =>
                setChosen(
                  event.target.checked
                    ? [...chosen, label.label]
                    : chosen.filter((item) => item !== label.label),
                )
              }
            />
          ))}
        </div>
        <div className="bo-row">
          <Button
            variant="secondary"
            disabled={!changed}
            loading={saveState.isLoading}
            onClick={async () => {
              setFailure(null);
              try {
                await save({ username: member.username, labels: chosen }).unwrap();
                toast.show({ kind: 'success', message: t('bo_labels_saved', { username: member.username }) });
              } catch (caught) {
                setFailure(refusal(caught));
              }
            }}
          >
            {t('bo_labels_save')}
          </Button>
        </div>
        <Notice>{failure}</Notice>
      </fieldset>
    </QueryState>
  );
}

function RankDialog({
  member,
  open,
  onClose,
}: {
  member: AdminMemberDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const refusal = useRefusal();
  const { data } = useVipRanksQuery(undefined, { skip: !open });
  const [setRank, state] = useSetMemberRankMutation();
  const [level, setLevel] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const rankName = (names: Record<string, string | undefined>) => names[i18n.language] ?? names['en'] ?? '';
  const close = () => {
    setLevel('');
    setFailure(null);
    setMissing(false);
    onClose();
  };
  return (
    <DecisionDialog
      open={open}
      title={t('bo_rank_title', { username: member.username })}
      confirmLabel={t('bo_rank_confirm')}
      busy={state.isLoading}
      reason={{ label: t('bo_reason'), required: true }}
      error={failure}
      onCancel={close}
      onConfirm={async (reason) => {
        if (!level) {
          setMissing(true);
          return;
        }
        setFailure(null);
        try {
          await setRank({ userId: member.userId, level: Number(level), reason }).unwrap();
          toast.show({
            kind: 'success',
            message: t('bo_rank_changed', { username: member.username, level }),
          });
          close();
        } catch (caught) {
          setFailure(refusal(caught));
        }
      }}
    >
      <p>{t('bo_rank_current', { level: member.vipLevel, name: member.clubLabel })}</p>
      <Select
        label={t('bo_rank_new')}
        value={level}
        placeholder={t('bo_rank_choose')}
        error={missing ? t('bo_rank_required') : undefined}
        options={(data?.list ?? [])
          .filter((rank) => rank.level !== member.vipLevel)
          .map((rank) => ({ value: String(rank.level), label: `${rank.level} · ${rankName(rank.names)}` }))}
        onChange={(event) => {
          setLevel(event.target.value);
          setMissing(false);
        }}
      />
    </DecisionDialog>
  );
}

type AccountAction = 'lock' | 'unlock' | 'reset';

/**
 * One member: profile and status, wallets, sessions (end one or all), lock and unlock, password reset,
 * labels, VIP rank, the money dialogs, player protection (read only), and the ledger. Controls a role may not use are not offered, and the
 * pane says why.
 */
export function MemberDetail({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const refusal = useRefusal();
  const { canWrite, canRead } = useOperator();
  const { data: member, isLoading, error, refetch } = useMemberDetailQuery(username);
  const [lock, lockState] = useLockMemberMutation();
  const [unlock, unlockState] = useUnlockMemberMutation();
  const [reset, resetState] = useResetMemberPasswordMutation();
  const [money, setMoney] = useState<'adjustment' | 'bonus' | null>(null);
  const [action, setAction] = useState<AccountAction | null>(null);
  const [rankOpen, setRankOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('members');
  const rankWritable = canWrite('vip');
  const rankNoteId = useId();

  const closeAction = () => {
    setAction(null);
    setFailure(null);
  };
  const confirmAction = async (reason: string) => {
    setFailure(null);
    try {
      if (action === 'lock') {
        await lock({ username, reason }).unwrap();
        toast.show({ kind: 'success', message: t('bo_member_locked', { username }) });
      } else if (action === 'unlock') {
        await unlock({ username, reason: reason || undefined }).unwrap();
        toast.show({ kind: 'success', message: t('bo_member_unlocked', { username }) });
      } else if (action === 'reset') {
        const sent = await reset(username).unwrap();
        toast.show({
          kind: 'success',
          message: t(sent.channel === 'email' ? 'bo_reset_sent_email' : 'bo_reset_sent_sms', { to: sent.to }),
        });
      }
      closeAction();
    } catch (caught) {
      setFailure(refusal(caught));
    }
  };

  return (
    <DetailPane title={username} onClose={onClose}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {member && (
          <div className="bo-member">
            <section aria-labelledby="bo-profile-title" className="bo-member__profile">
              <h3 id="bo-profile-title" className="bo-section__title">
                {t('bo_member_profile')}
              </h3>
              <Facts
                items={[
                  {
                    label: t('bo_member_status'),
                    value: (
                      <Tag tone={member.status === 'locked' ? 'danger' : 'success'}>
                        {member.status === 'locked'
                          ? t('bo_member_status_locked')
                          : t('bo_member_status_active')}
                      </Tag>
                    ),
                  },
                  ...(member.lock
                    ? [
                        { label: t('bo_member_lock_reason'), value: member.lock.reason || '—' },
                        {
                          label: t('bo_member_locked_by'),
                          value: `${member.lock.lockedBy ?? '—'} · ${format.dateTime(member.lock.lockedAt)}`,
                        },
                      ]
                    : []),
                  { label: t('bo_member_id'), value: member.userId },
                  { label: t('bo_member_nickname'), value: member.nickname || '—' },
                  { label: t('bo_member_mobile'), value: member.mobile ?? '—' },
                  { label: t('bo_member_email'), value: member.email ?? '—' },
                  { label: t('bo_member_birth_date'), value: member.birthDate ?? '—' },
                  { label: t('bo_member_agent'), value: member.agent ? t('bo_yes') : t('bo_no') },
                  {
                    label: t('bo_member_vip'),
                    value: t('bo_member_vip_value', { level: member.vipLevel, name: member.clubLabel }),
                  },
                  {
                    label: t('bo_member_labels'),
                    value: member.labels.length
                      ? member.labels.map((label) => (
                          <Tag key={label} tone="info">
                            {label}
                          </Tag>
                        ))
                      : '—',
                  },
                  {
                    label: t('bo_member_password'),
                    value: member.mustChangePassword
                      ? t('bo_member_password_pending')
                      : t('bo_member_password_set'),
                  },
                  { label: t('bo_member_joined'), value: format.dateTime(member.createdAt) },
                  { label: t('bo_member_last_login'), value: format.dateTime(member.lastLoginAt) },
                ]}
              />
            </section>

            <section aria-labelledby="bo-actions-title" className="bo-member__actions">
              <h3 id="bo-actions-title" className="bo-section__title">
                {t('bo_member_actions')}
              </h3>
              {writable ? (
                <div className="bo-row">
                  {member.status === 'locked' ? (
                    <Button variant="secondary" onClick={() => setAction('unlock')}>
                      {t('bo_member_unlock')}
                    </Button>
                  ) : (
                    <Button variant="danger" onClick={() => setAction('lock')}>
                      {t('bo_member_lock')}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setAction('reset')}>
                    {t('bo_member_reset_password')}
                  </Button>
                  <Button variant="secondary" onClick={() => setMoney('adjustment')}>
                    {t('bo_adjust_open')}
                  </Button>
                  <Button variant="secondary" onClick={() => setMoney('bonus')}>
                    {t('bo_bonus_open')}
                  </Button>
                </div>
              ) : (
                <p className="bo-muted">{t('bo_member_read_only')}</p>
              )}
              <div className="bo-row">
                <Button
                  variant="secondary"
                  disabled={!rankWritable}
                  aria-describedby={rankWritable ? undefined : rankNoteId}
                  onClick={() => setRankOpen(true)}
                >
                  {t('bo_rank_open')}
                </Button>
                {!rankWritable && (
                  <span id={rankNoteId} className="bo-muted">
                    {t('bo_rank_not_allowed')}
                  </span>
                )}
              </div>
              {writable && canRead('vip') && <LabelsEditor key={member.labels.join('\n')} member={member} />}
            </section>

            <div className="bo-member__wallets">
              <Wallets wallets={member.wallets} />
            </div>
            <div className="bo-member__sessions">
              <Sessions username={member.username} writable={writable} />
            </div>
            {canRead('protection') && <MemberProtection username={member.username} />}
            <Ledger member={member} />

            <DecisionDialog
              key={action ?? 'none'}
              open={action !== null}
              title={
                action === 'lock'
                  ? t('bo_lock_title', { username })
                  : action === 'unlock'
                    ? t('bo_unlock_title', { username })
                    : t('bo_reset_title', { username })
              }
              confirmLabel={
                action === 'lock'
                  ? t('bo_member_lock')
                  : action === 'unlock'
                    ? t('bo_member_unlock')
                    : t('bo_reset_confirm_button')
              }
              danger={action !== 'unlock'}
              busy={lockState.isLoading || unlockState.isLoading || resetState.isLoading}
              reason={
                action === 'lock'
                  ? { label: t('bo_lock_reason'), required: true }
                  : action === 'unlock'
                    ? { label: t('bo_unlock_reason') }
                    : undefined
              }
              error={failure}
              onConfirm={confirmAction}
              onCancel={closeAction}
            >
              {action === 'lock'
                ? t('bo_lock_confirm', { username })
                : action === 'unlock'
                  ? t('bo_unlock_confirm', { username })
                  : t('bo_reset_confirm', { username })}
            </DecisionDialog>
            {rankWritable && (
              <RankDialog member={member} open={rankOpen} onClose={() => setRankOpen(false)} />
            )}
            <MoneyDialog
              kind={money ?? 'adjustment'}
              username={username}
              open={money !== null}
              onClose={() => setMoney(null)}
            />
          </div>
        )}
      </QueryState>
    </DetailPane>
  );
}
