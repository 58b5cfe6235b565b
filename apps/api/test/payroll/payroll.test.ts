// Payroll over HTTP: two staff with salaries set up in SQL (the HR screens are another branch's),
// an unpaid leave day and an advance; the month run, run again (the same payslips, replaced),
// approved once (two approvals at once recover the advance once), final (run again: 409); the
// staff member's own payslips; the payslip PDF in English and Urdu read back in order; the bank
// sheet as CSV and Excel; the bulk print job; who may do what, the module gate, the audit trail.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../../src/db/scope.js';
import { WORDING } from '../../src/documents/payslip.js';
import { renderPrintJob } from '../../src/domains/printing/render-job.js';
import { unreadable, wordsOf } from '../documents/reading.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const MONTH = '2026-10';
let t: TestApp;
let call: ReturnType<typeof caller>;
let teacherId: number;
let adminId: number;
let runId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const auditCount = async (action: string) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from audit_log where tenant_id = ${IQBAL} and action = ${action}`,
      )
    )[0]!.n,
  );

const userId = async (email: string) =>
  Number((await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0]!.id);

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'payslip-'));
  try {
    const file = join(dir, 'payslip.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  teacherId = await userId(IQBAL_TEACHER);
  adminId = await userId(IQBAL_ADMIN);
  await t.query(async (tx) => {
    await tx.execute(sql`delete from staff_records where tenant_id = ${IQBAL}`);
    await tx.execute(
      sql`insert into staff_records (tenant_id, user_id, employee_number, designation, joining_date,
            bank_name, bank_account_title, bank_account_number, basic_salary)
          values (${IQBAL}, ${teacherId}, 'E-014', 'Science teacher', '2024-04-01', 'Meezan Bank',
                  'Teacher Account', 'PK36MEZN0001234567890123', 60000),
                 (${IQBAL}, ${adminId}, 'E-001', 'Principal', '2020-01-01', 'HBL',
                  'Admin Account', '0123456789', 100000)`,
    );
    await tx.execute(
      sql`insert into salary_components (tenant_id, user_id, kind, name, amount, position)
          values (${IQBAL}, ${teacherId}, 'allowance', 'House rent', 15000, 1),
                 (${IQBAL}, ${adminId}, 'allowance', 'Conveyance', 20000, 1),
                 (${IQBAL}, ${adminId}, 'deduction', 'EOBI', 370, 2)`,
    );
    const [type] = (
      (await tx.execute(
        sql`insert into leave_types (tenant_id, name, name_ur, paid, days_per_year)
            values (${IQBAL}, 'Leave without pay', 'بلا تنخواہ چھٹی', false, 0) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await tx.execute(
      sql`insert into staff_attendance (tenant_id, day, user_id, status, leave_type_id)
          values (${IQBAL}, '2026-10-14', ${teacherId}, 'leave', ${type!.id}),
                 (${IQBAL}, '2026-10-15', ${teacherId}, 'present', null)
          on conflict (tenant_id, day, user_id) do update
            set status = excluded.status, leave_type_id = excluded.leave_type_id`,
    );
  });
});
afterAll(() => t.close());

const teacherSlip = (detail: { payslips: { user_id: number }[] }) =>
  detail.payslips.find((p) => p.user_id === teacherId) as unknown as Record<string, unknown> & {
    id: number;
    net: number;
    lines: { kind: string; name: string; amount: number }[];
  };

describe('advances', () => {
  it('gives an advance with its instalment, refusing an instalment over the amount', async () => {
    const over = await call(IQBAL_ADMIN, 'POST', '/payroll/advances', {
      user_id: teacherId,
      amount: 5000,
      instalment: 6000,
      taken_on: '2026-10-01',
    });
    expectStatus(over, 422, 'The instalment cannot be more than the advance.');
    const noRecord = await call(IQBAL_ADMIN, 'POST', '/payroll/advances', {
      user_id: await userId(IQBAL_STUDENT),
      amount: 5000,
      instalment: 1000,
      taken_on: '2026-10-01',
    });
    expectStatus(noRecord, 404);
    const given = await call(IQBAL_ADMIN, 'POST', '/payroll/advances', {
      user_id: teacherId,
      amount: 10000,
      instalment: 4000,
      taken_on: '2026-10-01',
      note: 'Medical',
    });
    expectStatus(given, 201);
    expect(given.json()).toMatchObject({
      amount: 10000,
      instalment: 4000,
      recovered: 0,
      remaining: 10000,
    });
    expect(await auditCount('payroll.advance_given')).toBe(1);
  });
});

