import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import type { Withdrawal } from '@playfront/api-contract';
import { Button, Loadable, Notice, PageSection, PasswordField, Select } from '@playfront/ui-kit';
import { toMinorUnits, useGetBalanceQuery } from '../balance/wallet-api';
import { checkAmount } from '../money/amount-check';
import { useMoneyIntent } from '../money/idempotency';
import {
  useCreateWithdrawalMutation,
  useGetBankAccountsQuery,
  useGetPaymentPasswordStatusQuery,
  useGetWithdrawalSettingsQuery,
} from '../money/money-api';
import { useMoney } from '../money/use-money';
import { BankAccountForm } from './bank-account-form';
import { WithdrawalList } from './withdrawal-list';
import { AmountField, WalletPage } from './wallet-ui';

export interface WithdrawPageProps {
  /** Opens the page where the payment password is set (shown when none is set yet). */
  onSetPaymentPassword?: () => void;
}

/**
 * Withdrawal (withdraw): amount within the limits and the main balance, a saved bank account and the
 * payment password; then the withdrawals with their confirmation (spec §3, §4).
 */
export function WithdrawPage({ onSetPaymentPassword }: WithdrawPageProps) {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const money = useMoney();
  const settings = useGetWithdrawalSettingsQuery();
  const banks = useGetBankAccountsQuery();
  const password = useGetPaymentPasswordStatusQuery();
  const balance = useGetBalanceQuery();
  const [create, { isLoading }] = useCreateWithdrawalMutation();
  const intent = useMoneyIntent();
  const [bankId, setBankId] = useState('');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; bank?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [adding, setAdding] = useState(false);
  const accounts = banks.data?.list ?? [];
  const selected = accounts.find((a) => String(a.id) === bankId) ?? accounts[0];
  const available = toMinorUnits(balance.data?.mainBalance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const limits = {
      min: toMinorUnits(settings.data?.minAmount),
      max: toMinorUnits(settings.data?.maxAmount),
      available,
    };
    const checked = checkAmount(amount, limits, t, money);
    const next = {
      amount: checked.error,
      bank: selected ? undefined : t('wallet_bank_required'),
      password: paymentPassword.length >= 6 ? undefined : t('wallet_payment_password_short'),
    };
    setErrors(next);
    if (checked.value === null || !selected || next.password) return;
    const body = { amount: checked.value.toString(), bankAccountId: selected.id, paymentPassword };
    try {
      const withdrawal = await create({ body, idempotencyKey: intent.keyFor(body) }).unwrap();
      intent.done();
      setDone(withdrawal);
      setAmount('');
      setPaymentPassword('');
    } catch (error) {
      setFailure(errorMessage(error, t('err_unknown')));
    }
  };

  const loading = settings.isLoading || banks.isLoading || password.isLoading;
  const error = settings.error ?? banks.error ?? password.error;
  return (
    <WalletPage label={t('shell_mc_withdraw')}>
      <Loadable
        isLoading={loading}
        error={error && errorMessage(error, t('err_unknown'))}
        onRetry={() => {
          void settings.refetch();
          void banks.refetch();
          void password.refetch();
        }}
      >
        {password.data && !password.data.isSet ? (
          <div className="pf-wallet__section">
            <Notice kind="info">{t('wallet_payment_password_needed')}</Notice>
            {onSetPaymentPassword && (
              <div>
                <Button onClick={onSetPaymentPassword}>{t('wallet_set_payment_password')}</Button>
              </div>
            )}
          </div>
        ) : accounts.length === 0 ? (
          <PageSection title={t('wallet_add_bank')} lead={t('wallet_no_bank')}>
            <BankAccountForm />
          </PageSection>
        ) : (
          <PageSection
            title={t('shell_mc_withdraw')}
            lead={
              settings.data &&
              t('wallet_limits', { min: money(settings.data.minAmount), max: money(settings.data.maxAmount) })
            }
          >
            <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
              <Select
                label={t('wallet_bank_account')}
                value={selected ? String(selected.id) : ''}
                onChange={(e) => setBankId(e.target.value)}
                error={errors.bank}
                options={accounts.map((a) => ({
                  value: String(a.id),
                  label: `${a.bankName} · ${a.accountName} · ${a.accountNumber}`,
                }))}
              />
              <AmountField
                value={amount}
                onChange={setAmount}
                error={errors.amount}
                hint={t('wallet_available', { amount: money(available) })}
              />
              <PasswordField
                label={t('wallet_payment_password')}
                autoComplete="off"
                value={paymentPassword}
                onChange={(e) => setPaymentPassword(e.target.value)}
                error={errors.password}
                maxLength={64}
              />
              <Notice>{failure}</Notice>
              {done && (
                <Notice kind="success">
                  {t('wallet_withdraw_pending', { reference: done.reference, amount: money(done.amount) })}
                </Notice>
              )}
              <Button type="submit" loading={isLoading}>
                {t('wallet_withdraw_submit')}
              </Button>
            </form>
            {accounts.length < 5 &&
              (adding ? (
                <BankAccountForm onAdded={() => setAdding(false)} />
              ) : (
                <div>
                  <Button variant="ghost" onClick={() => setAdding(true)}>
                    {t('wallet_add_bank')}
                  </Button>
                </div>
              ))}
          </PageSection>
        )}
        <PageSection title={t('wallet_withdrawals')} lead={t('wallet_confirm_lead')}>
          <WithdrawalList />
        </PageSection>
      </Loadable>
    </WalletPage>
  );
}
