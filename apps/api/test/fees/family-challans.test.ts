// Family challans over HTTP: the office lists its families and issues one challan for a family
// (the demo mother's two children), oldest voucher first; a second issue replaces the first
// (its consumer number then answers blocked). A counter payment is split oldest first with one
// receipt and no "fee received" notice (the parent holds the printed receipt); a bank, speaking
// the biller protocol (helpers/bank-biller-client.ts cites the public integrations), asks
// BillInquiry (late fee of the overdue child in the amount after the due date) and pays the rest
// with BillPayment; repeats are refused 03; the guardians are told; the aggregator's
// reconciliation report lists it; another school sees none of it.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bankClient, rupeesOf, type Wire } from '../helpers/bank-biller-client.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const KUICKPAY = { prefix: '13579', digits: 7, username: 'kp-family', password: 'Kp#family-2026' };
let t: TestApp;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const day = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const yyyymmdd = (d: string) => d.replaceAll('-', '');
const consumerOf = (no: string) =>
  KUICKPAY.prefix + String(Number(no.split('-')[1])).padStart(KUICKPAY.digits, '0');

interface Member {
  id: number;
  voucher_no: string;
  total: number;
  student_id: number;
}
let guardianId: number;
let older: Member;
let younger: Member;

beforeAll(async () => {
  t = await createTestApp({}, { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] });
  call = caller(t);
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
      ...KUICKPAY,
      enabled: true,
    }),
    200,
  );
  // The demo mother (a parent account) and one open voucher of each of her two children, the
  // elder's made overdue by ten days, the younger's due in ten (the seed's rule: PKR 50 a day
  // late, at most 500). Their other vouchers are settled so the family owes exactly these two.
  const [mother] = await rows<{ id: number }>(
    sql`select g.id from guardians g join users u on u.id = g.user_id
        where g.tenant_id = ${IQBAL} and u.email = 'parent@iqbal.edu.pk'`,
  );
  guardianId = Number(mother!.id);
  const open = await rows<Member & { date_of_birth: string }>(
    sql`select distinct on (s.id) v.id, v.voucher_no, v.total, v.student_id,
               s.date_of_birth::text as date_of_birth
        from vouchers v join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
        join student_guardians sg on sg.tenant_id = v.tenant_id and sg.student_id = s.id
        where v.tenant_id = ${IQBAL} and sg.guardian_id = ${guardianId} and sg.is_primary
          and v.carried_to is null and v.status <> 'cancelled'
        order by s.id, v.id desc`,
  );
  expect(open.length, 'the seed gives the demo mother two children with vouchers').toBe(2);
  const [a, b] = open.sort((x, y) => x.date_of_birth.localeCompare(y.date_of_birth));
  await rows(
    sql`update vouchers set status = 'paid', paid_amount = total
        where tenant_id = ${IQBAL} and student_id in (${a!.student_id}, ${b!.student_id})
          and id not in (${a!.id}, ${b!.id}) and status in ('unpaid', 'partially_paid')`,
  );
  await rows(
    sql`delete from payments where tenant_id = ${IQBAL} and voucher_id in (${a!.id}, ${b!.id})`,
  );
  for (const [v, due] of [
    [a!, day(-10)],
    [b!, day(10)],
  ] as const)
    await rows(
      sql`update vouchers set status = 'unpaid', paid_amount = 0, late_fee_charged = 0,
                 issue_date = least(issue_date, ${due}::date), due_date = ${due}::date,
                 late_fee_mode = 'per_day', late_fee_amount = 50, late_fee_cap = 500
          where tenant_id = ${IQBAL} and id = ${v.id}`,
    );
  older = { ...a!, id: Number(a!.id), total: Number(a!.total), student_id: Number(a!.student_id) };
  younger = {
    ...b!,
    id: Number(b!.id),
    total: Number(b!.total),
    student_id: Number(b!.student_id),
  };
});

afterAll(async () => {
  await t?.close();
});

const wire: Wire = async (path, headers, body) => {
  const response = await t.request({ method: 'POST', url: path, headers, payload: body });
  return { status: response.statusCode, json: response.json() };
};

