// The late fee as its own line, with the day it started, on every screen's data and on the
// voucher and receipt PDFs: total + late fee - paid = balance, so a parent never reads
// "Paid 3,920" against a total of 3,420 with nothing in between.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domains/fees/money.js';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
let t: TestApp;
let call: ReturnType<typeof caller>;
const today = todayInPakistan();

interface Voucher {
  id: number;
  total: number;
  late_fee: number;
  late_fee_from: string | null;
  late_fee_after_due: number;
  paid_amount: number;
  balance: number;
  status: string;
  payments?: { id: number }[];
}

const run = (query: ReturnType<typeof sql>) => t.query((tx) => tx.execute(query));
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await run(query)) as unknown as { rows: T[] }).rows;

/** The text of a PDF's first page (poppler), spaces squeezed. */
async function pdfText(url: string, email: string): Promise<string> {
  const response = await t.request({ method: 'GET', url, token: await t.tokenFor(email) });
  expect(response.statusCode).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'late-fee-'));
  try {
    writeFileSync(join(dir, 'f.pdf'), response.rawPayload);
    const text = execFileSync(
      'pdftotext',
      ['-layout', '-f', '1', '-l', '1', join(dir, 'f.pdf'), '-'],
      {
        encoding: 'utf8',
      },
    );
    return text.replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const grouped = (n: number) => new Intl.NumberFormat('en-PK').format(n);
const dmy = (day: string) => day.split('-').reverse().join('-');
const adds = (v: Voucher) => expect(v.total + v.late_fee - v.paid_amount).toBe(v.balance);

let fixed: Voucher; // the parent's child's voucher, a fixed late fee of 500, 20 days overdue
let perDay: Voucher; // another voucher, 50 a day capped at 300, 3 days overdue
let inTime: number; // a third, due in 5 days

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const mine = (await call(PARENT, 'GET', '/fees/mine')).json().items as (Voucher & {
    carried_to_no: string | null;
  })[];
  const open = mine.find((v) => v.balance > 0 && v.carried_to_no === null);
  expect(open).toBeDefined();
  const [other, third] = await rows<{ id: number }>(
    sql`select id from vouchers where tenant_id = ${IQBAL} and status in ('unpaid', 'partially_paid')
        and carried_to is null and id <> ${open!.id} order by id limit 2`,
  );
  inTime = Number(third!.id);
  await run(sql`update vouchers set issue_date = ${addDays(today, -5)}::date,
      due_date = ${addDays(today, 5)}::date, late_fee_mode = 'fixed', late_fee_amount = 500
      where tenant_id = ${IQBAL} and id = ${inTime}`);
  // Overdue under a late-fee rule (the rule is the voucher's own, copied when it was issued).
  await run(sql`update vouchers set issue_date = ${addDays(today, -30)}::date,
      due_date = ${addDays(today, -20)}::date, late_fee_mode = 'fixed', late_fee_amount = 500,
      late_fee_cap = null where tenant_id = ${IQBAL} and id = ${open!.id}`);
  await run(sql`update vouchers set issue_date = ${addDays(today, -10)}::date,
      due_date = ${addDays(today, -3)}::date, late_fee_mode = 'per_day', late_fee_amount = 50,
      late_fee_cap = 300 where tenant_id = ${IQBAL} and id = ${other!.id}`);
  fixed = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${open!.id}`)).json();
  perDay = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${other!.id}`)).json();
});
afterAll(() => t.close());

