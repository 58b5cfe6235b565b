// Recording a payment against a voucher: THE one way money is added to a voucher, used by the
// office's "Record payment" and by the online providers' confirmed callbacks.
// A conditional update adds the amount only while the voucher is open and the new paid amount
// stays within what is owed (the total plus the late fee on the payment's date). PostgreSQL
// re-checks that condition on the row as the first payment left it, so two payments arriving at
// once can never over-pay a voucher: the second one updates nothing and is refused (409).
import type { Tx } from '../../db/client.js';
import { PAYMENT_METHODS, type PaymentMethod, type VoucherStatus } from '../../db/schema/fees.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { isCalendarDay, lateFeeOn } from './money.js';
import {
  addPaymentToVoucher,
  findVoucherForPayment,
  insertPayment,
  markPaymentRefunded,
  nextReceiptNo,
  type PaymentVoucherRow,
  takePaymentOffVoucher,
  voucherNoOf,
} from './payment-repository.js';

const PAYMENT_MESSAGES = defineMessages('fees.payments', {
  voucherNotFound: { en: 'Voucher not found.', ur: 'واؤچر نہیں ملا۔' },
  amount: {
    en: 'The amount must be a whole number of rupees above zero.',
    ur: 'رقم صفر سے زیادہ پورے روپوں میں ہو۔',
  },
  method: {
    en: 'Choose how it was paid: cash, bank deposit, cheque, JazzCash or Easypaisa.',
    ur: 'ادائیگی کا طریقہ چنیں: نقد، بینک میں جمع، چیک، جاز کیش یا ایزی پیسہ۔',
  },
  paidOn: { en: 'The payment date is not a calendar date.', ur: 'ادائیگی کی تاریخ درست نہیں۔' },
  referenceNeeded: {
    en: 'Give the reference (deposit slip, cheque or transaction number).',
    ur: 'حوالہ لکھیں (جمع کی پرچی، چیک یا ٹرانزیکشن نمبر)۔',
  },
  cancelled: {
    en: 'This voucher is cancelled; it takes no payments.',
    ur: 'یہ واؤچر منسوخ ہے؛ اس پر ادائیگی نہیں ہو سکتی۔',
  },
  alreadyPaid: {
    en: 'This voucher is already paid in full.',
    ur: 'اس واؤچر کی پوری رقم ادا ہو چکی ہے۔',
  },
  carried: {
    en: "This voucher's balance was carried to voucher {no}; pay that one.",
    ur: 'اس واؤچر کا بقایا واؤچر {no} میں منتقل ہو چکا ہے؛ وہ واؤچر ادا کریں۔',
  },
  overBalance: {
    en: 'The amount is more than the balance of PKR {balance} on this voucher.',
    ur: 'رقم اس واؤچر کے بقایا {balance} روپے سے زیادہ ہے۔',
  },
});

interface RecordPaymentInput {
  voucherId: number;
  /** Whole rupees, above zero. */
  amount: number;
  method: PaymentMethod;
  /** Deposit slip, cheque number, or the provider's transaction reference. */
  reference?: string | null;
  /** yyyy-mm-dd (Pakistan date) the money was received. */
  paidOn: string;
  /** The staff member recording it; null for a provider's confirmation. */
  recordedBy: number | null;
  /** A part of a family challan's payment: its receipt number and the family payment. */
  familyPart?: { receiptNo: string; familyPaymentId: number };
}

interface RecordPaymentResult {
  paymentId: number;
  receiptNo: string;
  voucherStatus: VoucherStatus;
}

/** What is still owed on a voucher paid on `paidOn` (late fee included). */
function balanceOn(voucher: PaymentVoucherRow, paidOn: string): number {
  const late = Math.max(voucher.late_fee_charged, lateFeeOn(voucher, voucher.due_date, paidOn));
  return voucher.total + late - voucher.paid_amount;
}

/** Checks the amount, method, date and reference; returns the trimmed reference (null for none). */
export function validatePayment(input: RecordPaymentInput): string | null {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalidField('amount', PAYMENT_MESSAGES.amount);
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.method))
    throw invalidField('method', PAYMENT_MESSAGES.method);
  if (!isCalendarDay(input.paidOn)) throw invalidField('paid_on', PAYMENT_MESSAGES.paidOn);
  const reference = input.reference?.trim() || null;
  if (!reference && input.method !== 'cash')
    throw invalidField('reference', PAYMENT_MESSAGES.referenceNeeded);
  return reference;
}

/**
 * Records a payment on a voucher in the caller's scoped transaction (a tenant scope, or the
 * platform scope of a provider's callback) and gives it the school's next receipt number.
 * Refuses (409) a cancelled or carried-forward voucher and any amount above the balance; 404
 * when the voucher is not the caller's school's. Does not audit: the caller does (it knows who).
 */
export async function recordPayment(
  tx: Tx,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const reference = validatePayment(input);
  const voucher = await findVoucherForPayment(tx, input.voucherId);
  if (!voucher) throw notFound(PAYMENT_MESSAGES.voucherNotFound);
  if (voucher.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled);
  if (voucher.carried_to !== null) {
    const next = await voucherNoOf(tx, voucher.tenant_id, voucher.carried_to);
    throw conflict(PAYMENT_MESSAGES.carried({ no: next ?? String(voucher.carried_to) }));
  }
  const late = lateFeeOn(voucher, voucher.due_date, input.paidOn);
  // The conditional update: only an open voucher, only within what is owed (the repository).
  const updated = await addPaymentToVoucher(tx, voucher, input.amount, late);
  if (!updated) {
    const now = await findVoucherForPayment(tx, input.voucherId);
    if (!now || now.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled);
    // A paid voucher is closed: the late fee of a later day is not owed on it, so no balance.
    if (now.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    const balance = balanceOn(now, input.paidOn);
    if (balance <= 0) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    throw conflict(PAYMENT_MESSAGES.overBalance({ balance }));
  }
  const receiptNo = input.familyPart?.receiptNo ?? (await nextReceiptNo(tx, voucher.tenant_id));
  const paymentId = await insertPayment(tx, {
    tenantId: voucher.tenant_id,
    voucherId: voucher.id,
    studentId: voucher.student_id,
    amount: input.amount,
    method: input.method,
    reference,
    paidOn: input.paidOn,
    receiptNo,
    recordedBy: input.recordedBy,
    familyPaymentId: input.familyPart?.familyPaymentId ?? null,
  });
  return { paymentId, receiptNo, voucherStatus: updated.status };
}

/**
 * Refunds a recorded payment: the payment is marked refunded with the reason, and its amount
 * taken off the voucher (which becomes partially paid or unpaid again). Conditional on the
 * payment still being recorded, so a double click refunds once. Returns undefined when the
 * payment is not (or no longer) refundable.
 */
export async function refundPayment(
  tx: Tx,
  tenantId: number,
  paymentId: number,
  reason: string,
  by: number | null,
): Promise<{ voucherId: number; amount: number; voucherStatus: VoucherStatus } | undefined> {
  const payment = await markPaymentRefunded(tx, tenantId, paymentId, reason, by);
  if (!payment) return undefined;
  const voucherStatus = await takePaymentOffVoucher(
    tx,
    tenantId,
    Number(payment.voucher_id),
    Number(payment.amount),
  );
  return {
    voucherId: Number(payment.voucher_id),
    amount: Number(payment.amount),
    voucherStatus,
  };
}
