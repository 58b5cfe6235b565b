// A month's vouchers to the rupee over HTTP, for chosen pupils of the seeded school: the class's
// monthly heads (no annual head after the year's first month, no admission fee twice) minus each
// pupil's concessions, plus the balance of their earlier open vouchers with the late fee due on
// the issue day; those vouchers are closed into the new one and refuse payments. A structure
// edit or a removed concession changes only vouchers issued afterwards; cancelling a voucher
// that carried arrears leaves the debt owed; a payment a day late owes the day's late fee.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let yearId: number;
/** The year's last two months: no vouchers yet, after the seeded ones. */
let m1: string;
let m2: string;

type Line = { label: string; kind: string; amount: number; concession: number; net: number };
type Detail = {
  id: number;
  voucher_no: string;
  student_id: number;
  total: number;
  arrears: number;
  balance: number;
  paid_amount: number;
  late_fee: number;
  status: string;
  lines: Line[];
  payments: { id: number; receipt_no: string; amount: number }[];
};
type Pupil = {
  id: number;
  class_id: number;
  /** The class's structure, head name → amount. */
  heads: Record<string, number>;
  /** Open vouchers before m1: [total, paid]. */
  open: [number, number][];
};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

/** A PDF's text as poppler reads it, spaces squeezed: what a parent sees printed. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'voucher-pdf-'));
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

/** The seed's late fee: PKR 50 a day, at most 500; every earlier voucher is 10+ days late by m1. */
const SEED_LATE_CAP = 500;

async function runToEnd(runId: number) {
  for (let i = 0; i < 300; i++) {
    const run = (await call(IQBAL_ADMIN, 'GET', `/fees/runs/${runId}`)).json();
    if (run.status === 'done' || run.status === 'failed') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the run did not finish');
}
async function issue(month: string) {
  const started = await call(IQBAL_ADMIN, 'POST', '/fees/runs', {
    month,
    issue_date: `${month}-01`,
    due_date: `${month}-10`,
  });
  expectStatus(started, 202);
  const run = await runToEnd(started.json().id);
  expect(run.status).toBe('done');
  return run;
}
async function voucherOf(studentId: number, month: string): Promise<Detail> {
  const list = (
    await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${studentId}&month=${month}`)
  ).json();
  expect(list.total).toBe(1);
  return (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${list.items[0].id}`)).json();
}
const fees = (v: Detail) =>
  Object.fromEntries(v.lines.filter((l) => l.kind === 'fee').map((l) => [l.label, l]));

let structure: Map<number, Record<string, number>>;
/** Pupils the test follows, each with no transport line, picked by what the seed gave them. */
const pupil: Record<'scholar' | 'sibling' | 'partial' | 'clear', Pupil> = {} as never;

async function pick(where: ReturnType<typeof sql>): Promise<Pupil> {
  const [row] = await rows<{ id: number; class_id: number }>(sql`
    select s.id, sec.class_id from students s
    join student_enrolments se on se.tenant_id = s.tenant_id and se.student_id = s.id
      and se.academic_year_id = ${yearId}
    join sections sec on sec.tenant_id = se.tenant_id and sec.id = se.section_id
    where s.tenant_id = ${IQBAL} and s.status = 'active'
      and not exists (select 1 from voucher_lines l join vouchers v on v.id = l.voucher_id
                      where v.student_id = s.id and l.kind = 'transport')
      and ${where}
    order by s.id limit 1`);
  expect(row, 'the seed has such a pupil').toBeDefined();
  const open = await rows<{ total: number; paid_amount: number }>(sql`
    select total, paid_amount from vouchers where tenant_id = ${IQBAL} and student_id = ${row!.id}
      and status in ('unpaid', 'partially_paid') and carried_to is null`);
  return {
    id: Number(row!.id),
    class_id: Number(row!.class_id),
    heads: structure.get(Number(row!.class_id))!,
    open: open.map((o) => [Number(o.total), Number(o.paid_amount)]),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [year] = await rows<{ id: number; ends_on: string }>(
    sql`select id, ends_on::text as ends_on from academic_years where tenant_id = ${IQBAL} and is_current`,
  );
  yearId = Number(year!.id);
  m2 = year!.ends_on.slice(0, 7);
  const [y, m] = m2.split('-').map(Number) as [number, number];
  m1 = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const body = (await call(IQBAL_ADMIN, 'GET', `/fees/structure/${yearId}`)).json();
  const names = new Map<number, string>(
    body.heads.map((h: { id: number; name: string }) => [h.id, h.name]),
  );
  structure = new Map(
    body.classes.map(
      (c: { class_id: number; amounts: { fee_head_id: number; amount: number }[] }) => [
        c.class_id,
        Object.fromEntries(c.amounts.map((a) => [names.get(a.fee_head_id)!, a.amount])),
      ],
    ),
  );
  const noConcession = sql`not exists (select 1 from fee_concessions c where c.student_id = s.id)`;
  pupil.scholar = await pick(sql`exists (select 1 from fee_concessions c where c.student_id = s.id
    and c.kind = 'scholarship' and c.mode = 'percent' and c.value = 50 and c.fee_head_id is not null)`);
  pupil.sibling = await pick(sql`exists (select 1 from fee_concessions c where c.student_id = s.id
    and c.kind = 'sibling' and c.fee_head_id is null and c.mode = 'percent' and c.value = 10)`);
  pupil.partial = await pick(sql`${noConcession} and exists (select 1 from vouchers v
    where v.student_id = s.id and v.status = 'partially_paid' and v.carried_to is null)`);
  pupil.clear = await pick(sql`${noConcession} and not exists (select 1 from vouchers v
    where v.student_id = s.id and v.status in ('unpaid', 'partially_paid') and v.carried_to is null)
    and exists (select 1 from vouchers v where v.student_id = s.id)`);
  await issue(m1);
});
afterAll(() => t.close());