describe('the late fee as its own line', () => {
  it('owes the late fee of today on an overdue voucher, from the day after the due date', () => {
    expect(fixed.late_fee).toBe(500);
    expect(fixed.late_fee_from).toBe(addDays(today, -19));
    expect(fixed.balance).toBe(fixed.total + 500 - fixed.paid_amount);
    adds(fixed);
    // 3 days late at 50 a day (the cap of 300 not reached).
    expect(perDay.late_fee).toBe(150);
    expect(perDay.late_fee_from).toBe(addDays(today, -2));
    expect(perDay.balance).toBe(perDay.total + 150 - perDay.paid_amount);
    adds(perDay);
  });

  it('shows the parent the same line, and the office’s list too', async () => {
    const mine = (await call(PARENT, 'GET', '/fees/mine')).json().items as Voucher[];
    const seen = mine.find((v) => v.id === fixed.id)!;
    expect(seen).toMatchObject({ late_fee: 500, late_fee_from: fixed.late_fee_from });
    adds(seen);
    const list = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?limit=500`)).json()
      .items as (Voucher & { carried_to_no: string | null })[];
    // Every open voucher (one carried forward owes nothing here: its balance moved on).
    const open = list.filter(
      (x) => (x.status === 'unpaid' || x.status === 'partially_paid') && !x.carried_to_no,
    );
    expect(open.length).toBeGreaterThan(2);
    for (const v of open) adds(v);
    expect(list.find((v) => v.id === perDay.id)).toMatchObject({ late_fee: 150 });
  });

  it('prints the late fee with its day and the balance on the voucher PDF', async () => {
    const text = await pdfText(`/api/fees/vouchers/${fixed.id}/pdf?lang=en`, PARENT);
    expect(text).toContain(`Late fee from ${dmy(fixed.late_fee_from!)} 500`);
    expect(text).toContain(`Balance ${grouped(fixed.balance)}`);
  });

  it('keeps the sum after payments: part, then the rest; the receipt reads the same', async () => {
    const part = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${fixed.id}/payments`, {
      amount: 1000,
      method: 'cash',
      paid_on: today,
    });
    expectStatus(part, 201);
    let now = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${fixed.id}`)).json() as Voucher;
    const paid = fixed.paid_amount + 1000;
    expect(now).toMatchObject({ late_fee: 500, paid_amount: paid, status: 'partially_paid' });
    expect(now.balance).toBe(fixed.total + 500 - paid);
    adds(now);
    const receipt = await pdfText(
      `/api/fees/payments/${part.json().id}/receipt?lang=en`,
      IQBAL_ADMIN,
    );
    expect(receipt).toContain(`Voucher total ${grouped(fixed.total)}`);
    expect(receipt).toContain(`Late fee from ${dmy(fixed.late_fee_from!)} 500`);
    expect(receipt).toContain(`Paid to date ${grouped(paid)}`);
    expect(receipt).toContain(`Balance ${grouped(now.balance)}`);

    const rest = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${fixed.id}/payments`, {
      amount: now.balance,
      method: 'cash',
      paid_on: today,
    });
    expectStatus(rest, 201);
    now = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${fixed.id}`)).json() as Voucher;
    // Paid more than the total, and the late fee says why: total + 500 - paid = 0.
    expect(now).toMatchObject({ status: 'paid', late_fee: 500, balance: 0 });
    expect(now.paid_amount).toBe(fixed.total + 500);
    adds(now);
    const last = await pdfText(`/api/fees/payments/${rest.json().id}/receipt?lang=en`, IQBAL_ADMIN);
    expect(last).toContain(`Late fee from ${dmy(fixed.late_fee_from!)} 500`);
    expect(last).toContain(`Paid to date ${grouped(fixed.total + 500)}`);
    expect(last).toContain('Balance 0');
  });

  it('has no late fee line on a voucher paid in time', async () => {
    const v = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${inTime}`)).json() as Voucher;
    expect(v).toMatchObject({ late_fee: 0, late_fee_from: null, balance: v.total - v.paid_amount });
    expect(v.late_fee_after_due).toBe(500);
    const text = await pdfText(`/api/fees/vouchers/${inTime}/pdf?lang=en`, IQBAL_ADMIN);
    expect(text).not.toContain('Late fee from');
    expect(text).toContain(`Payable after due date ${grouped(v.total + 500)}`);
  });
});
