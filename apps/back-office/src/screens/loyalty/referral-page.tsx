import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFriend, ReferralFriendStatus, ReferralRule } from '@playfront/api-contract';
import { Button, Notice, TextField, useToast } from '@playfront/ui-kit';
import {
  useLazyReferralsQuery,
  useReferralRuleQuery,
  useReferralsQuery,
  useSetReferralRuleMutation,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { Facts } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import { FilterBar } from '../../components/filter-bar';
import { parseMajorAmount, useFormat } from '../../components/format';
import { collectPages } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';
import { majorText } from '../promotions/promotion-form';

const PAGE_SIZE = 20;
const statusTone: Record<ReferralFriendStatus, TagTone> = {
  REGISTERED: 'neutral',
  QUALIFIED: 'info',
  REWARDED: 'success',
};
const ruleFields = ['minDeposit', 'minTurnover', 'reward'] as const;

/** The brand's rule: what a friend must deposit and bet before the member is paid the reward. */
function RuleEditor({ rule }: { rule: ReferralRule }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [save, { isLoading }] = useSetReferralRuleMutation();
  const [typed, setTyped] = useState({
    minDeposit: majorText(rule.minDeposit) || '0',
    minTurnover: majorText(rule.minTurnover) || '0',
    reward: majorText(rule.reward),
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('referral');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const minor: Partial<Record<(typeof ruleFields)[number], string>> = {};
    for (const field of ruleFields) {
      const value = parseMajorAmount(typed[field] || (field === 'reward' ? '' : '0'));
      if (value === null || (field === 'reward' && value <= 0n)) {
        local[field] = t(typed[field].trim() ? 'bo_field_invalid' : 'bo_field_required');
      } else minor[field] = String(value);
    }
    setFields(local);
    if (Object.keys(local).length > 0) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      await save(minor as ReferralRule).unwrap();
      toast.show({ kind: 'success', message: t('bo_referral_rule_saved') });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
    }
  };
  return (
    <form noValidate className="bo-form bo-card" onSubmit={submit} aria-labelledby="bo-referral-rule">
      <h2 id="bo-referral-rule" className="bo-section__title">
        {t('bo_referral_rule')}
      </h2>
      <p className="bo-muted">{t('bo_referral_rule_lead')}</p>
      <div className="bo-filters__fields">
        {ruleFields.map((field) => (
          <TextField
            key={field}
            label={t(`bo_referral_${field}`)}
            hint={t('bo_promo_money_hint')}
            inputMode="decimal"
            value={typed[field]}
            readOnly={!writable}
            error={fields[field]}
            onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
          />
        ))}
      </div>
      <Notice>{failure}</Notice>
      {writable && (
        <div className="bo-row">
          <Button type="submit" loading={isLoading}>
            {t('bo_save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** One member's referrals: their code, totals and the friends with their progress. */
function Referrals() {
  const { t } = useTranslation();
  const format = useFormat();
  const [username, setUsername] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const query = { username: applied, page, size: PAGE_SIZE };
  const { data, isLoading, isFetching, error, refetch } = useReferralsQuery(query, { skip: !applied });
  const [fetchPage] = useLazyReferralsQuery();
  const columns: Column<ReferralFriend>[] = [
    { id: 'friend', header: t('bo_referral_friend'), cell: (row) => row.username },
    {
      id: 'registered',
      header: t('bo_referral_registered_at'),
      cell: (row) => format.dateTime(row.registeredAt),
    },
    {
      id: 'status',
      header: t('bo_points_status'),
      cell: (row) => <Tag tone={statusTone[row.status]}>{t(`bo_referral_status_${row.status}`)}</Tag>,
    },
    {
      id: 'deposits',
      header: t('bo_referral_deposits'),
      numeric: true,
      cell: (row) => `${format.money(row.deposits)} / ${format.money(row.depositsNeeded)}`,
    },
    {
      id: 'turnover',
      header: t('bo_referral_turnover'),
      numeric: true,
      cell: (row) => `${format.money(row.turnover)} / ${format.money(row.turnoverNeeded)}`,
    },
    { id: 'reward', header: t('bo_referral_reward'), numeric: true, cell: (row) => format.money(row.reward) },
  ];
  return (
    <section className="bo-form" aria-labelledby="bo-referrals">
      <h2 id="bo-referrals" className="bo-section__title">
        {t('bo_referral_referrals')}
      </h2>
      <FilterBar
        label={t('bo_referral_find')}
        onApply={() => {
          setApplied(username.trim());
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_points_member')}
          hint={t('bo_referral_find_hint')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FilterBar>
      {applied && (
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {data && (
            <>
              <Facts
                items={[
                  { label: t('bo_points_member'), value: data.username },
                  { label: t('bo_referral_code'), value: <code>{data.referralCode}</code> },
                  { label: t('bo_referral_friends'), value: format.count(data.totals.friends) },
                  { label: t('bo_referral_qualified'), value: format.count(data.totals.qualified) },
                  { label: t('bo_referral_rewarded'), value: format.money(data.totals.rewarded) },
                ]}
              />
              <div className="bo-toolbar">
                <CsvExport
                  name="referrals"
                  disabled={data.total === 0}
                  rows={() => collectPages((n, size) => fetchPage({ ...query, page: n, size }).unwrap())}
                  columns={[
                    { header: t('bo_referral_friend'), value: (row: ReferralFriend) => row.username },
                    {
                      header: t('bo_referral_registered_at'),
                      value: (row) => new Date(row.registeredAt).toISOString(),
                    },
                    { header: t('bo_points_status'), value: (row) => row.status },
                    { header: t('bo_referral_deposits'), value: (row) => row.deposits },
                    { header: t('bo_referral_turnover'), value: (row) => row.turnover },
                    { header: t('bo_referral_reward'), value: (row) => row.reward ?? '' },
                  ]}
                />
              </div>
              <DataTable
                caption={t('bo_referral_friends_of', { member: data.username })}
                columns={columns}
                rows={data.list}
                rowKey={(row) => `${row.username}-${row.registeredAt}`}
                busy={isFetching}
                emptyText={t('bo_referral_empty')}
              />
              {data.total > 0 && (
                <Pager page={data.page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

/** Referral: the brand's rule and a member's referrals. */
export function ReferralPage() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useReferralRuleQuery();
  return (
    <Screen title={t('bo_nav_referral')} lead={t('bo_referral_lead')}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {data && <RuleEditor key={JSON.stringify(data)} rule={data} />}
      </QueryState>
      <Referrals />
    </Screen>
  );
}
