import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import type { AdminPromotion, PromotionApplication, PromotionType } from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Checkbox, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import {
  useApplicationsQuery,
  useCreatePromotionMutation,
  useDecideApplicationMutation,
  useDrawRaffleMutation,
  usePromotionsQuery,
  useSetPromotionStateMutation,
  useUpdatePromotionMutation,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { CsvExport } from '../../components/csv-export';
import { DataTable, Pager } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DecisionDialog } from '../../components/decision-dialog';
import { Facts } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import { FilterBar } from '../../components/filter-bar';
import { useFormat } from '../../components/format';
import { matchesText, pageOf } from '../../components/paging';
import { QueryState, Screen } from '../../components/screen';
import { Tag } from '../../components/tag';
import type { TagTone } from '../../components/tag';
import { AuthorisedImage } from '../../components/authorised-image';
import { WeightsFieldset } from './weights-fieldset';
import {
  draftOf,
  inputOf,
  promotionLanguages,
  promotionTitle,
  promotionTypes,
  ruleServerField,
  stateOf,
  typeRules,
} from './promotion-form';
import type { PromotionDraft, PromotionLanguage, PromotionState, RuleField } from './promotion-form';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';

const PAGE_SIZE = 20;
const states: readonly PromotionState[] = ['upcoming', 'live', 'paused', 'ended'];
const stateTone: Record<PromotionState, TagTone> = {
  upcoming: 'info',
  live: 'success',
  paused: 'warning',
  ended: 'neutral',
};
const langAttr = (code: string) => (code === 'cn' ? 'zh-CN' : code);

