import type { ReactElement } from 'react';
import css from './content.css?inline';

/**
 * Styles of the notices and the help centre, on top of the ui-kit tokens. React 19 hoists this <style> into <head> once however many components render it, so consumers
 * import no CSS of ours and the lib works in any bundler.
 */
export function ContentStyles(): ReactElement {
  return (
    <style href="ContentStyles" precedence="default">
      {css}
    </style>
  );
}
