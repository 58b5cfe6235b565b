// Consumer numbers over HTTP: the office's settings (credentials sealed, overlapping prefixes
// refused, audited), the number on the voucher, and a bank speaking the biller protocol
// (helpers/bank-biller-client.ts, written from the public integrations it cites): BillInquiry
// before and after the due date (late fee included), BillPayment through the fees module's one
// payment path (receipt, audit, the guardian told), a repeat refused 03, two identical payments
// at once recording one, wrong credentials and malformed data refused 401/400 with code 04.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  bankClient,
  INQUIRY_ANSWER_FIELDS,
  PAYMENT_ANSWER_FIELDS,
  rupeesOf,
  type Wire,
} from '../helpers/bank-biller-client.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  QUAID_ADMIN,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

const KUICKPAY = { prefix: '12345', digits: 7, username: 'kp-iqbal', password: 'Kp#secret-2026' };
let t: TestApp;
let call: ReturnType<typeof caller>;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const wireOf =
  (app: TestApp): Wire =>
  async (path, headers, body) => {
    const response = await app.request({ method: 'POST', url: path, headers, payload: body });
    return { status: response.statusCode, json: response.json() };
  };

const day = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const yyyymmdd = (d: string) => d.replaceAll('-', '');

/** An unpaid voucher of Iqbal without payments, with a guardian (seeded), made due on `due`. */
async function openVoucher(due: string) {
  const [v] = await rows<{ id: number; voucher_no: string; total: number; student_id: number }>(
    sql`select v.id, v.voucher_no, v.total, v.student_id from vouchers v
        where v.tenant_id = ${IQBAL} and v.status = 'unpaid' and v.paid_amount = 0
          and v.carried_to is null and v.total > 0
          and exists (select 1 from student_guardians g
                      where g.tenant_id = v.tenant_id and g.student_id = v.student_id)
          and not exists (select 1 from biller_payments b
                          where b.tenant_id = v.tenant_id and b.voucher_id = v.id)
          and v.id not in (select voucher_id from payments where tenant_id = ${IQBAL})
        order by v.id desc limit 1`,
  );
  // The seed's rule: PKR 50 a day late, at most 500. Moving the due date plays the calendar.
  await rows(
    sql`update vouchers set issue_date = least(issue_date, ${due}::date), due_date = ${due}::date,
               late_fee_mode = 'per_day', late_fee_amount = 50, late_fee_cap = 500
        where tenant_id = ${IQBAL} and id = ${v!.id}`,
  );
  const sequence = Number(v!.voucher_no.split('-')[1]);
  return {
    ...v!,
    total: Number(v!.total),
    consumer: KUICKPAY.prefix + String(sequence).padStart(KUICKPAY.digits, '0'),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { modulesWithScreens: [...MODULES_WITH_SCREENS, 'fee-management'] });
  call = caller(t);
  const fees = await moduleId(t, 'fee-management');
  expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
  expectStatus(await call(QUAID_ADMIN, 'POST', `/modules/tenant/enable/${fees}`), 200);
});

afterAll(async () => {
  await t?.close();
});

