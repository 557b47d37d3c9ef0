import { useId } from 'react';
import { Checkbox } from '@playfront/ui-kit';
import type { CheckboxProps } from '@playfront/ui-kit';

/** A checkbox with a line of help under it, linked to the box. */
export function HintedCheckbox({ hint, ...props }: CheckboxProps & { hint?: string }) {
  const id = useId();
  return (
    <div className="bo-check">
      <Checkbox {...props} aria-describedby={hint ? id : undefined} />
      {hint && (
        <p id={id} className="pf-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
