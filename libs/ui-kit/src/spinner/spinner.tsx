import { useTranslation } from 'react-i18next';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Visual size. */
  size?: SpinnerSize;
  /** Accessible status text; defaults to the translated "Loading…". */
  label?: string;
  /** Hide from assistive technology when the parent already says it is busy (e.g. a loading button). */
  decorative?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** An indeterminate progress indicator announced as a status. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const classes = ['pf-spinner', `pf-spinner--${size}`, className].filter(Boolean).join(' ');
  const circle = (
    <svg className="pf-spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="pf-spinner__track" cx="12" cy="12" r="9" />
      <circle className="pf-spinner__arc" cx="12" cy="12" r="9" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span role="status" className={classes}>
      {circle}
      <span className="pf-visually-hidden">{label ?? t('ui_loading')}</span>
    </span>
  );
}
