// A student's ledger entry by entry, against what this test does to their vouchers: each
// voucher's own charge (its arrears left out, that money is already in the ledger), the late fee
// a payment was charged, payments, a refund and a cancellation, oldest first, with a running
// balance that ends at what the open vouchers owe; its file says the same; a parent sees their
// child's ledger only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';

let t: TestApp;
let call: ReturnType<typeof caller>;
let m1: string;
let m2: string;
let student: number;

type Entry = {
  date: string;
  kind: string;
  month: string | null;
  voucher_no: string | null;
  receipt_no: string | null;
  debit: number;
  credit: number;
  balance: number;
};
type Ledger = { entries: Entry[]; charged: number; paid: number; balance: number };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

async function runToEnd(runId: number) {
  for (let i = 0; i < 300; i++) {
    const run = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${runId}`)).json();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}
async function issue(m: string) {
  const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', {
    month: m,
    issue_date: `${m}-01`,
    due_date: `${m}-10`,
  });
  expect((await runToEnd(started.json().id)).status).toBe('done');
}
const voucherOf = async (m: string) =>
  (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${student}&month=${m}`)).json()
    .items[0] as { id: number; voucher_no: string; total: number; arrears: number };
const ledger = async (who = IQBAL_ADMIN): Promise<Ledger> => {
  const res = await call(who, 'GET', `/fees/students/${student}/ledger`);
  expectStatus(res, 200);
  return res.json();
};
/** The entries this test made: those of its two months and their payments. */
const ours = (l: Ledger, nos: string[]) =>
  l.entries.filter((e) => e.voucher_no !== null && nos.includes(e.voucher_no));

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [year] = await rows<{ ends_on: string }>(
    sql`select ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
  );
  m2 = year!.ends_on.slice(0, 7);
  const [y, m] = m2.split('-').map(Number) as [number, number];
  m1 = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  // The parent's child, so the family's view can be checked against the office's.
  const mine = (await call(PARENT, 'GET', '/fees/mine')).json().items as { student_id: number }[];
  student = mine[0]!.student_id;
  // Settle what the seed left open, so the ledger's end is this test's doing.
  const open = (
    await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${student}&limit=100`)
  ).json().items as { id: number; balance: number; status: string }[];
  for (const v of open)
    if (v.balance > 0)
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
          amount: v.balance,
          method: 'cash',
          paid_on: new Date().toISOString().slice(0, 10),
        }),
        201,
      );
});
afterAll(() => t.close());

describe("a student's ledger", () => {
  it('starts a month at zero: the charge, a part paid, then the rest with the late fee', async () => {
    expect((await ledger()).balance).toBe(0);
    await issue(m1);
    const v1 = await voucherOf(m1);
    expect(v1.arrears).toBe(0);
    const pay = (amount: number, paid_on: string) =>
      call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v1.id}/payments`, {
        amount,
        method: 'cash',
        paid_on,
      });
    expectStatus(await pay(1000, `${m1}-05`), 201);
    // Three days late: PKR 150 on top (the seed's 50 a day).
    expectStatus(await pay(v1.total - 1000 + 150, `${m1}-13`), 201);
    const l = await ledger();
    const mine = ours(l, [v1.voucher_no]);
    expect(mine.map((e) => [e.kind, e.debit, e.credit])).toEqual([
      ['voucher', v1.total, 0],
      ['payment', 0, 1000],
      ['late_fee', 150, 0],
      ['payment', 0, v1.total - 1000 + 150],
    ]);
    expect(mine.map((e) => e.date)).toEqual([`${m1}-01`, `${m1}-05`, `${m1}-10`, `${m1}-13`]);
    // The running balance adds up entry by entry, and ends at zero.
    let running = 0;
    for (const e of l.entries) {
      running += e.debit - e.credit;
      expect(e.balance).toBe(running);
    }
    expect(l.balance).toBe(0);
    expect(l.charged - l.paid).toBe(l.balance);
  });

  it('a refund owes the money again; the next voucher carries it, counted once', async () => {
    const v1 = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${(await voucherOf(m1)).id}`)
    ).json();
    const last = v1.payments.at(-1) as { id: number; amount: number };
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/payments/${last.id}/refund`, {
        reason: 'Cheque returned',
      }),
      200,
    );
    let l = await ledger();
    // Dated the day of the refund, the payment's receipt number on it.
    const refund = ours(l, [v1.voucher_no]).find((e) => e.kind === 'refund');
    expect(refund).toMatchObject({ debit: last.amount, credit: 0 });
    expect(l.balance).toBe(last.amount);
    await issue(m2);
    const v2 = await voucherOf(m2);
    // The refunded amount comes back as arrears, with the late fee grown from the 150 charged
    // to the cap of 500 by the next month's issue day: 350 more, charged once.
    expect(v2.arrears).toBe(last.amount + 350);
    l = await ledger();
    const charge = ours(l, [v2.voucher_no]).find((e) => e.kind === 'voucher')!;
    expect(charge.debit).toBe(v2.total - v2.arrears);
    expect(l.balance).toBe(v2.total);
  });

  it('a cancelled voucher is credited back, and its arrears are owed on the old one again', async () => {
    const v2 = await voucherOf(m2);
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v2.id}/cancel`, { reason: 'Left' }),
      200,
    );
    const l = await ledger();
    const entries = ours(l, [v2.voucher_no]);
    expect(entries.map((e) => [e.kind, e.debit, e.credit])).toEqual([
      ['voucher', v2.total - v2.arrears, 0],
      ['cancelled', 0, v2.total - v2.arrears],
    ]);
    expect(l.balance).toBe(v2.arrears);
  });

  it('exports the same entries; the parent sees the same ledger, a teacher none', async () => {
    const l = await ledger();
    const file = await call(IQBAL_ADMIN, 'GET', `/fees/students/${student}/ledger/export`);
    expectStatus(file, 200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Date,Kind,Description,Month,Method,Voucher No,Receipt No,Debit (PKR),Credit (PKR),Balance (PKR)',
    );
    expect(lines).toHaveLength(1 + l.entries.length);
    const last = lines.at(-1)!.split(',');
    expect(Number(last.at(-1))).toBe(l.balance);
    expect(lines.slice(1).map((line) => Number(line.split(',').at(-1)))).toEqual(
      l.entries.map((e) => e.balance),
    );
    expect(await ledger(PARENT)).toEqual(l);
    // Not the office's business of a teacher: no such student for them.
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/fees/students/${student}/ledger`), 404);
    const other = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?limit=500'))
      .json()
      .items.find((v: { student_id: number }) => v.student_id !== student) as {
      student_id: number;
    };
    expectStatus(await call(PARENT, 'GET', `/fees/students/${other.student_id}/ledger`), 404);
  });
});
