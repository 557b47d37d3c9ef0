import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Greys the option out. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label linked to the select. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''), e.g. "Choose a bank". */
  placeholder?: string;
  /** Help text, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the select aria-invalid. */
  error?: ReactNode;
  /** Class for the outer wrapper. */
  className?: string;
  /** The rendered `<select>`. */
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with a label, options, hint and error: native keeps the phone's own picker. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `pf-select-${autoId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const classes = ['pf-field', 'pf-select', hasError && 'pf-field--invalid', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className="pf-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="pf-field__box pf-select__box">
        <select
          ref={ref}
          id={selectId}
          className="pf-field__input pf-select__input"
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
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
