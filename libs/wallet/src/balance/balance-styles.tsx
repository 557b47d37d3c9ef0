import type { ReactElement } from 'react';
import css from './balance.css?inline';

/**
 * Styles of the balance display, on top of the ui-kit tokens. React 19 hoists this <style> into <head> once however many components render it, so consumers
 * import no CSS of ours and the lib works in any bundler.
 */
export function BalanceStyles(): ReactElement {
  return (
    <style href="BalanceStyles" precedence="default">
      {css}
    </style>
  );
}
