import type { ReactElement } from 'react';
import css from './agent-centre.css?inline';

/** Styles of the agent centre (hoisted into <head> once by React 19; no CSS import for consumers). */
export function AgentCentreStyles(): ReactElement {
  return (
    <style href="AgentCentreStyles" precedence="default">
      {css}
    </style>
  );
}
