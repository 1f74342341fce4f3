// CSV export of the Analytics screen's tables (issue 18 part 4): RFC 4180 (CRLF between records;
// a field with a comma, quote or line break quoted, quotes doubled), UTF-8 with a byte-order mark
// so spreadsheets read it as UTF-8. Text a visitor sent (a path, a referrer, a campaign name) that
// starts with = + - @ (or a tab or carriage return) gets an apostrophe first, so a spreadsheet
// shows it instead of running it as a formula. Numbers are written as they are.
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves the table as a file through a temporary link (nothing leaves the browser). */
export function downloadCsv(filename: string, header: string[], rows: CsvValue[][]): void {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
