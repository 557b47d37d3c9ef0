import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual emphasis. */
  variant?: ButtonVariant;
  /** Height and padding; every size keeps a 44px touch target. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Button type; `button` unless said otherwise so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** The rendered `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** The standard action button. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  startIcon,
  endIcon,
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const classes = [
    'pf-button',
    `pf-button--${variant}`,
    `pf-button--${size}`,
    fullWidth && 'pf-button--full',
    loading && 'pf-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children !== undefined && children !== null && <span className="pf-button__label">{children}</span>}
      {endIcon}
    </button>
  );
}
