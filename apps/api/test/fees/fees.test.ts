// Fees over HTTP: setup validation, voucher runs (idempotent, also two at once),
// payments (partial, never over-paid under two at once, receipts), cancel and refund audited,
// defaulters and reminders, the ledger, the family's view, and the module gate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../src/db/schema/fees.js';
import { auditLog } from '../../src/db/schema/identity.js';
import { notifications } from '../../src/db/schema/notifications.js';
import { processRun } from '../../src/domains/fees/runs.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
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
let t: TestApp;
let call: ReturnType<typeof caller>;
let yearId: number;
let classes: { id: number; name: string }[];
let headIds: Record<string, number>;
/** A month of the current academic year with no vouchers yet (its last month). */
let month: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

/** A PDF's text as poppler reads it, spaces squeezed: what a parent sees printed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'fees-pdf-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const grouped = (n: number) => new Intl.NumberFormat('en-PK').format(n);

const auditCount = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), like(auditLog.action, action)))
      )[0]!.n,
  );

const vouchersOf = (m: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(vouchers)
          .where(and(eq(vouchers.tenant_id, IQBAL), eq(vouchers.month, m)))
      )[0]!.n,
  );

/** Waits for the job queue to finish a run (polls its progress; no time is asserted). */
async function runToEnd(runId: number) {
  for (let i = 0; i < 300; i++) {
    const run = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${runId}`)).json();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [year] = await rows<{ id: number; ends_on: string }>(
    sql`select id, ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
  );
  yearId = Number(year!.id);
  month = year!.ends_on.slice(0, 7);
  classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items;
  const heads = (await call(IQBAL_ADMIN, 'GET', '/fees/heads')).json().items as {
    id: number;
    name: string;
  }[];
  headIds = Object.fromEntries(heads.map((h) => [h.name, h.id]));
});
afterAll(() => t.close());

