// What a receipt says of its voucher, for any order of payments and refunds (dates out of order
// too: a deposit slip dated last week recorded today): the late fee the voucher had charged once
// that payment was taken, what was paid up to it and what was left, as a plain model of the
// voucher counts them. A receipt that reads "Balance 0" while the voucher still owes is wrong.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptStanding } from '../../src/domains/fees/receipt-standing.js';
import { dayAfter, stepArb, VoucherModel, voucherArb } from './payment-model.js';

describe('a receipt, for any payments and refunds on its voucher', () => {
  it('reads the late fee charged by then, the paid to date and the balance the voucher had', () => {
    fc.assert(
      fc.property(voucherArb, fc.array(stepArb, { maxLength: 8 }), (voucher, steps) => {
        const model = new VoucherModel(voucher);
        let id = 100;
        for (const step of steps) {
          if (step.kind === 'pay') {
            id += 1;
            model.pay(id, model.amountOf(step), dayAfter(voucher.due, step.day));
          } else {
            const open = model.payments.filter((p) => !p.refunded);
            if (open.length) model.refund(open[step.pick % open.length]!);
          }
        }
        const rows = model.payments.map((p) => ({
          id: p.id,
          amount: p.amount,
          paid_on: p.paidOn,
          status: p.refunded ? ('refunded' as const) : ('recorded' as const),
        }));
        const row = { ...voucher.rule, due_date: voucher.due, total: voucher.total };
        for (const [i, payment] of model.payments.entries()) {
          const want = model.receipt(payment);
          const got = receiptStanding(row, rows[i]!, rows);
          expect(got).toEqual({
            lateFee: want.lateFee,
            lateFeeFrom: want.lateFee > 0 ? dayAfter(voucher.due, 1) : null,
            paidToDate: want.paidToDate,
            balance: want.balance,
          });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('of a payment dated before a late one already taken, still owes that late fee', () => {
    // PKR 50 a day: a part paid 4 days late charged 200; a deposit dated on the due date,
    // recorded afterwards, leaves the 200 owed; its receipt must not say the voucher is settled.
    const rule = { late_fee_mode: 'per_day' as const, late_fee_amount: 50, late_fee_cap: null };
    const model = new VoucherModel({ total: 5_000, due: '2026-03-10', rule });
    expect(model.pay(1, 1_000, '2026-03-14')).toBe(true);
    expect(model.pay(2, 4_000, '2026-03-10')).toBe(true);
    expect(model.status).toBe('partially_paid');
    const rows = model.payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      paid_on: p.paidOn,
      status: 'recorded' as const,
    }));
    const got = receiptStanding({ ...rule, due_date: '2026-03-10', total: 5_000 }, rows[1]!, rows);
    expect(got).toMatchObject({ lateFee: 200, paidToDate: 5_000, balance: 200 });
  });
});
