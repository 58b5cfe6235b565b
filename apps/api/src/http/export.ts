// The one writer of the office's exports: a table (a header and rows) as CSV through csv.ts
// (papaparse, formula starts neutralised, a byte-order mark so Excel reads Urdu) or as an Excel
// workbook through exceljs. Every export operation (`…/export?format=csv|xlsx`) builds its rows
// from the list operation it exports and hands them here, so the figures are the list's own.
//
// In the workbook a cell is text or a number, never a formula: exceljs writes a string as a
// string whatever it starts with, so nothing is escaped there and a name reads as it was typed.
import type { FastifyReply } from 'fastify';
import { todayInPakistan } from '../domains/school/transaction.js';
import { type CsvValue, toCsv } from './csv.js';
import { invalidField } from './errors.js';
import { exportHeadersUr } from './i18n/export-headers.ur.js';
import { defineMessages } from './i18n/messages.js';
import type { ApiLocale } from './i18n/requestLocale.js';

export type ExportFormat = 'csv' | 'xlsx';

/** The most rows one export writes; the contract states it (components/responses/ExportFile). */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_MESSAGES = defineMessages('export', {
  tooManyRows: {
    en: 'The export is larger than 10,000 rows; narrow the filter.',
    ur: 'فائل میں 10,000 سے زیادہ قطاریں بنتی ہیں؛ فلٹر محدود کریں۔',
  },
});

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportTable {
  /** The file name's stem and the sheet's name, such as `fee-defaulters`. */
  name: string;
  header: string[];
  rows: CsvValue[][];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** The clock of the deps (tests set `now`), else the real time. */
export function nowOf(deps: object): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

/** Refuses (422) a list longer than the bound before any row is written. */
export function requireWithinBound(total: number): void {
  if (total > EXPORT_MAX_ROWS) throw invalidField('format', EXPORT_MESSAGES.tooManyRows);
}

/** An ASCII file-name part: `Class 5` → `class-5`; Urdu and other letters dropped. */
export function fileNamePart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

async function xlsxOf(table: ExportTable): Promise<Buffer> {
  // Loaded on the first workbook, not at start: exceljs and its zip libraries took about 2 s of
  // every start of the service (a boot profile), for an export few requests ask for.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.name.slice(0, 31) || 'export');
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(
      row.map((value) =>
        value === null || value === undefined
          ? null
          : typeof value === 'number'
            ? Number.isFinite(value)
              ? value
              : null
            : typeof value === 'boolean'
              ? value
              : String(value),
      ),
    );
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(
      table.header[i]?.length ?? 0,
      ...table.rows.slice(0, 200).map((r) => String(r[i] ?? '').length),
    );
    column.width = Math.min(40, Math.max(6, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const URDU_HEADERS = new Map(exportHeadersUr);

/**
 * The header in the reader's language: the request's `Accept-Language` (the site sends the
 * language the screen is in), as for the `detail` sentences. Headers the catalogue does not
 * hold (a day's number, a subject's name) stay as they are.
 */
export function headerIn(header: readonly string[], locale: ApiLocale): string[] {
  return locale === 'ur' ? header.map((h) => URDU_HEADERS.get(h) ?? h) : [...header];
}

/** The table as a file of the asked format, named `<name>-<the school's date>.<ext>`. */
export async function exportFile(
  given: ExportTable,
  format: ExportFormat | undefined,
  now: Date = new Date(),
  locale: ApiLocale = 'en',
): Promise<ExportFile> {
  const table = { ...given, header: headerIn(given.header, locale) };
  const stem = `${table.name}-${todayInPakistan(now)}`;
  if (format === 'xlsx')
    return { fileName: `${stem}.xlsx`, contentType: XLSX_TYPE, body: await xlsxOf(table) };
  return {
    fileName: `${stem}.csv`,
    contentType: CSV_TYPE,
    body: toCsv(table.header, table.rows),
  };
}

/** Sends an export (or any CSV the service writes) as a download that is never cached. */
export function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(file.body);
}
