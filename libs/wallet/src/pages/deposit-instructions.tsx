import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositInstructions } from '@playfront/api-contract';
import { Button, useAssetUrl } from '@playfront/ui-kit';
import { useMoney } from '../money/use-money';
import { formatTime } from './wallet-ui';

/** One detail the member types into the banking app, with a button that copies it. */
function CopyRow({ label, value, copyValue }: { label: string; value: string; copyValue?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(copyValue ?? value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="pf-wallet__payee-row">
      <dt>{label}</dt>
      <dd>
        <span className="pf-wallet__payee-value">{value}</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('wallet_copy_field', { field: label })}
          onClick={() => void copy()}
        >
          {copied ? t('wallet_copied') : t('wallet_copy')}
        </Button>
      </dd>
    </div>
  );
}

/**
 * Where and how to pay a pending deposit: the payee (bank account, e-wallet id or QR code), the reference to
 * quote, the exact amount and the time it must be paid by.
 */
export function DepositPayee({ instructions: p }: { instructions: DepositInstructions }) {
  const { t, i18n } = useTranslation();
  const qrImage = useAssetUrl(p.qrImageUrl);
  const money = useMoney();
  const amount = money(p.amount);
  return (
    <section className="pf-wallet__payee" aria-label={t('wallet_pay_to')}>
      <h3 className="pf-wallet__label">{t('wallet_pay_to')}</h3>
      {qrImage && (
        <img
          className="pf-wallet__payee-qr"
          src={qrImage}
          alt={t('wallet_payee_qr')}
          width={180}
          height={180}
        />
      )}
      <dl className="pf-wallet__payee-list">
        {p.bankName && <CopyRow label={t('wallet_payee_bank')} value={p.bankName} />}
        {p.accountName && <CopyRow label={t('wallet_payee_account_name')} value={p.accountName} />}
        {p.accountNumber && <CopyRow label={t('wallet_payee_account_number')} value={p.accountNumber} />}
        {p.ewalletId && <CopyRow label={t('wallet_payee_ewallet')} value={p.ewalletId} />}
        <CopyRow label={t('wallet_payee_reference')} value={p.reference} />
        <CopyRow
          label={t('wallet_payee_amount')}
          value={amount}
          copyValue={amount.replace(/[^0-9.,]/g, '')}
        />
      </dl>
      <p className="pf-wallet__muted">
        {t('wallet_payee_expires', { time: formatTime(p.expiresAt, i18n.language) })}
      </p>
    </section>
  );
}
