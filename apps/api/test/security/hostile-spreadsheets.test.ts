// Hostile uploads to the student import: a zip bomb (a small XLSX whose sheet inflates to
// hundreds of MB, honest or lying about it in the zip's directory), a 200,000-row sheet and a
// 200,000-line CSV. Each is refused (413 or 422 with a `detail`), nothing is written, the
// health check answers meanwhile, and the request thread never builds an exceljs workbook of
// an upload (the worker does; the spy below sees only this thread).
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { students } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sheetRow, xlsxWith } from '../helpers/xlsx-zip.js';
import { caller, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const loads = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const HEADER = [
  'Admission No',
  'First Name',
  'Last Name',
  'Gender',
  'Date of Birth',
  'Class',
  'Section',
  'Guardian Name',
  'Guardian Relation',
  'Guardian CNIC',
  'Guardian Mobile',
];
const ROW = [
  'B-1',
  'Bomb',
  'Test',
  'male',
  '14/08/2017',
  'Class 2',
  'A',
  'Father',
  'father',
  '35202-1234567-1',
  '03001234567',
];

const countStudents = () =>
  t.query(
    async (tx) =>
      (await tx.select({ n: count() }).from(students).where(eq(students.tenant_id, IQBAL)))[0]!.n,
  );

/** 300 MB of padding inside one cell's text: compresses to a few hundred kB. */
function bombParts(): Buffer[] {
  const megabyte = Buffer.alloc(1024 * 1024, ' ');
  return [
    Buffer.from(sheetRow(1, HEADER)),
    Buffer.from('<row r="2"><c r="A2" t="inlineStr"><is><t>'),
    ...Array.from({ length: 300 }, () => megabyte),
    Buffer.from('</t></is></c></row>'),
  ];
}

async function uploadWhileCheckingHealth(fileName: string, bytes: Buffer) {
  const upload = call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
    file_name: fileName,
    content_base64: bytes.toString('base64'),
  });
  const health = await t.request({ method: 'GET', url: '/api/health' });
  return { response: await upload, health };
}

describe('hostile spreadsheets', () => {
  it('refuses a zip bomb that declares its size, with the health check answering meanwhile', async () => {
    const bomb = xlsxWith(bombParts());
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await countStudents();
    const started = performance.now();
    const { response, health } = await uploadWhileCheckingHealth('students.xlsx', bomb);
    console.log(
      `zip bomb (${Math.round(bomb.length / 1024)} kB → 300 MB): ${response.statusCode} in ${Math.round(performance.now() - started)} ms`,
    );
    expect([413, 422]).toContain(response.statusCode);
    expect(response.json().detail).toMatch(/too large/);
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    expect(await countStudents()).toBe(before);
    expect(loads).not.toHaveBeenCalled();
  }, 60_000);

  it('refuses a zip bomb that lies about its size in the zip directory', async () => {
    const bomb = xlsxWith(bombParts(), 4096);
    const { response, health } = await uploadWhileCheckingHealth('students.xlsx', bomb);
    expect([413, 422]).toContain(response.statusCode);
    expect(response.json().detail).toBeTruthy();
    expect(health.statusCode).toBe(200);
    expect(loads).not.toHaveBeenCalled();
  }, 60_000);

  it('refuses a 200,000-row sheet by the row cap, off the request thread', async () => {
    // One short cell a row (12 MB of XML, under the inflated-size budget): only the row cap applies.
    const parts: Buffer[] = [Buffer.from(sheetRow(1, HEADER))];
    for (let block = 0; block < 20; block++) {
      const rows: string[] = [];
      for (let r = 2 + block * 10_000; r < 2 + (block + 1) * 10_000; r++) {
        rows.push(sheetRow(r, [`B-${r}`]));
      }
      parts.push(Buffer.from(rows.join('')));
    }
    const sheet = xlsxWith(parts);
    const before = await countStudents();
    const { response, health } = await uploadWhileCheckingHealth('students.xlsx', sheet);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().detail).toBe('A file holds at most 10,000 students.');
    expect(health.statusCode).toBe(200);
    expect(await countStudents()).toBe(before);
    expect(loads).not.toHaveBeenCalled();
  }, 120_000);

  it('refuses a 200,000-line CSV by the row cap', async () => {
    const lines = [HEADER.join(',')];
    // One short cell a line, so the file stays under the upload cap and only the row cap applies.
    for (let r = 2; r <= 200_001; r++) lines.push(`C-${r}`);
    const response = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'students.csv',
      content_base64: Buffer.from(lines.join('\n')).toString('base64'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('A file holds at most 10,000 students.');
  });

  it('still reads an honest small XLSX (in the worker)', async () => {
    const file = xlsxWith([Buffer.from(sheetRow(1, HEADER)), Buffer.from(sheetRow(2, ROW))]);
    const response = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'students.xlsx',
      content_base64: file.toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total_rows: 1 });
    expect(loads).not.toHaveBeenCalled();
  });
});
