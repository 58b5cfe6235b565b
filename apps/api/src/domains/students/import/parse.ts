// Reading an import file: CSV with papaparse, XLSX with exceljs. Either way the result is the
// header and the data rows as text, each with its row number in the file (the header is row 1),
// so every problem can be named by row and column.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export interface SheetRow {
  /** Row number in the file, counting the header as 1. */
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

export class UnreadableFile extends Error {}

function isBlank(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

export function parseCsv(text: string): Sheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new UnreadableFile();
  const [header = [], ...data] = parsed.data;
  const rows = data
    .map((cells, i) => ({ row: i + 2, cells: cells.map((cell) => String(cell ?? '')) }))
    .filter((row) => !isBlank(row.cells));
  return { header: header.map(String), rows };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A cell of any kind exceljs reads (text, number, date, formula, rich text, link) as text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function parseXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile();
  let header: string[] = [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellText(value as ExcelJS.CellValue));
    if (isBlank(cells)) return;
    if (!header.length) header = cells;
    else rows.push({ row: rowNumber, cells });
  });
  return { header, rows };
}

export async function parseImportFile(fileName: string, bytes: Buffer): Promise<Sheet> {
  if (/\.xlsx$/i.test(fileName)) return parseXlsx(bytes);
  return parseCsv(bytes.toString('utf8'));
}
