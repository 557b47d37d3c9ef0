import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { formatMoney } from './format-money';

export interface MoneyProps {
  /** Amount in integer minor units (cents). */
  value: number | bigint;
  /** Symbol before the amount. */
  currencySymbol?: string;
  /** Show `***` instead of the amount (balance privacy). */
  hidden?: boolean;
  /** Makes the amount a button that toggles `hidden`, named "Hide balance" / "Show balance". */
  onToggleHidden?: () => void;
  /** Digits after the decimal mark. */
  fractionDigits?: number;
  /** Locale for digit grouping. */
  locale?: string;
  /** Extra class names on the root element. */
  className?: string;
}

/** A money amount from minor units, optionally hideable. */
export function Money({
  value,
  currencySymbol = 'P',
  hidden = false,
  onToggleHidden,
  fractionDigits,
  locale,
  className,
}: MoneyProps) {
  const { t } = useTranslation();
  const amount = hidden ? (
    <>
      <span aria-hidden="true">***</span>
      <span className="pf-visually-hidden">{t('ui_balance_hidden')}</span>
    </>
  ) : (
    formatMoney(value, { currencySymbol, fractionDigits, locale })
  );
  const classes = ['pf-money', onToggleHidden && 'pf-money--toggle', className].filter(Boolean).join(' ');
  if (!onToggleHidden) return <span className={classes}>{amount}</span>;
  // The visible amount stays in the button's name, followed by the action it performs.
  return (
    <button type="button" className={classes} onClick={onToggleHidden}>
      <span className="pf-money__amount">{amount}</span>
      <span className="pf-visually-hidden">{hidden ? t('ui_show_balance') : t('ui_hide_balance')}</span>
      {hidden ? <EyeIcon /> : <EyeOffIcon />}
    </button>
  );
}
