import type { ReactElement } from 'react';

/** The text of the hoisted <style> below; the portal build hashes it for its Content-Security-Policy. */
export const css = `
.pf-mc { min-height: min(640px, 100dvh); }
.pf-mc .pf-modal__body { padding: 0; display: flex; flex-direction: column; }
.pf-mc__loading { display: grid; place-items: center; flex: 1; min-height: 16rem; }
.pf-mc__layout { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.pf-mc__nav { position: sticky; top: 0; z-index: 1; background: var(--pf-color-surface-raised); border-bottom: 1px solid var(--pf-color-border-subtle); }
.pf-mc__menu { display: flex; gap: var(--pf-space-1); margin: 0; padding: var(--pf-space-2); list-style: none; overflow-x: auto; scrollbar-width: thin; }
.pf-mc__item { display: flex; align-items: center; min-height: var(--pf-touch-target); padding: 0 var(--pf-space-3); border: 0; border-radius: var(--pf-radius-md); background: none; color: var(--pf-color-text-muted); font: inherit; font-size: var(--pf-font-size-sm); white-space: nowrap; cursor: pointer; width: 100%; text-align: start; }
.pf-mc__item:hover { color: var(--pf-color-text); background: var(--pf-color-secondary); }
.pf-mc__item[aria-current='page'] { color: var(--pf-color-on-primary); background: var(--pf-color-primary); font-weight: var(--pf-font-weight-bold); }
.pf-mc__item:focus-visible { outline: var(--pf-focus-ring-width) solid var(--pf-color-focus); outline-offset: 2px; }
.pf-mc__page { flex: 1; min-width: 0; padding: var(--pf-space-4); }
@media (min-width: 768px) {
  .pf-mc__layout { flex-direction: row; }
  .pf-mc__nav { position: static; flex: 0 0 12rem; border-bottom: 0; border-inline-end: 1px solid var(--pf-color-border-subtle); }
  .pf-mc__menu { flex-direction: column; overflow: visible; padding: var(--pf-space-3); }
  .pf-mc__page { padding: var(--pf-space-5); overflow-y: auto; }
}
@media (max-width: 639px) {
  .pf-mc { min-height: 100dvh; border-radius: 0; }
}
`;

/** Styles of the member centre (hoisted into <head> once by React 19; no CSS import for consumers). */
export function MemberCentreStyles(): ReactElement {
  return (
    <style href="MemberCentreStyles" precedence="default">
      {css}
    </style>
  );
}
