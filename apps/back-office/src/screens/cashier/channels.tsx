import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tutorialArtworks } from '@playfront/api-contract';
import type {
  AdminPaymentChannel,
  ChannelPayeeRequest,
  ChannelTextsRequest,
  PayeeType,
} from '@playfront/api-contract';
import { languageNames } from '@playfront/i18n';
import { Button, ConfirmDialog, Notice, Select, Tabs, TextField, useToast } from '@playfront/ui-kit';
import {
  useChannelTextsQuery,
  usePaymentChannelsQuery,
  useSetChannelPayeeMutation,
  useSetChannelTextsMutation,
} from '../../api/channels-api';
import { useOperator } from '../../app/use-operator';
import { RecordsView } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import type { FormRefusal } from '../../components/field-errors';
import { useFormat } from '../../components/format';
import { QueryState } from '../../components/screen';
import {
  LanguageTabLabel,
  contentLanguages,
  isContentLanguage,
  langOf,
} from '../../components/rich-text/language-texts';
import type { ContentLanguage } from '../../components/rich-text/language-texts';
import { Tag } from '../../components/tag';
import { TextArea } from '../../components/text-area';

/** The fields each kind of payee needs (as the server checks them). */
export const payeeFields: Record<PayeeType, readonly (keyof PayeeForm)[]> = {
  bank: ['bankName', 'accountName', 'accountNumber'],
  ewallet: ['ewalletId'],
  qr: ['qrPayload'],
};

/** The payee form: every field as typed. */
export interface PayeeForm {
  type: PayeeType;
  bankName: string;
  accountName: string;
  accountNumber: string;
  ewalletId: string;
  qrPayload: string;
  expiryMinutes: string;
}

export const payeeFormOf = (channel: AdminPaymentChannel): PayeeForm => ({
  type: channel.payee?.type ?? 'bank',
  bankName: channel.payee?.bankName ?? '',
  accountName: channel.payee?.accountName ?? '',
  accountNumber: channel.payee?.accountNumber ?? '',
  ewalletId: channel.payee?.ewalletId ?? '',
  qrPayload: channel.payee?.qrPayload ?? '',
  expiryMinutes: String(channel.payee?.expiryMinutes ?? 30),
});

/**
 * The body of a payee form: the fields of its kind trimmed (an account name may go with any kind), the
 * others cleared; null with the fields missing when a required one is blank or the expiry is not 1 to 1440.
 */
export function payeeRequest(
  form: PayeeForm,
): { body: ChannelPayeeRequest; missing: [] } | { body: null; missing: string[] } {
  const text = (value: string) => value.trim() || null;
  const missing: string[] = payeeFields[form.type].filter((field) => !form[field].trim());
  const expiry = Number(form.expiryMinutes.trim());
  if (!Number.isInteger(expiry) || expiry < 1 || expiry > 1440) missing.push('expiryMinutes');
  if (missing.length > 0) return { body: null, missing };
  const own = new Set<string>(payeeFields[form.type]);
  const kept = (field: keyof PayeeForm) =>
    own.has(field) || field === 'accountName' ? text(form[field]) : null;
  return {
    body: {
      type: form.type,
      bankName: kept('bankName'),
      accountName: kept('accountName'),
      accountNumber: kept('accountNumber'),
      ewalletId: kept('ewalletId'),
      qrPayload: kept('qrPayload'),
      expiryMinutes: expiry,
    },
    missing: [],
  };
}

