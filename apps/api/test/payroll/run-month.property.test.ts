// A month's payroll run over HTTP for any salaries, attendance, leave and advances, against a plain
// model written here. The model counts each staff member's unpaid days day by day from the
// attendance register (absent days and unpaid leave of the month; a paid leave day is unpaid once
// it is past the year's allowance counted from 1 January; days of the year before and of the
// next month count nothing), then takes from the gross in order, each cut to what is left: the
// unpaid days' pay, the fixed deductions, the tax by the slabs, the advances taken by the month's
// end, oldest first. Each payslip and the run's totals must be the model's.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: number[];
let paidType: number;
let unpaidType: number;
let slabs: {
  from_amount: number;
  to_amount: number | null;
  fixed_amount: number;
  rate_percent: number;
}[];

const exec = (query: ReturnType<typeof sql>) => t.query((tx) => tx.execute(query));
const ids = async (query: ReturnType<typeof sql>) =>
  ((await exec(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));

const dayOf = (month: string, offset: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1 + offset)).toISOString().slice(0, 10);
};
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

type Mark = 'absent' | 'paid' | 'unpaid' | 'present';
interface Person {
  basic: number;
  allowances: number[];
  deductions: number[];
  /** Days from the month's first (negative: before it, into the previous year too), with what they were. */
  days: [number, Mark][];
  advances: {
    amount: number;
    instalmentPart: number;
    recoveredPart: number;
    takenOffset: number;
  }[];
}

const personArb: fc.Arbitrary<Person> = fc.record({
  basic: fc.integer({ min: 0, max: 400_000 }),
  allowances: fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 2 }),
  deductions: fc.array(fc.integer({ min: 1, max: 80_000 }), { maxLength: 2 }),
  days: fc
    .tuple(
      fc.uniqueArray(
        fc.tuple(
          // Any day of the year so far, with the month's edges (the day before, the first, the
          // last days of every month length, the next month) drawn often.
          fc.oneof(fc.integer({ min: -330, max: 35 }), fc.constantFrom(-1, 0, 27, 28, 29, 30, 31)),
          fc.constantFrom<Mark>('absent', 'paid', 'paid', 'unpaid', 'present'),
        ),
        { selector: ([d]) => d, maxLength: 25 },
      ),
      // Sometimes away the whole month (and a day past it): never more unpaid days than it has.
      fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, fc.constant(true)),
    )
    .map(([days, away]) => {
      if (!away) return days;
      const taken = new Set(days.map(([d]) => d));
      const month = Array.from({ length: 32 }, (_, d) => d).filter((d) => !taken.has(d));
      return [...days, ...month.map((d): [number, Mark] => [d, 'absent'])];
    }),
  advances: fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 200_000 }),
      instalmentPart: fc.integer({ min: 1, max: 100 }),
      recoveredPart: fc.integer({ min: 0, max: 100 }),
      takenOffset: fc.integer({ min: -60, max: 40 }),
    }),
    { maxLength: 2 },
  ),
});

function modelTax(monthTaxable: number): number {
  const income = monthTaxable * 12;
  if (income <= 0) return 0;
  const slab = slabs.find(
    (s) => income > s.from_amount && (s.to_amount === null || income <= s.to_amount),
  );
  if (!slab) return 0;
  const yearly =
    slab.fixed_amount +
    Math.round(((income - slab.from_amount) * Math.round(slab.rate_percent * 100)) / 10_000);
  return Math.round(yearly / 12);
}

function modelSlip(p: Person, month: string, allowance: number) {
  const days = lastDay(month);
  const first = dayOf(month, 0);
  const last = dayOf(month, days - 1);
  const yearStart = `${month.slice(0, 4)}-01-01`;
  let unpaidDays = 0;
  let paidLeaveSoFar = 0;
  for (const [offset, mark] of [...p.days].sort((a, b) => a[0] - b[0])) {
    const day = dayOf(month, offset);
    if (day < yearStart || day > last) continue;
    const inMonth = day >= first;
    if (mark === 'paid') {
      paidLeaveSoFar += 1;
      if (inMonth && paidLeaveSoFar > allowance) unpaidDays += 1;
    } else if (inMonth && (mark === 'absent' || mark === 'unpaid')) unpaidDays += 1;
  }
  unpaidDays = Math.min(unpaidDays, days);
  const gross = p.basic + p.allowances.reduce((a, b) => a + b, 0);
  let left = gross;
  const take = (want: number) => {
    const got = Math.min(want, left);
    left -= got;
    return got;
  };
  const unpaid = take(Math.round((gross * unpaidDays) / days));
  const deductions = p.deductions.reduce((sum, d) => sum + take(d), 0);
  const tax = take(modelTax(gross - unpaid));
  const owed = p.advances
    .map((a, i) => ({ ...a, i }))
    .filter((a) => dayOf(month, a.takenOffset) <= last)
    .sort((a, b) => a.takenOffset - b.takenOffset || a.i - b.i)
    .map((a) => {
      const recovered = Math.floor((a.amount * a.recoveredPart) / 100);
      const instalment = Math.max(1, Math.floor((a.amount * a.instalmentPart) / 100));
      return Math.min(instalment, a.amount - recovered);
    });
  const advance = owed.reduce((sum, o) => sum + take(o), 0);
  return {
    gross,
    unpaid_days: unpaidDays,
    unpaid_deduction: unpaid,
    deductions,
    income_tax: tax,
    advance_recovery: advance,
    net: left,
  };
}

