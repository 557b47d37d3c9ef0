import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@playfront/api-client';
import { AlertIcon, Button, CheckCircleIcon, Spinner, TextField } from '@playfront/ui-kit';

/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
.pf-wallet { display: grid; gap: var(--pf-space-5); min-width: 0; }
.pf-wallet__section { display: grid; gap: var(--pf-space-3); min-width: 0; }
.pf-wallet__title { margin: 0; font-size: var(--pf-font-size-md); font-weight: var(--pf-font-weight-bold); }
.pf-wallet__lead { margin: 0; color: var(--pf-color-text-muted); font-size: var(--pf-font-size-sm); }
.pf-wallet__form { display: grid; gap: var(--pf-space-3); max-width: 32rem; }
.pf-wallet__row { display: flex; flex-wrap: wrap; gap: var(--pf-space-3); align-items: flex-end; }
.pf-wallet__row > * { flex: 1 1 10rem; min-width: 0; }
.pf-wallet__cards { display: grid; gap: var(--pf-space-2); grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); margin: 0; padding: 0; list-style: none; }
.pf-wallet__card { display: grid; gap: var(--pf-space-1); padding: var(--pf-space-3); border: 1px solid var(--pf-color-border-subtle); border-radius: var(--pf-radius-md); background: var(--pf-color-surface); min-width: 0; }
.pf-wallet__card--main { border-color: var(--pf-color-primary); }
.pf-wallet__card-name { color: var(--pf-color-text-muted); font-size: var(--pf-font-size-xs); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pf-wallet__amount { font-weight: var(--pf-font-weight-bold); font-variant-numeric: tabular-nums; white-space: nowrap; }
.pf-wallet__amount--credit { color: var(--pf-color-success); }
.pf-wallet__amount--debit { color: var(--pf-color-danger); }
.pf-wallet__alert { display: flex; gap: var(--pf-space-2); align-items: flex-start; margin: 0; padding: var(--pf-space-3); border-radius: var(--pf-radius-md); border: 1px solid var(--pf-color-danger); color: var(--pf-color-text); font-size: var(--pf-font-size-sm); }
.pf-wallet__alert--success { border-color: var(--pf-color-success); }
.pf-wallet__alert--info { border-color: var(--pf-color-info); }
.pf-wallet__alert > svg { flex: none; margin-top: 2px; }
.pf-wallet__list { display: grid; gap: var(--pf-space-2); margin: 0; padding: 0; list-style: none; }
.pf-wallet__item { display: grid; gap: var(--pf-space-1) var(--pf-space-3); grid-template-columns: 1fr auto; padding: var(--pf-space-3); border: 1px solid var(--pf-color-border-subtle); border-radius: var(--pf-radius-md); background: var(--pf-color-surface); font-size: var(--pf-font-size-sm); min-width: 0; }
.pf-wallet__item-main { display: grid; gap: var(--pf-space-1); min-width: 0; }
.pf-wallet__item-side { display: grid; gap: var(--pf-space-1); justify-items: end; align-content: start; text-align: end; }
.pf-wallet__item-actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: var(--pf-space-2); }
.pf-wallet__muted { color: var(--pf-color-text-muted); font-size: var(--pf-font-size-xs); overflow-wrap: anywhere; }
.pf-wallet__status { display: inline-block; padding: 0 var(--pf-space-2); border-radius: var(--pf-radius-full); border: 1px solid currentColor; font-size: var(--pf-font-size-xs); line-height: 1.6; white-space: nowrap; }
.pf-wallet__status--ok { color: var(--pf-color-success); }
.pf-wallet__status--wait { color: var(--pf-color-warning); }
.pf-wallet__status--bad { color: var(--pf-color-danger); }
.pf-wallet__payee { display: grid; gap: var(--pf-space-3); padding: var(--pf-space-3); border-radius: var(--pf-radius-md); border: 1px solid var(--pf-color-border); background: var(--pf-color-surface); min-width: 0; }
.pf-wallet__payee-qr { justify-self: center; width: 180px; height: 180px; background: #fff; border-radius: var(--pf-radius-md); }
.pf-wallet__payee-list { display: grid; gap: var(--pf-space-2); margin: 0; }
.pf-wallet__payee-row { display: grid; gap: 2px; min-width: 0; }
.pf-wallet__payee-row dt { color: var(--pf-color-text-muted); font-size: var(--pf-font-size-xs); }
.pf-wallet__payee-row dd { margin: 0; display: flex; align-items: center; justify-content: space-between; gap: var(--pf-space-2); min-width: 0; }
.pf-wallet__payee-value { font-weight: var(--pf-font-weight-bold); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; min-width: 0; }
.pf-wallet__tutorial { margin: 0; padding: var(--pf-space-3); border-radius: var(--pf-radius-md); background: var(--pf-color-surface); border: 1px dashed var(--pf-color-border); font-size: var(--pf-font-size-sm); white-space: pre-line; }
.pf-wallet__channels { display: flex; flex-wrap: wrap; gap: var(--pf-space-2); margin: 0; padding: 0; border: 0; }
.pf-wallet__channel { position: relative; display: grid; gap: 2px; min-height: var(--pf-touch-target); padding: var(--pf-space-2) var(--pf-space-3); border: 1px solid var(--pf-color-border); border-radius: var(--pf-radius-md); background: var(--pf-color-surface); cursor: pointer; flex: 1 1 9rem; }
.pf-wallet__channel:has(input:checked) { border-color: var(--pf-color-primary); box-shadow: inset 0 0 0 1px var(--pf-color-primary); }
.pf-wallet__channel:has(input:focus-visible) { outline: var(--pf-focus-ring-width) solid var(--pf-color-focus); outline-offset: 2px; }
.pf-wallet__channel input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.pf-wallet__filters { display: grid; gap: var(--pf-space-3); }
.pf-wallet__dl { display: grid; grid-template-columns: auto 1fr; gap: var(--pf-space-2) var(--pf-space-4); margin: 0; font-size: var(--pf-font-size-sm); }
.pf-wallet__dl dt { color: var(--pf-color-text-muted); }
.pf-wallet__dl dd { margin: 0; overflow-wrap: anywhere; }
.pf-wallet__center { display: grid; place-items: center; padding: var(--pf-space-6); }
.pf-wallet__files { display: grid; gap: var(--pf-space-1); margin: 0; padding: 0; list-style: none; font-size: var(--pf-font-size-sm); }
.pf-wallet__file-input { font: inherit; color: var(--pf-color-text); max-width: 100%; }
.pf-wallet__label { font-size: var(--pf-font-size-sm); font-weight: var(--pf-font-weight-medium); }
@media (min-width: 640px) {
  .pf-wallet__item { grid-template-columns: 1fr auto; }
}
`;

/** The wallet pages' styles on top of the ui-kit tokens (hoisted into <head> once by React 19). */
export function WalletStyles(): ReactElement {
  return (
    <style href="WalletStyles" precedence="default">
      {css}
    </style>
  );
}

/** A page of the wallet: its styles and sections. */
export function WalletPage({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="pf-wallet" aria-label={label} role="region">
      <WalletStyles />
      {children}
    </div>
  );
}

export function Section({ title, children, lead }: { title: string; children: ReactNode; lead?: ReactNode }) {
  return (
    <section className="pf-wallet__section">
      <h3 className="pf-wallet__title">{title}</h3>
      {lead && <p className="pf-wallet__lead">{lead}</p>}
      {children}
    </section>
  );
}

/** A form-level message: errors are alerts, a success a polite status. */
export function Notice({
  kind = 'error',
  children,
}: {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p
      className={`pf-wallet__alert${kind === 'error' ? '' : ` pf-wallet__alert--${kind}`}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {kind === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
      <span>{children}</span>
    </p>
  );
}

/** Loading, failed (with a retry) or the content. */
export function Loadable({
  isLoading,
  error,
  onRetry,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (isLoading)
    return (
      <div className="pf-wallet__center">
        <Spinner />
      </div>
    );
  if (error)
    return (
      <div className="pf-wallet__section">
        <Notice>{errorMessage(error, t('err_unknown'))}</Notice>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell_retry')}
          </Button>
        </div>
      </div>
    );
  return <>{children}</>;
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
