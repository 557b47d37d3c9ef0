import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import { Button, Loadable, Notice, PageSection, PasswordField } from '@playfront/ui-kit';
import {
  useChangePaymentPasswordMutation,
  useGetPaymentPasswordStatusQuery,
  useSetPaymentPasswordMutation,
} from '../money/money-api';
import { WalletStyles } from './wallet-ui';

const empty = { old: '', next: '', confirm: '' };

/** Sets the payment password the first time, or changes it (old, new, confirmation); sent encrypted. */
export function PaymentPasswordForm() {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const status = useGetPaymentPasswordStatusQuery();
  const [setFirst, setState] = useSetPaymentPasswordMutation();
  const [change, changeState] = useChangePaymentPasswordMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const isSet = status.data?.isSet ?? false;
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    error: errors[name],
    maxLength: 64,
    autoComplete: name === 'old' ? 'current-password' : 'new-password',
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const next: typeof errors = {};
    if (isSet && !values.old) next.old = t('wallet_payment_password_required');
    if (values.next.length < 6) next.next = t('wallet_payment_password_short');
    if (values.confirm !== values.next) next.confirm = t('inconsistent_twice');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      if (isSet) {
        await change({
          oldPaymentPassword: values.old,
          newPaymentPassword: values.next,
          confirmPaymentPassword: values.confirm,
        }).unwrap();
      } else {
        await setFirst({ paymentPassword: values.next, confirmPaymentPassword: values.confirm }).unwrap();
      }
      setValues(empty);
      setResult({
        kind: 'success',
        text: t(isSet ? 'wallet_payment_password_changed' : 'wallet_payment_password_saved'),
      });
    } catch (error) {
      setResult({ kind: 'error', text: errorMessage(error, t('err_unknown')) });
    }
  };

  return (
    <PageSection
      title={t(isSet ? 'wallet_change_payment_password' : 'wallet_set_payment_password')}
      lead={t('wallet_payment_password_lead')}
    >
      <WalletStyles />
      <Loadable
        isLoading={status.isLoading}
        error={status.error && errorMessage(status.error, t('err_unknown'))}
        onRetry={() => void status.refetch()}
      >
        <form className="pf-wallet__form" noValidate onSubmit={(e) => void submit(e)}>
          {isSet && <PasswordField label={t('wallet_old_payment_password')} {...field('old')} />}
          <PasswordField label={t('wallet_new_payment_password')} {...field('next')} />
          <PasswordField label={t('wallet_confirm_payment_password')} {...field('confirm')} />
          <Notice kind={result?.kind}>{result?.text}</Notice>
          <Button type="submit" loading={setState.isLoading || changeState.isLoading}>
            {t(isSet ? 'wallet_change_payment_password' : 'wallet_set_payment_password')}
          </Button>
        </form>
      </Loadable>
    </PageSection>
  );
}
