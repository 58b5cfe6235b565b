// The one CSV writer of every export (course roster, section gradebook, the import's rejected
// rows). A cell a spreadsheet would read as a formula is neutralised with a leading apostrophe
// (OWASP "CSV Injection": cells starting with =, +, -, @, tab or carriage return), then quoted
// where CSV needs it (papaparse). Numbers are written as numbers: they cannot be formulas, and
// a negative mark must stay a number; so does a text that is only a signed number (a mobile
// number +923001234567 keeps its plus and gets no apostrophe).
//
// papaparse's own `escapeFormulae` is not enough: its test is /^[=+\-@\t\r].*$/ without the
// `s` flag, so "=HYPERLINK(…)" followed by a line break inside the cell is left as it is.
import Papa from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file with Urdu names correctly only with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed plain number (a mobile such as +923001234567): no formula can hide in it. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/** One cell's text, neutralised if it would start a formula. */
function csvSafe(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = String(value);
  return FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
}

/** Rows as CSV lines (CRLF, and a CRLF after the last), without a byte-order mark. */
export function csvLines(rows: CsvValue[][]): string {
  if (rows.length === 0) return '';
  const safe = rows.map((row) => row.map(csvSafe));
  return `${Papa.unparse(safe, { newline: '\r\n', escapeFormulae: false })}\r\n`;
}

/** A whole CSV document with a header row. */
export function toCsv(header: string[], rows: CsvValue[][], options: { bom?: boolean } = {}) {
  return `${options.bom === false ? '' : CSV_BOM}${csvLines([header, ...rows])}`;
}
