/** One column of a CSV file: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | bigint | boolean | null | undefined;
}

/**
 * A cell as CSV: quoted when it holds a separator, a quote or a line break (RFC 4180), and with a leading
 * apostrophe when a spreadsheet would read it as a formula (=, +, -, @, tab, carriage return), so an export
 * of member-typed text can never run anything in the operator's spreadsheet. Plain numbers stay numbers.
 */
export function csvCell(value: string | number | bigint | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const isNumber = typeof value === 'number' || typeof value === 'bigint' || /^-?\d+(\.\d+)?$/.test(text);
  if (!isNumber && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: a header line, then one line per row, CRLF line ends. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Offers CSV text as a download, made in the browser. A byte-order mark first, so spreadsheets read the
 * UTF-8 (Chinese names, accents) right.
 */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name with today's date: `audit-2026-11-27.csv`. */
export const csvFileName = (name: string, now = new Date()): string =>
  `${name}-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;
