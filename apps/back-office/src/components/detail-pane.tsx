import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton } from '@playfront/ui-kit';

export interface DetailPaneProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The detail of the chosen row, beside the table on a desktop and under it on a tablet. Its heading takes
 * the focus when it opens (a screen reader hears what opened), and Close gives it back to the table.
 */
export function DetailPane({ title, onClose, children }: DetailPaneProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <aside className="bo-detail" aria-labelledby={headingId}>
      <div className="bo-detail__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="bo-detail__title">
          {title}
        </h2>
        <IconButton label={t('bo_detail_close')} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <div className="bo-detail__body">{children}</div>
    </aside>
  );
}

/** A list of label and value pairs in a detail pane. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="bo-facts">
      {items.map((item) => (
        <div key={item.label} className="bo-facts__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A JSON value shown as indented text (audit before/after, a proposal's payload). */
export function JsonView({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <figure className="bo-json" aria-labelledby={labelId}>
      <figcaption id={labelId} className="bo-json__label">
        {label}
      </figcaption>
      {value === null || value === undefined ? (
        <p className="bo-muted">{t('bo_json_none')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className="bo-json__text" tabIndex={0} aria-label={label}>
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </figure>
  );
}
