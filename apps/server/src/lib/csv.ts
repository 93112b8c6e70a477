/**
 * CSV for spreadsheets people open with a double click (RFC 4180, CRLF rows). A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading apostrophe,
 * so a candidate who types `=HYPERLINK(…)` as an answer shows as text in the employer's Excel
 * (OWASP's CSV-injection advice). The byte-order mark makes Excel read UTF-8, so Hindi names
 * and ₹ show as written instead of mojibake.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A Content-Disposition for a download: a plain-ASCII name every browser takes, and the exact
 * name (RFC 5987) for those that read it. Quotes, backslashes and control characters never reach
 * the header.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
