import type { ReactElement } from 'react';
import css from './join.css?inline';

/** Styles of the join-us and feedback pages (hoisted into <head> once by React 19). */
export function JoinStyles(): ReactElement {
  return (
    <style href="JoinStyles" precedence="default">
      {css}
    </style>
  );
}
