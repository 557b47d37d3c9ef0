import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { pointSources } from '@playfront/api-contract';
import type {
  AdminGoods,
  GoodsCreate,
  GoodsKind,
  PointsConfig,
  PointsRulesUpdate,
} from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import {
  useCreateGoodsMutation,
  useGoodsQuery,
  usePointsConfigQuery,
  useSetPointsRulesMutation,
  useUpdateGoodsMutation,
} from '../../api/loyalty-api';
import { useOperator } from '../../app/use-operator';
import { DataTable } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import { parseMajorAmount, useFormat } from '../../components/format';
import { QueryState } from '../../components/screen';
import { Tag } from '../../components/tag';
import { majorText, promotionLanguages } from '../promotions/promotion-form';
import type { PromotionLanguage } from '../promotions/promotion-form';

const langAttr = (code: string) => (code === 'cn' ? 'zh-CN' : code);
type Texts = Record<PromotionLanguage, { name: string; description: string; category: string }>;

interface GoodsDraft {
  kind: GoodsKind;
  texts: Texts;
  image: string;
  points: string;
  amountRequirement: string;
  chips: string;
  quantity: string;
  maxPerRedemption: string;
  sort: string;
}

const draftOf = (goods: AdminGoods | null): GoodsDraft => ({
  kind: goods?.kind ?? 'PHYSICAL',
  texts: Object.fromEntries(
    promotionLanguages.map((code) => [
      code,
      {
        name: goods?.texts[code]?.name ?? '',
        description: goods?.texts[code]?.description ?? '',
        category: goods?.texts[code]?.category ?? '',
      },
    ]),
  ) as Texts,
  image: goods?.image ?? '',
  points: goods?.points ?? '',
  amountRequirement: majorText(goods?.amountRequirement) || '0',
  chips: majorText(goods?.chips) || '0',
  quantity: String(goods?.quantity ?? ''),
  maxPerRedemption: String(goods?.maxPerRedemption ?? 1),
  sort: String(goods?.sort ?? 0),
});

/** The request of a goods draft, or its fields typed wrong (named as the server names them). */
export function goodsInputOf(draft: GoodsDraft): {
  input: GoodsCreate | null;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  const texts: Record<string, { name: string; description: string; category: string }> = {};
  for (const code of promotionLanguages) {
    const text = draft.texts[code];
    const name = text.name.trim();
    const category = text.category.trim();
    const description = text.description.trim();
    if (name && category) texts[code] = { name, category, description };
    else if (name || category || description || code === 'en') {
      if (!name) fields[`texts.${code}.name`] = 'required';
      if (!category) fields[`texts.${code}.category`] = 'required';
    }
  }
  if (!draft.image.trim()) fields['image'] = 'required';
  if (!/^[1-9]\d{0,11}$/.test(draft.points.trim()))
    fields['points'] = draft.points.trim() ? 'invalid' : 'required';
  const requirement = parseMajorAmount(draft.amountRequirement || '0');
  if (requirement === null) fields['amountRequirement'] = 'invalid';
  const chips = draft.kind === 'CHIPS' ? parseMajorAmount(draft.chips) : 0n;
  if (chips === null || (draft.kind === 'CHIPS' && chips <= 0n)) fields['chips'] = 'invalid';
  const whole = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);
  const quantity = whole(draft.quantity);
  if (quantity === null) fields['quantity'] = draft.quantity.trim() ? 'invalid' : 'required';
  const max = whole(draft.maxPerRedemption);
  if (max === null || max < 1 || max > 100) fields['maxPerRedemption'] = 'invalid';
  const sort = whole(draft.sort || '0');
  if (sort === null) fields['sort'] = 'invalid';
  if (Object.keys(fields).length > 0) return { input: null, fields };
  return {
    input: {
      kind: draft.kind,
      texts: texts as GoodsCreate['texts'],
      image: draft.image.trim(),
      points: draft.points.trim(),
      amountRequirement: String(requirement),
      chips: String(chips),
      quantity: quantity!,
      maxPerRedemption: max!,
      sort: sort!,
    },
    fields,
  };
}

