import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@playfront/ui-kit';

export interface FilterBarProps {
  /** Names the search landmark. */
  label: string;
  onApply: () => void;
  /** Clears every filter; no Clear button without it. */
  onClear?: () => void;
  children: ReactNode;
}

/** The filters of a table: fields in a row that wraps, applied with a button or Enter. */
export function FilterBar({ label, onApply, onClear, children }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form role="search" aria-label={label} className="bo-filters" onSubmit={submit}>
      <div className="bo-filters__fields">{children}</div>
      <div className="bo-filters__actions">
        <Button type="submit" size="sm">
          {t('bo_filter_apply')}
        </Button>
        {onClear && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('bo_filter_clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
