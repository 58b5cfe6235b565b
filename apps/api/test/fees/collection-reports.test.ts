// The office's money reports over HTTP, checked against payments this test records itself: the
// collection of a month counts each payment dated in it (first and last day in, the day before
// out) by method and class, drops a refunded one, and its file lists the same payments; the
// defaulters' list owes what each voucher owes today and its file says the same; a late-fee
// setting changed after issue applies to the vouchers issued afterwards only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
/** The year's last month: its vouchers are this test's, and no payment is dated in it yet. */
let month: string;
let vouchers: { id: number; total: number; class_name: string; voucher_no: string }[];

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

/** A CSV export's rows (the BOM dropped, quoted cells with commas or quotes read back). */
function csv(body: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out;
}

async function runToEnd(runId: number) {
  for (let i = 0; i < 300; i++) {
    const run = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${runId}`)).json();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}

const previous = (m: string) => {
  const [y, n] = m.split('-').map(Number) as [number, number];
  return n === 1 ? `${y - 1}-12` : `${y}-${String(n - 1).padStart(2, '0')}`;
};
const lastDay = (m: string) => {
  const [y, n] = m.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, n, 0)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [year] = await rows<{ ends_on: string }>(
    sql`select ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
  );
  month = year!.ends_on.slice(0, 7);
});
afterAll(() => t.close());

