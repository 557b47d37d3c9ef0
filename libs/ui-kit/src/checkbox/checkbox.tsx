import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Error text; marks the box aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Class for the outer wrapper. */
  className?: string;
  /** The rendered `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a large label hit area. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `pf-checkbox-${autoId}`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const classes = ['pf-checkbox', hasError && 'pf-checkbox--invalid', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className="pf-checkbox__row">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="pf-checkbox__input"
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          {...rest}
        />
        <label className="pf-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hasError && (
        <p id={errorId} className="pf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
