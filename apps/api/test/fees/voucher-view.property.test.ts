// Property tests of what a voucher shows (vouchers.ts voucherOut) and of the checks on a payment
// (payments.ts validatePayment), for any rule, amounts and day: a closed voucher owes nothing; an
// open one never owes less as the days pass, owes no late fee up to its due date, never more than
// the printed "payable after due date" under a fixed or capped rule, and is overdue exactly after
// its due date. A payment is whole rupees above zero with a reference unless in cash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, type PaymentMethod } from '../../src/db/schema/fees.js';
import { addDays, lateFeeOn } from '../../src/domains/fees/money.js';
import { validatePayment } from '../../src/domains/fees/payments.js';
import type { VoucherRow } from '../../src/domains/fees/repository.js';
import { voucherOut } from '../../src/domains/fees/vouchers.js';
import { HttpError } from '../../src/http/errors.js';
import { ruleArb as rule } from './payment-model.js';

const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2026-01-01', n));

/** A voucher as the repository reads it: charged a late fee only by a payment on some day. */
const voucher = fc
  .record({
    rule,
    due: day,
    total: fc.integer({ min: 0, max: 200_000 }),
    paidPart: fc.integer({ min: 0, max: 100 }),
    paidOn: fc.option(day, { nil: null }),
    status: fc.constantFrom('unpaid', 'partially_paid', 'paid', 'cancelled') as fc.Arbitrary<
      VoucherRow['status']
    >,
    carried: fc.boolean(),
  })
  .map(({ rule, due, total, paidPart, paidOn, status, carried }) => {
    const charged = paidOn ? lateFeeOn(rule, due, paidOn) : 0;
    const row: VoucherRow = {
      id: 1,
      voucher_no: '202601-000001',
      student_id: 1,
      student_name: 'A Pupil',
      admission_no: 'ADM-1',
      class_id: 1,
      class_name: 'Class 1',
      section_name: 'A',
      month: due.slice(0, 7),
      issue_date: addDays(due, -9),
      due_date: due,
      total,
      arrears: 0,
      paid_amount: status === 'cancelled' ? 0 : Math.floor(((total + charged) * paidPart) / 100),
      ...rule,
      late_fee_charged: charged,
      status,
      carried_to: carried ? 2 : null,
      carried_to_no: carried ? '202602-000002' : null,
      cancel_reason: null,
    };
    return row;
  });
const isOpen = (v: VoucherRow) =>
  (v.status === 'unpaid' || v.status === 'partially_paid') && v.carried_to === null;

describe('what a voucher shows', () => {
  it('a paid, cancelled or carried voucher owes nothing and is never overdue, whatever the day', () => {
    fc.assert(
      fc.property(voucher, day, (v, today) => {
        fc.pre(!isOpen(v));
        const out = voucherOut(v, today);
        expect(out.balance).toBe(0);
        expect(out.overdue).toBe(false);
        expect(out.late_fee).toBe(v.late_fee_charged);
      }),
    );
  });

  it('an open voucher owes total + late fee − paid, never less as the days pass, never negative', () => {
    fc.assert(
      fc.property(voucher, day, fc.integer({ min: 0, max: 400 }), (v, today, more) => {
        fc.pre(isOpen(v));
        const now = voucherOut(v, today);
        const later = voucherOut(v, addDays(today, more));
        expect(now.balance).toBeGreaterThanOrEqual(0);
        expect(now.balance).toBe(Math.max(0, v.total + now.late_fee - v.paid_amount));
        expect(later.balance).toBeGreaterThanOrEqual(now.balance);
        expect(later.late_fee).toBeGreaterThanOrEqual(now.late_fee);
        expect(now.late_fee).toBeGreaterThanOrEqual(v.late_fee_charged);
      }),
    );
  });

  it('owes no new late fee up to the due date, and is overdue exactly from the day after', () => {
    fc.assert(
      fc.property(voucher, fc.integer({ min: -60, max: 60 }), (v, offset) => {
        fc.pre(isOpen(v));
        const today = addDays(v.due_date, offset);
        const out = voucherOut(v, today);
        expect(out.overdue).toBe(offset > 0);
        if (offset <= 0) expect(out.late_fee).toBe(v.late_fee_charged);
        if (out.late_fee > 0) expect(out.late_fee_from).toBe(addDays(v.due_date, 1));
        else expect(out.late_fee_from).toBeNull();
      }),
    );
  });

  it('never owes more late fee than the voucher prints under a fixed or capped rule', () => {
    fc.assert(
      fc.property(voucher, day, (v, today) => {
        fc.pre(v.late_fee_mode !== 'per_day' || v.late_fee_cap !== null);
        const out = voucherOut(v, today);
        expect(out.late_fee).toBeLessThanOrEqual(out.late_fee_after_due);
        if (v.late_fee_mode === 'none') expect(out.late_fee_after_due).toBe(0);
      }),
    );
  });
});

const method = fc.constantFrom(...PAYMENT_METHODS) as fc.Arbitrary<PaymentMethod>;
const refusal = (fn: () => unknown): { status: number; field: string } | null => {
  try {
    fn();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    return { status: e.status, field: e.errors?.[0]?.field ?? '' };
  }
};

describe('the checks on a payment', () => {
  it('refuses an amount that is not whole rupees above zero, naming the amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double({ min: 0.01, max: 1e6, noInteger: true, noNaN: true }),
          fc.constant(Number.NaN),
          fc.constant(2 ** 53),
        ),
        (amount) => {
          expect(
            refusal(() =>
              validatePayment({
                voucherId: 1,
                amount,
                method: 'cash',
                paidOn: '2026-03-01',
                recordedBy: 1,
              }),
            ),
          ).toMatchObject({ status: 422, field: 'amount' });
        },
      ),
    );
  });

  it('needs a reference for every method but cash, and keeps it trimmed', () => {
    fc.assert(
      fc.property(
        method,
        fc.option(fc.constantFrom('', '   ', ' DEP-12 ', 'CHQ 7'), { nil: null }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (m, reference, amount) => {
          const input = {
            voucherId: 1,
            amount,
            method: m,
            reference,
            paidOn: '2026-03-01',
            recordedBy: 1,
          };
          const typed = reference?.trim() || null;
          if (!typed && m !== 'cash')
            expect(refusal(() => validatePayment(input))).toMatchObject({
              status: 422,
              field: 'reference',
            });
          else expect(validatePayment(input)).toBe(typed);
        },
      ),
    );
  });

  it('refuses a day that is not on the calendar', () => {
    for (const paidOn of ['2026-02-29', '2026-13-01', '2026-04-31', '01-03-2026', ''])
      expect(
        refusal(() =>
          validatePayment({ voucherId: 1, amount: 10, method: 'cash', paidOn, recordedBy: 1 }),
        ),
      ).toMatchObject({ status: 422, field: 'paid_on' });
    expect(
      validatePayment({
        voucherId: 1,
        amount: 10,
        method: 'cash',
        paidOn: '2028-02-29',
        recordedBy: 1,
      }),
    ).toBeNull();
  });
});
