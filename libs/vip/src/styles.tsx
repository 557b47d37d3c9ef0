import type { ReactElement } from 'react';
import css from './vip.css?inline';

/** Styles of the VIP page (hoisted into <head> once by React 19; no CSS import for consumers). */
export function VipStyles(): ReactElement {
  return (
    <style href="VipStyles" precedence="default">
      {css}
    </style>
  );
}
