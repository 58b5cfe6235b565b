// What a receipt says of its voucher: the voucher as it stood when that payment was made, not as
// it stands when the receipt is printed again. A reprint of an early part payment still shows
// what was paid up to it, the late fee charged by then and what was left after it.
import { addDays, type LateFeeRule, lateFeeOn } from './money.js';

interface Payment {
  id: number;
  amount: number;
  paid_on: string;
  status: 'recorded' | 'refunded';
}

interface ReceiptStanding {
  /** The late fee charged once this payment was taken (0 while every payment was in time). */
  lateFee: number;
  lateFeeFrom: string | null;
  /** This payment and the ones recorded before it; other payments refunded since are left out. */
  paidToDate: number;
  balance: number;
}

export function receiptStanding(
  voucher: LateFeeRule & { due_date: string; total: number },
  payment: Payment,
  payments: readonly Payment[],
): ReceiptStanding {
  // The late fee the voucher had charged once this payment was taken: the most of any payment
  // up to it (refunded ones too, the voucher keeps their charge), so a payment dated before an
  // earlier-recorded late one still owes that one's late fee.
  const lateFee = payments
    .filter((p) => p.id <= payment.id)
    .reduce(
      (most, p) => Math.max(most, Number(lateFeeOn(voucher, voucher.due_date, p.paid_on))),
      Number(lateFeeOn(voucher, voucher.due_date, payment.paid_on)),
    );
  // Receipt numbers follow the payments' order, so "before" is a lower id.
  const paidToDate = payments
    .filter((p) => p.id === payment.id || (p.id < payment.id && p.status === 'recorded'))
    .reduce((sum, p) => sum + Number(p.amount), 0);
  return {
    lateFee,
    lateFeeFrom: lateFee > 0 ? addDays(voucher.due_date, 1) : null,
    paidToDate,
    balance: Math.max(0, Number(voucher.total) + lateFee - paidToDate),
  };
}