describe('issuing', () => {
  it('lists the family and issues one challan, oldest voucher first; a second issue replaces it', async () => {
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/fees/families'), 403);
    const families = (await call(IQBAL_ADMIN, 'GET', '/fees/families')).json().items as {
      guardian_id: number;
      children: number;
    }[];
    expect(families.find((f) => f.guardian_id === guardianId)?.children).toBe(2);

    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/families/${guardianId}/challans`, {
        due_date: '2020-01-01',
      }),
      422,
      'The due date cannot be before today.',
    );
    const first = await call(IQBAL_ADMIN, 'POST', `/fees/families/${guardianId}/challans`, {});
    expectStatus(first, 201);
    const second = await call(IQBAL_ADMIN, 'POST', `/fees/families/${guardianId}/challans`, {});
    expectStatus(second, 201);
    const challan = second.json();
    expect(challan.lines.map((l: { voucher_id: number }) => l.voucher_id)).toEqual([
      older.id,
      younger.id,
    ]);
    // Falls due with its oldest voucher; within: what each owes on that day, after: today's.
    expect(challan.due_date).toBe(day(-10));
    expect(challan.amount_within_due).toBe(older.total + younger.total);
    expect(challan.amount_after_due).toBe(older.total + 500 + younger.total);
    expect(challan.consumer_numbers).toEqual([
      { aggregator: 'kuickpay', number: consumerOf(challan.challan_no) },
    ]);
    const replaced = (
      await call(IQBAL_ADMIN, 'GET', `/fees/family-challans/${first.json().id}`)
    ).json();
    expect(replaced.status).toBe('replaced');
    const bank = bankClient(wire, { aggregator: 'kuickpay', ...KUICKPAY });
    expect((await bank.inquiry(consumerOf(replaced.challan_no))).json).toMatchObject({
      response_Code: '00',
      bill_status: 'B',
    });
    const [audited] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where tenant_id = ${IQBAL}
          and action = 'fees.family_challan_issued'`,
    );
    expect(Number(audited!.n)).toBe(2);
    // Another school's office sees none of it.
    expectStatus(await call(QUAID_ADMIN, 'GET', `/fees/family-challans/${challan.id}`), 404);
    expectStatus(await call(QUAID_ADMIN, 'POST', `/fees/families/${guardianId}/challans`, {}), 404);
    const pdf = await call(IQBAL_ADMIN, 'GET', `/fees/family-challans/${challan.id}/pdf?lang=ur`);
    expectStatus(pdf, 200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Room for the Urdu PDF on a shared, loaded machine (no time is asserted).
  }, 180_000);
});

