import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { useMessageAreas } from '@playfront/i18n';
import type { BankAccount } from '@playfront/api-contract';
import { Button, Notice, TextField } from '@playfront/ui-kit';
import { useAddBankAccountMutation } from '../money/money-api';

export interface BankAccountFormProps {
  /** Called with the saved account (its number masked). */
  onAdded?: (account: BankAccount) => void;
}

/** Adds a bank account for withdrawals: bank, holder name and a 6-30 digit number. */
export function BankAccountForm({ onAdded }: BankAccountFormProps) {
  useMessageAreas(['wallet']);
  const { t } = useTranslation();
  const [add, { isLoading }] = useAddBankAccountMutation();
  const [values, setValues] = useState({ bankName: '', accountName: '', accountNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      bankName: values.bankName.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.replace(/\s/g, ''),
    };
    const next: typeof errors = {};
    if (body.bankName.length < 2) next.bankName = t('wallet_bank_name_invalid');
    if (body.accountName.length < 2) next.accountName = t('wallet_account_name_invalid');
    if (!/^\d{6,30}$/.test(body.accountNumber)) next.accountNumber = t('wallet_account_number_invalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const account = await add(body).unwrap();
      setValues({ bankName: '', accountName: '', accountNumber: '' });
      onAdded?.(account);
    } catch (error) {
      setFailure(errorMessage(error, t('err_unknown')));
    }
  };

  return (
    <form
      className="pf-wallet__form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('wallet_add_bank')}
    >
      <TextField
        label={t('wallet_bank_name')}
        value={values.bankName}
        onChange={set('bankName')}
        error={errors.bankName}
        maxLength={64}
      />
      <TextField
        label={t('wallet_account_name')}
        value={values.accountName}
        onChange={set('accountName')}
        error={errors.accountName}
        maxLength={64}
        autoComplete="name"
      />
      <TextField
        label={t('wallet_account_number')}
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errors.accountNumber}
        inputMode="numeric"
        maxLength={34}
        autoComplete="off"
      />
      <Notice>{failure}</Notice>
      <Button type="submit" loading={isLoading}>
        {t('wallet_add_bank')}
      </Button>
    </form>
  );
}