describe('the monthly run', () => {
  it('computes each payslip: a day of pay, tax by the slabs, the advance instalment', async () => {
    const res = await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: MONTH });
    expectStatus(res, 201);
    const detail = res.json();
    runId = detail.run.id;
    expect(detail.run).toMatchObject({ month: MONTH, status: 'draft', staff_count: 2 });
    const slip = teacherSlip(detail);
    // 75,000 gross; one unpaid day of 31 = 2,419; taxable 72,581 × 12 = 870,972: 1 % of
    // 270,972 = 2,710 a year, 226 a month; the advance's 4,000.
    expect(slip).toMatchObject({
      gross: 75000,
      unpaid_days: 1,
      unpaid_deduction: 2419,
      income_tax: 226,
      advance_recovery: 4000,
      net: 75000 - 2419 - 226 - 4000,
      bank_account_number: 'PK36MEZN0001234567890123',
    });
    expect(slip.lines.map((l) => l.kind)).toEqual([
      'basic',
      'allowance',
      'unpaid',
      'tax',
      'advance',
    ]);
    const admin = detail.payslips.find((p: { user_id: number }) => p.user_id === adminId);
    // 120,000 gross = 1,440,000 a year: 6,000 + 11 % of 240,000 = 32,400 → 2,700 a month.
    expect(admin).toMatchObject({
      gross: 120000,
      deductions: 370,
      income_tax: 2700,
      net: 120000 - 370 - 2700,
    });
    expect(detail.run.total_net).toBe(slip.net + admin.net);
    expect(detail.run.total_gross).toBe(195000);
  });

  it('runs a draft month again idempotently: the same payslips, replaced, not added', async () => {
    const before = (await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json();
    const again = await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: MONTH });
    expectStatus(again, 200);
    const after = again.json();
    expect(after.run.id).toBe(runId);
    const figures = (d: typeof before) =>
      d.payslips.map(({ id: _id, ...rest }: { id: number }) => rest);
    expect(figures(after)).toEqual(figures(before));
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payslips where tenant_id = ${IQBAL} and run_id = ${runId}`,
    );
    expect(Number(count!.n)).toBe(2);
    expect(await auditCount('payroll.run_created')).toBe(1);
    expect(await auditCount('payroll.run_recomputed')).toBe(1);
  });

  it('refuses bad input with a sentence', async () => {
    expectStatus(await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: '2026-13' }), 422);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: '2999-01' }),
      422,
      'A month that has not started yet cannot be run.',
    );
    const slabs = await call(IQBAL_ADMIN, 'PUT', '/payroll/tax-slabs', {
      items: [
        { from_amount: 0, to_amount: 500000, fixed_amount: 0, rate_percent: 0 },
        { from_amount: 600000, to_amount: null, fixed_amount: 0, rate_percent: 5 },
      ],
    });
    expectStatus(slabs, 422, 'Each slab must start where the one before it ends.');
  });

  it('is the office’s: a teacher and a student are refused, another school sees nothing', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/payroll/runs'), 403);
    expectStatus(await call(IQBAL_TEACHER, 'POST', '/payroll/runs', { month: MONTH }), 403);
    expectStatus(await call(IQBAL_TEACHER, 'POST', `/payroll/runs/${runId}/approve`), 403);
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/payroll/mine'), 403);
    // Another school without the module is refused at the gate (the tenant matrix checks isolation).
    expectStatus(await call(QUAID_ADMIN, 'GET', `/payroll/runs/${runId}`), 403);
  });

  it('shows a staff member nothing of a draft month', async () => {
    const mine = await call(IQBAL_TEACHER, 'GET', '/payroll/mine');
    expectStatus(mine, 200);
    expect(mine.json().total).toBe(0);
    const slip = teacherSlip((await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json());
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/payroll/payslips/${slip.id}/pdf`), 404);
  });
});