function PromotionEditor({ promotion, onDone }: { promotion: AdminPromotion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { canWrite } = useOperator();
  const readRefusal = useFormRefusal();
  const [create, createState] = useCreatePromotionMutation();
  const [update, updateState] = useUpdatePromotionMutation();
  const [draft, setDraft] = useState<PromotionDraft>(() => draftOf(promotion, Date.now()));
  const [language, setLanguage] = useState<PromotionLanguage>('en');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('promotions') && !promotion?.raffle?.drawnAt;
  const busy = createState.isLoading || updateState.isLoading;

  const set = (change: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setText = (field: 'title' | 'summary' | 'content', value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));
  const setRule = (rule: RuleField, value: string) =>
    setDraft((current) => ({ ...current, rules: { ...current.rules, [rule]: value } }));
  const errorOf = (field: string) => fieldErrors[field];
  /** The languages whose texts a field error names (their tab says so). */
  const languagesWithErrors = new Set(
    Object.keys(fieldErrors)
      .map((field) => /^texts\.([a-z]{2})\./.exec(field)?.[1] ?? /^texts\.([a-z]{2})$/.exec(field)?.[1])
      .filter(Boolean),
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { input, fields, incomplete } = inputOf(draft);
    const local: Record<string, string> = {};
    for (const [field, key] of Object.entries(fields)) local[field] = t(`bo_field_${key}`);
    for (const code of incomplete) local[`texts.${code}.title`] = t('bo_promo_title_needed');
    setFieldErrors(local);
    if (!input) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      if (promotion) await update({ id: promotion.id, input }).unwrap();
      else await create(input).unwrap();
      toast.show({ kind: 'success', message: promotion ? t('bo_saved') : t('bo_promo_created') });
      onDone();
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFieldErrors(read.fields);
      setFailure(read.message);
    }
  };

  const ruleField = (rule: RuleField) => {
    const field = ruleServerField(rule);
    const common = {
      label: t(`bo_promo_rule_${rule}`),
      value: draft.rules[rule],
      readOnly: !writable,
      error: errorOf(field),
      onChange: (event: { target: { value: string } }) => setRule(rule, event.target.value),
    };
    if (rule === 'drawAt') return <TextField key={rule} type="datetime-local" {...common} />;
    const money = rule !== 'bonusPercent' && rule !== 'registeredWithinDays' && rule !== 'winners';
    return (
      <TextField
        key={rule}
        inputMode={money || rule === 'bonusPercent' ? 'decimal' : 'numeric'}
        hint={money ? t('bo_promo_money_hint') : undefined}
        {...common}
      />
    );
  };

  const text = draft.texts[language];
  const textFields = (
    <div className="bo-editor__fields" lang={langAttr(language)}>
      <TextField
        label={t('bo_promo_title_in', { language: languageNames[language] })}
        value={text.title}
        maxLength={120}
        readOnly={!writable}
        error={errorOf(`texts.${language}.title`) ?? errorOf(`texts.${language}`)}
        onChange={(event) => setText('title', event.target.value)}
      />
      <TextField
        label={t('bo_promo_summary_in', { language: languageNames[language] })}
        value={text.summary}
        maxLength={400}
        readOnly={!writable}
        error={errorOf(`texts.${language}.summary`)}
        onChange={(event) => setText('summary', event.target.value)}
      />
      <RichTextEditor
        key={language}
        label={t('bo_promo_content_in', { language: languageNames[language] })}
        value={text.content}
        readOnly={!writable}
        hint={writable ? t('bo_rte_hint') : undefined}
        lang={langAttr(language)}
        previewTitle={text.title}
        onChange={(html) => setText('content', html)}
      />
    </div>
  );

  return (
    <form noValidate className="bo-form bo-editor" onSubmit={save} aria-labelledby="bo-promo-editor">
      <h2 id="bo-promo-editor" className="bo-section__title">
        {promotion ? t('bo_promo_edit', { id: promotion.id }) : t('bo_promo_new')}
      </h2>
      {promotion?.raffle?.drawnAt && <Notice kind="info">{t('bo_promo_drawn_locked')}</Notice>}
      <div className="bo-filters__fields">
        <Select
          label={t('bo_promo_type')}
          value={draft.type}
          disabled={promotion !== null || !writable}
          hint={promotion ? t('bo_promo_type_fixed') : undefined}
          options={promotionTypes.map((value) => ({ value, label: t(`bo_promo_type_${value}`) }))}
          onChange={(event) => set({ type: event.target.value as PromotionType })}
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
      <TextField
        label={t('bo_promo_image')}
        hint={t('bo_promo_image_hint')}
        value={draft.imageUrl}
        maxLength={500}
        readOnly={!writable}
        error={errorOf('imageUrl')}
        onChange={(event) => set({ imageUrl: event.target.value })}
      />
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
              {languagesWithErrors.has(code) && (
                <>
                  <span aria-hidden="true"> !</span>
                  <span className="pf-visually-hidden">{t('bo_promo_language_has_errors')}</span>
                </>
              )}
            </span>
          ),
          content: code === language ? textFields : undefined,
        }))}
      />
      <p className="bo-muted">{t('bo_promo_languages_hint')}</p>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{t('bo_promo_rules')}</legend>
        <div className="bo-filters__fields">
          {typeRules[draft.type].map(ruleField)}
          <TextField
            label={t('bo_promo_turnover')}
            hint={t('bo_promo_turnover_hint')}
            inputMode="numeric"
            value={draft.turnoverMultiplier}
            readOnly={!writable}
            error={errorOf('rules.turnoverMultiplier')}
            onChange={(event) => set({ turnoverMultiplier: event.target.value })}
          />
          <TextField
            label={t('bo_promo_bonus_days')}
            inputMode="numeric"
            value={draft.bonusDays}
            readOnly={!writable}
            error={errorOf('rules.bonusDays')}
            onChange={(event) => set({ bonusDays: event.target.value })}
          />
        </div>
        {draft.type === 'DEPOSIT' && (
          <Checkbox
            label={t('bo_promo_deposit_counts')}
            checked={draft.depositCounts}
            disabled={!writable}
            onChange={(event) => set({ depositCounts: event.target.checked })}
          />
        )}
      </fieldset>
      <WeightsFieldset
        weights={draft.weights}
        readOnly={!writable}
        errorOf={errorOf}
        onChange={(weights) => set({ weights })}
      />
      <Notice>{failure}</Notice>
      <div className="bo-row">
        {writable && (
          <Button type="submit" loading={busy}>
            {promotion ? t('bo_save') : t('bo_promo_create')}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('bo_promo_back')}
        </Button>
      </div>
    </form>
  );
}