function GoodsEditor({ goods, onClose }: { goods: AdminGoods | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [create, createState] = useCreateGoodsMutation();
  const [update, updateState] = useUpdateGoodsMutation();
  const [draft, setDraft] = useState(() => draftOf(goods));
  const [language, setLanguage] = useState<PromotionLanguage>('en');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('points');
  const busy = createState.isLoading || updateState.isLoading;
  const title = goods ? t('bo_goods_edit', { name: goods.texts.en.name }) : t('bo_goods_new');
  const set = (change: Partial<GoodsDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setText = (field: 'name' | 'description' | 'category', value: string) =>
    set({ texts: { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } } });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { input, fields: local } = goodsInputOf(draft);
    setFields(Object.fromEntries(Object.entries(local).map(([field, key]) => [field, t(`bo_field_${key}`)])));
    if (!input) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      if (goods) {
        const { kind: _kind, ...changes } = input;
        await update({ id: goods.id, update: changes }).unwrap();
      } else await create(input).unwrap();
      toast.show({ kind: 'success', message: goods ? t('bo_saved') : t('bo_goods_created') });
      onClose();
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
    }
  };
  const text = draft.texts[language];
  const numberField = (
    field: 'points' | 'amountRequirement' | 'chips' | 'quantity' | 'maxPerRedemption' | 'sort',
    hint?: string,
  ) => (
    <TextField
      label={t(`bo_goods_${field}`)}
      hint={hint}
      inputMode={field === 'amountRequirement' || field === 'chips' ? 'decimal' : 'numeric'}
      value={draft[field]}
      readOnly={!writable}
      error={fields[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );
  return (
    <DetailPane title={title} onClose={onClose}>
      <form noValidate className="bo-form" onSubmit={save} aria-label={title}>
        <Select
          label={t('bo_goods_kind')}
          value={draft.kind}
          disabled={goods !== null || !writable}
          options={(['PHYSICAL', 'CHIPS'] as const).map((value) => ({
            value,
            label: t(`bo_points_type_${value}`),
          }))}
          onChange={(event) => set({ kind: event.target.value as GoodsKind })}
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
                {draft.texts[code].name.trim() && (
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
                    label={t('bo_goods_name_in', { language: languageNames[language] })}
                    value={text.name}
                    maxLength={80}
                    readOnly={!writable}
                    error={fields[`texts.${language}.name`]}
                    onChange={(event) => setText('name', event.target.value)}
                  />
                  <TextField
                    label={t('bo_goods_category_in', { language: languageNames[language] })}
                    value={text.category}
                    maxLength={40}
                    readOnly={!writable}
                    error={fields[`texts.${language}.category`]}
                    onChange={(event) => setText('category', event.target.value)}
                  />
                  <TextField
                    label={t('bo_goods_description_in', { language: languageNames[language] })}
                    value={text.description}
                    maxLength={500}
                    readOnly={!writable}
                    error={fields[`texts.${language}.description`]}
                    onChange={(event) => setText('description', event.target.value)}
                  />
                </div>
              ) : undefined,
          }))}
        />
        <TextField
          label={t('bo_goods_image')}
          hint={t('bo_promo_image_hint')}
          value={draft.image}
          readOnly={!writable}
          error={fields['image']}
          onChange={(event) => set({ image: event.target.value })}
        />
        <div className="bo-filters__fields">
          {numberField('points')}
          {numberField('amountRequirement', t('bo_goods_requirement_hint'))}
          {draft.kind === 'CHIPS' && numberField('chips', t('bo_promo_money_hint'))}
          {numberField('quantity', goods ? t('bo_goods_quantity_hint') : undefined)}
          {numberField('maxPerRedemption')}
          {numberField('sort')}
        </div>
        <Notice>{failure}</Notice>
        {writable && (
          <div className="bo-row">
            <Button type="submit" loading={busy}>
              {goods ? t('bo_save') : t('bo_goods_create')}
            </Button>
          </div>
        )}
      </form>
    </DetailPane>
  );
}

