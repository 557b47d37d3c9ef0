import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BadgeProps {
  /** Number to show; 0 or less hides the badge (unless `showZero`). */
  count?: number;
  /** Largest number shown before "max+" (e.g. 99+). */
  max?: number;
  /** Show a small dot instead of a number. */
  dot?: boolean;
  /** Show the badge when `count` is 0. */
  showZero?: boolean;
  /** Accessible text; defaults to the translated "{{value}} new" or "New" for a dot. */
  label?: string;
  /** Optional element the badge sits on (e.g. an icon); the badge goes in its top corner. */
  children?: ReactNode;
  /** Extra class names on the root element. */
  className?: string;
}

/** A small count or dot, with accessible text for screen readers. */
export function Badge({
  count = 0,
  max = 99,
  dot = false,
  showZero = false,
  label,
  children,
  className,
}: BadgeProps) {
  const { t } = useTranslation();
  const visible = dot || count > 0 || showZero;
  const text = count > max ? `${max}+` : String(count);
  const accessible = label ?? (dot ? t('ui_badge_dot') : t('ui_badge_count', { value: text }));
  const badge = visible ? (
    <span
      className={[
        'pf-badge',
        dot ? 'pf-badge--dot' : 'pf-badge--count',
        children ? 'pf-badge--anchored' : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {!dot && <span aria-hidden="true">{text}</span>}
      <span className="pf-visually-hidden">{accessible}</span>
    </span>
  ) : null;
  if (children === undefined) return badge;
  return (
    <span className="pf-badge-anchor">
      {children}
      {badge}
    </span>
  );
}