describe('the defaulters', () => {
  it('owe what each voucher owes today, late fee included, and the file lists the same', async () => {
    const today = todayInPakistan();
    const list = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.items).toHaveLength(list.total);
    let sum = 0;
    for (const d of list.items as {
      voucher_id: number;
      voucher_no: string;
      due_date: string;
      days_overdue: number;
      balance: number;
    }[]) {
      const v = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${d.voucher_id}`)).json();
      expect(d.balance).toBe(v.balance);
      expect(v.balance).toBe(v.total + v.late_fee - v.paid_amount);
      expect(d.due_date < today).toBe(true);
      expect(d.days_overdue).toBe(
        Math.round((Date.parse(today) - Date.parse(d.due_date)) / 86_400_000),
      );
      sum += d.balance;
    }
    expect(list.total_overdue).toBe(sum);

    const file = await call(IQBAL_ADMIN, 'GET', '/fees/defaulters/export');
    expectStatus(file, 200);
    const [header, ...lines] = csv(file.body);
    expect(header![0]).toBe('Voucher No');
    expect(header![8]).toBe('Balance (PKR)');
    expect(lines.map((l) => [l[0], Number(l[8])])).toEqual(
      list.items.map((d: { voucher_no: string; balance: number }) => [d.voucher_no, d.balance]),
    );
  });

  it('filtered by class, lists that class only and its own total', async () => {
    const all = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json();
    const className = all.items[0].class_name as string;
    const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
      id: number;
      name: string;
    }[];
    const classId = classes.find((c) => c.name === className)!.id;
    const one = (
      await call(IQBAL_ADMIN, 'GET', `/fees/defaulters?class_id=${classId}&limit=500`)
    ).json();
    const expected = all.items.filter((d: { class_name: string }) => d.class_name === className);
    expect(one.items.map((d: { voucher_id: number }) => d.voucher_id).sort()).toEqual(
      expected.map((d: { voucher_id: number }) => d.voucher_id).sort(),
    );
    expect(one.total_overdue).toBe(
      expected.reduce((s: number, d: { balance: number }) => s + d.balance, 0),
    );
    const file = await call(IQBAL_ADMIN, 'GET', `/fees/defaulters/export?class_id=${classId}`);
    expect(csv(file.body).slice(1)).toHaveLength(expected.length);
  });
});

describe('the collection report', () => {
  beforeAll(async () => {
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', {
      month,
      issue_date: `${month}-01`,
      due_date: `${month}-10`,
    });
    expect((await runToEnd(started.json().id)).status).toBe('done');
    const list = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${month}&status=unpaid&limit=500`)
    ).json().items as { id: number; total: number; class_name: string; voucher_no: string }[];
    // Three vouchers of three classes, each large enough to take the payments below.
    const byClass = new Map<string, (typeof list)[number]>();
    for (const v of list)
      if (v.total > 3000 && !byClass.has(v.class_name)) byClass.set(v.class_name, v);
    vouchers = [...byClass.values()].slice(0, 3);
    expect(vouchers).toHaveLength(3);
  });
  const pay = async (
    voucher: { id: number },
    amount: number,
    method: string,
    paid_on: string,
    reference?: string,
  ) => {
    const res = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/payments`, {
      amount,
      method,
      paid_on,
      ...(reference ? { reference } : {}),
    });
    expectStatus(res, 201);
    return res.json() as { id: number; receipt_no: string };
  };
  let refundable: { id: number; receipt_no: string };
  let receipts: string[];

  it('counts the payments dated in the month, on its first and last day, by method and class', async () => {
    const [a, b, c] = vouchers as [
      (typeof vouchers)[number],
      (typeof vouchers)[number],
      (typeof vouchers)[number],
    ];
    const p1 = await pay(a, 1000, 'cash', `${month}-01`);
    const p2 = await pay(a, 700, 'bank_deposit', lastDay(month), 'DEP-1');
    const p3 = await pay(b, 1200, 'cash', `${month}-15`);
    refundable = await pay(c, 900, 'cheque', `${month}-20`, 'CHQ-9');
    // Dated the day before the month: another month's collection.
    const before = await pay(c, 300, 'cash', lastDay(previous(month)));
    receipts = [p1, p2, p3, refundable].map((p) => p.receipt_no);

    const report = await call(
      IQBAL_ADMIN,
      'GET',
      `/fees/reports/collection?from=${month}&to=${month}`,
    );
    expectStatus(report, 200);
    const body = report.json();
    expect(body).toMatchObject({ from: month, to: month, total: 3800 });
    expect(body.by_month).toEqual([{ month, amount: 3800, payments: 4 }]);
    // Biggest method first.
    expect(body.by_method).toEqual([
      { method: 'cash', amount: 2200, payments: 2 },
      { method: 'cheque', amount: 900, payments: 1 },
      { method: 'bank_deposit', amount: 700, payments: 1 },
    ]);
    const byClass = Object.fromEntries(
      body.by_class.map((r: { class_name: string; amount: number; payments: number }) => [
        r.class_name,
        [r.amount, r.payments],
      ]),
    );
    expect(byClass).toEqual({
      [a.class_name]: [1700, 2],
      [b.class_name]: [1200, 1],
      [c.class_name]: [900, 1],
    });
    // The two months together hold the earlier payment too, each in its own month.
    const both = (
      await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection?from=${previous(month)}&to=${month}`)
    ).json();
    const earlier = both.by_month.find((r: { month: string }) => r.month === previous(month));
    expect(earlier.amount).toBeGreaterThanOrEqual(300);
    expect(both.total).toBe(3800 + earlier.amount);
    expect(before.receipt_no).not.toBe(p1.receipt_no);
  });

  it('drops a refunded payment from the totals', async () => {
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/payments/${refundable.id}/refund`, {
        reason: 'Cheque bounced',
      }),
      200,
    );
    const body = (
      await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection?from=${month}&to=${month}`)
    ).json();
    expect(body.total).toBe(2900);
    expect(body.by_method.map((r: { method: string }) => r.method)).toEqual([
      'cash',
      'bank_deposit',
    ]);
    expect(body.by_class).toHaveLength(2);
  });

  it('exports the same payments, one row each, oldest first, adding up to the total', async () => {
    const file = await call(
      IQBAL_ADMIN,
      'GET',
      `/fees/reports/collection/export?from=${month}&to=${month}`,
    );
    expectStatus(file, 200);
    expect(file.headers['content-disposition']).toContain(`fee-collection-${month}-to-${month}-`);
    const [header, ...lines] = csv(file.body);
    expect(header).toEqual([
      'Paid On',
      'Receipt No',
      'Voucher No',
      'Voucher Month',
      'Admission No',
      'Student',
      'Class',
      'Section',
      'Method',
      'Reference',
      'Amount (PKR)',
    ]);
    expect(lines.map((l) => l[1])).toEqual([receipts[0], receipts[2], receipts[1]]);
    expect(lines.map((l) => [l[0], l[8], l[10]])).toEqual([
      [`${month}-01`, 'cash', '1000'],
      [`${month}-15`, 'cash', '1200'],
      [lastDay(month), 'bank_deposit', '700'],
    ]);
    expect(lines.every((l) => l[3] === month)).toBe(true);
    expect(lines.reduce((s, l) => s + Number(l[10]), 0)).toBe(2900);
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection/export?from=${month}&to=2001-01`),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', `/fees/reports/collection?from=2026-13&to=2026-12`),
      422,
    );
  });
});

describe('a late-fee rule changed after issue', () => {
  it('applies to the vouchers issued afterwards, not to those already issued', async () => {
    // A voucher of the month nobody has paid anything on yet.
    const a = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${month}&status=unpaid&limit=500`)
    )
      .json()
      .items.find((v: { id: number }) => !vouchers.some((p) => p.id === v.id)) as { id: number };
    const issued = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${a.id}`)).json();
    // The seed's rule: PKR 50 a day up to 500.
    expect(issued.late_fee_after_due).toBe(500);
    const settings = (await call(IQBAL_ADMIN, 'GET', '/fees/settings')).json();
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
        ...settings,
        late_fee_mode: 'fixed',
        late_fee_amount: 750,
        late_fee_cap: null,
      }),
      200,
    );
    // Still 50 a day on the issued voucher: five days late owes 250, not the new 750.
    const still = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${a.id}`)).json();
    expect(still.late_fee_after_due).toBe(500);
    const balance = still.total - still.paid_amount;
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${a.id}/payments`, {
        amount: balance + 251,
        method: 'cash',
        paid_on: `${month}-15`,
      }),
      409,
      `The amount is more than the balance of PKR ${balance + 250} on this voucher.`,
    );
    // The month before, issued now, takes the fixed fee.
    const free = { month: previous(month) };
    const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', {
      month: free!.month,
      issue_date: `${free!.month}-01`,
      due_date: `${free!.month}-10`,
    });
    const run = await runToEnd(started.json().id);
    expect(run.status).toBe('done');
    const fresh = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?month=${free!.month}&limit=1`)
    ).json().items[0];
    expect(fresh.late_fee_after_due).toBe(750);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
        ...settings,
        late_fee_mode: 'fixed',
        late_fee_amount: 750,
        late_fee_cap: 100,
      }),
      422,
      'A cap applies only to a late fee per day.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/settings', {
        ...settings,
        late_fee_mode: 'per_day',
        late_fee_amount: 0,
      }),
      422,
    );
  });
});