describe('paying', () => {
  const current = async () => {
    const families = (await call(IQBAL_ADMIN, 'GET', '/fees/families')).json().items as {
      guardian_id: number;
      open_challan_id: number;
    }[];
    const id = families.find((f) => f.guardian_id === guardianId)!.open_challan_id;
    return (await call(IQBAL_ADMIN, 'GET', `/fees/family-challans/${id}`)).json();
  };

  it('the counter splits oldest first, one receipt, no notice; more than owed is refused', async () => {
    const challan = await current();
    const url = `/fees/family-challans/${challan.id}/payments`;
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', url, { amount: 0, method: 'cash', paid_on: day(0) }),
      422,
      'amount must be at least 1.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', url, {
        amount: challan.amount_after_due + 1,
        method: 'cash',
        paid_on: day(0),
      }),
      409,
      `The amount is more than the PKR ${challan.amount_after_due} this family challan owes.`,
    );
    // The same refusal in Urdu for a reader who asks for it.
    const urdu = await t.request({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        authorization: `Bearer ${await t.tokenFor(IQBAL_ADMIN)}`,
        'accept-language': 'ur',
      },
      payload: { amount: challan.amount_after_due + 1, method: 'cash', paid_on: day(0) },
    });
    expect(urdu.statusCode).toBe(409);
    expect(urdu.json().detail).toBe(
      `رقم اس خاندانی چالان کے واجب الادا ${challan.amount_after_due} روپے سے زیادہ ہے۔`,
    );
    // The elder's whole balance (late fee of today included) and 100 of the younger's.
    const paid = await call(IQBAL_ADMIN, 'POST', url, {
      amount: older.total + 500 + 100,
      method: 'cash',
      paid_on: day(0),
    });
    expectStatus(paid, 201);
    const payment = paid.json();
    expect(payment.receipt_no).toMatch(/^R-\d{6}$/);
    expect(payment.parts).toEqual([
      expect.objectContaining({ voucher_no: older.voucher_no, amount: older.total + 500 }),
      expect.objectContaining({ voucher_no: younger.voucher_no, amount: 100 }),
    ]);
    expect(payment.parts.map((p: { receipt_no: string }) => p.receipt_no)).toEqual([
      `${payment.receipt_no}/1`,
      `${payment.receipt_no}/2`,
    ]);
    const [notices] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where tenant_id = ${IQBAL}
          and idempotency_key = ${`fee_paid:family:${payment.id}`}`,
    );
    expect(Number(notices!.n)).toBe(0);
    const receipt = await call(IQBAL_ADMIN, 'GET', `/fees/family-payments/${payment.id}/receipt`);
    expectStatus(receipt, 200);
    expect((await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${older.id}`)).json().status).toBe(
      'paid',
    );
  });

  it('a bank asks and pays the rest; repeats are refused 03; the guardian is told; the report lists it', async () => {
    const challan = await current();
    const number = challan.consumer_numbers[0].number as string;
    const bank = bankClient(wire, { aggregator: 'kuickpay', ...KUICKPAY, bank: 'MEEZAN' });
    const asked = await bank.inquiry(number);
    expect(asked.json).toMatchObject({ response_Code: '00', bill_status: 'U' });
    const owed = rupeesOf(asked.json.amount_after_dueDate!);
    expect(owed).toBe(younger.total - 100);
    const today = yyyymmdd(day(0));
    const wrong = await bank.pay(number, owed + 1, today);
    expect(wrong.json).toMatchObject({ response_Code: '03' });
    expect(wrong.json.detail).toBe(`The amount due on that date is PKR ${owed}.`);
    const paid = await bank.pay(number, owed, today, '777001');
    expect(paid.json).toMatchObject({ response_Code: '00' });
    const receiptNo = paid.json.Identification_parameter!;
    expect(receiptNo).toMatch(/^R-\d{6}$/);
    expect((await bank.pay(number, owed, today, '777001')).json).toMatchObject({
      response_Code: '03',
      detail: 'This transaction was already received.',
    });
    expect((await bank.pay(number, owed, today, '777002')).json).toMatchObject({
      response_Code: '03',
      detail: 'This bill is already paid.',
    });
    expect((await bank.inquiry(number)).json).toMatchObject({
      bill_status: 'P',
      tran_auth_Id: '777001',
      amount_paid: asked.json.amount_after_dueDate,
    });
    const after = (await call(IQBAL_ADMIN, 'GET', `/fees/family-challans/${challan.id}`)).json();
    expect(after.status).toBe('paid');
    expect(after.payments.at(-1)).toMatchObject({ receipt_no: receiptNo, method: 'kuickpay' });
    // The guardians are told once (the mother is a parent user: her inbox).
    const told = await rows<{ body: string }>(
      sql`select body from notifications where tenant_id = ${IQBAL} and event = 'fee_paid'
          and idempotency_key = ${`fee_paid:family:${after.payments.at(-1).id}`}`,
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.body).toContain(receiptNo);
    const report = await call(
      IQBAL_ADMIN,
      'GET',
      `/fees/biller/report?aggregator=kuickpay&date=${day(0)}`,
    );
    expectStatus(report, 200);
    expect(report.json().items).toContainEqual(
      expect.objectContaining({
        consumer_number: number,
        tran_auth_id: '777001',
        amount: owed,
        receipt_no: receiptNo,
        bill_no: challan.challan_no,
        family: true,
      }),
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/fees/biller/report?aggregator=kuickpay&date=2026-02-30'),
      422,
    );
    const [quaid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from family_challans where tenant_id <> ${IQBAL}`,
    );
    expect(Number(quaid!.n)).toBe(0);
    // Nothing left on the family: a new challan is refused with a sentence.
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/families/${guardianId}/challans`, {}),
      409,
      "None of this guardian's children has an open voucher: there is nothing to put on a family challan.",
    );
  });
});
