import { describe, expect, it } from 'vitest';
import { receiptStanding } from './receipt-standing.js';

const voucher = {
  due_date: '2026-03-10',
  total: 5000,
  late_fee_mode: 'per_day' as const,
  late_fee_amount: 50,
  late_fee_cap: 200,
};
const payments = [
  { id: 11, amount: 2000, paid_on: '2026-03-05', status: 'recorded' as const },
  { id: 12, amount: 1000, paid_on: '2026-03-08', status: 'refunded' as const },
  { id: 13, amount: 3000, paid_on: '2026-03-12', status: 'recorded' as const },
];

describe('what a receipt says of its voucher', () => {
  it('is the voucher as its payment left it, whatever was paid after', () => {
    expect(receiptStanding(voucher, payments[0]!, payments)).toEqual({
      lateFee: 0,
      lateFeeFrom: null,
      paidToDate: 2000,
      balance: 3000,
    });
  });

  it("owes the late fee of the payment's own day and leaves out payments refunded before it", () => {
    // Two days late at PKR 50 a day; the refunded payment between does not count.
    expect(receiptStanding(voucher, payments[2]!, payments)).toEqual({
      lateFee: 100,
      lateFeeFrom: '2026-03-11',
      paidToDate: 5000,
      balance: 100,
    });
  });

  it('counts a refunded payment on its own receipt', () => {
    expect(receiptStanding(voucher, payments[1]!, payments).paidToDate).toBe(3000);
  });
});
