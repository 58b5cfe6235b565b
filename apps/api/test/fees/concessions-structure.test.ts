// Concessions and the fee structure as a voucher run applies them, to the rupee: a fixed
// concession on all heads is spent over the lines in order and never below zero (a voucher of 0
// is paid, not owed); a head's own concession goes first and an all-heads percent takes its share
// of what is left; the annual head is charged on the year's first month and the admission fee
// never twice. Bad concessions, structures and heads are refused with their sentence.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let yearId: number;
let firstMonth: string;
let month: string;
let heads: Record<string, number>;
/** Pupils with no concession, no open voucher and no van: their vouchers are fees only. */
let plain: { id: number; class_id: number }[];

type Line = { label: string; kind: string; amount: number; concession: number; net: number };
type Detail = { id: number; total: number; status: string; balance: number; lines: Line[] };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);
const audits = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), eq(auditLog.action, action)))
      )[0]!.n,
  );

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
  expectStatus(started, 202);
  expect((await runToEnd(started.json().id)).status).toBe('done');
}
async function voucherOf(studentId: number, m: string): Promise<Detail> {
  const list = (
    await call(IQBAL_ADMIN, 'GET', `/fees/vouchers?student_id=${studentId}&month=${m}`)
  ).json();
  expect(list.total).toBe(1);
  return (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${list.items[0].id}`)).json();
}
/** The test caller knows no PATCH; the fee head's update is one. */
const patch = async (url: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api${url}`, token: await t.tokenFor(IQBAL_ADMIN), payload });
const feeLines = (v: Detail) => v.lines.filter((l) => l.kind === 'fee');
const concede = (studentId: number, body: Record<string, unknown>) =>
  call(IQBAL_ADMIN, 'POST', `/fees/students/${studentId}/concessions`, {
    kind: 'scholarship',
    reason: 'Test',
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp({}, { queue: { pollingIntervalSeconds: 0.5 } });
  call = caller(t);
  const [year] = await rows<{ id: number; starts_on: string; ends_on: string }>(
    sql`select id, starts_on::text as starts_on, ends_on::text as ends_on from academic_years
        where tenant_id = ${IQBAL} and is_current`,
  );
  yearId = Number(year!.id);
  firstMonth = year!.starts_on.slice(0, 7);
  month = year!.ends_on.slice(0, 7);
  heads = Object.fromEntries(
    (
      (await call(IQBAL_ADMIN, 'GET', '/fees/heads')).json().items as { id: number; name: string }[]
    ).map((h) => [h.name, h.id]),
  );
  plain = (
    await rows<{ id: number; class_id: number }>(sql`
      select s.id, sec.class_id from students s
      join student_enrolments se on se.tenant_id = s.tenant_id and se.student_id = s.id
        and se.academic_year_id = ${yearId}
      join sections sec on sec.tenant_id = se.tenant_id and sec.id = se.section_id
      join classes c on c.tenant_id = sec.tenant_id and c.id = sec.class_id
      where s.tenant_id = ${IQBAL} and s.status = 'active' and c.order_index >= 3
        and not exists (select 1 from fee_concessions f where f.student_id = s.id)
        and not exists (select 1 from voucher_lines l join vouchers v on v.id = l.voucher_id
                        where v.student_id = s.id and l.kind = 'transport')
        and not exists (select 1 from vouchers v where v.student_id = s.id
                        and v.status in ('unpaid', 'partially_paid') and v.carried_to is null)
      order by s.id limit 3`)
  ).map((r) => ({ id: Number(r.id), class_id: Number(r.class_id) }));
  expect(plain).toHaveLength(3);
});
afterAll(() => t.close());

describe('refused concessions', () => {
  it('say why, write nothing, and are the office’s alone', async () => {
    const [p] = plain;
    expectStatus(
      await concede(p!.id, { mode: 'percent', value: 101 }),
      422,
      'A percentage concession is at most 100.',
    );
    expectStatus(
      await concede(p!.id, { mode: 'fixed', value: 100, fee_head_id: 999999 }),
      422,
      'Fee head 999999 does not exist.',
    );
    expectStatus(await concede(p!.id, { mode: 'fixed', value: 100, reason: '   ' }), 422);
    expectStatus(await concede(999999, { mode: 'fixed', value: 100 }), 404);
    expectStatus(
      await call(IQBAL_TEACHER, 'POST', `/fees/students/${p!.id}/concessions`, {
        kind: 'scholarship',
        mode: 'fixed',
        value: 100,
        reason: 'x',
      }),
      403,
    );
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', '/fees/concessions/999999'), 404);
    const list = (await call(IQBAL_ADMIN, 'GET', `/fees/students/${p!.id}/concessions`)).json();
    expect(list.items).toEqual([]);
    expect(await audits('fees.concession_created')).toBe(0);
  });
});

