import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, always rendered and linked to the text area. */
  label: ReactNode;
  /** Help text under the text area, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the text area aria-invalid, is linked with aria-describedby and shows in place of the hint. */
  error?: ReactNode;
}

/** A labelled multi-line text field: the ui-kit's TextField look, with its hint and error. */
export function TextArea({ label, hint, error, id, rows = 3, ...rest }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? `bo-text-${autoId}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const note = hasError ? error : hint;
  const noteId = `${fieldId}-${hasError ? 'error' : 'hint'}`;
  return (
    <div className={hasError ? 'pf-field pf-field--invalid' : 'pf-field'}>
      <label className="pf-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="pf-field__box">
        <textarea
          id={fieldId}
          className="pf-field__input bo-textarea"
          rows={rows}
          aria-invalid={hasError || undefined}
          aria-describedby={note ? noteId : undefined}
          {...rest}
        />
      </div>
      {note && (
        <p id={noteId} className={hasError ? 'pf-field__error' : 'pf-field__hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
