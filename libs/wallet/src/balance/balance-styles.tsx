import type { ReactElement } from 'react';

/**
 * Styles of the balance display, on top of the ui-kit tokens. React 19 hoists this <style> into <head> once however many components render it, so consumers
 * import no CSS of ours and the lib works in any bundler.
 */
/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
.pf-balance {
  display: inline-flex;
  align-items: center;
  gap: var(--pf-space-1);
  min-width: 0;
}
.pf-balance__label {
  color: var(--pf-color-text-muted);
  font-size: var(--pf-font-size-xs);
}
.pf-balance__amount {
  display: inline-flex;
  align-items: center;
  min-height: var(--pf-touch-target);
  color: var(--pf-color-primary);
  font-weight: var(--pf-font-weight-bold);
  font-variant-numeric: tabular-nums;
}
.pf-balance__amount .pf-money--toggle {
  color: inherit;
}
.pf-balance__error {
  color: var(--pf-color-text-muted);
  font-weight: var(--pf-font-weight-regular);
  font-size: var(--pf-font-size-sm);
}
.pf-balance__refresh {
  display: inline-grid;
  place-items: center;
  width: var(--pf-touch-target);
  height: var(--pf-touch-target);
  padding: 0;
  border: 0;
  border-radius: var(--pf-radius-full);
  background: none;
  color: var(--pf-color-text-muted);
  cursor: pointer;
}
.pf-balance__refresh:hover:not(:disabled) {
  color: var(--pf-color-text);
  background: var(--pf-color-secondary);
}
.pf-balance__refresh:disabled {
  cursor: progress;
}
`;

export function BalanceStyles(): ReactElement {
  return (
    <style href="BalanceStyles" precedence="default">
      {css}
    </style>
  );
}
