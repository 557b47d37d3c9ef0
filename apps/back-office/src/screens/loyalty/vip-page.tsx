import { useState } from 'react';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { AdminVipRank, VipLabel, VipRankNames } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, TextField, useToast } from '@playfront/ui-kit';
import {
  useEvaluateVipMutation,
  useSetVipLabelMutation,
  useUpdateVipRankMutation,
  useVipLabelsQuery,
  useVipRanksQuery,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { DataTable, RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { DetailPane } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import { parseMajorAmount, useFormat } from '../../components/format';
import { QueryState, Screen } from '../../components/screen';
import { majorText, promotionLanguages } from '../promotions/promotion-form';
import type { PromotionLanguage } from '../promotions/promotion-form';
import { SubNav } from '../../components/sub-nav';

const langAttr = (code: string) => (code === 'cn' ? 'zh-CN' : code);
type NamesDraft = Record<PromotionLanguage, string>;

const namesDraftOf = (names: VipRankNames | null): NamesDraft =>
  Object.fromEntries(promotionLanguages.map((code) => [code, names?.[code] ?? ''])) as NamesDraft;

/** The names to send: English required, the other languages when written. */
export function namesOf(draft: NamesDraft): VipRankNames | null {
  const names: Record<string, string> = {};
  for (const code of promotionLanguages) if (draft[code].trim()) names[code] = draft[code].trim();
  return names['en'] ? (names as VipRankNames) : null;
}

/** A name per language: a field each (English first, required). */
function NamesFields({
  draft,
  onChange,
  readOnly,
  errors,
  labelKey,
}: {
  draft: NamesDraft;
  onChange: (draft: NamesDraft) => void;
  readOnly: boolean;
  errors: Record<string, string>;
  labelKey: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-fieldset">
      <legend className="bo-section__title">{t(labelKey)}</legend>
      <div className="bo-filters__fields">
        {promotionLanguages.map((code) => (
          <TextField
            key={code}
            lang={langAttr(code)}
            label={t('bo_vip_name_in', { language: languageNames[code] })}
            value={draft[code]}
            maxLength={40}
            readOnly={readOnly}
            error={errors[`names.${code}`] ?? (code === 'en' ? errors['names'] : undefined)}
            onChange={(event) => onChange({ ...draft, [code]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One rank's editor: names, thresholds, withdrawal limit and upgrade bonus. */
function RankEditor({ rank, onClose }: { rank: AdminVipRank; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [update, { isLoading }] = useUpdateVipRankMutation();
  const [names, setNames] = useState(() => namesDraftOf(rank.names));
  const [amounts, setAmounts] = useState({
    minDeposit: majorText(rank.minDeposit) || '0',
    minValidBet: majorText(rank.minValidBet) || '0',
    dailyWithdrawalLimit:
      rank.dailyWithdrawalLimit === null ? '' : majorText(rank.dailyWithdrawalLimit) || '0',
    upgradeBonus: majorText(rank.upgradeBonus) || '0',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('vip');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const minor = (field: keyof typeof amounts, optional = false): string | null => {
      const text = amounts[field].trim();
      if (!text && optional) return null;
      const value = parseMajorAmount(text || 'x');
      if (value === null) local[field] = t('bo_field_invalid');
      return value === null ? null : String(value);
    };
    const body = {
      names: namesOf(names),
      minDeposit: minor('minDeposit'),
      minValidBet: minor('minValidBet'),
      dailyWithdrawalLimit: minor('dailyWithdrawalLimit', true),
      upgradeBonus: minor('upgradeBonus'),
    };
    if (!body.names) local['names.en'] = t('bo_field_required');
    setFields(local);
    if (Object.keys(local).length > 0) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      await update({
        level: rank.level,
        update: {
          names: body.names!,
          minDeposit: body.minDeposit!,
          minValidBet: body.minValidBet!,
          dailyWithdrawalLimit: body.dailyWithdrawalLimit,
          upgradeBonus: body.upgradeBonus!,
        },
      }).unwrap();
      toast.show({ kind: 'success', message: t('bo_vip_rank_saved', { level: rank.level }) });
      onClose();
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
    }
  };

  const amountField = (field: keyof typeof amounts, hint?: string) => (
    <TextField
      label={t(`bo_vip_${field}`)}
      hint={hint}
      inputMode="decimal"
      value={amounts[field]}
      readOnly={!writable}
      error={fields[field]}
      onChange={(event) => setAmounts({ ...amounts, [field]: event.target.value })}
    />
  );
  return (
    <DetailPane title={t('bo_vip_rank_title', { level: rank.level, name: rank.names.en })} onClose={onClose}>
      <form
        noValidate
        className="bo-form"
        onSubmit={save}
        aria-label={t('bo_vip_rank_title', { level: rank.level, name: rank.names.en })}
      >
        <NamesFields
          draft={names}
          onChange={setNames}
          readOnly={!writable}
          errors={fields}
          labelKey="bo_vip_names"
        />
        <div className="bo-filters__fields">
          {amountField('minDeposit')}
          {amountField('minValidBet')}
          {amountField('dailyWithdrawalLimit', t('bo_vip_no_limit_hint'))}
          {amountField('upgradeBonus', t('bo_vip_upgrade_bonus_hint'))}
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
    </DetailPane>
  );
}

function Ranks() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useVipRanksQuery();
  const [evaluate, evaluation] = useEvaluateVipMutation();
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ranks = data?.list ?? [];
  const openRank = ranks.find((rank) => rank.level === open) ?? null;
  const nameOf = (rank: AdminVipRank) => rank.names[i18n.language as PromotionLanguage] ?? rank.names.en;
  const run = async () => {
    try {
      const { changes } = await evaluate().unwrap();
      toast.show({ kind: 'success', message: t('bo_vip_evaluated', { changes }) });
      setConfirm(false);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  const columns: Column<AdminVipRank>[] = [
    { id: 'level', header: t('bo_vip_level'), numeric: true, cell: (row) => row.level },
    { id: 'name', header: t('bo_vip_name'), cell: nameOf },
    {
      id: 'deposit',
      header: t('bo_vip_minDeposit'),
      numeric: true,
      cell: (row) => format.money(row.minDeposit),
    },
    {
      id: 'bets',
      header: t('bo_vip_minValidBet'),
      numeric: true,
      cell: (row) => format.money(row.minValidBet),
    },
    {
      id: 'limit',
      header: t('bo_vip_dailyWithdrawalLimit'),
      numeric: true,
      cell: (row) =>
        row.dailyWithdrawalLimit === null ? t('bo_vip_no_limit') : format.money(row.dailyWithdrawalLimit),
    },
    {
      id: 'bonus',
      header: t('bo_vip_upgradeBonus'),
      numeric: true,
      cell: (row) => format.money(row.upgradeBonus),
    },
    { id: 'members', header: t('bo_vip_members'), numeric: true, cell: (row) => format.count(row.members) },
  ];
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <div className="bo-toolbar">
        <p className="bo-muted">{t('bo_vip_window', { days: data?.windowDays ?? 0 })}</p>
        {canWrite('vip') && (
          <Button variant="secondary" size="sm" onClick={() => setConfirm(true)}>
            {t('bo_vip_evaluate')}
          </Button>
        )}
      </div>
      <RecordsView
        caption={t('bo_vip_ranks')}
        columns={columns}
        rows={ranks}
        rowKey={(row) => String(row.level)}
        onOpen={(row) => setOpen(row.level)}
        openKey={open === null ? null : String(open)}
        openLabel={() => (canWrite('vip') ? t('bo_promo_open_edit') : t('bo_table_details'))}
        busy={isFetching}
      >
        {openRank && <RankEditor key={openRank.level} rank={openRank} onClose={() => setOpen(null)} />}
      </RecordsView>
      <DecisionDialog
        open={confirm}
        title={t('bo_vip_evaluate_title')}
        confirmLabel={t('bo_vip_evaluate')}
        busy={evaluation.isLoading}
        error={failure}
        onConfirm={run}
        onCancel={() => {
          setConfirm(false);
          setFailure(null);
        }}
      >
        {t('bo_vip_evaluate_text')}
      </DecisionDialog>
    </QueryState>
  );
}

/** One label's editor (or a new label's: its stored text first). */
function LabelEditor({ label, onClose }: { label: VipLabel | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [setLabel, { isLoading }] = useSetVipLabelMutation();
  const [key, setKey] = useState(label?.label ?? '');
  const [names, setNames] = useState(() => namesDraftOf(label?.names ?? null));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('vip');
  const title = label ? t('bo_vip_label_title', { label: label.label }) : t('bo_vip_label_new');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!key.trim()) local['label'] = t('bo_field_required');
    const body = namesOf(names);
    if (!body) local['names.en'] = t('bo_field_required');
    setFields(local);
    if (Object.keys(local).length > 0) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      await setLabel({ label: key.trim(), names: body! }).unwrap();
      toast.show({ kind: 'success', message: t('bo_vip_label_saved', { label: key.trim() }) });
      onClose();
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
    }
  };
  return (
    <DetailPane title={title} onClose={onClose}>
      <form noValidate className="bo-form" onSubmit={save} aria-label={title}>
        {!label && (
          <TextField
            label={t('bo_vip_label_key')}
            hint={t('bo_vip_label_key_hint')}
            value={key}
            maxLength={40}
            error={fields['label']}
            onChange={(event) => setKey(event.target.value)}
          />
        )}
        <NamesFields
          draft={names}
          onChange={setNames}
          readOnly={!writable}
          errors={fields}
          labelKey="bo_vip_label_names"
        />
        <Notice>{failure}</Notice>
        {writable && (
          <div className="bo-row">
            <Button type="submit" loading={isLoading}>
              {t('bo_save')}
            </Button>
          </div>
        )}
      </form>
    </DetailPane>
  );
}

function Labels() {
  const { t, i18n } = useTranslation();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useVipLabelsQuery();
  const [open, setOpen] = useState<string | null>(null);
  const labels = data?.list ?? [];
  const openLabel = open === '' ? null : (labels.find((row) => row.label === open) ?? null);
  const columns: Column<VipLabel>[] = [
    { id: 'label', header: t('bo_vip_label_key'), cell: (row) => row.label },
    {
      id: 'name',
      header: t('bo_vip_label_shown'),
      cell: (row) => row.names[i18n.language as PromotionLanguage] ?? row.names.en,
    },
    { id: 'languages', header: t('bo_content_languages'), cell: (row) => Object.keys(row.names).join(', ') },
  ];
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {canWrite('vip') && (
        <div className="bo-toolbar">
          <Button size="sm" onClick={() => setOpen('')}>
            {t('bo_vip_label_new')}
          </Button>
        </div>
      )}
      <div className={open !== null ? 'bo-split bo-split--open' : 'bo-split'}>
        <DataTable
          caption={t('bo_vip_labels')}
          columns={columns}
          rows={labels}
          rowKey={(row) => row.label}
          onOpen={(row) => setOpen(row.label)}
          openKey={open}
          openLabel={() => (canWrite('vip') ? t('bo_promo_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_vip_labels_empty')}
        />
        {open !== null && <LabelEditor key={open} label={openLabel} onClose={() => setOpen(null)} />}
      </div>
    </QueryState>
  );
}

const views = [
  { view: 'ranks', labelKey: 'bo_vip_ranks' },
  { view: 'labels', labelKey: 'bo_vip_labels' },
] as const;

/** VIP: the ranks (names, thresholds, limits, bonuses), the member labels, and an evaluation run. */
export function VipPage() {
  const { t } = useTranslation();
  const { view = 'ranks' } = useParams();
  const current = views.find((entry) => entry.view === view) ?? views[0];
  return (
    <Screen title={t('bo_nav_vip')} lead={t('bo_vip_lead')}>
      <SubNav
        label={t('bo_vip_views')}
        links={views.map((entry) => ({
          to: `/vip/${entry.view}`,
          label: t(entry.labelKey),
          current: entry.view === current.view,
        }))}
      />
      <h2 className="bo-section__title">{t(current.labelKey)}</h2>
      {current.view === 'ranks' ? <Ranks /> : <Labels />}
    </Screen>
  );
}
