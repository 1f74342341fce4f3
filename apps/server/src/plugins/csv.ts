// The CSV exports of the forms inbox and the newsletter list (shared, so neither module imports
// the other's files). RFC 4180 CSV: CRLF between records, fields with a comma, quote or line break quoted, quotes
// doubled. A leading = + - @ gets an apostrophe so a spreadsheet does not run it as a formula.
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a UTF-8 byte-order mark (so spreadsheets read UTF-8), a header, then rows. */
export function toCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
