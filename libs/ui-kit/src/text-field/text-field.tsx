import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Visible label, always rendered and linked to the input. */
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the input aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Content before the input inside the box (e.g. a dialling code). */
  prefix?: ReactNode;
  /** Content after the input inside the box (e.g. a unit or a button). */
  suffix?: ReactNode;
  /** Class for the outer wrapper. */
  className?: string;
  /** The rendered `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with hint, error and prefix/suffix slots. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  suffix,
  id,
  className,
  type = 'text',
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `pf-field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const classes = [
    'pf-field',
    hasError && 'pf-field--invalid',
    rest.disabled && 'pf-field--disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="pf-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pf-field__box">
        {prefix && <span className="pf-field__affix pf-field__prefix">{prefix}</span>}
        <input
          ref={ref}
          id={inputId}
          type={type}
          className="pf-field__input"
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds || undefined}
          {...rest}
        />
        {suffix && <span className="pf-field__affix pf-field__suffix">{suffix}</span>}
      </div>
      {hint && (
        <p id={hintId} className="pf-field__hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="pf-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