describe('approval', () => {
  it('approves once: two approvals at once give one 200 and one 409, the advance recovered once', async () => {
    const [a, b] = await Promise.all([
      call(IQBAL_ADMIN, 'POST', `/payroll/runs/${runId}/approve`),
      call(IQBAL_ADMIN, 'POST', `/payroll/runs/${runId}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [advance] = await rows<{ recovered: number }>(
      sql`select recovered from staff_advances where tenant_id = ${IQBAL} and user_id = ${teacherId}`,
    );
    expect(Number(advance!.recovered)).toBe(4000);
    expect(await auditCount('payroll.run_approved')).toBe(1);
    const list = (await call(IQBAL_ADMIN, 'GET', '/payroll/advances')).json();
    expect(list.items[0]).toMatchObject({ recovered: 4000, remaining: 6000 });
  });

  it('makes the month final: running it again is 409 with the reason', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: MONTH }),
      409,
      'This month is approved and final; its payslips cannot be computed again. Corrections go into the next month.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/payroll/runs/${runId}/approve`),
      409,
      'This month is already approved.',
    );
  });

  it('shows the staff member their own payslip, and only theirs', async () => {
    const mine = (await call(IQBAL_TEACHER, 'GET', '/payroll/mine')).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ month: MONTH, user_id: teacherId, status: 'approved' });
    const own = await call(IQBAL_TEACHER, 'GET', `/payroll/payslips/${mine.items[0].id}/pdf`);
    expectStatus(own, 200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const detail = (await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json();
    const other = detail.payslips.find((p: { user_id: number }) => p.user_id === adminId);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/payroll/payslips/${other.id}/pdf`), 404);
  });
});

describe('the payslip PDF', () => {
  it('prints the English payslip with every label and figure', async () => {
    const detail = (await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json();
    const slip = teacherSlip(detail);
    const res = await call(IQBAL_ADMIN, 'GET', `/payroll/payslips/${slip.id}/pdf?lang=en`);
    expectStatus(res, 200);
    const words = wordsOf(res.rawPayload);
    const en = WORDING.en;
    expect(
      unreadable(words, [
        en.title,
        en.earnings,
        en.basic,
        'House rent',
        en.gross,
        en.deductionsHeading,
        en.unpaid,
        en.tax,
        en.advance,
        en.totalDeductions,
        en.net,
        'PKR 68,355',
        'October 2026',
        'Teacher Account, PK36MEZN0001234567890123, Meezan Bank',
      ]),
    ).toEqual([]);
    const text = pdfText(res.rawPayload);
    // The labels come in the catalogue's order, top to bottom.
    const order = [en.earnings, en.basic, en.gross, en.deductionsHeading, en.net].map((w) =>
      text.indexOf(w),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });

  it('prints the Urdu payslip with its labels reading right to left', async () => {
    const detail = (await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json();
    const slip = teacherSlip(detail);
    const res = await call(IQBAL_ADMIN, 'GET', `/payroll/payslips/${slip.id}/pdf?lang=ur`);
    expectStatus(res, 200);
    const ur = WORDING.ur;
    const words = wordsOf(res.rawPayload);
    expect(
      unreadable(words, [
        ur.title,
        ur.earnings,
        ur.basic,
        ur.gross,
        ur.deductionsHeading,
        ur.tax,
        ur.advance,
        ur.totalDeductions,
        ur.net,
        'PKR 68,355',
        'House rent',
        // The month in Urdu, its year in Latin figures after it (right to left).
        'اکتوبر 2026',
      ]),
    ).toEqual([]);
  });
});

describe('the bank transfer sheet', () => {
  it('lists each net amount with the account, as CSV and as Excel', async () => {
    const csv = await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}/bank-sheet?format=csv`);
    expectStatus(csv, 200);
    expect(csv.headers['content-disposition']).toMatch(/bank-transfers-2026-10-/);
    const parsed = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const teacher = parsed.find((r) => r.Reference === 'SAL-2026-10-E-014');
    expect(teacher).toMatchObject({
      'Account Title': 'Teacher Account',
      'IBAN / Account No': 'PK36MEZN0001234567890123',
      Bank: 'Meezan Bank',
      'Net Amount (PKR)': '68355',
    });
    const xlsx = await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}/bank-sheet?format=xlsx`);
    expectStatus(xlsx, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const total = sheet
      .getColumn(4)
      .values.filter((v): v is number => typeof v === 'number')
      .reduce((a, b) => a + b, 0);
    const run = (await call(IQBAL_ADMIN, 'GET', `/payroll/runs/${runId}`)).json().run;
    expect(total).toBe(run.total_net);
  });
});

describe('bulk printing', () => {
  it('prints the month’s payslips as one job, one page each', async () => {
    const created = await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
      kind: 'payslips',
      scope: 'school',
      month: MONTH,
      language: 'ur',
    });
    expectStatus(created, 202);
    const job = created.json();
    expect(job.total).toBe(2);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'payslips',
        scope: 'class',
        class_id: 1,
        month: MONTH,
      }),
      422,
      "A month's payslips are printed for the whole school; choose the school scope.",
    );
    await renderPrintJob(t.db, IQBAL, job.id);
    const done = (await call(IQBAL_ADMIN, 'GET', `/print-jobs/${job.id}`)).json();
    expect(done).toMatchObject({ status: 'done', done: 2, file_type: 'pdf' });
    expect(done.file_name).toBe('payslips-2026-10-school-ur.pdf');
    const file = await call(IQBAL_ADMIN, 'GET', `/print-jobs/${job.id}/file`);
    expectStatus(file, 200);
    const words = wordsOf(file.rawPayload, 2);
    expect(unreadable(words, [WORDING.ur.title, WORDING.ur.net])).toEqual([]);
  });
});

describe('the module gate and the audit trail', () => {
  it('refuses every payroll operation while the module is off', async () => {
    const payroll = await moduleId(t, 'payroll');
    const admin = await t.tokenFor(IQBAL_ADMIN);
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/modules/tenant/disable/${payroll}`,
        token: admin,
      }),
      200,
    );
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/payroll/runs'), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/payroll/mine'), 403);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/print-jobs', {
        kind: 'payslips',
        scope: 'school',
        month: MONTH,
      }),
      403,
    );
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/modules/tenant/enable/${payroll}`,
        token: admin,
      }),
      200,
    );
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/payroll/runs'), 200);
  });

  it('saves the tax slabs (audited) and uses them in the next run', async () => {
    const saved = await call(IQBAL_ADMIN, 'PUT', '/payroll/tax-slabs', {
      items: [
        { from_amount: 0, to_amount: 600000, fixed_amount: 0, rate_percent: 0 },
        { from_amount: 600000, to_amount: null, fixed_amount: 0, rate_percent: 10 },
      ],
    });
    expectStatus(saved, 200);
    expect(saved.json().is_default).toBe(false);
    expect(await auditCount('payroll.tax_slabs_saved')).toBe(1);
    const next = await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month: '2026-11' });
    expectStatus(next, 201);
    // 75,000 × 12 = 900,000: 10 % of 300,000 = 30,000 a year, 2,500 a month.
    expect(teacherSlip(next.json()).income_tax).toBe(2500);
    const inScope = await t.query(
      async (tx) =>
        (
          (await tx.execute(sql`select count(*)::int as n from payroll_runs`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      tenantScope(IQBAL),
    );
    expect(Number(inScope)).toBe(2);
  });
});