async function setUp(people: Person[], month: string, allowance: number) {
  // The drafts of earlier runs point at the advances: each run starts from no payroll at all.
  await exec(sql`delete from payslip_lines where tenant_id = ${IQBAL}`);
  await exec(sql`delete from payslips where tenant_id = ${IQBAL}`);
  await exec(sql`delete from payroll_runs where tenant_id = ${IQBAL}`);
  await exec(sql`delete from staff_attendance where tenant_id = ${IQBAL}`);
  await exec(sql`delete from staff_advances where tenant_id = ${IQBAL}`);
  await exec(sql`delete from salary_components where tenant_id = ${IQBAL}`);
  await exec(
    sql`update leave_types set days_per_year = ${allowance} where tenant_id = ${IQBAL} and id = ${paidType}`,
  );
  for (const [i, p] of people.entries()) {
    const user = staff[i]!;
    await exec(
      sql`update staff_records set basic_salary = ${p.basic} where tenant_id = ${IQBAL} and user_id = ${user}`,
    );
    const parts = [
      ...p.allowances.map((a) => ['allowance', a] as const),
      ...p.deductions.map((d) => ['deduction', d] as const),
    ];
    for (const [k, [kind, amount]] of parts.entries())
      await exec(sql`insert into salary_components (tenant_id, user_id, kind, name, amount, position)
        values (${IQBAL}, ${user}, ${kind}, ${`${kind} ${k}`}, ${amount}, ${k + 1})`);
    for (const [offset, mark] of p.days) {
      const status = mark === 'paid' || mark === 'unpaid' ? 'leave' : mark;
      const type = mark === 'paid' ? paidType : mark === 'unpaid' ? unpaidType : null;
      await exec(sql`insert into staff_attendance (tenant_id, day, user_id, status, leave_type_id)
        values (${IQBAL}, ${dayOf(month, offset)}::date, ${user}, ${status}, ${type})`);
    }
    for (const a of p.advances) {
      const recovered = Math.floor((a.amount * a.recoveredPart) / 100);
      const instalment = Math.max(1, Math.floor((a.amount * a.instalmentPart) / 100));
      await exec(sql`insert into staff_advances (tenant_id, user_id, amount, instalment, taken_on, recovered)
        values (${IQBAL}, ${user}, ${a.amount}, ${instalment}, ${dayOf(month, a.takenOffset)}::date, ${recovered})`);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await ids(
    sql`select id from users where email in (${IQBAL_TEACHER}, ${IQBAL_ADMIN}) order by id`,
  );
  await exec(sql`delete from staff_records where tenant_id = ${IQBAL}`);
  for (const [i, user] of staff.entries())
    await exec(sql`insert into staff_records (tenant_id, user_id, employee_number, designation, joining_date, basic_salary)
      values (${IQBAL}, ${user}, ${`E-${i}`}, 'Teacher', '2020-01-01', 0)`);
  [paidType = 0] =
    await ids(sql`insert into leave_types (tenant_id, name, name_ur, paid, days_per_year)
    values (${IQBAL}, 'Casual leave', 'اتفاقی چھٹی', true, 3) returning id`);
  [unpaidType = 0] =
    await ids(sql`insert into leave_types (tenant_id, name, name_ur, paid, days_per_year)
    values (${IQBAL}, 'Without pay', 'بلا تنخواہ', false, 0) returning id`);
  slabs = (await call(IQBAL_ADMIN, 'GET', '/payroll/tax-slabs')).json().items;
  expect(slabs.length).toBeGreaterThan(1);
});
afterAll(() => t.close());

const monthArb = fc
  .integer({ min: 0, max: 21 })
  .map((n) => `${2025 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`);

describe("a month's payroll, for any salaries, attendance, leave and advances", () => {
  it('gives each payslip and the run the model’s figures', async () => {
    await fc.assert(
      fc.asyncProperty(
        monthArb,
        fc.integer({ min: 0, max: 6 }),
        fc.array(personArb, { minLength: 2, maxLength: 2 }),
        async (month, allowance, people) => {
          await setUp(people, month, allowance);
          const res = await call(IQBAL_ADMIN, 'POST', '/payroll/runs', { month });
          expect(res.statusCode, res.body).toBe(201);
          const detail = res.json();
          const want = people.map((p) => modelSlip(p, month, allowance));
          for (const [i, user] of staff.entries()) {
            const slip = detail.payslips.find((s: { user_id: number }) => s.user_id === user);
            expect(slip, `staff ${i}: ${JSON.stringify(people[i])}`).toMatchObject(want[i]!);
          }
          expect(detail.run).toMatchObject({
            staff_count: 2,
            total_gross: want[0]!.gross + want[1]!.gross,
            total_net: want[0]!.net + want[1]!.net,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