describe('settings', () => {
  it('the office sets a prefix within the published lengths; the password never comes back', async () => {
    expectStatus(
      await call(IQBAL_TEACHER, 'PUT', '/fees/biller/settings/kuickpay', { prefix: '12345' }),
      403,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
        prefix: '1234',
        digits: 7,
      }),
      422,
      'The Kuickpay prefix is the 5 digits Kuickpay assigned to the school.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
        prefix: '12345',
        digits: 7,
        enabled: true,
      }),
      422,
      'Enter the username and the password the aggregator will send first.',
    );
    const saved = await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
      ...KUICKPAY,
      enabled: true,
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      aggregator: 'kuickpay',
      enabled: true,
      prefix: '12345',
      digits: 7,
      username: 'kp-iqbal',
      password_configured: true,
      example: '123450000001',
    });
    expect(saved.body).not.toContain(KUICKPAY.password);
    const list = await call(IQBAL_ADMIN, 'GET', '/fees/biller/settings');
    expect(list.json().items.map((i: { aggregator: string }) => i.aggregator)).toEqual([
      '1bill',
      'kuickpay',
    ]);
    expect(list.body).not.toContain(KUICKPAY.password);
    // Sealed at rest: the stored value is not the password.
    const [stored] = await rows<{ credentials_enc: string }>(
      sql`select credentials_enc from biller_settings where tenant_id = ${IQBAL}`,
    );
    expect(stored!.credentials_enc).not.toContain(KUICKPAY.password);
    const [audited] = await rows<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where tenant_id = ${IQBAL}
          and action = 'fees.biller_settings_updated' order by id desc limit 1`,
    );
    expect(audited!.changes.password).toBe('changed');
    expect(JSON.stringify(audited!.changes)).not.toContain(KUICKPAY.password);
  });

  it('a prefix that would name two schools is refused; the plan is locked while switched on', async () => {
    expectStatus(
      await call(QUAID_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
        prefix: '12345',
        digits: 9,
      }),
      409,
      'Another school already uses a prefix that overlaps this one.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/1bill', { prefix: '1004', digits: 10 }),
      200,
    );
    expectStatus(
      await call(QUAID_ADMIN, 'PUT', '/fees/biller/settings/1bill', {
        prefix: '100422',
        digits: 10,
      }),
      409,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', { prefix: '54321' }),
      409,
      /Turn bill payment off/,
    );
    // Quaid gets its own prefix and credentials (used below: they must not open Iqbal's bills).
    expectStatus(
      await call(QUAID_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', {
        prefix: '67890',
        digits: 7,
        username: 'kp-quaid',
        password: 'Quaid#secret-1',
        enabled: true,
      }),
      200,
    );
  });
});

describe('the voucher carries its consumer number', () => {
  it('shown on the voucher and printed on the challan', async () => {
    const v = await openVoucher(day(5));
    const detail = await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}`);
    expectStatus(detail, 200);
    expect(detail.json().consumer_numbers).toEqual([
      { aggregator: 'kuickpay', number: v.consumer },
    ]);
    const pdf = await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}/pdf?lang=en`);
    expectStatus(pdf, 200);
    // Three copies, each with the barcode: pdfkit embeds the bars' PNG and its alpha mask (2).
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(6);
  });
});

describe('a bank asks and pays (Kuickpay)', () => {
  it('refuses wrong credentials (401, 04), another school’s credentials, and malformed data (400, 04)', async () => {
    const v = await openVoucher(day(5));
    const stranger = bankClient(wireOf(t), {
      aggregator: 'kuickpay',
      username: 'kp-iqbal',
      password: 'wrong',
    });
    const wrong = await stranger.inquiry(v.consumer, 'R1');
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ response_Code: '04', reserved: 'R1' });
    const quaid = bankClient(wireOf(t), {
      aggregator: 'kuickpay',
      username: 'kp-quaid',
      password: 'Quaid#secret-1',
    });
    expect((await quaid.inquiry(v.consumer)).status).toBe(401);
    expect((await quaid.pay(v.consumer, v.total, yyyymmdd(day(0)))).status).toBe(401);
    const bank = bankClient(wireOf(t), { aggregator: 'kuickpay', ...KUICKPAY });
    const malformed = await bank.inquiry('12345ABC');
    expect(malformed.status).toBe(400);
    expect(malformed.json.response_Code).toBe('04');
    expect(malformed.json.detail).toBe('consumer_number must be 11 to 18 digits.');
    const badDate = await bank.pay(v.consumer, v.total, '20260230');
    expect(badDate.status).toBe(400);
    expect(badDate.json.response_Code).toBe('04');
    const unknown = await bank.inquiry('123459999999');
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.json)).toEqual([...INQUIRY_ANSWER_FIELDS]);
    expect(unknown.json.response_Code).toBe('01');
    const otherAggregator = bankClient(wireOf(t), { aggregator: '1bill', ...KUICKPAY });
    expect((await otherAggregator.inquiry(v.consumer)).json.response_Code).toBe('01');
  });

  it('inquiry before and after the due date, payment, repeat 03, paid inquiry, receipt, inbox', async () => {
    const bank = bankClient(wireOf(t), { aggregator: 'kuickpay', ...KUICKPAY });
    const v = await openVoucher(day(5));
    const [student] = await rows<{ name: string; month: string }>(
      sql`select s.first_name || ' ' || s.last_name as name, v.month from vouchers v
          join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
          where v.tenant_id = ${IQBAL} and v.id = ${v.id}`,
    );
    const before = await bank.inquiry(v.consumer, 'ECHO');
    expect(before.status).toBe(200);
    expect(Object.keys(before.json)).toEqual([...INQUIRY_ANSWER_FIELDS]);
    expect(before.json).toEqual({
      response_Code: '00',
      consumer_Detail: student!.name.slice(0, 30),
      bill_status: 'U',
      due_date: yyyymmdd(day(5)),
      amount_within_dueDate: `+${String(v.total * 100).padStart(13, '0')}`,
      // PKR 50 for the first day late.
      amount_after_dueDate: `+${String((v.total + 50) * 100).padStart(13, '0')}`,
      billing_month: student!.month.slice(2, 4) + student!.month.slice(5, 7),
      date_paid: '',
      amount_paid: '',
      tran_auth_Id: '',
      reserved: 'ECHO',
    });

    // Three days later than the due date: the late fee of today (3 × 50) is in the amount after.
    await rows(sql`update vouchers set due_date = ${day(-3)}::date where id = ${v.id}`);
    const after = await bank.inquiry(v.consumer);
    expect(rupeesOf(after.json.amount_within_dueDate!)).toBe(v.total);
    expect(rupeesOf(after.json.amount_after_dueDate!)).toBe(v.total + 150);

    // The amount within the due date is no longer enough: refused, nothing written.
    const short = await bank.pay(v.consumer, v.total, yyyymmdd(day(0)));
    expect(short.json).toMatchObject({ response_Code: '03' });
    expect(short.json.detail).toBe(`The amount due on that date is PKR ${v.total + 150}.`);
    const counted = () =>
      rows<{ n: number }>(
        sql`select (select count(*) from payments where voucher_id = ${v.id})
                 + (select count(*) from biller_payments where voucher_id = ${v.id}) as n`,
      );
    expect(Number((await counted())[0]!.n)).toBe(0);

    const paid = await bank.pay(v.consumer, v.total + 150, yyyymmdd(day(0)), '765432');
    expect(paid.status).toBe(200);
    expect(Object.keys(paid.json)).toEqual(PAYMENT_ANSWER_FIELDS);
    expect(paid.json.response_Code).toBe('00');
    const receiptNo = paid.json.Identification_parameter;
    expect(receiptNo).toMatch(/^R-\d{6}$/);

    // The same transaction again: 03, and still one payment.
    const repeat = await bank.pay(v.consumer, v.total + 150, yyyymmdd(day(0)), '765432');
    expect(repeat.json).toMatchObject({ response_Code: '03', Identification_parameter: '' });
    // Another transaction for the paid bill: 03 too.
    const again = await bank.pay(v.consumer, v.total + 150, yyyymmdd(day(0)));
    expect(again.json.response_Code).toBe('03');

    const detail = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}`)).json();
    expect(detail.status).toBe('paid');
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({
      method: 'kuickpay',
      amount: v.total + 150,
      receipt_no: receiptNo,
      reference: 'HBL 765432',
      paid_on: day(0),
    });
    const receipt = await call(
      IQBAL_ADMIN,
      'GET',
      `/fees/payments/${detail.payments[0].id}/receipt`,
    );
    expect(receipt.statusCode).toBe(200);

    const paidInquiry = await bank.inquiry(v.consumer);
    expect(paidInquiry.json).toMatchObject({
      response_Code: '00',
      bill_status: 'P',
      date_paid: yyyymmdd(day(0)),
      amount_paid: `+${String((v.total + 150) * 100).padStart(13, '0')}`,
      tran_auth_Id: '765432',
      amount_within_dueDate: '+0000000000000',
    });

    const [audit] = await rows<{ actor_id: number | null; changes: Record<string, unknown> }>(
      sql`select actor_id, changes from audit_log where tenant_id = ${IQBAL}
          and action = 'fees.payment_recorded' and entity_id = ${v.id}`,
    );
    expect(audit).toMatchObject({ actor_id: null });
    expect(audit!.changes).toMatchObject({ method: 'kuickpay', receipt_no: receiptNo });
    const told = await rows<{ event: string; title: string }>(
      sql`select event, title from notifications where tenant_id = ${IQBAL}
          and idempotency_key like 'fee_paid:%'`,
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.title).toMatch(/Fee received for|فیس وصول/);
  });

  it('two identical payments at once record one; the other is answered 03', async () => {
    const bank = bankClient(wireOf(t), { aggregator: 'kuickpay', ...KUICKPAY });
    const v = await openVoucher(day(5));
    const answers = await Promise.all([
      bank.pay(v.consumer, v.total, yyyymmdd(day(0)), '111222'),
      bank.pay(v.consumer, v.total, yyyymmdd(day(0)), '111222'),
    ]);
    expect(answers.map((a) => a.json.response_Code).sort()).toEqual(['00', '03']);
    const [n] = await rows<{ payments: number; claims: number }>(
      sql`select (select count(*)::int from payments where voucher_id = ${v.id}) as payments,
                 (select count(*)::int from biller_payments where voucher_id = ${v.id}) as claims`,
    );
    expect(n).toEqual({ payments: 1, claims: 1 });
    // Two different transactions for one bill at once: one pays, one is refused.
    const w = await openVoucher(day(5));
    const both = await Promise.all([
      bank.pay(w.consumer, w.total, yyyymmdd(day(0)), '333444'),
      bank.pay(w.consumer, w.total, yyyymmdd(day(0)), '555666'),
    ]);
    expect(both.map((a) => a.json.response_Code).sort()).toEqual(['00', '03']);
    const [m] = await rows<{ paid: number }>(
      sql`select paid_amount as paid from vouchers where id = ${w.id}`,
    );
    expect(Number(m!.paid)).toBe(w.total);
  });

  it('a school that switches it off answers 01; its data stays', async () => {
    const bank = bankClient(wireOf(t), { aggregator: 'kuickpay', ...KUICKPAY });
    const v = await openVoucher(day(5));
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', { enabled: false }),
      200,
    );
    expect((await bank.inquiry(v.consumer)).json.response_Code).toBe('01');
    expect(
      (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${v.id}`)).json().consumer_numbers,
    ).toEqual([]);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', '/fees/biller/settings/kuickpay', { enabled: true }),
      200,
    );
    expect((await bank.inquiry(v.consumer)).json.response_Code).toBe('00');
  });
});

describe('rate limit', () => {
  it('answers 429 past the limit per client address', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, biller: { max: 2, windowSeconds: 60 } },
    });
    try {
      const bank = bankClient(wireOf(limited), { aggregator: 'kuickpay', ...KUICKPAY });
      expect((await bank.inquiry('123450000001')).status).toBe(200);
      expect((await bank.inquiry('123450000001')).status).toBe(200);
      const third = await bank.inquiry('123450000001');
      expect(third.status).toBe(429);
      expect(third.json.detail).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