describe('setup', () => {
  it('refuses a second head of the same name, an unknown head in a structure, a bad IBAN', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/fees/heads', {
        name: 'tuition FEE',
        kind: 'tuition',
        frequency: 'monthly',
      }),
      409,
      'The school already has a fee head with this name.',
    );
    const c5 = classes.find((c) => c.name === 'Class 5')!.id;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/${c5}`, {
        amounts: [{ fee_head_id: 999999, amount: 100 }],
      }),
      422,
      'Fee head 999999 does not exist.',
    );
    const settings = (await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json();
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', { ...settings, iban: 'PK00 1234' }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
        ...settings,
        late_fee_mode: 'fixed',
        late_fee_cap: 100,
      }),
      422,
      'A cap applies only to a late fee per day.',
    );
    // Teachers, students and parents do not set fees.
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/fees/settings'), 403);
    expectStatus(await call(PARENT, 'GET', '/fees/heads'), 403);
  });

  it('saves a class structure and a head, audited', async () => {
    const created = await call(IQBAL_ADMIN, 'POST', '/fees/heads', {
      name: 'Transport',
      kind: 'transport',
      frequency: 'monthly',
    });
    expectStatus(created, 201);
    headIds.Transport = created.json().id;
    const c5 = classes.find((c) => c.name === 'Class 5')!.id;
    const before = (await call(IQBAL_ADMIN, 'GET', `/fees/structure/${yearId}`)).json();
    const own = before.classes.find((c: { class_id: number }) => c.class_id === c5);
    const saved = await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/${c5}`, {
      amounts: [...own.amounts, { fee_head_id: headIds.Transport, amount: 1500 }],
    });
    expectStatus(saved, 200);
    const after = saved.json().classes.find((c: { class_id: number }) => c.class_id === c5);
    expect(after.monthly_total).toBe(own.monthly_total + 1500);
    expect(await auditCount('fees.structure_saved')).toBe(1);
    expect(await auditCount('fees.head_created')).toBe(1);
  });

  it('refuses a percentage concession above 100 and a second one on the same head', async () => {
    const student = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?limit=1')).json().items[0]
      .student_id;
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/students/${student}/concessions`, {
        kind: 'scholarship',
        mode: 'percent',
        value: 120,
        reason: 'x',
      }),
      422,
    );
    const body = {
      fee_head_id: headIds.Transport,
      kind: 'staff_child',
      mode: 'fixed',
      value: 500,
      reason: 'Child of a teacher',
    };
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/students/${student}/concessions`, body),
      201,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/students/${student}/concessions`, body),
      409,
      'The student already has a concession on this fee head; remove it first.',
    );
  });
});

describe('voucher runs', () => {
  it('generates a month in the job queue: structure − concessions + arrears, with progress', async () => {
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month });
    expectStatus(started, 202);
    const run = await runToEnd(started.json().id);
    expect(run.status).toBe('done');
    expect(run.students_total).toBeGreaterThan(10);
    expect(run.students_done).toBe(run.students_total);
    expect(run.vouchers_created).toBe(run.students_total);
    expect(await vouchersOf(month)).toBe(run.students_total);
    // The staff-child concession of 500 off transport (Class 5), and arrears carried.
    const list = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${month}&limit=500`)).json();
    expect(list.total).toBe(run.students_total);
    for (const v of list.items as { id: number; total: number; arrears: number }[]) {
      const detail = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}`)).json();
      const net = detail.lines.reduce((s: number, l: { net: number }) => s + l.net, 0);
      expect(net).toBe(v.total);
      expect(detail.lines.find((l: { label: string }) => l.label === 'Arrears')?.amount ?? 0).toBe(
        v.arrears,
      );
    }
    // Guardians were told (once per voucher).
    const [told] = await rows<{ n: number }>(
      sql`select count(distinct idempotency_key)::int as n from notifications
          where tenant_id = ${IQBAL} and idempotency_key like 'voucher_issued:%'`,
    );
    expect(told!.n).toBeGreaterThan(0);
  });

  it('running the same month again creates nothing new', async () => {
    const before = await vouchersOf(month);
    const again = await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month });
    const run = await runToEnd(again.json().id);
    expect(run).toMatchObject({ status: 'done', vouchers_created: 0 });
    expect(run.vouchers_skipped).toBe(run.students_total);
    expect(await vouchersOf(month)).toBe(before);
  });

  it('two runs of one month at the same time create each voucher once', async () => {
    const other = `${month.slice(0, 4)}-${month.slice(5) === '01' ? '02' : '01'}`;
    const [a, b] = await rows<{ id: number }>(
      sql`insert into voucher_runs (tenant_id, month, issue_date, due_date)
          values (${IQBAL}, ${other}, ${`${other}-01`}::date, ${`${other}-10`}::date),
                 (${IQBAL}, ${other}, ${`${other}-01`}::date, ${`${other}-10`}::date)
          returning id`,
    );
    await Promise.all([
      processRun(t.db, IQBAL, Number(a!.id), { batchSize: 7 }),
      processRun(t.db, IQBAL, Number(b!.id), { batchSize: 5 }),
    ]);
    const runs = await rows<{ vouchers_created: number; students_total: number }>(
      sql`select vouchers_created, students_total from voucher_runs
          where tenant_id = ${IQBAL} and id in (${a!.id}, ${b!.id})`,
    );
    const created = runs.reduce((s, r) => s + Number(r.vouchers_created), 0);
    expect(created).toBe(Number(runs[0]!.students_total));
    expect(await vouchersOf(other)).toBe(Number(runs[0]!.students_total));
    const [numbers] = await rows<{ n: number; distinct_n: number }>(
      sql`select count(*)::int as n, count(distinct voucher_no)::int as distinct_n from vouchers
          where tenant_id = ${IQBAL}`,
    );
    expect(numbers!.distinct_n).toBe(numbers!.n);
  });

  it('refuses a month outside every academic year', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/fees/runs', { month: '2001-03' }),
      422,
      'No academic year covers this month; add the year in School setup first.',
    );
  });
});

describe('payments', () => {
  let voucher: {
    id: number;
    total: number;
    balance: number;
    student_id: number;
    voucher_no: string;
    student_name: string;
    due_date: string;
    late_fee_after_due: number;
  };

  beforeAll(async () => {
    const list = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${month}&status=unpaid&limit=500`)
    ).json();
    voucher = list.items.find((v: { total: number }) => v.total > 1000);
  });

  it('records a partial cash payment with a numbered receipt, audited', async () => {
    const paid = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/payments`, {
      amount: 1000,
      method: 'cash',
      paid_on: todayInPakistan(),
    });
    expectStatus(paid, 201);
    expect(paid.json()).toMatchObject({ amount: 1000, voucher_status: 'partially_paid' });
    expect(paid.json().receipt_no).toMatch(/^R-\d{6}$/);
    const receipt = await t.request({
      method: 'GET',
      url: `/api/fees/payments/${paid.json().id}/receipt?lang=ur`,
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await auditCount('fees.payment_recorded')).toBe(1);
    // The English receipt prints the receipt number, the voucher, the pupil and the amount paid.
    const english = await t.request({
      method: 'GET',
      url: `/api/fees/payments/${paid.json().id}/receipt?lang=en`,
      token: await t.tokenFor(IQBAL_ADMIN),
    });
    const text = pdfText(english.rawPayload);
    expect(text).toContain(paid.json().receipt_no);
    expect(text).toContain(voucher.voucher_no);
    expect(text).toContain(voucher.student_name);
    expect(text).toContain('1,000');
  });

  it('refuses a bank deposit without its reference and more than the balance', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/payments`, {
        amount: 10,
        method: 'bank_deposit',
        paid_on: todayInPakistan(),
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/payments`, {
        amount: voucher.total,
        method: 'cash',
        paid_on: voucher ? `${month}-01` : '',
      }),
      409,
      `The amount is more than the balance of PKR ${voucher.total - 1000} on this voucher.`,
    );
  });

  it('says why in Urdu for an Urdu reader', async () => {
    const answer = await t.request({
      method: 'POST',
      url: `/api/fees/vouchers/${voucher.id}/payments`,
      token: await t.tokenFor(IQBAL_ADMIN),
      headers: { 'accept-language': 'ur' },
      payload: { amount: voucher.total, method: 'cash', paid_on: `${month}-01` },
    });
    expectStatus(answer, 409, `رقم اس واؤچر کے بقایا ${voucher.total - 1000} روپے سے زیادہ ہے۔`);
  });

  it('never over-pays: of two payments of the whole balance sent at once, one is refused', async () => {
    const balance = voucher.total - 1000;
    const token = await t.tokenFor(IQBAL_ADMIN);
    const pay = () =>
      t.request({
        method: 'POST',
        url: `/api/fees/vouchers/${voucher.id}/payments`,
        token,
        payload: { amount: balance, method: 'cheque', reference: 'CHQ-1', paid_on: `${month}-01` },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [row] = await rows<{ paid_amount: number; total: number; status: string }>(
      sql`select paid_amount, total, status from vouchers where tenant_id = ${IQBAL} and id = ${voucher.id}`,
    );
    expect(row).toMatchObject({ paid_amount: voucher.total, status: 'paid' });
  });

  it('refunds a payment with a reason (audited) and reopens the voucher', async () => {
    const detail = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${voucher.id}`)).json();
    const cheque = detail.payments.find((p: { method: string }) => p.method === 'cheque');
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/payments/${cheque.id}/refund`, { reason: ' ' }),
      422,
    );
    const refunded = await call(IQBAL_ADMIN, 'POST', `/fees/payments/${cheque.id}/refund`, {
      reason: 'Cheque bounced',
    });
    expectStatus(refunded, 200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', voucher_status: 'partially_paid' });
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/payments/${cheque.id}/refund`, { reason: 'again' }),
      409,
    );
    expect(await auditCount('fees.payment_refunded')).toBe(1);
  });

  it('cancels only a voucher without payments, with a reason, audited', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/cancel`, { reason: 'Left' }),
      409,
    );
    const other = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${month}&status=unpaid&limit=1`)
    ).json().items[0];
    const cancelled = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${other.id}/cancel`, {
      reason: 'Student left the school',
    });
    expectStatus(cancelled, 200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', balance: 0 });
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${other.id}/payments`, {
        amount: 1,
        method: 'cash',
        paid_on: todayInPakistan(),
      }),
      409,
      'This voucher is cancelled; it takes no payments.',
    );
    expect(await auditCount('fees.voucher_cancelled')).toBe(1);
  });

  it('downloads the voucher PDF in English and Urdu', async () => {
    for (const lang of ['en', 'ur']) {
      const pdf = await t.request({
        method: 'GET',
        url: `/api/fees/vouchers/${voucher.id}/pdf?lang=${lang}`,
        token: await t.tokenFor(IQBAL_ADMIN),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The voucher number and its total print in either language (digits stay Latin).
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(voucher.voucher_no);
      expect(text).toContain(grouped(voucher.total));
      if (lang === 'en') {
        expect(text).toContain(voucher.student_name);
        // The figures a bank cashier reads: the total within the due date, the due date as
        // printed (dd-mm-yyyy) and the total after it, late fee added.
        expect(text).toContain(`Payable within due date ${grouped(voucher.total)}`);
        expect(text).toContain(`Due date ${voucher.due_date.split('-').reverse().join('-')}`);
        expect(text).toContain(
          `Payable after due date ${grouped(voucher.total + voucher.late_fee_after_due)}`,
        );
      }
    }
  });
});

