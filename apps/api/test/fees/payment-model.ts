// A plain model of one voucher taking payments and refunds, written apart from the service so the
// property tests compare two independent accounts of the same money: the late fee counted by
// hand (whole days after the due date, fixed or per day up to a cap), the most of it any accepted
// payment was charged, what was paid, the status, and what each receipt must say.
import fc from 'fast-check';

export interface Rule {
  late_fee_mode: 'none' | 'fixed' | 'per_day';
  late_fee_amount: number;
  late_fee_cap: number | null;
}

export interface ModelVoucher {
  total: number;
  due: string;
  rule: Rule;
}

export type Step =
  | {
      kind: 'pay' /** Share (per mille) of what is owed that day; above 1000 over-pays. */;
      share: number;
      day: number;
    }
  | { kind: 'refund'; pick: number };

export interface ModelPayment {
  id: number;
  amount: number;
  paidOn: string;
  refunded: boolean;
  /** The voucher's late fee and what it owed right after this payment. */
  lateAfter: number;
}

export const DUE = '2026-03-10';

/** `due` plus `n` days, by the calendar. */
export function dayAfter(due: string, n: number): string {
  const [y, m, d] = due.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The late fee on `day` counted by hand: nothing up to the due date. */
export function lateOn(v: ModelVoucher, day: string): number {
  let late = 0;
  while (dayAfter(v.due, late + 1) <= day) late += 1;
  if (late === 0 || v.rule.late_fee_mode === 'none') return 0;
  if (v.rule.late_fee_mode === 'fixed') return v.rule.late_fee_amount;
  const fee = v.rule.late_fee_amount * late;
  return v.rule.late_fee_cap === null ? fee : Math.min(fee, v.rule.late_fee_cap);
}

export class VoucherModel {
  paid = 0;
  charged = 0;
  status: 'unpaid' | 'partially_paid' | 'paid' = 'unpaid';
  payments: ModelPayment[] = [];
  constructor(readonly voucher: ModelVoucher) {}

  /** What a payment on `day` may be at most (0 once paid in full: the voucher is closed). */
  owedOn(day: string): number {
    if (this.status === 'paid') return 0;
    return this.voucher.total + Math.max(this.charged, lateOn(this.voucher, day)) - this.paid;
  }

  /** The amount a step pays: its share of what is owed, at least a rupee. */
  amountOf(step: { share: number; day: number }): number {
    const owed = Math.max(0, this.owedOn(dayAfter(this.voucher.due, step.day)));
    return Math.max(1, Math.floor((owed * step.share) / 1000));
  }

  /** Accepts the payment when it is within what is owed; false: refused, nothing changes. */
  pay(id: number, amount: number, paidOn: string): boolean {
    if (amount > this.owedOn(paidOn)) return false;
    this.charged = Math.max(this.charged, lateOn(this.voucher, paidOn));
    this.paid += amount;
    this.status = this.paid >= this.voucher.total + this.charged ? 'paid' : 'partially_paid';
    this.payments.push({ id, amount, paidOn, refunded: false, lateAfter: this.charged });
    return true;
  }

  refund(payment: ModelPayment): void {
    payment.refunded = true;
    this.paid -= payment.amount;
    this.status = this.paid <= 0 ? 'unpaid' : 'partially_paid';
  }

  /**
   * What the receipt of `payment` says: the voucher as that payment left it (the late fee charged
   * by then), counting it and the earlier payments not refunded.
   */
  receipt(payment: ModelPayment) {
    const paidToDate = this.payments
      .filter((p) => p === payment || (p.id < payment.id && !p.refunded))
      .reduce((sum, p) => sum + p.amount, 0);
    return {
      lateFee: payment.lateAfter,
      paidToDate,
      balance: Math.max(0, this.voucher.total + payment.lateAfter - paidToDate),
    };
  }
}

/** Any late-fee rule a school can set: none, a fixed fee, or so much a day with or without a cap. */
export const ruleArb: fc.Arbitrary<Rule> = fc.oneof(
  fc.constant({ late_fee_mode: 'none' as const, late_fee_amount: 0, late_fee_cap: null }),
  fc.record({
    late_fee_mode: fc.constant('fixed' as const),
    late_fee_amount: fc.integer({ min: 1, max: 5_000 }),
    late_fee_cap: fc.constant(null),
  }),
  fc.record({
    late_fee_mode: fc.constant('per_day' as const),
    late_fee_amount: fc.integer({ min: 1, max: 500 }),
    late_fee_cap: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
  }),
);

/** Days from 5 before the due date to 20 after; payments need not come in date order. */
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      share: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1001, max: 1500 })),
      day: fc.integer({ min: -5, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
);

export const voucherArb: fc.Arbitrary<ModelVoucher> = fc.record({
  total: fc.integer({ min: 1, max: 60_000 }),
  due: fc.constant(DUE),
  rule: ruleArb,
});
