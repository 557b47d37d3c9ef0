import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { Button, Loadable, Notice, PageSection, PasswordField, TextField } from '@playfront/ui-kit';
import { toMinorUnits, useGetBalanceQuery } from '../balance/wallet-api';
import { checkAmount } from '../money/amount-check';
import { useMoneyIntent } from '../money/idempotency';
import { useTransferToUplineMutation } from '../money/money-api';
import { useMoney } from '../money/use-money';
import { AmountField, WalletPage } from './wallet-ui';

/** Transfer to upline (transferUpline): an amount from the main wallet, a remark and the payment password. */
export function UplineTransferPage() {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useGetBalanceQuery();
  const [send, { isLoading }] = useTransferToUplineMutation();
  const intent = useMoneyIntent();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; password?: string }>({});
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const available = toMinorUnits(balance.data?.mainBalance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = checkAmount(amount, { available }, t, money);
    const password = paymentPassword.length >= 6 ? undefined : t('wallet_payment_password_short');
    setErrors({ amount: checked.error, password });
    if (checked.value === null || password) return;
    const body = {
      amount: checked.value.toString(),
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
        text: t('wallet_upline_done', {
          amount: money(reply.amount),
          upline: reply.upline,
          reference: reply.reference,
        }),
      });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <WalletPage label={t('wallet_mc_transferUpline')}>
      <Loadable
        isLoading={balance.isLoading}
        error={balance.error && errorMessage(balance.error, t('err_unknown'))}
        onRetry={() => void balance.refetch()}
      >
        <PageSection title={t('wallet_mc_transferUpline')} lead={t('wallet_upline_lead')}>
          <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
            <AmountField
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              hint={t('wallet_available', { amount: money(available) })}
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
      </Loadable>
    </WalletPage>
  );
}
