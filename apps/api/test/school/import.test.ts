// Bulk import: CSV and XLSX, every problem by row and column, all-or-nothing or only
// the valid rows (the rest as CSV), and importing the same file again creates nothing.
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardians, students } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
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
function rows(n: number, from = 1): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return [
      `IMP-${k}`,
      `Child${k}`,
      'Imported',
      k % 2 ? 'male' : 'female',
      '14/08/2017',
      'Class 2',
      k % 2 ? 'A' : 'B',
      `Father ${k}`,
      'father',
      `35202-${String(2000000 + Math.floor(k / 2)).padStart(7, '0')}-1`,
      `0300${String(1000000 + k).padStart(7, '0')}`,
    ];
  });
}
const csv = (data: string[][]) =>
  Buffer.from([HEADER, ...data].map((r) => r.join(',')).join('\n')).toString('base64');
async function xlsx(data: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(HEADER);
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const countOf = (table: typeof students | typeof guardians) =>
  t.query(
    async (tx) =>
      (await tx.select({ n: count() }).from(table).where(eq(table.tenant_id, IQBAL)))[0]!.n,
  );

describe('student import', () => {
  it('previews an XLSX file, naming the bad row by row and column, and writes nothing', async () => {
    const data = rows(30);
    data[9]![9] = '35202-12-1'; // row 11 in the file: bad CNIC
    data[19]![6] = 'Z'; // row 21: no such section
    const before = await countOf(students);
    const preview = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'students.xlsx',
      content_base64: await xlsx(data),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      total_rows: 30,
      valid_rows: 28,
      invalid_rows: 2,
      existing_rows: 0,
    });
    expect(preview.json().problems).toEqual([
      {
        row: 11,
        column: 'guardian_cnic',
        header: 'Guardian CNIC',
        message: 'Enter the CNIC as 12345-1234567-1 (13 digits).',
      },
      { row: 21, column: 'section', header: 'Section', message: 'Class 2 has no section "Z".' },
    ]);
    const all = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'students.xlsx',
      content_base64: await xlsx(data),
      mode: 'all',
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().detail).toMatch(/2 rows of the file have problems: nothing was imported/);
    expect(all.json().errors[0]).toEqual({
      field: 'row 11, guardian_cnic',
      message: 'Row 11, column "Guardian CNIC": Enter the CNIC as 12345-1234567-1 (13 digits).',
    });
    expect(await countOf(students)).toBe(before);
  });

  it('imports only the valid rows, returns the rest as CSV, and creates nothing the second time', async () => {
    const data = rows(20, 100);
    data[4]![3] = 'unknown';
    const file = { file_name: 'students.csv', content_base64: csv(data) };
    const before = await countOf(students);
    const guardiansBefore = await countOf(guardians);
    const first = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      ...file,
      mode: 'valid_only',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      created: 19,
      existing_rows: 0,
      invalid_rows: 1,
      guardians_created: 10,
    });
    // In the file's own columns, so the school corrects its own sheet.
    expect(first.json().rejected_csv).toMatch(/^row,Admission No,First Name,/);
    expect(first.json().rejected_csv).toMatch(
      /6,IMP-104,Child104.*Gender: Write male, female or other\./,
    );
    expect(await countOf(students)).toBe(before + 19);
    expect(await countOf(guardians)).toBe(guardiansBefore + 10);
    const sibling = (await call(IQBAL_ADMIN, 'GET', '/students/?search=imp-100')).json().items[0];
    const profile = (await call(IQBAL_ADMIN, 'GET', `/students/${sibling.id}`)).json();
    expect(profile.placement).toMatchObject({ class_name: 'Class 2', section_name: 'B' });
    expect(profile.guardians[0].guardian.mobile).toMatch(/^\+923/);

    const second = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      ...file,
      mode: 'valid_only',
    });
    expect(second.json()).toMatchObject({ created: 0, existing_rows: 19, invalid_rows: 1 });
    expect(await countOf(students)).toBe(before + 19);
    // The corrected row alone, then: created, and the whole file is now all existing.
    data[4]![3] = 'female';
    const fixed = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'students.csv',
      content_base64: csv(data),
      mode: 'all',
    });
    expect(fixed.json()).toMatchObject({
      created: 1,
      existing_rows: 19,
      invalid_rows: 0,
      rejected_csv: null,
    });
  });

  it('refuses unreadable files, missing columns, duplicates within the file, and non-admins', async () => {
    const garbage = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'x.xlsx',
      content_base64: Buffer.from('not a zip').toString('base64'),
    });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().detail).toBe('The file could not be read as CSV or XLSX.');
    const noColumns = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'x.csv',
      content_base64: Buffer.from('name,age\nAli,7').toString('base64'),
    });
    // "name" is taken for the student's name; the rest has no column yet.
    expect(noColumns.statusCode).toBe(200);
    expect(noColumns.json().missing_fields).toEqual(['admission_no', 'gender', 'father_name']);
    const onlyHeader = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'x.csv',
      content_base64: csv([]),
    });
    expect(onlyHeader.json().detail).toMatch(/no rows/);
    const wrongType = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'x.pdf',
      content_base64: csv(rows(1)),
    });
    expect(wrongType.statusCode).toBe(422);
    const dup = rows(2, 500);
    dup[1]![0] = dup[0]![0]!;
    const duplicate = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'x.csv',
      content_base64: csv(dup),
    });
    expect(duplicate.json().problems).toEqual([
      {
        row: 3,
        column: 'admission_no',
        header: 'Admission No',
        message: 'The same admission number is on row 2.',
      },
    ]);
    expect(
      (
        await call(IQBAL_TEACHER, 'POST', '/students/import/preview', {
          file_name: 'x.csv',
          content_base64: csv(rows(1)),
        })
      ).statusCode,
    ).toBe(403);
  });

  // Generous timeout on a busy machine; the speed itself is measured by npm run bench:import.
  it('takes a 5,000-row XLSX file (over the 1 MiB body limit of other calls)', {
    timeout: 240_000,
  }, async () => {
    const big = await xlsx(rows(5000, 10_000));
    const result = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'big.xlsx',
      content_base64: big,
      mode: 'all',
    });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ created: 5000, invalid_rows: 0 });
    const list = (await call(IQBAL_ADMIN, 'GET', '/students/?search=child14999')).json();
    expect(list.items[0].placement.section_name).toBe('A');
  });
});
