import type { ReactElement } from 'react';
import css from './points.css?inline';

/** Styles of the points mall (hoisted into <head> once by React 19; no CSS import for consumers). */
export function PointsStyles(): ReactElement {
  return (
    <style href="PointsStyles" precedence="default">
      {css}
    </style>
  );
}