/** What the seed's structure charges a month after the first: tuition and (some classes) lab. */
const monthlyHeads = (p: Pupil) =>
  Object.fromEntries(
    Object.entries(p.heads).filter(([name]) => name !== 'Admission fee' && name !== 'Annual fund'),
  );
const arrearsOf = (p: Pupil) =>
  p.open.reduce((sum, [total, paid]) => sum + total + SEED_LATE_CAP - paid, 0);

describe('a month’s voucher, line by line', () => {
  it('charges the monthly heads only: no annual fund after the first month, no admission fee twice', async () => {
    const v = await voucherOf(pupil.clear.id, m1);
    const expected = monthlyHeads(pupil.clear);
    expect(Object.keys(expected)).toContain('Tuition fee');
    expect(
      Object.fromEntries(Object.entries(fees(v)).map(([name, l]) => [name, l.amount])),
    ).toEqual(expected);
    expect(v.lines.some((l) => l.kind === 'arrears')).toBe(false);
    const sum = Object.values(expected).reduce((s, a) => s + a, 0);
    expect(v).toMatchObject({ total: sum, arrears: 0, paid_amount: 0, status: 'unpaid' });
    expect(v.balance).toBe(sum);
  });

  it('takes half the tuition off a 50% scholarship, and nothing off the other heads', async () => {
    const v = await voucherOf(pupil.scholar.id, m1);
    const heads = monthlyHeads(pupil.scholar);
    const lines = fees(v);
    const tuition = heads['Tuition fee']!;
    expect(lines['Tuition fee']).toMatchObject({
      amount: tuition,
      concession: Math.floor(tuition / 2),
      net: tuition - Math.floor(tuition / 2),
    });
    for (const [name, line] of Object.entries(lines))
      if (name !== 'Tuition fee') expect(line.concession).toBe(0);
    const fee = Object.values(heads).reduce((s, a) => s + a, 0) - Math.floor(tuition / 2);
    expect(v.total).toBe(fee + arrearsOf(pupil.scholar));
  });

  it('takes 10% (rounded down) off every fee line of a sibling, and none off the arrears', async () => {
    const v = await voucherOf(pupil.sibling.id, m1);
    const heads = monthlyHeads(pupil.sibling);
    for (const [name, line] of Object.entries(fees(v)))
      expect(line).toMatchObject({
        amount: heads[name],
        concession: Math.floor(heads[name]! / 10),
      });
    const arrears = v.lines.find((l) => l.kind === 'arrears');
    if (arrears) expect(arrears.concession).toBe(0);
    const net = Object.values(heads).reduce((s, a) => s + a - Math.floor(a / 10), 0);
    expect(v.total).toBe(net + arrearsOf(pupil.sibling));
  });

  it('carries an earlier balance with its late fee as one arrears line, and closes the old voucher', async () => {
    const p = pupil.partial;
    expect(p.open.length).toBeGreaterThan(0);
    const v = await voucherOf(p.id, m1);
    const arrears = arrearsOf(p);
    expect(arrears).toBeGreaterThan(SEED_LATE_CAP);
    expect(v.lines.filter((l) => l.kind === 'arrears')).toEqual([
      {
        label: 'Arrears',
        kind: 'arrears',
        detail: null,
        amount: arrears,
        concession: 0,
        net: arrears,
      },
    ]);
    const fee = Object.values(monthlyHeads(p)).reduce((s, a) => s + a, 0);
    expect(v).toMatchObject({ arrears, total: fee + arrears });
    // The old voucher owes nothing more and takes no payment: it names the voucher to pay.
    const old = (
      await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${p.id}&status=partially_paid`)
    ).json().items as { id: number; balance: number; month: string }[];
    const earlier = old.filter((o) => o.month < m1);
    expect(earlier.length).toBeGreaterThan(0);
    for (const o of earlier) {
      expect(o.balance).toBe(0);
      expectStatus(
        await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${o.id}/payments`, {
          amount: 1,
          method: 'cash',
          paid_on: `${m1}-02`,
        }),
        409,
        `This voucher's balance was carried to voucher ${v.voucher_no}; pay that one.`,
      );
    }
    // Not a defaulter twice: the closed voucher leaves the defaulters' list.
    const defaulters = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json()
      .items as { voucher_id: number }[];
    for (const o of earlier) expect(defaulters.some((d) => d.voucher_id === o.id)).toBe(false);
    // The ledger counts the old debt once: its balance is exactly the new voucher's total.
    const ledger = (await call(IQBAL_ADMIN, 'GET', `/fees/students/${p.id}/ledger`)).json();
    expect(ledger.balance).toBe(v.total);
    expect(ledger.entries.at(-1).balance).toBe(v.total);
  });
});