/** Pause, resume or end a promotion (ending asks first). */
function StateActions({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [setState, { isLoading }] = useSetPromotionStateMutation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());
  const state = stateOf(promotion, openedAt);
  if (state === 'ended') return null;
  const run = async (action: 'pause' | 'resume' | 'end') => {
    try {
      await setState({ id: promotion.id, action }).unwrap();
      toast.show({ kind: 'success', message: t(`bo_promo_done_${action}`, { id: promotion.id }) });
      setConfirmEnd(false);
      setFailure(null);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  return (
    <div className="bo-row">
      {promotion.paused ? (
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
        title={t('bo_promo_end_title')}
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
        {t('bo_promo_end_text', { title: promotion.texts.en.title })}
      </DecisionDialog>
    </div>
  );
}

/** A raffle's draw: the committed seed hash, then the winners; drawing asks first. */
function RaffleSection({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [draw, { isLoading }] = useDrawRaffleMutation();
  const [confirm, setConfirm] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const raffle = promotion.raffle;
  if (!raffle) return null;
  const run = async () => {
    try {
      await draw(promotion.id).unwrap();
      toast.show({ kind: 'success', message: t('bo_promo_drawn', { id: promotion.id }) });
      setConfirm(false);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  return (
    <section className="bo-card" aria-labelledby="bo-raffle">
      <h2 id="bo-raffle" className="bo-section__title">
        {t('bo_promo_raffle')}
      </h2>
      <Facts
        items={[
          { label: t('bo_promo_rule_drawAt'), value: format.dateTime(raffle.drawAt) },
          { label: t('bo_promo_seed_hash'), value: <code>{raffle.seedHash}</code> },
          { label: t('bo_promo_drawn_at'), value: format.dateTime(raffle.drawnAt) },
          { label: t('bo_promo_tickets'), value: format.count(raffle.tickets) },
          ...(raffle.seed ? [{ label: t('bo_promo_seed'), value: <code>{raffle.seed}</code> }] : []),
        ]}
      />
      {raffle.drawnAt ? (
        <DataTable
          caption={t('bo_promo_winners')}
          showCaption
          columns={[
            { id: 'rank', header: t('bo_promo_rank'), numeric: true, cell: (row) => row.rank },
            { id: 'member', header: t('bo_promo_member'), cell: (row) => row.username },
            { id: 'ticket', header: t('bo_promo_ticket'), numeric: true, cell: (row) => row.ticket },
            {
              id: 'prize',
              header: t('bo_promo_prize'),
              numeric: true,
              cell: (row) => format.money(row.prize),
            },
          ]}
          rows={raffle.winners}
          rowKey={(row) => String(row.rank)}
          emptyText={t('bo_promo_no_winners')}
        />
      ) : (
        canWrite('promotions') && <Button onClick={() => setConfirm(true)}>{t('bo_promo_draw')}</Button>
      )}
      <DecisionDialog
        open={confirm}
        title={t('bo_promo_draw_title')}
        confirmLabel={t('bo_promo_draw')}
        busy={isLoading}
        error={failure}
        onConfirm={run}
        onCancel={() => {
          setConfirm(false);
          setFailure(null);
        }}
      >
        {t('bo_promo_draw_text', {
          winners: promotion.rules.winners ?? 1,
          prize: format.money(promotion.rules.amount),
        })}
      </DecisionDialog>
    </section>
  );
}

const applicationTone: Record<PromotionApplication['status'], TagTone> = {
  APPLYING: 'warning',
  ISSUED: 'success',
  REJECTED: 'danger',
};

/** An APPLY promotion's applications: the queue, each with its note and images, approved or rejected. */
function ApplicationsSection({ promotion }: { promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const [status, setStatus] = useState<PromotionApplication['status'] | ''>('APPLYING');
  const { data, isLoading, isFetching, error, refetch } = useApplicationsQuery({
    id: promotion.id,
    ...(status ? { status } : {}),
  });
  const [decide, { isLoading: deciding }] = useDecideApplicationMutation();
  const [pending, setPending] = useState<{
    row: PromotionApplication;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('promotion-applications');
  const close = () => {
    setPending(null);
    setFailure(null);
  };
  const run = async (reason: string) => {
    if (!pending) return;
    try {
      await decide({
        id: pending.row.id,
        decision: pending.decision,
        ...(reason ? { reason } : {}),
      }).unwrap();
      toast.show({
        kind: 'success',
        message: t(
          pending.decision === 'approve' ? 'bo_promo_application_approved' : 'bo_promo_application_rejected',
          { id: pending.row.id },
        ),
      });
      close();
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  const rows = data?.list ?? [];
  return (
    <section className="bo-card" aria-labelledby="bo-applications">
      <h2 id="bo-applications" className="bo-section__title">
        {t('bo_promo_applications')}
      </h2>
      <Select
        label={t('bo_promo_application_status')}
        value={status}
        options={[
          { value: '', label: t('bo_filter_all') },
          ...(['APPLYING', 'ISSUED', 'REJECTED'] as const).map((value) => ({
            value,
            label: t(`bo_promo_application_${value}`),
          })),
        ]}
        onChange={(event) => setStatus(event.target.value as PromotionApplication['status'] | '')}
      />
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {rows.length === 0 ? (
          <p className="bo-muted">{t('bo_promo_no_applications')}</p>
        ) : (
          <ul className="bo-applications" aria-busy={isFetching || undefined}>
            {rows.map((row) => (
              <li key={row.id} className="bo-card bo-application">
                <Facts
                  items={[
                    { label: t('bo_promo_application_id'), value: row.id },
                    { label: t('bo_promo_member'), value: row.username },
                    { label: t('bo_promo_applied_at'), value: format.dateTime(row.appliedAt) },
                    {
                      label: t('bo_promo_application_status'),
                      value: (
                        <Tag tone={applicationTone[row.status]}>
                          {t(`bo_promo_application_${row.status}`)}
                        </Tag>
                      ),
                    },
                    { label: t('bo_promo_note'), value: row.note || '—' },
                    ...(row.reason ? [{ label: t('bo_promo_reason'), value: row.reason }] : []),
                  ]}
                />
                {row.images.length > 0 && (
                  <div className="bo-proofs">
                    {row.images.map((image, index) => (
                      <AuthorisedImage
                        key={image.fileName}
                        path={image.url}
                        alt={t('bo_promo_image_of', {
                          n: index + 1,
                          total: row.images.length,
                          id: row.id,
                        })}
                      />
                    ))}
                  </div>
                )}
                {writable && row.status === 'APPLYING' && (
                  <div className="bo-row">
                    <Button size="sm" onClick={() => setPending({ row, decision: 'approve' })}>
                      {t('bo_promo_approve')}
                      <span className="pf-visually-hidden">
                        {' '}
                        {t('bo_promo_application_n', { id: row.id })}
                      </span>
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setPending({ row, decision: 'reject' })}
                    >
                      {t('bo_promo_reject')}
                      <span className="pf-visually-hidden">
                        {' '}
                        {t('bo_promo_application_n', { id: row.id })}
                      </span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <DecisionDialog
        key={pending ? `${pending.row.id}-${pending.decision}` : 'none'}
        open={pending !== null}
        title={pending?.decision === 'reject' ? t('bo_promo_reject_title') : t('bo_promo_approve_title')}
        confirmLabel={pending?.decision === 'reject' ? t('bo_promo_reject') : t('bo_promo_approve')}
        danger={pending?.decision === 'reject'}
        busy={deciding}
        reason={
          pending?.decision === 'reject' ? { label: t('bo_promo_reject_reason'), required: true } : undefined
        }
        error={failure}
        onConfirm={run}
        onCancel={close}
      >
        {pending &&
          (pending.decision === 'approve'
            ? t('bo_promo_approve_text', {
                member: pending.row.username,
                amount: format.money(promotion.rules.amount),
              })
            : t('bo_promo_reject_text', { member: pending.row.username }))}
      </DecisionDialog>
    </section>
  );
}

/** One promotion: its editor, its state buttons, and its applications or raffle draw. */
function PromotionDetail({ promotion }: { promotion: AdminPromotion | null }) {
  const navigate = useNavigate();
  const { canWrite, canRead } = useOperator();
  return (
    <>
      {promotion && canWrite('promotions') && <StateActions promotion={promotion} />}
      <PromotionEditor
        key={promotion?.id ?? 'new'}
        promotion={promotion}
        onDone={() => navigate('/promotions')}
      />
      {promotion?.type === 'RAFFLE' && <RaffleSection promotion={promotion} />}
      {promotion?.type === 'APPLY' && canRead('promotion-applications') && (
        <ApplicationsSection promotion={promotion} />
      )}
    </>
  );
}

/** Promotions: the list with filters, paging and CSV; each opens its editor, applications or draw. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { canWrite } = useOperator();
  const { id } = useParams();
  const { data, isLoading, isFetching, error, refetch } = usePromotionsQuery();
  const [filters, setFilters] = useState({
    type: '' as PromotionType | '',
    state: '' as PromotionState | '',
    search: '',
  });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  /** The moment the states are of: the screen's opening, and each applying of the filters. */
  const [now, setNow] = useState(() => Date.now());
  const all = useMemo(() => data?.list ?? [], [data]);
  const rows = useMemo(
    () =>
      all.filter(
        (row) =>
          (!applied.type || row.type === applied.type) &&
          (!applied.state || stateOf(row, now) === applied.state) &&
          (!applied.search ||
            matchesText([row.id, ...Object.values(row.texts).map((text) => text?.title)], applied.search)),
      ),
    [all, applied, now],
  );
  const shown = pageOf(rows, page, PAGE_SIZE);

  if (id !== undefined) {
    const promotion = id === 'new' ? null : (all.find((row) => String(row.id) === id) ?? null);
    return (
      <Screen title={t('bo_nav_promotions')}>
        <QueryState isLoading={isLoading} error={error} refetch={refetch}>
          {id !== 'new' && !promotion ? (
            <Notice>{t('bo_promo_not_found')}</Notice>
          ) : (
            <PromotionDetail promotion={promotion} />
          )}
        </QueryState>
      </Screen>
    );
  }

  const periodOf = (row: AdminPromotion) => (
    <>
      <span className="bo-nowrap">{format.dateTime(row.startsAt)}</span> –{' '}
      <span className="bo-nowrap">
        {row.endsAt === null ? t('bo_promo_open_ended') : format.dateTime(row.endsAt)}
      </span>
    </>
  );
  const columns: Column<AdminPromotion>[] = [
    { id: 'id', header: t('bo_promo_id'), numeric: true, cell: (row) => row.id },
    {
      id: 'title',
      header: t('bo_promo_title'),
      cell: (row) => promotionTitle(row, i18n.language),
    },
    { id: 'type', header: t('bo_promo_type'), cell: (row) => t(`bo_promo_type_${row.type}`) },
    {
      id: 'state',
      header: t('bo_promo_state'),
      cell: (row) => {
        const state = stateOf(row, now);
        return <Tag tone={stateTone[state]}>{t(`bo_promo_state_${state}`)}</Tag>;
      },
    },
    { id: 'period', header: t('bo_promo_period'), cell: periodOf },
    {
      id: 'languages',
      header: t('bo_content_languages'),
      cell: (row) => Object.keys(row.texts).join(', '),
    },
    {
      id: 'participants',
      header: t('bo_promo_participants'),
      numeric: true,
      cell: (row) => format.count(row.participants),
    },
    { id: 'paid', header: t('bo_promo_paid'), numeric: true, cell: (row) => format.count(row.paid) },
  ];

  return (
    <Screen
      title={t('bo_nav_promotions')}
      lead={t('bo_promo_lead')}
      actions={
        canWrite('promotions') && (
          <Button onClick={() => navigate('/promotions/new')}>{t('bo_promo_new')}</Button>
        )
      }
    >
      <FilterBar
        label={t('bo_promo_filters')}
        onApply={() => {
          setApplied({ ...filters, search: filters.search.trim() });
          setNow(Date.now());
          setPage(1);
        }}
        onClear={() => {
          const cleared = { type: '' as const, state: '' as const, search: '' };
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
          label={t('bo_promo_type')}
          value={filters.type}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...promotionTypes.map((value) => ({ value, label: t(`bo_promo_type_${value}`) })),
          ]}
          onChange={(event) => setFilters({ ...filters, type: event.target.value as PromotionType | '' })}
        />
        <Select
          label={t('bo_promo_state')}
          value={filters.state}
          options={[
            { value: '', label: t('bo_filter_all') },
            ...states.map((value) => ({ value, label: t(`bo_promo_state_${value}`) })),
          ]}
          onChange={(event) => setFilters({ ...filters, state: event.target.value as PromotionState | '' })}
        />
      </FilterBar>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <div className="bo-toolbar">
          <CsvExport
            name="promotions"
            disabled={rows.length === 0}
            rows={() => rows}
            columns={[
              { header: t('bo_promo_id'), value: (row: AdminPromotion) => row.id },
              { header: t('bo_promo_title'), value: (row) => promotionTitle(row, i18n.language) },
              { header: t('bo_promo_type'), value: (row) => row.type },
              { header: t('bo_promo_state'), value: (row) => stateOf(row, now) },
              { header: t('bo_promo_starts'), value: (row) => new Date(row.startsAt).toISOString() },
              {
                header: t('bo_promo_ends'),
                value: (row) => (row.endsAt === null ? '' : new Date(row.endsAt).toISOString()),
              },
              { header: t('bo_promo_participants'), value: (row) => row.participants },
              { header: t('bo_promo_paid'), value: (row) => row.paid },
            ]}
          />
        </div>
        <DataTable
          caption={t('bo_nav_promotions')}
          columns={columns}
          rows={shown.list}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => navigate(`/promotions/${row.id}`)}
          openLabel={() => (canWrite('promotions') ? t('bo_promo_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_promo_empty')}
        />
        {rows.length > 0 && <Pager page={shown.page} size={PAGE_SIZE} total={rows.length} onPage={setPage} />}
      </QueryState>
    </Screen>
  );
}
