import type { ReactElement } from 'react';
import css from './promotions.css?inline';

/** Styles of the promotion pages (hoisted into <head> once by React 19; no CSS import for consumers). */
export function PromotionsStyles(): ReactElement {
  return (
    <style href="PromotionsStyles" precedence="default">
      {css}
    </style>
  );
}
