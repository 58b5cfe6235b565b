// The exports' column headers in the reader's language: the request's Accept-Language (the site
// sends the language its screen is in), as for the `detail` sentences. Urdu headers come from
// the catalogue (http/i18n/export-headers.ur.ts); every header any export writes in English has
// an Urdu one; the cells are the list's own values in both.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerIn } from '../../src/http/export.js';
import { exportHeadersUr } from '../../src/http/i18n/export-headers.ur.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { IQBAL_ADMIN } from '../learning/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, language?: string) =>
  t.request({
    method: 'GET',
    url: `/api${url}`,
    token: await t.tokenFor(IQBAL_ADMIN),
    headers: language ? { 'accept-language': language } : {},
  });
const csvRows = (body: string) =>
  Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('export headers', () => {
  it('are Urdu for an Urdu reader and English otherwise, in CSV', async () => {
    const english = csvRows((await get('/students/export?format=csv')).body);
    expect(english[0]!.slice(0, 3)).toEqual(['Admission No', 'First Name', 'Last Name']);
    const res = await get('/students/export?format=csv', 'ur-PK,ur;q=0.9,en;q=0.8');
    expect(res.statusCode, res.body).toBe(200);
    const urdu = csvRows(res.body);
    expect(urdu[0]!.slice(0, 3)).toEqual(['داخلہ نمبر', 'پہلا نام', 'آخری نام']);
    expect(urdu[0]).toContain('سرپرست کا موبائل');
    // The rows are the same either way.
    expect(urdu.slice(1)).toEqual(english.slice(1));
  });

  it('are Urdu in the workbook too, money headers keeping (PKR)', async () => {
    const res = await get('/fees/defaulters/export?format=xlsx', 'ur');
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('واؤچر نمبر');
    expect(header).toContain('بقایا (PKR)');
    expect(header.some((h) => /^[A-Z][a-z]/.test(String(h)))).toBe(false);
  });

  it('have an Urdu word for every English header the exports write', () => {
    const written = [
      ...['Admission No', 'First Name', 'Last Name', 'Gender', 'Status', 'Class', 'Section'],
      ...['Roll No', 'Guardian', 'Guardian Mobile', 'Voucher No', 'Student', 'Month'],
      ...['Due Date', 'Days Overdue', 'Balance (PKR)', 'Paid On', 'Receipt No', 'Voucher Month'],
      ...['Method', 'Reference', 'Amount (PKR)', 'Date', 'Kind', 'Description', 'Debit (PKR)'],
      ...['Credit (PKR)', 'Present', 'Absent', 'Late', 'Leave', 'Days', 'Percentage'],
      ...['Position', 'Total', 'Out Of', 'Grade', 'Result', 'Remarks'],
    ];
    const urdu = headerIn(written, 'ur');
    for (const [i, h] of urdu.entries()) expect(h, written[i]).not.toBe(written[i]);
    expect(new Set(exportHeadersUr.map(([en]) => en)).size).toBe(exportHeadersUr.length);
    // A header outside the catalogue (a day, a subject) stays as written.
    expect(headerIn(['07', 'Mathematics (100)'], 'ur')).toEqual(['07', 'Mathematics (100)']);
  });
});
