import type { ReactElement } from 'react';
import css from './member-centre.css?inline';

/** Styles of the member centre (hoisted into <head> once by React 19; no CSS import for consumers). */
export function MemberCentreStyles(): ReactElement {
  return (
    <style href="MemberCentreStyles" precedence="default">
      {css}
    </style>
  );
}
