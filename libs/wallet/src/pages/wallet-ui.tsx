import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, TextField } from '@playfront/ui-kit';
import css from './wallet.css?inline';

/** The wallet pages' styles on top of the ui-kit tokens (hoisted into <head> once by React 19). */
export function WalletStyles(): ReactElement {
  return (
    <style href="WalletStyles" precedence="default">
      {css}
    </style>
  );
}

/** A page of the wallet: the ui-kit page chrome with the wallet's styles. */
export function WalletPage({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Page label={label}>
      <WalletStyles />
      {children}
    </Page>
  );
}

const statusTone: Record<string, 'ok' | 'wait' | 'bad'> = {
  SUCCESS: 'ok',
  APPROVED: 'ok',
  PAID: 'ok',
  RECEIVED: 'ok',
  ALL_RECEIVED: 'ok',
  AUTO_RECEIVED: 'ok',
  PENDING: 'wait',
  AWAITING: 'wait',
  REJECTED: 'bad',
  NOT_RECEIVED: 'bad',
  REFUNDED: 'ok',
};

/** A status word with its colour (and the word itself, never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`pf-wallet__status pf-wallet__status--${statusTone[status] ?? 'wait'}`}>
      {t(`wallet_status_${status}`, { defaultValue: status })}
    </span>
  );
}

/** Date and time in the player's locale. */
export function formatTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(ms));
}

export interface AmountFieldProps {
  /** What the player typed, kept as text until parseMoneyInput turns it into minor units. */
  value: string;
  onChange: (text: string) => void;
  error?: ReactNode;
  /** The available balance or the channel limits. */
  hint?: ReactNode;
}

/** The amount input of every money form: decimal keyboard on phones, no autofill. */
export function AmountField({ value, onChange, error, hint }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wallet_amount')}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
    />
  );
}
