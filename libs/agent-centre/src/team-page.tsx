import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { isAgentType } from '@playfront/api-contract';
import type { TeamMember, TeamPage as TeamPageData, TeamQuery } from '@playfront/api-contract';
import { useMessageAreas } from '@playfront/i18n';
import { Button, Notice, PageSection, PasswordField, TextField } from '@playfront/ui-kit';
import { formatTime, parseMoneyInput, useMoney, useMoneyIntent } from '@playfront/wallet';
import { useGetTeamQuery, useTransferToDownlineMutation } from './agent-api';
import { FilteredList } from './filtered-list';
import type { Column, ListParams } from './filtered-list';
import { useAgentMessages } from './messages';

const useTeamList = (params: ListParams, options: { skip: boolean }) =>
  useGetTeamQuery(params as TeamQuery, options);

/**
 * Team management: the agent's team (search by username, status, direct downlines or the whole team),
 * with each member's balance and last login, and a transfer to any of them.
 */
export function TeamPage() {
  useMessageAreas(['wallet']);
  useAgentMessages();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [target, setTarget] = useState<string | null>(null);
  const columns: Column<TeamMember>[] = [
    { id: 'username', header: t('agent_username'), cell: (m) => m.username },
    { id: 'level', header: t('agent_col_level'), numeric: true, cell: (m) => m.level },
    {
      id: 'type',
      header: t('agent_col_type'),
      cell: (m) => t(isAgentType(m.accountType) ? 'agent_role_agent' : 'agent_role_member'),
    },
    { id: 'status', header: t('agent_status'), cell: (m) => t(`agent_status_${m.status}`) },
    { id: 'balance', header: t('agent_col_balance'), numeric: true, cell: (m) => money(m.balance) },
    {
      id: 'registered',
      header: t('agent_col_registered'),
      cell: (m) => formatTime(m.registeredAt, i18n.language),
    },
    {
      id: 'login',
      header: t('agent_col_last_login'),
      cell: (m) => (m.lastLoginAt === null ? t('agent_never') : formatTime(m.lastLoginAt, i18n.language)),
    },
    {
      id: 'actions',
      header: t('agent_col_actions'),
      cell: (m) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('agent_transfer_title', { username: m.username })}
          onClick={() => setTarget(m.username)}
        >
          {t('agent_transfer')}
        </Button>
      ),
    },
  ];
  return (
    <FilteredList<TeamMember, TeamPageData>
      label={t('agent_page_team')}
      dates={false}
      usernameParam="search"
      selects={[
        {
          name: 'scope',
          label: t('agent_scope'),
          initial: 'all',
          options: [
            { value: 'all', label: t('agent_scope_all') },
            { value: 'direct', label: t('agent_scope_direct') },
          ],
        },
        {
          name: 'status',
          label: t('agent_status'),
          options: [
            { value: '', label: t('agent_all') },
            { value: 'ACTIVE', label: t('agent_status_ACTIVE') },
            { value: 'DISABLED', label: t('agent_status_DISABLED') },
          ],
        },
      ]}
      useList={useTeamList}
      columns={columns}
      rowKey={(m) => m.username}
    >
      {target && <TransferForm key={target} downline={target} />}
    </FilteredList>
  );
}

/** Transfer to downline: an amount from the main wallet, a remark and the payment password (idempotent). */
export function TransferForm({ downline }: { downline: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [send, { isLoading }] = useTransferToDownlineMutation();
  const intent = useMoneyIntent();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  useEffect(() => amountRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = parseMoneyInput(amount);
    const amountError = parsed.ok ? undefined : t(`wallet_amount_${parsed.error}`);
    const password = paymentPassword.length >= 6 ? undefined : t('wallet_payment_password_short');
    setErrors({ amount: amountError, password });
    if (!parsed.ok || password) return;
    const body = {
      downline,
      amount: parsed.value.toString(),
      paymentPassword,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    try {
      const reply = await send({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setAmount('');
      setRemark('');
      setPaymentPassword('');
      setResult({
        kind: 'success',
        text: t('agent_transfer_done', {
          amount: money(reply.amount),
          downline: reply.downline,
          reference: reply.reference,
          balance: money(reply.mainBalance),
        }),
      });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <PageSection
      title={t('agent_transfer_title', { username: downline })}
      lead={t('agent_transfer_lead', { username: downline })}
    >
      <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          ref={amountRef}
          label={t('wallet_amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t('wallet_remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={140}
        />
        <PasswordField
          label={t('wallet_payment_password')}
          autoComplete="off"
          value={paymentPassword}
          onChange={(e) => setPaymentPassword(e.target.value)}
          error={errors.password}
          maxLength={64}
        />
        <Notice kind={result?.kind}>{result?.text}</Notice>
        <Button type="submit" loading={isLoading}>
          {t('wallet_transfer_submit')}
        </Button>
      </form>
    </PageSection>
  );
}