describe('changes after issue', () => {
  it('a structure edit and a removed concession change only the vouchers issued afterwards', async () => {
    const scholar = pupil.scholar;
    const before = await voucherOf(scholar.id, m1);
    const current = (await call(IQBAL_ADMIN, 'GET', `/fees/structure/${yearId}`)).json();
    const own = current.classes.find((c: { class_id: number }) => c.class_id === scholar.class_id);
    const tuitionHead = current.heads.find((h: { name: string }) => h.name === 'Tuition fee').id;
    const raised = scholar.heads['Tuition fee']! + 1001;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/${scholar.class_id}`, {
        amounts: own.amounts.map((a: { fee_head_id: number; amount: number }) =>
          a.fee_head_id === tuitionHead ? { ...a, amount: raised } : a,
        ),
      }),
      200,
    );
    const concessions = (
      await call(IQBAL_ADMIN, 'GET', `/fees/students/${pupil.sibling.id}/concessions`)
    ).json().items as { id: number }[];
    expect(concessions).toHaveLength(1);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/fees/concessions/${concessions[0]!.id}`), 204);
    // Issued vouchers keep their lines and totals.
    expect(await voucherOf(scholar.id, m1)).toMatchObject({
      total: before.total,
      lines: before.lines,
    });
    const siblingBefore = await voucherOf(pupil.sibling.id, m1);
    expect(Object.values(fees(siblingBefore)).every((l) => l.concession > 0)).toBe(true);

    await issue(m2);
    // The next month: the new tuition, half off (an odd amount: the school keeps the half rupee),
    // and the whole unpaid m1 voucher carried with the late fee of its 22+ days.
    const next = await voucherOf(scholar.id, m2);
    expect(fees(next)['Tuition fee']).toMatchObject({
      amount: raised,
      concession: Math.floor(raised / 2),
      net: raised - Math.floor(raised / 2),
    });
    const others = Object.entries(monthlyHeads(scholar))
      .filter(([name]) => name !== 'Tuition fee')
      .reduce((s, [, a]) => s + a, 0);
    expect(next.arrears).toBe(before.total + SEED_LATE_CAP);
    expect(next.total).toBe(
      raised - Math.floor(raised / 2) + others + before.total + SEED_LATE_CAP,
    );
    // No concession any more for the sibling on the new voucher.
    const sibling = await voucherOf(pupil.sibling.id, m2);
    expect(Object.values(fees(sibling)).every((l) => l.concession === 0)).toBe(true);
    expect(sibling.arrears).toBe(siblingBefore.total + SEED_LATE_CAP);
  });

  it('cancelling a voucher that carried arrears reopens the old one: the debt stays owed', async () => {
    const p = pupil.clear;
    const first = await voucherOf(p.id, m1);
    const second = await voucherOf(p.id, m2);
    expect(second.arrears).toBe(first.total + SEED_LATE_CAP);
    const cancelled = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${second.id}/cancel`, {
      reason: 'Issued with the wrong tuition',
    });
    expectStatus(cancelled, 200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', balance: 0 });
    // The m1 voucher is open again and owes its total and the late fee it had reached.
    const reopened = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${first.id}`)).json();
    expect(reopened.status).toBe('unpaid');
    const pay = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${first.id}/payments`, {
      amount: first.total + SEED_LATE_CAP + 1,
      method: 'cash',
      paid_on: `${m2}-01`,
    });
    expectStatus(
      pay,
      409,
      `The amount is more than the balance of PKR ${first.total + SEED_LATE_CAP} on this voucher.`,
    );
    const ledger = (await call(IQBAL_ADMIN, 'GET', `/fees/students/${p.id}/ledger`)).json();
    expect(ledger.balance).toBe(first.total + SEED_LATE_CAP);
  });
});

describe('paying a voucher around its due date', () => {
  it('owes no late fee on the due date, the daily fee the day after; part and rest add up', async () => {
    const v = await voucherOf(pupil.sibling.id, m2);
    const part = Math.floor(v.total / 3);
    const paid = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
      amount: part,
      method: 'cash',
      paid_on: `${m2}-10`,
    });
    expectStatus(paid, 201);
    expect(paid.json()).toMatchObject({ amount: part, voucher_status: 'partially_paid' });
    // On the due date the rest is exactly total − part; a rupee more is refused with that figure.
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
        amount: v.total - part + 1,
        method: 'cash',
        paid_on: `${m2}-10`,
      }),
      409,
      `The amount is more than the balance of PKR ${v.total - part} on this voucher.`,
    );
    // A day later the balance has the day's late fee (PKR 50) on top.
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
        amount: v.total - part + 51,
        method: 'cash',
        paid_on: `${m2}-11`,
      }),
      409,
      `The amount is more than the balance of PKR ${v.total - part + 50} on this voucher.`,
    );
    const rest = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
      amount: v.total - part + 50,
      method: 'cheque',
      reference: 'CHQ-77',
      paid_on: `${m2}-11`,
    });
    expectStatus(rest, 201);
    expect(rest.json().voucher_status).toBe('paid');
    const after = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}`)).json();
    expect(after).toMatchObject({
      status: 'paid',
      paid_amount: v.total + 50,
      late_fee: 50,
      balance: 0,
    });
    expect(after.payments.map((p: { amount: number }) => p.amount)).toEqual([
      part,
      v.total - part + 50,
    ]);
    // Paid in full: nothing more is taken.
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${v.id}/payments`, {
        amount: 1,
        method: 'cash',
        paid_on: `${m2}-12`,
      }),
      409,
      'This voucher is already paid in full.',
    );
  });
});

describe('what the papers print', () => {
  const pdf = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token: await t.tokenFor(IQBAL_ADMIN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfText(res.rawPayload);
  };
  const times = (text: string, part: string) => text.split(part).length - 1;

  it('prints each line, its concession and the arrears on all three copies, and the after-due figure', async () => {
    const v = await voucherOf(pupil.scholar.id, m1);
    const text = await pdf(`/api/fees/vouchers/${v.id}/pdf?lang=en`);
    const tuition = fees(v)['Tuition fee']!;
    // Bank, school and student copies: every figure three times.
    expect(times(text, `Tuition fee ${grouped(tuition.amount)}`)).toBe(3);
    expect(times(text, `less concession -${grouped(tuition.concession)}`)).toBe(3);
    expect(times(text, `Payable within due date ${grouped(v.total)}`)).toBe(3);
    expect(times(text, `Payable after due date ${grouped(v.total + SEED_LATE_CAP)}`)).toBe(3);
    if (v.arrears > 0) expect(times(text, `Arrears ${grouped(v.arrears)}`)).toBe(3);
    expect(text).toContain(v.voucher_no);
    expect(text).not.toContain('CANCELLED');
  });

  it('stamps a cancelled voucher CANCELLED', async () => {
    const v = await voucherOf(pupil.clear.id, m2);
    expect(v.status).toBe('cancelled');
    expect(await pdf(`/api/fees/vouchers/${v.id}/pdf?lang=en`)).toContain('CANCELLED');
  });

  it('prints on the receipt of a late payment what it received, the late fee and what is left', async () => {
    const v = await voucherOf(pupil.sibling.id, m2);
    const [first, second] = v.payments;
    const late = await pdf(`/api/fees/payments/${second!.id}/receipt?lang=en`);
    expect(late).toContain(second!.receipt_no);
    expect(late).toContain(`Amount received PKR ${grouped(second!.amount)}`);
    expect(late).toContain(`Voucher total ${grouped(v.total)}`);
    expect(late).toContain(`Late fee from ${`${m2}-11`.split('-').reverse().join('-')} 50`);
    expect(late).toContain(`Paid to date ${grouped(v.total + 50)}`);
    expect(late).toMatch(/Balance 0\b/);
    expect(late).toContain('Cheque');
    expect(late).toContain('CHQ-77');
    // The first receipt names its own amount, day and method.
    const early = await pdf(`/api/fees/payments/${first!.id}/receipt?lang=en`);
    expect(early).toContain(first!.receipt_no);
    expect(early).toContain(`Paid on ${`${m2}-10`.split('-').reverse().join('-')}`);
    expect(early).toContain(`Amount received PKR ${grouped(first!.amount)}`);
    expect(early).toContain('Method Cash');
    // Printed again after the second payment, it still shows the voucher as that payment left
    // it: paid on the due date (no late fee), and what was left then.
    expect(early).toContain(`Paid to date ${grouped(first!.amount)}`);
    expect(early).toContain(`Balance ${grouped(v.total - first!.amount)}`);
    expect(early).not.toContain('Late fee from');
  });
});
