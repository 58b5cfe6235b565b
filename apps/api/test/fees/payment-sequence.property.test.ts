// Any sequence of part payments, over-payments and refunds on one voucher, dated in any order
// around its due date, through the office's API and the database's conditional update, against a
// plain model of the voucher (payment-model.ts): each payment is taken exactly when the model
// owes at least that much, and a refused one names the model's balance of its day; the voucher's
// paid amount, status and today's balance follow the model; each receipt prints, in reading
// order, the amount, the late fee charged by then, the paid to date and the balance the model says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, IQBAL, IQBAL_ADMIN } from '../learning/helpers.js';
import {
  dayAfter,
  lateOn,
  type ModelVoucher,
  stepArb,
  VoucherModel,
  voucherArb,
} from './payment-model.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let voucherId: number;

const exec = (query: ReturnType<typeof sql>) => t.query((tx) => tx.execute(query));
const grouped = (n: number) => new Intl.NumberFormat('en-PK').format(n);
const dmy = (day: string) => day.split('-').reverse().join('-');

/** The receipt's text as poppler lays it out, one line per printed row, spaces squeezed. */
async function receiptLines(paymentId: number): Promise<string[]> {
  const response = await t.request({
    method: 'GET',
    url: `/api/fees/payments/${paymentId}/receipt?lang=en`,
    token: await t.tokenFor(IQBAL_ADMIN),
  });
  expect(response.statusCode).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], {
      encoding: 'utf8',
    });
    return text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The voucher as the model starts it: nothing paid, no late fee charged, the rule and total given. */
async function reset(v: ModelVoucher) {
  await exec(sql`delete from payments where tenant_id = ${IQBAL} and voucher_id = ${voucherId}`);
  await exec(sql`update vouchers set total = ${v.total}, paid_amount = 0, late_fee_charged = 0,
      status = 'unpaid', issue_date = ${dayAfter(v.due, -9)}::date, due_date = ${v.due}::date, late_fee_mode = ${v.rule.late_fee_mode},
      late_fee_amount = ${v.rule.late_fee_amount}, late_fee_cap = ${v.rule.late_fee_cap}
    where tenant_id = ${IQBAL} and id = ${voucherId}`);
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  // An open voucher nobody else's money touches: no payments, not carried, carrying nothing.
  const result = (await exec(sql`select v.id from vouchers v
    where v.tenant_id = ${IQBAL} and v.status = 'unpaid' and v.carried_to is null and v.arrears = 0
      and not exists (select 1 from payments p where p.voucher_id = v.id)
      and not exists (select 1 from vouchers o where o.carried_to = v.id)
    order by v.id limit 1`)) as unknown as { rows: { id: number }[] };
  voucherId = Number(result.rows[0]!.id);
});
afterAll(() => t.close());

describe('payments and refunds on a voucher, in any order', () => {
  it('take, refuse, settle and print what the model of the voucher says', async () => {
    await fc.assert(
      fc.asyncProperty(
        voucherArb,
        fc.array(stepArb, { minLength: 1, maxLength: 6 }),
        async (voucher, steps) => {
          await reset(voucher);
          const model = new VoucherModel(voucher);
          for (const step of steps) {
            if (step.kind === 'refund') {
              const open = model.payments.filter((p) => !p.refunded);
              if (!open.length) continue;
              const payment = open[step.pick % open.length]!;
              const refunded = await call(
                IQBAL_ADMIN,
                'POST',
                `/fees/payments/${payment.id}/refund`,
                {
                  reason: 'Cheque bounced',
                },
              );
              expect(refunded.statusCode, refunded.body).toBe(200);
              model.refund(payment);
              expect(refunded.json().voucher_status).toBe(model.status);
              continue;
            }
            const paidOn = dayAfter(voucher.due, step.day);
            const amount = model.amountOf(step);
            const owed = model.owedOn(paidOn);
            const answer = await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucherId}/payments`, {
              amount,
              method: 'cash',
              paid_on: paidOn,
            });
            if (amount <= owed) {
              expect(answer.statusCode, answer.body).toBe(201);
              expect(model.pay(answer.json().id, amount, paidOn)).toBe(true);
              expect(answer.json().voucher_status).toBe(model.status);
            } else {
              expect(answer.statusCode, answer.body).toBe(409);
              expect(answer.json().detail.replaceAll(',', '')).toBe(
                owed <= 0
                  ? 'This voucher is already paid in full.'
                  : `The amount is more than the balance of PKR ${owed} on this voucher.`,
              );
            }
          }
          const today = todayInPakistan();
          const shown = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${voucherId}`)).json();
          const lateToday =
            model.status === 'paid'
              ? model.charged
              : Math.max(model.charged, lateOn(voucher, today));
          expect(shown).toMatchObject({
            paid_amount: model.paid,
            status: model.status,
            late_fee: lateToday,
            balance: model.status === 'paid' ? 0 : voucher.total + lateToday - model.paid,
          });
          for (const payment of model.payments) {
            const want = model.receipt(payment);
            const lines = await receiptLines(payment.id);
            const rows = [
              `Amount received PKR ${grouped(payment.amount)}`,
              `Voucher total ${grouped(voucher.total)}`,
              ...(want.lateFee > 0
                ? [`Late fee from ${dmy(dayAfter(voucher.due, 1))} ${grouped(want.lateFee)}`]
                : []),
              `Paid to date ${grouped(want.paidToDate)}`,
              `Balance ${grouped(want.balance)}`,
            ];
            const at = rows.map((row) => lines.indexOf(row));
            expect(at, `${rows.join(' | ')}\n${lines.join('\n')}`).not.toContain(-1);
            expect(at).toEqual([...at].sort((a, b) => a - b));
            if (want.lateFee === 0) expect(lines.some((l) => l.startsWith('Late fee'))).toBe(false);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