describe('concessions on a run', () => {
  it('spends a fixed all-heads concession over the lines in order; more than the fees makes a voucher of 0, paid', async () => {
    const [a, b, c] = plain as [(typeof plain)[0], (typeof plain)[0], (typeof plain)[0]];
    // a: PKR 2,900 off all heads; b: more than the month's fees; c: tuition free, then 10% of the rest.
    expectStatus(await concede(a.id, { mode: 'fixed', value: 2900 }), 201);
    expectStatus(await concede(b.id, { mode: 'fixed', value: 1_000_000 }), 201);
    expectStatus(
      await concede(c.id, { mode: 'percent', value: 100, fee_head_id: heads['Tuition fee'] }),
      201,
    );
    expectStatus(await concede(c.id, { mode: 'percent', value: 10 }), 201);
    expect(await audits('fees.concession_created')).toBe(4);
    await issue(month);

    const va = await voucherOf(a.id, month);
    const linesA = feeLines(va);
    expect(linesA.map((l) => l.label)).toEqual(['Tuition fee', 'Computer lab']);
    const gross = linesA.reduce((s, l) => s + l.amount, 0);
    expect(gross).toBeGreaterThan(2900);
    // In order: the first line takes what it can, the next the rest.
    const firstOff = Math.min(2900, linesA[0]!.amount);
    expect(linesA.map((l) => l.concession)).toEqual([firstOff, 2900 - firstOff]);
    expect(va.total).toBe(gross - 2900);

    const vb = await voucherOf(b.id, month);
    expect(feeLines(vb).every((l) => l.concession === l.amount && l.net === 0)).toBe(true);
    expect(vb).toMatchObject({ total: 0, status: 'paid', balance: 0 });
    const defaulters = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=500')).json()
      .items as { voucher_id: number }[];
    expect(defaulters.some((d) => d.voucher_id === vb.id)).toBe(false);

    const vc = await voucherOf(c.id, month);
    const [tuition, lab] = feeLines(vc);
    expect(tuition).toMatchObject({ label: 'Tuition fee', concession: tuition!.amount, net: 0 });
    expect(lab).toMatchObject({
      label: 'Computer lab',
      concession: Math.floor(lab!.amount / 10),
      net: lab!.amount - Math.floor(lab!.amount / 10),
    });
    expect(vc.total).toBe(lab!.net);
  });

  it('removing a concession is audited and leaves the issued voucher as it was', async () => {
    const [a] = plain;
    const before = await voucherOf(a!.id, month);
    const list = (await call(IQBAL_ADMIN, 'GET', `/fees/students/${a!.id}/concessions`)).json()
      .items as { id: number; mode: string; value: number; fee_head_id: number | null }[];
    expect(list).toMatchObject([{ mode: 'fixed', value: 2900, fee_head_id: null }]);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/fees/concessions/${list[0]!.id}`), 204);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/fees/concessions/${list[0]!.id}`), 404);
    expect(await audits('fees.concession_removed')).toBe(1);
    expect(await voucherOf(a!.id, month)).toEqual(before);
  });
});

describe('heads by frequency', () => {
  it('charges the annual fund on the year’s first month, and never the admission fee twice', async () => {
    const [, , c] = plain;
    await issue(firstMonth);
    const v = await voucherOf(c!.id, firstMonth);
    const labels = feeLines(v).map((l) => l.label);
    expect(labels).toContain('Annual fund');
    expect(labels).not.toContain('Admission fee');
    const annual = feeLines(v).find((l) => l.label === 'Annual fund')!;
    // The seed's annual fund, less the 10% all-heads share of c's concessions.
    expect(annual).toMatchObject({ amount: 4000, concession: 400, net: 3600 });
    expect(v.total).toBe(feeLines(v).reduce((s, l) => s + l.net, 0));
    // The last month's voucher had no annual fund.
    const last = await voucherOf(c!.id, month);
    expect(feeLines(last).map((l) => l.label)).not.toContain('Annual fund');
  });
});

describe('refused structures and heads', () => {
  it('a head listed twice, an unknown year or class, a negative amount: each with its answer', async () => {
    const [p] = plain;
    const tuition = heads['Tuition fee']!;
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/${p!.class_id}`, {
        amounts: [
          { fee_head_id: tuition, amount: 100 },
          { fee_head_id: tuition, amount: 200 },
        ],
      }),
      422,
      `Fee head ${tuition} is listed twice.`,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/${p!.class_id}`, {
        amounts: [{ fee_head_id: tuition, amount: -5 }],
      }),
      422,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/999999/classes/${p!.class_id}`, {
        amounts: [{ fee_head_id: tuition, amount: 100 }],
      }),
      404,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/fees/structure/${yearId}/classes/999999`, {
        amounts: [{ fee_head_id: tuition, amount: 100 }],
      }),
      404,
    );
    // Nothing of it was kept.
    const structure = (await call(IQBAL_ADMIN, 'GET', `/fees/structure/${yearId}`)).json();
    const own = structure.classes.find((c: { class_id: number }) => c.class_id === p!.class_id);
    expect(
      own.amounts.find((a: { fee_head_id: number }) => a.fee_head_id === tuition).amount,
    ).toBeGreaterThan(100);
    expect(await audits('fees.structure_saved')).toBe(0);
  });

  it('a head renamed to another head’s name, in any case, is refused; a rename is audited', async () => {
    const lab = heads['Computer lab']!;
    expectStatus(
      await patch(`/fees/heads/${lab}`, { name: '  TUITION fee ' }),
      409,
      'The school already has a fee head with this name.',
    );
    expectStatus(await patch('/fees/heads/999999', { name: 'X' }), 404);
    const renamed = await patch(`/fees/heads/${lab}`, {
      name: 'Computer  lab fee',
    });
    expectStatus(renamed, 200);
    expect(renamed.json().name).toBe('Computer lab fee');
    // Its own name in another case is not another head's.
    expectStatus(await patch(`/fees/heads/${lab}`, { name: 'computer LAB fee' }), 200);
    expect(await audits('fees.head_updated')).toBe(2);
  });
});