describe('reports', () => {
  it('lists defaulters with balances and guardians, and reminds once a day', async () => {
    const today = todayInPakistan();
    const list = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json();
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from vouchers where tenant_id = ${IQBAL}
          and status in ('unpaid', 'partially_paid') and carried_to is null
          and due_date < ${today}::date`,
    );
    expect(list.total).toBe(expected!.n);
    if (!list.items.length) return;
    const first = list.items[0];
    expect(first.balance).toBeGreaterThan(0);
    expect(list.total_overdue).toBe(
      list.items.reduce((s: number, d: { balance: number }) => s + d.balance, 0),
    );
    const withGuardian = list.items.find((d: { guardians: unknown[] }) => d.guardians.length);
    const sent = await call(
      IQBAL_ADMIN,
      'POST',
      `/fees/defaulters/${withGuardian.voucher_id}/remind`,
    );
    expectStatus(sent, 200);
    expect(sent.json().notified).toBeGreaterThan(0);
    const again = await call(
      IQBAL_ADMIN,
      'POST',
      `/fees/defaulters/${withGuardian.voucher_id}/remind`,
    );
    expect(again.json().notified).toBe(0);
    const notes = await t.query((tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.tenant_id, IQBAL),
            like(notifications.idempotency_key, `fee_overdue:${withGuardian.voucher_id}:%`),
          ),
        ),
    );
    expect(notes.length).toBe(sent.json().notified);
  });

  it('sums the collection by month, class and method alike', async () => {
    const report = (
      await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection?from=2000-01&to=2100-12`)
    ).json();
    const [sum] = await rows<{ n: number }>(
      sql`select coalesce(sum(amount), 0)::int as n from payments where tenant_id = ${IQBAL} and status = 'recorded'`,
    );
    expect(report.total).toBe(sum!.n);
    for (const part of ['by_month', 'by_class', 'by_method'])
      expect(report[part].reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(
        sum!.n,
      );
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/fees/reports/collection?from=2026-05&to=2026-01'),
      422,
    );
  });

  it("keeps a student's ledger whose balance is what their open vouchers owe", async () => {
    const [student] = await rows<{ student_id: number }>(
      sql`select student_id from vouchers where tenant_id = ${IQBAL} and arrears > 0 limit 1`,
    );
    const ledger = (
      await call(IQBAL_ADMIN, 'GET', `/fees/students/${student!.student_id}/ledger`)
    ).json();
    const open = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${student!.student_id}&limit=100`)
    ).json();
    const [charged] = await rows<{ owed: number }>(
      sql`select coalesce(sum(total + late_fee_charged - paid_amount), 0)::int as owed from vouchers
          where tenant_id = ${IQBAL} and student_id = ${student!.student_id}
            and status in ('unpaid', 'partially_paid') and carried_to is null`,
    );
    expect(ledger.balance, JSON.stringify({ ledger, open: open.items })).toBe(charged!.owed);
    expect(ledger.entries.at(-1).balance).toBe(ledger.balance);
    expect(open.total).toBeGreaterThan(1);
  });
});

describe('families', () => {
  it("shows a parent only their children's vouchers, and another family's is not found", async () => {
    const mine = (await call(PARENT, 'GET', '/fees/mine')).json().items as {
      id: number;
      student_id: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    const children = new Set(mine.map((v) => v.student_id));
    const [other] = await rows<{ id: number }>(
      sql`select id from vouchers where tenant_id = ${IQBAL}
          and not (student_id = any(${`{${[...children].join(',')}}`}::int[])) limit 1`,
    );
    expectStatus(await call(PARENT, 'GET', `/fees/vouchers/${other!.id}`), 404);
    expectStatus(await call(PARENT, 'GET', `/fees/vouchers/${mine[0]!.id}`), 200);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/fees/vouchers/${mine[0]!.id}/pdf`,
      token: await t.tokenFor(PARENT),
    });
    expect(pdf.statusCode).toBe(200);
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/fees/mine'), 403);
    expectStatus(await call(IQBAL_STUDENT, 'GET', '/fees/mine'), 200);
  });

  it("hides one school's vouchers from another's office", async () => {
    // Quaid switches fees on; Iqbal's voucher is still "not found" to its office.
    await rows(sql`insert into tenant_modules (tenant_id, module_id, is_enabled, enabled_at)
                   select ${QUAID}, id, true, now() from modules where slug = 'fee-management'
                   on conflict do nothing`);
    expectStatus(
      await call(
        QUAID_ADMIN,
        'GET',
        `/fees/vouchers/${(await call(PARENT, 'GET', '/fees/mine')).json().items[0].id}`,
      ),
      404,
    );
  });
});

describe('the module gate', () => {
  it('answers 403 while fee-management is off, and works again once on', async () => {
    const off = sql`update tenant_modules set is_enabled = false where tenant_id = ${IQBAL}
                    and module_id = (select id from modules where slug = 'fee-management')`;
    await rows(off);
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/fees/heads'),
      403,
      /module is not enabled for your organisation/,
    );
    expectStatus(await call(PARENT, 'GET', '/fees/mine'), 403);
    await rows(sql`update tenant_modules set is_enabled = true where tenant_id = ${IQBAL}
                   and module_id = (select id from modules where slug = 'fee-management')`);
    expectStatus(await call(IQBAL_ADMIN, 'GET', '/fees/heads'), 200);
  });
});
