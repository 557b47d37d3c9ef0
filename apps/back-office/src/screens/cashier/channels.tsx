import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentChannel, ChannelPayeeRequest, PayeeType } from '@playfront/api-contract';
import { Button, ConfirmDialog, Notice, Select, TextField, useToast } from '@playfront/ui-kit';
import { usePaymentChannelsQuery, useSetChannelPayeeMutation } from '../../api/channels-api';
import { useOperator } from '../../app/use-operator';
import { DataTable } from '../../components/data-table';
import type { Column } from '../../components/data-table';
import { DetailPane, Facts } from '../../components/detail-pane';
import { useFormRefusal } from '../../components/field-errors';
import type { FormRefusal } from '../../components/field-errors';
import { useFormat } from '../../components/format';
import { QueryState } from '../../components/screen';
import { Tag } from '../../components/tag';

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

/** Where members pay into each deposit channel: its kind, account and how long a deposit waits. */
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
      <div className={open ? 'bo-split bo-split--open' : 'bo-split'}>
        <DataTable
          caption={t('bo_cashier_channels')}
          columns={columns}
          rows={channels}
          rowKey={(row) => row.code}
          onOpen={(row) => setOpenCode(row.code)}
          openKey={openCode}
          busy={isFetching}
          emptyText={t('bo_channel_empty')}
        />
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
          </DetailPane>
        )}
      </div>
    </QueryState>
  );
}
