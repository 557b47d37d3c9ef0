import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** Accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon to draw; it is hidden from assistive technology. */
  icon: ReactNode;
  /** Visual emphasis. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Visual size; the touch target stays at least 44px. */
  size?: 'sm' | 'md' | 'lg';
  /** Button type. */
  type?: 'button' | 'submit' | 'reset';
  /** The rendered `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const classes = ['pf-icon-button', `pf-button--${variant}`, `pf-icon-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} aria-label={label} title={label} {...rest}>
      <span className="pf-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