function PayeeEditor({ channel }: { channel: AdminPaymentChannel }) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const writable = canWrite('payment-channels');
  const [save, { isLoading }] = useSetChannelPayeeMutation();
  const [form, setForm] = useState<PayeeForm>(() => payeeFormOf(channel));
  const [missing, setMissing] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [confirming, setConfirming] = useState<ChannelPayeeRequest | null>(null);
  const set = (field: keyof PayeeForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const errorOf = (field: string) =>
    missing.includes(field)
      ? field === 'expiryMinutes'
        ? t('bo_channel_expiry_invalid')
        : t('bo_field_required')
      : refusal?.fields[field];
  const field = (name: keyof PayeeForm, labelKey: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      label={t(labelKey)}
      value={form[name]}
      readOnly={!writable}
      error={errorOf(name)}
      onChange={set(name)}
      {...extra}
    />
  );
  const submit = () => {
    const { body, missing: blank } = payeeRequest(form);
    setMissing(blank);
    setRefusal(null);
    if (body) setConfirming(body);
  };
  const confirm = async () => {
    if (!confirming) return;
    const body = confirming;
    setConfirming(null);
    try {
      await save({ code: channel.code, body }).unwrap();
      toast.show({ kind: 'success', message: t('bo_channel_saved', { name: channel.name }) });
    } catch (failure) {
      setRefusal(readRefusal(failure));
    }
  };
  return (
    <form
      className="bo-form"
      aria-label={t('bo_channel_payee')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('bo_channel_payee_type')}
        value={form.type}
        disabled={!writable}
        options={(['bank', 'ewallet', 'qr'] as const).map((type) => ({
          value: type,
          label: t(`bo_channel_type_${type}`),
        }))}
        onChange={(event) => setForm({ ...form, type: event.target.value as PayeeType })}
      />
      {form.type === 'bank' && (
        <>
          {field('bankName', 'bo_channel_bank_name')}
          {field('accountNumber', 'bo_channel_account_number', { inputMode: 'numeric' })}
        </>
      )}
      {field('accountName', 'bo_channel_account_name')}
      {form.type === 'ewallet' && field('ewalletId', 'bo_channel_ewallet_id')}
      {form.type === 'qr' && field('qrPayload', 'bo_channel_qr_payload')}
      <TextField
        label={t('bo_channel_expiry')}
        hint={t('bo_channel_expiry_hint')}
        inputMode="numeric"
        value={form.expiryMinutes}
        readOnly={!writable}
        error={errorOf('expiryMinutes')}
        onChange={set('expiryMinutes')}
      />
      <Notice>{refusal?.message}</Notice>
      {writable ? (
        <Button type="submit" loading={isLoading}>
          {t('bo_save')}
        </Button>
      ) : (
        <p className="bo-muted">{t('bo_read_only_hint')}</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        titleKey="bo_channel_confirm_title"
        text={t('bo_channel_confirm_text', { name: channel.name })}
        submitKey="bo_save"
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

/** The most tutorial steps a channel takes in one language (the contract's limit). */
export const MAX_TUTORIAL_STEPS = 8;

type Artwork = (typeof tutorialArtworks)[number];

/** One language of a channel's texts as the operator edits it. */
export interface ChannelTextsForm {
  name: string;
  tutorial: string;
  steps: { text: string; image: Artwork }[];
}

const emptyTexts = (): ChannelTextsForm => ({ name: '', tutorial: '', steps: [] });

/**
 * The body of one language's texts, trimmed; null with the blank fields (`name`, `tutorial`,
 * `steps.<n>.text`) when one the server requires is empty.
 */
export function channelTextsRequest(
  form: ChannelTextsForm,
): { body: ChannelTextsRequest; missing: [] } | { body: null; missing: string[] } {
  const missing: string[] = [];
  if (!form.name.trim()) missing.push('name');
  if (!form.tutorial.trim()) missing.push('tutorial');
  form.steps.forEach((step, index) => {
    if (!step.text.trim()) missing.push(`steps.${index}.text`);
  });
  if (missing.length > 0) return { body: null, missing };
  return {
    body: {
      name: form.name.trim(),
      tutorial: form.tutorial.trim(),
      steps: form.steps.map((step) => ({ text: step.text.trim(), image: step.image })),
    },
    missing: [],
  };
}

/** One language's form: the channel's name, instructions and tutorial steps, saved for that language alone. */
function ChannelLanguageForm({
  channel,
  language,
  stored,
}: {
  channel: AdminPaymentChannel;
  language: ContentLanguage;
  stored: ChannelTextsRequest | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const readRefusal = useFormRefusal();
  const { canWrite } = useOperator();
  const writable = canWrite('payment-channels');
  const [save, { isLoading }] = useSetChannelTextsMutation();
  const [form, setForm] = useState<ChannelTextsForm>(() =>
    stored
      ? { ...stored, steps: stored.steps.map((step) => ({ text: step.text, image: step.image as Artwork })) }
      : emptyTexts(),
  );
  const [missing, setMissing] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const languageName = languageNames[language];
  const errorOf = (field: string) =>
    missing.includes(field) ? t('bo_field_required') : refusal?.fields[field];
  const setStep = (index: number, change: Partial<ChannelTextsForm['steps'][number]>) =>
    setForm({
      ...form,
      steps: form.steps.map((step, at) => (at === index ? { ...step, ...change } : step)),
    });
  const submit = async () => {
    const { body, missing: blank } = channelTextsRequest(form);
    setMissing(blank);
    setRefusal(null);
    if (!body) return;
    try {
      await save({ code: channel.code, language, body }).unwrap();
      toast.show({ kind: 'success', message: t('bo_channel_texts_saved', { language: languageName }) });
    } catch (failure) {
      setRefusal(readRefusal(failure));
    }
  };
  return (
    <form
      noValidate
      className="bo-form"
      aria-label={t('bo_channel_texts_in', { language: languageName })}
      lang={langOf(language)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('bo_channel_texts_name', { language: languageName })}
        value={form.name}
        maxLength={64}
        readOnly={!writable}
        error={errorOf('name')}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <TextArea
        label={t('bo_channel_texts_tutorial', { language: languageName })}
        hint={t('bo_channel_texts_tutorial_hint')}
        maxLength={500}
        readOnly={!writable}
        value={form.tutorial}
        error={errorOf('tutorial')}
        onChange={(event) => setForm({ ...form, tutorial: event.target.value })}
      />
      <fieldset className="bo-fieldset">
        <legend>{t('bo_channel_texts_steps')}</legend>
        {form.steps.length === 0 && <p className="bo-muted">{t('bo_channel_texts_no_steps')}</p>}
        <ol className="bo-steps">
          {form.steps.map((step, index) => (
            <li key={index} className="bo-steps__item">
              <TextField
                label={t('bo_channel_step_text', { number: index + 1 })}
                value={step.text}
                maxLength={300}
                readOnly={!writable}
                error={errorOf(`steps.${index}.text`)}
                onChange={(event) => setStep(index, { text: event.target.value })}
              />
              <Select
                label={t('bo_channel_step_picture', { number: index + 1 })}
                value={step.image}
                disabled={!writable}
                options={tutorialArtworks.map((art) => ({
                  value: art,
                  label: t(`bo_channel_art_${art.replace('-', '_')}`),
                }))}
                onChange={(event) => setStep(index, { image: event.target.value as Artwork })}
              />
              {writable && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setForm({ ...form, steps: form.steps.filter((_, at) => at !== index) })}
                >
                  {t('bo_channel_step_remove', { number: index + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {writable && (
          <Button
            variant="secondary"
            size="sm"
            disabled={form.steps.length >= MAX_TUTORIAL_STEPS}
            onClick={() => setForm({ ...form, steps: [...form.steps, { text: '', image: 'submit' }] })}
          >
            {t('bo_channel_step_add', { max: MAX_TUTORIAL_STEPS })}
          </Button>
        )}
      </fieldset>
      <Notice>{refusal?.message}</Notice>
      {writable ? (
        <Button type="submit" loading={isLoading}>
          {t('bo_channel_texts_save', { language: languageName })}
        </Button>
      ) : (
        <p className="bo-muted">{t('bo_read_only_hint')}</p>
      )}
    </form>
  );
}

/** A channel's name, instructions and tutorial per language, as members read them on the deposit page. */
function ChannelTextsEditor({ channel }: { channel: AdminPaymentChannel }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useChannelTextsQuery(channel.code);
  const [language, setLanguage] = useState<ContentLanguage>(
    isContentLanguage(i18n.language) ? i18n.language : 'en',
  );
  const texts = data?.texts ?? {};
  return (
    <section className="bo-section" aria-labelledby={`bo-channel-texts-${channel.code}`}>
      <h3 id={`bo-channel-texts-${channel.code}`} className="bo-section__title">
        {t('bo_channel_texts')}
      </h3>
      <p className="bo-muted">{t('bo_channel_texts_hint')}</p>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        <Tabs
          label={t('bo_content_languages')}
          value={language}
          onChange={(id) => setLanguage(id as ContentLanguage)}
          items={contentLanguages.map((code) => {
            const written = code in texts;
            return {
              id: code,
              label: <LanguageTabLabel code={code} written={written} />,
              content:
                code === language ? (
                  <ChannelLanguageForm
                    key={`${code}-${JSON.stringify(texts[code] ?? null)}`}
                    channel={channel}
                    language={code}
                    stored={texts[code]}
                  />
                ) : undefined,
            };
          })}
        />
      </QueryState>
    </section>
  );
}

/** Each deposit channel: its limits, where members pay into it, and its texts in every language. */
export function ChannelsView() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isLoading, isFetching, error, refetch } = usePaymentChannelsQuery();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const channels = data?.list ?? [];
  const open = channels.find((channel) => channel.code === openCode) ?? null;
  const payeeSummary = (channel: AdminPaymentChannel) => {
    const payee = channel.payee;
    if (!payee) return t('bo_channel_no_payee');
    const account =
      payee.type === 'bank'
        ? `${payee.bankName ?? ''} ${payee.accountNumber ?? ''}`
        : payee.type === 'ewallet'
          ? (payee.ewalletId ?? '')
          : t('bo_channel_type_qr');
    return `${t(`bo_channel_type_${payee.type}`)}: ${account.trim()}`;
  };
  const columns: Column<AdminPaymentChannel>[] = [
    {
      id: 'channel',
      header: t('bo_cashier_channel'),
      cell: (row) => (
        <>
          {row.name} <span className="bo-muted">({row.code})</span>
        </>
      ),
    },
    {
      id: 'limits',
      header: t('bo_channel_limits'),
      cell: (row) => `${format.money(row.minAmount)} – ${format.money(row.maxAmount)}`,
    },
    { id: 'payee', header: t('bo_channel_payee'), cell: payeeSummary },
    {
      id: 'state',
      header: t('bo_games_state'),
      cell: (row) =>
        row.enabled ? (
          <Tag tone="success">{t('bo_channel_enabled')}</Tag>
        ) : (
          <Tag tone="neutral">{t('bo_channel_disabled')}</Tag>
        ),
    },
  ];
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <RecordsView
        caption={t('bo_cashier_channels')}
        columns={columns}
        rows={channels}
        rowKey={(row) => row.code}
        onOpen={(row) => setOpenCode(row.code)}
        openKey={openCode}
        busy={isFetching}
        emptyText={t('bo_channel_empty')}
      >
        {open && (
          <DetailPane title={open.name} onClose={() => setOpenCode(null)}>
            <Facts
              items={[
                { label: t('bo_games_code'), value: open.code },
                {
                  label: t('bo_channel_limits'),
                  value: `${format.money(open.minAmount)} – ${format.money(open.maxAmount)}`,
                },
                { label: t('bo_channel_payee'), value: payeeSummary(open) },
              ]}
            />
            <PayeeEditor key={`${open.code}-${JSON.stringify(open.payee)}`} channel={open} />
            <ChannelTextsEditor key={open.code} channel={open} />
          </DetailPane>
        )}
      </RecordsView>
    </QueryState>
  );
}