/** The mall's goods: price, stock, requirement; each edited, paused or put back on sale. */
export function GoodsList() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const { canWrite } = useOperator();
  const { data, isLoading, isFetching, error, refetch } = useGoodsQuery();
  const [update] = useUpdateGoodsMutation();
  const [open, setOpen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = data?.list ?? [];
  const openGoods = open === 'new' ? null : (list.find((row) => String(row.id) === open) ?? null);
  const writable = canWrite('points');
  const nameOf = (row: AdminGoods) => (row.texts[i18n.language as PromotionLanguage] ?? row.texts.en).name;
  const toggle = async (row: AdminGoods) => {
    try {
      await update({ id: row.id, update: { paused: !row.paused } }).unwrap();
      toast.show({
        kind: 'success',
        message: t(row.paused ? 'bo_goods_resumed' : 'bo_goods_paused', { name: row.texts.en.name }),
      });
      setFailure(null);
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('err_unknown')));
    }
  };
  const columns: Column<AdminGoods>[] = [
    { id: 'name', header: t('bo_points_name'), cell: nameOf },
    { id: 'kind', header: t('bo_goods_kind'), cell: (row) => t(`bo_points_type_${row.kind}`) },
    { id: 'points', header: t('bo_goods_points'), numeric: true, cell: (row) => format.whole(row.points) },
    {
      id: 'stock',
      header: t('bo_goods_stock'),
      numeric: true,
      cell: (row) => `${format.count(row.available)} / ${format.count(row.quantity)}`,
    },
    {
      id: 'requirement',
      header: t('bo_goods_amountRequirement'),
      numeric: true,
      cell: (row) => format.money(row.amountRequirement),
    },
    {
      id: 'state',
      header: t('bo_points_status'),
      cell: (row) =>
        row.paused ? (
          <Tag tone="warning">{t('bo_goods_off_sale')}</Tag>
        ) : (
          <Tag tone="success">{t('bo_goods_on_sale')}</Tag>
        ),
    },
    ...(writable
      ? [
          {
            id: 'toggle',
            header: t('bo_goods_sale'),
            cell: (row: AdminGoods) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t(row.paused ? 'bo_goods_resume_n' : 'bo_goods_pause_n', { name: nameOf(row) })}
                onClick={() => toggle(row)}
              >
                {t(row.paused ? 'bo_goods_resume' : 'bo_goods_pause')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {writable && (
        <div className="bo-toolbar">
          <Button size="sm" onClick={() => setOpen('new')}>
            {t('bo_goods_new')}
          </Button>
        </div>
      )}
      <Notice>{failure}</Notice>
      <div className={open !== null ? 'bo-split bo-split--open' : 'bo-split'}>
        <DataTable
          caption={t('bo_goods')}
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          onOpen={(row) => setOpen(String(row.id))}
          openKey={open}
          openLabel={() => (writable ? t('bo_promo_open_edit') : t('bo_table_details'))}
          busy={isFetching}
          emptyText={t('bo_goods_empty')}
        />
        {open !== null && <GoodsEditor key={open} goods={openGoods} onClose={() => setOpen(null)} />}
      </div>
    </QueryState>
  );
}

/** The mall's rules: how many points each source earns, the exchange ratio, the smallest conversion. */
function RulesForm({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const [save, { isLoading }] = useSetPointsRulesMutation();
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      pointSources.map((source) => [
        source,
        String(config.rates.find((rate) => rate.source === source)?.pointsPer100 ?? 0),
      ]),
    ),
  );
  const [exchangePoints, setExchangePoints] = useState(String(config.exchange.points));
  const [exchangeAmount, setExchangeAmount] = useState(majorText(config.exchange.amount));
  const [minConvert, setMinConvert] = useState(config.minConvert);
  const [requirementDays, setRequirementDays] = useState(String(config.requirementDays));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const writable = canWrite('points');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const whole = (text: string, max: number) =>
      /^\d{1,9}$/.test(text.trim()) && Number(text) <= max ? Number(text.trim()) : null;
    const body: PointsRulesUpdate = { rates: [] };
    pointSources.forEach((source, i) => {
      const value = whole(rates[source], 100_000);
      if (value === null) local[`rates.${i}.pointsPer100`] = t('bo_field_invalid');
      else body.rates!.push({ source, pointsPer100: value });
    });
    const points = whole(exchangePoints, 1_000_000);
    const amount = parseMajorAmount(exchangeAmount);
    if (points === null || points < 1) local['exchange.points'] = t('bo_field_invalid');
    if (amount === null || amount < 1n || amount > 1_000_000n)
      local['exchange.amount'] = t('bo_field_invalid');
    if (points !== null && amount !== null) body.exchange = { points, amount: String(amount) };
    if (!/^[1-9]\d{0,11}$/.test(minConvert.trim())) local['minConvert'] = t('bo_field_invalid');
    else body.minConvert = minConvert.trim();
    const days = whole(requirementDays, 365);
    if (days === null || days < 1) local['requirementDays'] = t('bo_field_invalid');
    else body.requirementDays = days;
    setFields(local);
    if (Object.keys(local).length > 0) {
      setFailure(t('bo_form_fix_fields'));
      return;
    }
    setFailure(null);
    try {
      await save(body).unwrap();
      toast.show({ kind: 'success', message: t('bo_points_rules_saved') });
    } catch (refusal) {
      const read = readRefusal(refusal);
      setFields(read.fields);
      setFailure(read.message);
    }
  };
  return (
    <form noValidate className="bo-form bo-card" onSubmit={submit} aria-label={t('bo_points_rules')}>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{t('bo_points_earning')}</legend>
        <p className="bo-muted">{t('bo_points_earning_hint')}</p>
        <div className="bo-filters__fields">
          {pointSources.map((source, i) => (
            <TextField
              key={source}
              label={t(`bo_points_source_${source}`)}
              inputMode="numeric"
              value={rates[source]}
              readOnly={!writable}
              error={fields[`rates.${i}.pointsPer100`]}
              onChange={(event) => setRates({ ...rates, [source]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend className="bo-section__title">{t('bo_points_exchange')}</legend>
        <div className="bo-filters__fields">
          <TextField
            label={t('bo_points_exchange_points')}
            inputMode="numeric"
            value={exchangePoints}
            readOnly={!writable}
            error={fields['exchange.points']}
            onChange={(event) => setExchangePoints(event.target.value)}
          />
          <TextField
            label={t('bo_points_exchange_amount')}
            hint={t('bo_promo_money_hint')}
            inputMode="decimal"
            value={exchangeAmount}
            readOnly={!writable}
            error={fields['exchange.amount']}
            onChange={(event) => setExchangeAmount(event.target.value)}
          />
          <TextField
            label={t('bo_points_min_convert')}
            inputMode="numeric"
            value={minConvert}
            readOnly={!writable}
            error={fields['minConvert']}
            onChange={(event) => setMinConvert(event.target.value)}
          />
          <TextField
            label={t('bo_points_requirement_days')}
            inputMode="numeric"
            value={requirementDays}
            readOnly={!writable}
            error={fields['requirementDays']}
            onChange={(event) => setRequirementDays(event.target.value)}
          />
        </div>
      </fieldset>
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

export function PointsRules() {
  const { data, isLoading, error, refetch } = usePointsConfigQuery();
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && <RulesForm key={JSON.stringify(data)} config={data} />}
    </QueryState>
  );
}
