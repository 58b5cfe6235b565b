// A school's own sheet: its headers ("Adm No", "Father Name", Urdu "نام", "ولدیت") mapped to the
// product's fields by suggestion, by the school's choice (remembered per school, audited) and by
// the mapping sent; each problem named by its row and the sheet's own header.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog as auditLogs } from '../../src/db/schema/identity.js';
import { importColumnMappings } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN, QUAID, QUAID_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');
const csv = (rows: string[][]) =>
  b64(
    rows
      .map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\n'),
  );
async function xlsx(rows: (string | Date)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

const SCHOOL_HEADER = [
  'Sr. No',
  'Adm No',
  'Student Name',
  'Father Name',
  'Gender',
  'DOB',
  'Class',
  'Section',
  'Father CNIC',
  'Mobile',
];
function schoolRow(k: number, prefix = 'MAP'): string[] {
  return [
    String(k),
    `${prefix}-${k}`,
    `Ahmed Raza${k}`,
    `Muhammad Raza${k}`,
    k % 2 ? 'Male' : 'Female',
    '14/08/2017',
    'Class 2',
    'A',
    `35202-${String(3000000 + k).padStart(7, '0')}-1`,
    `0301${String(2000000 + k).padStart(7, '0')}`,
  ];
}

describe('import column mapping', () => {
  it("suggests a field for each of a school's own English headers and imports with them", async () => {
    const rows = [SCHOOL_HEADER, schoolRow(1), schoolRow(2), schoolRow(3)];
    rows[2]![8] = '35202-12'; // row 3 in the file: a short CNIC
    const preview = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'school.csv',
      content_base64: csv(rows),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      null,
      'admission_no',
      'student_name',
      'father_name',
      'gender',
      'date_of_birth',
      'class',
      'section',
      'guardian_cnic',
      'guardian_mobile',
    ]);
    expect(body.columns[0]).toEqual({ header: 'Sr. No', field: null, source: 'none', sample: '1' });
    expect(body.columns[2]).toMatchObject({ source: 'suggested', sample: 'Ahmed Raza1' });
    expect(body.missing_fields).toEqual([]);
    expect(body).toMatchObject({ total_rows: 3, valid_rows: 2, invalid_rows: 1 });
    // Named by the row in the file and the sheet's own header.
    expect(body.problems).toEqual([
      {
        row: 3,
        column: 'guardian_cnic',
        header: 'Father CNIC',
        message: 'Enter the CNIC as 12345-1234567-1 (13 digits).',
      },
    ]);
    const all = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'school.csv',
      content_base64: csv(rows),
      mode: 'all',
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().errors[0].message).toBe(
      'Row 3, column "Father CNIC": Enter the CNIC as 12345-1234567-1 (13 digits).',
    );
    const valid = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'school.csv',
      content_base64: csv(rows),
      mode: 'valid_only',
    });
    expect(valid.json()).toMatchObject({ created: 2, invalid_rows: 1 });
    // The rows not imported come back in the school's own columns, to correct and import again.
    const rejected = valid.json().rejected_csv as string;
    expect(rejected.split(/\r?\n/)[0]).toBe(`row,${SCHOOL_HEADER.join(',')},problems`);
    expect(rejected).toMatch(/^3,2,MAP-2,Ahmed Raza2,.*Father CNIC: Enter the CNIC/m);
    const found = (await call(IQBAL_ADMIN, 'GET', '/students/?search=map-1')).json().items[0];
    const profile = (await call(IQBAL_ADMIN, 'GET', `/students/${found.id}`)).json();
    expect(profile).toMatchObject({ first_name: 'Ahmed', last_name: 'Raza1', gender: 'male' });
    expect(profile.date_of_birth).toBe('2017-08-14');
    expect(profile.guardians[0].guardian).toMatchObject({
      name: 'Muhammad Raza1',
      relation: 'father',
      cnic: '35202-3000001-1',
    });
  });

  it('reads an XLSX sheet with Urdu headers and Urdu values', async () => {
    const header = [
      'داخلہ نمبر',
      'نام',
      'ولدیت',
      'جنس',
      'تاریخ پیدائش',
      'جماعت',
      'سیکشن',
      'موبائل',
    ];
    const file = await xlsx([
      header,
      [
        'URD-1',
        'عائشہ بی بی',
        'محمد اسلم',
        'لڑکی',
        new Date(Date.UTC(2016, 2, 31)),
        'Class 2',
        'B',
        '03001112223',
      ],
      ['URD-2', 'علی', 'محمد اکرم', 'لڑکا', '', 'Class 2', 'B', ''],
    ]);
    const preview = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      file_name: 'urdu.xlsx',
      content_base64: file,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().columns.map((c: { field: string }) => c.field)).toEqual([
      'admission_no',
      'student_name',
      'father_name',
      'gender',
      'date_of_birth',
      'class',
      'section',
      'guardian_mobile',
    ]);
    // A one-word name cannot give a last name: named by the sheet's Urdu header.
    expect(preview.json().problems).toEqual([
      {
        row: 3,
        column: 'last_name',
        header: 'نام',
        message: "Write the student's first and last name, such as Ali Raza.",
      },
    ]);
    const imported = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'urdu.xlsx',
      content_base64: file,
      mode: 'valid_only',
    });
    expect(imported.json()).toMatchObject({ created: 1, invalid_rows: 1 });
    const found = (await call(IQBAL_ADMIN, 'GET', '/students/?search=urd-1')).json().items[0];
    const profile = (await call(IQBAL_ADMIN, 'GET', `/students/${found.id}`)).json();
    expect(profile).toMatchObject({
      // The last word is the last name.
      first_name: 'عائشہ بی',
      last_name: 'بی',
      gender: 'female',
      date_of_birth: '2016-03-31',
    });
    expect(profile.guardians[0].guardian).toMatchObject({ name: 'محمد اسلم', relation: 'father' });
  });

  it('blocks the import while a required field has no column, with a sentence naming it', async () => {
    const header = ['Adm No', 'Student Name', 'Gender', 'Parent', 'Remarks'];
    const file = {
      file_name: 'parent.csv',
      content_base64: csv([header, ['PAR-1', 'Sana Iqbal', 'female', 'Javed Iqbal', 'new']]),
    };
    const preview = (await call(IQBAL_ADMIN, 'POST', '/students/import/preview', file)).json();
    expect(preview.missing_fields).toEqual(['father_name']);
    expect(preview).toMatchObject({ valid_rows: 0, invalid_rows: 0, problems: [] });
    const refused = await call(IQBAL_ADMIN, 'POST', '/students/import', { ...file, mode: 'all' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      "Choose the column that holds the father's, mother's or guardian's name (or add it to the file): nothing was imported.",
    );
    // Another file's columns, or two columns given one field, are refused with their sentence.
    const other = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      ...file,
      mapping: [{ header: 'Adm No', field: 'admission_no' }],
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toMatch(/not this file's columns/);
    const twice = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      ...file,
      mapping: header.map((h, i) => ({ header: h, field: i === 2 || i === 4 ? 'gender' : null })),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().detail).toBe(
      'The columns "Gender" and "Remarks" are given the same field: choose one of them, or ignore the other.',
    );
    const unknown = await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
      ...file,
      mapping: header.map((h) => ({ header: h, field: 'shoe_size' })),
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('remembers the mapping a school chose, audited, and only for that school', async () => {
    const header = ['Adm No', 'Student Name', 'Gender', 'Parent', 'Remarks'];
    const content = csv([header, ['REM-1', 'Sana Iqbal', 'female', 'Javed Iqbal', 'Street 4']]);
    const mapping = [
      { header: 'Adm No', field: 'admission_no' },
      { header: 'Student Name', field: 'student_name' },
      { header: 'Gender', field: 'gender' },
      { header: 'Parent', field: 'father_name' },
      { header: 'Remarks', field: 'address' },
    ];
    const imported = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'parent.csv',
      content_base64: content,
      mode: 'all',
      mapping,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().created).toBe(1);
    const stored = await t.query((tx) =>
      tx
        .select({ key: importColumnMappings.header_key, field: importColumnMappings.field })
        .from(importColumnMappings)
        .where(eq(importColumnMappings.tenant_id, IQBAL)),
    );
    expect(stored).toEqual(
      expect.arrayContaining([
        { key: 'parent', field: 'father_name' },
        { key: 'remarks', field: 'address' },
      ]),
    );
    const audits = await t.query((tx) =>
      tx
        .select({ changes: auditLogs.changes })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.tenant_id, IQBAL),
            eq(auditLogs.action, 'student_import.mapping_remembered'),
          ),
        ),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({ parent: { from: null, to: 'father_name' } });

    // The next file with these headers (spelt another way) is mapped as the school chose.
    const next = csv([
      ['ADM NO', 'student name', 'GENDER', 'parent', 'REMARKS'],
      ['REM-2', 'Bilal Iqbal', 'male', 'Javed Iqbal', ''],
    ]);
    const again = (
      await call(IQBAL_ADMIN, 'POST', '/students/import/preview', {
        file_name: 'parent.csv',
        content_base64: next,
      })
    ).json();
    expect(again.missing_fields).toEqual([]);
    expect(again.columns[3]).toMatchObject({ field: 'father_name', source: 'remembered' });
    expect(again.columns[4]).toMatchObject({ field: 'address', source: 'remembered' });
    expect(again.valid_rows).toBe(1);
    // The same choice again changes nothing: no second audit entry.
    await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'parent.csv',
      content_base64: content,
      mode: 'all',
      mapping,
    });
    const after = await t.query((tx) =>
      tx
        .select({ id: auditLogs.id })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.tenant_id, IQBAL),
            eq(auditLogs.action, 'student_import.mapping_remembered'),
          ),
        ),
    );
    expect(after).toHaveLength(1);

    // Another school's check of the same headers knows nothing of this choice.
    const other = (
      await call(QUAID_ADMIN, 'POST', '/students/import/preview', {
        file_name: 'parent.csv',
        content_base64: next,
      })
    ).json();
    expect(other.columns[3]).toMatchObject({ field: null, source: 'none' });
    expect(other.missing_fields).toEqual(['father_name']);
    const quaidRows = await t.query((tx) =>
      tx.select().from(importColumnMappings).where(eq(importColumnMappings.tenant_id, QUAID)),
    );
    expect(quaidRows).toEqual([]);
  });
});
