import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@playfront/ui-kit';
import { csvFileName, downloadCsv, toCsv } from './csv';
import type { CsvColumn } from './csv';

export interface CsvExportProps<Row> {
  /** The file's name before the date, e.g. "audit". */
  name: string;
  columns: readonly CsvColumn<Row>[];
  /** The rows of the current filter (every page, fetched if need be). */
  rows: () => Row[] | Promise<Row[]>;
  disabled?: boolean;
}

/**
 * Exports the rows of the current filter as CSV, made in the browser (the button's description says so,
 * since it is not a server report).
 */
export function CsvExport<Row>({ name, columns, rows, disabled }: CsvExportProps<Row>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const noteId = `bo-csv-${name}`;
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      downloadCsv(csvFileName(name), toCsv(columns, await rows()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bo-csv">
      <Button
        variant="secondary"
        size="sm"
        onClick={run}
        loading={busy}
        disabled={disabled}
        aria-describedby={noteId}
      >
        {t('bo_csv_export')}
      </Button>
      <span id={noteId} className="bo-csv__note">
        {t('bo_csv_note')}
      </span>
      {failed && <Notice>{t('bo_csv_failed')}</Notice>}
    </div>
  );
}
