import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { gameCategories, missionTaskKinds } from '@playfront/api-contract';
import type {
  AdminMission,
  AdminMissionState,
  MissionCreate,
  MissionPeriod,
  MissionTaskKind,
} from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Checkbox, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import {
  useCreateMissionMutation,
  useMissionsQuery,
  useSetMissionStateMutation,
  useUpdateMissionMutation,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { DecisionDialog } from '../../components/decision-dialog';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { useFormRefusal } from '../../components/field-errors';
import { FilterBar } from '../../components/filter-bar';
import { parseMajorAmount, useFormat } from '../../components/format';
import { matchesText, pageOf } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';
import {
  defaultWeights,
  fromLocalInput,
  majorText,
  percentsOf,
  promotionLanguages,
  toLocalInput,
  weightsOf,
} from '../promotions/promotion-form';
import type { PromotionLanguage } from '../promotions/promotion-form';
import { WeightsFieldset } from '../promotions/weights-fieldset';

const PAGE_SIZE = 20;
const MAX_TASKS = 5;
const states: readonly AdminMissionState[] = ['scheduled', 'live', 'paused', 'ended'];
const stateTone: Record<AdminMissionState, TagTone> = {
  scheduled: 'info',
  live: 'success',
  paused: 'warning',
  ended: 'neutral',
};
/** Tasks whose target is money (typed in major units); the others count rounds or days. */
const moneyTasks: readonly MissionTaskKind[] = ['DEPOSIT_AMOUNT', 'BET_AMOUNT'];
/** Tasks a game category may narrow. */
const categoryTasks: readonly MissionTaskKind[] = ['BET_COUNT', 'BET_AMOUNT', 'WIN_ROUND'];
const langAttr = (code: string) => (code === 'cn' ? 'zh-CN' : code);

interface TaskDraft {
  kind: MissionTaskKind;
  category: string;
  target: string;
}

export interface MissionDraft {
  texts: Record<PromotionLanguage, { title: string; description: string }>;
  period: MissionPeriod;
  tasks: TaskDraft[];
  reward: string;
  turnoverMultiplier: string;
  bonusDays: string;
  weights: Record<string, string>;
  startsAt: string;
  endsAt: string;
  sort: string;
  paused: boolean;
}

export function missionDraftOf(mission: AdminMission | null, now: number): MissionDraft {
  return {
    texts: Object.fromEntries(
      promotionLanguages.map((code) => [
        code,
        { title: mission?.texts[code]?.title ?? '', description: mission?.texts[code]?.description ?? '' },
      ]),
    ) as MissionDraft['texts'],
    period: mission?.period ?? 'DAILY',
    tasks: mission?.tasks.map((task) => ({
      kind: task.kind,
      category: task.category ?? '',
      target: moneyTasks.includes(task.kind) ? majorText(task.target) : task.target,
    })) ?? [{ kind: 'BET_COUNT', category: '', target: '' }],
    reward: majorText(mission?.reward),
    turnoverMultiplier: String(mission?.turnoverMultiplier ?? 1),
    bonusDays: String(mission?.bonusDays ?? 7),
    weights: mission
      ? percentsOf(mission.weights)
      : Object.fromEntries(
          gameCategories.map((category) => [category, String(defaultWeights[category] ?? 0)]),
        ),
    startsAt: toLocalInput(mission?.startsAt ?? now),
    endsAt: toLocalInput(mission?.endsAt ?? null),
    sort: String(mission?.sort ?? 0),
    paused: mission?.paused ?? false,
  };
}

const wholeNumber = (text: string): number | null =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The request of a draft, or its fields typed wrong (named as the server names them). */
export function missionInputOf(draft: MissionDraft): {
  input: MissionCreate | null;
  fields: Record<string, 'invalid' | 'required'>;
} {
  const fields: Record<string, 'invalid' | 'required'> = {};
  const texts: Record<string, { title: string; description: string }> = {};
  for (const code of promotionLanguages) {
    const title = draft.texts[code].title.trim();
    const description = draft.texts[code].description.trim();
    if (title) texts[code] = { title, description };
    else if (description) fields[`texts.${code}.title`] = 'required';
  }
  if (!texts['en']) fields['texts.en.title'] = 'required';
  const tasks = draft.tasks.map((task, i) => {
    const text = task.target.trim();
    let target: string | null = null;
    if (moneyTasks.includes(task.kind)) {
      const minor = parseMajorAmount(text);
      target = minor !== null && minor > 0n ? String(minor) : null;
    } else {
      target = /^[1-9]\d{0,8}$/.test(text) ? text : null;
    }
    if (!text) fields[`tasks.${i}.target`] = 'required';
    else if (target === null) fields[`tasks.${i}.target`] = 'invalid';
    return {
      kind: task.kind,
      category: categoryTasks.includes(task.kind) && task.category ? task.category : null,
      target: target ?? '1',
    };
  });
  const reward = parseMajorAmount(draft.reward);
  if (!draft.reward.trim()) fields['reward'] = 'required';
  else if (reward === null || reward <= 0n) fields['reward'] = 'invalid';
  const turnoverMultiplier = wholeNumber(draft.turnoverMultiplier);
  if (turnoverMultiplier === null) fields['turnoverMultiplier'] = 'invalid';
  const bonusDays = wholeNumber(draft.bonusDays);
  if (bonusDays === null) fields['bonusDays'] = 'invalid';
  const { bps: weights, invalid } = weightsOf(draft.weights);
  for (const category of invalid) fields[`weights.${category}`] = 'invalid';
  const startsAt = fromLocalInput(draft.startsAt);
  if (startsAt === null) fields['startsAt'] = 'required';
  const endsAt = fromLocalInput(draft.endsAt);
  if (draft.endsAt.trim() && endsAt === null) fields['endsAt'] = 'invalid';
  const sort = wholeNumber(draft.sort || '0');
  if (sort === null) fields['sort'] = 'invalid';
  if (Object.keys(fields).length > 0) return { input: null, fields };
  return {
    input: {
      texts: texts as MissionCreate['texts'],
      period: draft.period,
      tasks,
      reward: String(reward),
      turnoverMultiplier: turnoverMultiplier!,
      weights,
      bonusDays: bonusDays!,
      startsAt: startsAt!,
      endsAt,
      sort: sort!,
    },
    fields,
  };
}

function MissionEditor({ mission, onDone }: { mission: AdminMission | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const readRefusal = useFormRefusal();
  const [create, createState] = useCreateMissionMutation();
  const [update, updateState] = useUpdateMissionMutation();
  const [draft, setDraft] = useState<MissionDraft>(() => missionDraftOf(mission, Date.now()));
  const [language, setLanguage] = useState<PromotionLanguage>('en');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('missions');
  const busy = createState.isLoading || updateState.isLoading;
  const errorOf = (field: string) => fieldErrors[field];
  const set = (change: Partial<MissionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setTask = (index: number, change: Partial<TaskDraft>) =>
    setDraft((current) => ({
      ...current,
      tasks: current.tasks.map((task, i) => (i === index ? { ...task, ...change } : task)),
    }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { input, fields } = missionInputOf(draft);
    setFieldErrors(
      Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(`bo_field_${key}`)])),
    );
    if (!input) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      if (mission) {
        await update({ id: mission.id, update: { ...input, endsAt: input.endsAt ?? null } }).unwrap();
      } else {
        await create({ ...input, paused: draft.paused }).unwrap();
      }
      toast.show({ kind: 'success', message: mission ? t('bo_saved') : t('bo_mission_created') });
      onDone();
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFieldErrors(read.fields);
      setFailure(read.message);
    }
  };

  const text = draft.texts[language];
  return (
    <form noValidate className="bo-form bo-editor" onSubmit={save} aria-labelledby="bo-mission-editor">
      <h2 id="bo-mission-editor" className="bo-section__title">
        {mission ? t('bo_mission_edit', { id: mission.id }) : t('bo_mission_new')}
      </h2>
      <div className="bo-filters__fields">
        <Select
          label={t('bo_mission_period')}
          value={draft.period}
          disabled={!writable}
          options={(['DAILY', 'WEEKLY'] as const).map((value) => ({
            value,
            label: t(`bo_mission_period_${value}`),
          }))}
          onChange={(event) => set({ period: event.target.value as MissionPeriod })}
        />
        <TextField
          type="datetime-local"
          label={t('bo_promo_starts')}
          value={draft.startsAt}
          readOnly={!writable}
          error={errorOf('startsAt')}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <TextField
          type="datetime-local"
          label={t('bo_promo_ends')}
          hint={t('bo_promo_ends_hint')}
          value={draft.endsAt}
          readOnly={!writable}
          error={errorOf('endsAt')}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
        <TextField
          label={t('bo_promo_sort')}
          inputMode="numeric"
          value={draft.sort}
          readOnly={!writable}
          error={errorOf('sort')}
          onChange={(event) => set({ sort: event.target.value })}
        />
      </div>
      {!mission && (
        <Checkbox
          label={t('bo_mission_start_paused')}
          checked={draft.paused}
          disabled={!writable}
          onChange={(event) => set({ paused: event.target.checked })}
        />
      )}
      <Tabs
        label={t('bo_content_languages')}
        value={language}
        onChange={(id) => setLanguage(id as PromotionLanguage)}
        items={promotionLanguages.map((code) => ({
          id: code,
          label: (
            <span lang={langAttr(code)}>
              {languageNames[code]}
              {draft.texts[code].title.trim() && (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <span className="pf-visually-hidden">{t('bo_content_written')}</span>
                </>
              )}
            </span>
          ),
          content:
            code === language ? (
              <div className="bo-editor__fields" lang={langAttr(language)}>
                <TextField
                  label={t('bo_promo_title_in', { language: languageNames[language] })}
                  value={text.title}
                  maxLength={120}
                  readOnly={!writable}
                  error={errorOf(`texts.${language}.title`) ?? errorOf(`texts.${language}`)}
                  onChange={(event) =>
                    set({ texts: { ...draft.texts, [language]: { ...text, title: event.target.value } } })
                  }
                />
                <TextField
                  label={t('bo_mission_description_in', { language: languageNames[language] })}
                  value={text.description}
                  maxLength={400}
                  readOnly={!writable}
                  error={errorOf(`texts.${language}.description`)}
                  onChange={(event) =>
                    set({
                      texts: { ...draft.texts, [language]: { ...text, description: event.target.value } },
                    })
                  }
                />
              </div>
            ) : undefined,
        }))}
      />
      <p className="bo-muted">{t('bo_promo_languages_hint')}</p>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{t('bo_mission_tasks')}</legend>
        <p className="bo-muted">{t('bo_mission_tasks_hint')}</p>
        {draft.tasks.map((task, i) => (
          <div
            key={i}
            className="bo-filters__fields"
            role="group"
            aria-label={t('bo_mission_task_n', { n: i + 1 })}
          >
            <Select
              label={t('bo_mission_task_kind', { n: i + 1 })}
              value={task.kind}
              disabled={!writable}
              options={missionTaskKinds.map((value) => ({ value, label: t(`bo_mission_kind_${value}`) }))}
              onChange={(event) => setTask(i, { kind: event.target.value as MissionTaskKind })}
            />
            {categoryTasks.includes(task.kind) && (
              <Select
                label={t('bo_mission_task_category', { n: i + 1 })}
                value={task.category}
                disabled={!writable}
                options={[
                  { value: '', label: t('bo_mission_every_category') },
                  ...gameCategories.map((value) => ({ value, label: value })),
                ]}
                error={errorOf(`tasks.${i}.category`)}
                onChange={(event) => setTask(i, { category: event.target.value })}
              />
            )}
            <TextField
              label={t('bo_mission_task_target', { n: i + 1 })}
              hint={t(`bo_mission_target_hint_${task.kind}`)}
              inputMode={moneyTasks.includes(task.kind) ? 'decimal' : 'numeric'}
              value={task.target}
              readOnly={!writable}
              error={errorOf(`tasks.${i}.target`)}
              onChange={(event) => setTask(i, { target: event.target.value })}
            />
            {writable && draft.tasks.length > 1 && (
              <div className="bo-row">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set({ tasks: draft.tasks.filter((_, n) => n !== i) })}
                >
                  {t('bo_mission_remove_task', { n: i + 1 })}
                </Button>
              </div>
            )}
          </div>
        ))}
        {writable && draft.tasks.length < MAX_TASKS && (
          <div className="bo-row">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                set({ tasks: [...draft.tasks, { kind: 'BET_COUNT', category: '', target: '' }] })
              }
            >
              {t('bo_mission_add_task')}
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{t('bo_mission_reward')}</legend>
        <div className="bo-filters__fields">
          <TextField
            label={t('bo_mission_reward_amount')}
            hint={t('bo_promo_money_hint')}
            inputMode="decimal"
            value={draft.reward}
            readOnly={!writable}
            error={errorOf('reward')}
            onChange={(event) => set({ reward: event.target.value })}
          />
          <TextField
            label={t('bo_promo_turnover')}
            hint={t('bo_promo_turnover_hint')}
            inputMode="numeric"
            value={draft.turnoverMultiplier}
            readOnly={!writable}
            error={errorOf('turnoverMultiplier')}
            onChange={(event) => set({ turnoverMultiplier: event.target.value })}
          />
          <TextField
            label={t('bo_promo_bonus_days')}
            inputMode="numeric"
            value={draft.bonusDays}
            readOnly={!writable}
            error={errorOf('bonusDays')}
            onChange={(event) => set({ bonusDays: event.target.value })}
          />
        </div>
      </fieldset>
      <WeightsFieldset
        weights={draft.weights}
        readOnly={!writable}
        errorOf={errorOf}
        fieldPrefix="weights"
        onChange={(weights) => set({ weights })}
      />
      <Notice>{failure}</Notice>
      <div className="bo-row">
        {writable && (
          <Button type="submit" loading={busy}>
            {mission ? t('bo_save') : t('bo_mission_create')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('bo_promo_back')}
        </Button>
      </div>
    </form>
  );
}

/** Pause, resume or end a mission (ending asks first). */
function MissionActions({ mission }: { mission: AdminMission }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [setState, { isLoading }] = useSetMissionStateMutation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (mission.state === 'ended') return null;
  const run = async (action: 'pause' | 'resume' | 'end') => {
    try {
      await setState({ id: mission.id, action }).unwrap();
      toast.show({ kind: 'success', message: t(`bo_mission_done_${action}`, { id: mission.id }) });
      setConfirmEnd(false);
      setFailure(null);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  return (
    <div className="bo-row">
      {mission.paused ? (
        <Button variant="secondary" size="sm" loading={isLoading} onClick={() => run('resume')}>
          {t('bo_promo_resume')}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" loading={isLoading} onClick={() => run('pause')}>
          {t('bo_promo_pause')}
        </Button>
      )}
      <Button variant="danger" size="sm" onClick={() => setConfirmEnd(true)}>
        {t('bo_promo_end')}
      </Button>
      {!confirmEnd && <Notice>{failure}</Notice>}
      <DecisionDialog
        open={confirmEnd}
        title={t('bo_mission_end_title')}
        confirmLabel={t('bo_promo_end')}
        danger
        busy={isLoading}
        error={failure}
        onConfirm={() => run('end')}
        onCancel={() => {
          setConfirmEnd(false);
          setFailure(null);
        }}
      >
        {t('bo_mission_end_text', { title: mission.texts.en.title })}
      </DecisionDialog>
    </div>
  );
}

/** Missions: the list with filters, paging and CSV; each opens its editor. */
export function MissionsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const { data, isLoading, isFetching, error, refetch } = useMissionsQuery();
  const [filters, setFilters] = useState({ state: '' as AdminMissionState | '', search: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const all = useMemo(() => data?.list ?? [], [data]);
  const rows = useMemo(
    () =>
      all.filter(
        (row) =>
          (!applied.state || row.state === applied.state) &&
          (!applied.search ||
            matchesText([row.id, ...Object.values(row.texts).map((text) => text?.title)], applied.search)),
      ),
    [all, applied],
  );
  const shown = pageOf(rows, page, PAGE_SIZE);
  const titleOf = (row: AdminMission) =>
    (row.texts[i18n.language as PromotionLanguage] ?? row.texts.en).title;

  if (id !== undefined) {
    const mission = id === 'new' ? null : (all.find((row) => String(row.id) === id) ?? null);
    return (
      <Screen title={t('bo_nav_missions')}>
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {id !== 'new' && !mission ? (
            <Notice>{t('bo_mission_not_found')}</Notice>
          ) : (
            <>
              {mission && canWrite('missions') && <MissionActions mission={mission} />}
              <MissionEditor key={id} mission={mission} onDone={() => navigate('/missions')} />
            </>
          )}
        </QueryState>
      </Screen>
    );
  }

  const columns: Column<AdminMission>[] = [
    { id: 'id', header: t('bo_promo_id'), numeric: true, cell: (row) => row.id },
    { id: 'title', header: t('bo_promo_title'), cell: titleOf },
    { id: 'period', header: t('bo_mission_period'), cell: (row) => t(`bo_mission_period_${row.period}`) },
    {
      id: 'tasks',
      header: t('bo_mission_tasks'),
      cell: (row) => row.tasks.map((task) => t(`bo_mission_kind_${task.kind}`)).join(', '),
    },
    {
      id: 'state',
      header: t('bo_promo_state'),
      cell: (row) => <Tag tone={stateTone[row.state]}>{t(`bo_mission_state_${row.state}`)}</Tag>,
    },
    {
      id: 'reward',
      header: t('bo_mission_reward_amount'),
      numeric: true,
      cell: (row) => format.money(row.reward),
    },
    { id: 'claims', header: t('bo_mission_claims'), numeric: true, cell: (row) => format.count(row.claims) },
    { id: 'paid', header: t('bo_mission_paid'), numeric: true, cell: (row) => format.money(row.paid) },
  ];

  return (
    <Screen
      title={t('bo_nav_missions')}
      lead={t('bo_mission_lead')}
      actions={
        canWrite('missions') && (
          <Button onClick={() => navigate('/missions/new')}>{t('bo_mission_new')}</Button>
        )
      }
    >
      <FilterBar
        label={t('bo_mission_filters')}
        onApply={() => {
          setApplied({ ...filters, search: filters.search.trim() });
          setPage(1);
        }}
        onClear={() => {
          const cleared = { state: '' as const, search: '' };
          setFilters(cleared);
          setApplied(cleared);
          setPage(1);
        }}
      >
        <TextField
          type="search"
          label={t('bo_promo_search')}
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
        />
        <Select
          label={t('bo_promo_state')}
          value={filters.state}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...states.map((value) => ({ value, label: t(`bo_mission_state_${value}`) })),
          ]}
          onChange={(event) =>
            setFilters({ ...filters, state: event.target.value as AdminMissionState | '' })
          }
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="missions"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_promo_id'), value: (row: AdminMission) => row.id },
              { header: t('bo_promo_title'), value: titleOf },
              { header: t('bo_mission_period'), value: (row) => row.period },
              { header: t('bo_promo_state'), value: (row) => row.state },
              { header: t('bo_mission_reward_amount'), value: (row) => row.reward },
              { header: t('bo_mission_claims'), value: (row) => row.claims },
              { header: t('bo_mission_paid'), value: (row) => row.paid },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_nav_missions')}
          columns={columns}
          rows={shown.list}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => navigate(`/missions/${row.id}`)}
          openLabel={() => (canWrite('missions') ? t('bo_promo_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_mission_empty')}
        />
        {rows.length > 0 && <Pager page={shown.page} size={PAGE_SIZE} total={rows.length} onPage={setPage} />}
      </QueryState>
    </Screen>
  );
}
