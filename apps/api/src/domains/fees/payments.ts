// Recording a payment against a voucher: THE one way money is added to a voucher, used by the
// office's "Record payment" and by the online providers' confirmed callbacks.
// A conditional update adds the amount only while the voucher is open and the new paid amount
// stays within what is owed (the total plus the late fee on the payment's date). PostgreSQL
// re-checks that condition on the row as the first payment left it, so two payments arriving at
// once can never over-pay a voucher: the second one updates nothing and is refused (409).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { PAYMENT_METHODS, type PaymentMethod, type VoucherStatus } from '../../db/schema/fees.js';
import { scopeOfTx } from '../../db/scope.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { isCalendarDay, type LateFeeRule, lateFeeOn } from './money.js';

export const PAYMENT_MESSAGES = {
  voucherNotFound: 'Voucher not found.',
  amount: 'The amount must be a whole number of rupees above zero.',
  method: 'Choose how it was paid: cash, bank deposit, cheque, JazzCash or Easypaisa.',
  paidOn: 'The payment date is not a calendar date.',
  referenceNeeded: 'Give the reference (deposit slip, cheque or transaction number).',
  cancelled: 'This voucher is cancelled; it takes no payments.',
  alreadyPaid: 'This voucher is already paid in full.',
  carried: (no: string) => `This voucher's balance was carried to voucher ${no}; pay that one.`,
  overBalance: (balance: number) =>
    `The amount is more than the balance of PKR ${balance} on this voucher.`,
} as const;

export interface RecordPaymentInput {
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

export interface RecordPaymentResult {
  paymentId: number;
  receiptNo: string;
  voucherStatus: VoucherStatus;
}

interface VoucherRow extends LateFeeRule {
  id: number;
  tenant_id: number;
  student_id: number;
  voucher_no: string;
  due_date: string;
  total: number;
  paid_amount: number;
  late_fee_charged: number;
  status: VoucherStatus;
  carried_to: number | null;
}

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tenant of the scoped transaction (platform scope: the voucher's own tenant). */
function tenantCondition(tx: Tx) {
  const { scope } = scopeOfTx(tx);
  return scope.kind === 'tenant' ? sql`and tenant_id = ${scope.tenantId}` : sql``;
}

export async function findVoucherForPayment(tx: Tx, voucherId: number) {
  const [row] = await rows<VoucherRow>(
    tx,
    sql`select id, tenant_id, student_id, voucher_no, due_date::text as due_date, total,
               paid_amount, late_fee_charged, status, carried_to, late_fee_mode,
               late_fee_amount, late_fee_cap
        from vouchers where id = ${voucherId} ${tenantCondition(tx)}`,
  );
  return row;
}

/** What is still owed on a voucher paid on `paidOn` (late fee included). */
export function balanceOn(voucher: VoucherRow, paidOn: string): number {
  const late = Math.max(voucher.late_fee_charged, lateFeeOn(voucher, voucher.due_date, paidOn));
  return voucher.total + late - voucher.paid_amount;
}

/** The next number of a school's receipts (`R-000042`), taken under the settings row's lock. */
export async function nextReceiptNo(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`insert into fee_settings (tenant_id, last_receipt_no) values (${tenantId}, 1)
        on conflict (tenant_id) do update set last_receipt_no = fee_settings.last_receipt_no + 1
        returning last_receipt_no as n`,
  );
  return `R-${String(row!.n).padStart(6, '0')}`;
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
    const [next] = await rows<{ voucher_no: string }>(
      tx,
      sql`select voucher_no from vouchers
          where tenant_id = ${voucher.tenant_id} and id = ${voucher.carried_to}`,
    );
    throw conflict(PAYMENT_MESSAGES.carried(next?.voucher_no ?? String(voucher.carried_to)));
  }
  const late = lateFeeOn(voucher, voucher.due_date, input.paidOn);
  // The conditional update: only an open voucher, only within what is owed. Evaluated again on
  // the latest row version when another payment updated it first (READ COMMITTED re-check).
  const [updated] = await rows<{ status: VoucherStatus }>(
    tx,
    sql`update vouchers set
          paid_amount = paid_amount + ${input.amount},
          late_fee_charged = greatest(late_fee_charged, ${late}),
          status = case when paid_amount + ${input.amount} >= total + greatest(late_fee_charged, ${late})
                        then 'paid' else 'partially_paid' end,
          updated_at = now()
        where tenant_id = ${voucher.tenant_id} and id = ${voucher.id}
          and status in ('unpaid', 'partially_paid') and carried_to is null
          and paid_amount + ${input.amount} <= total + greatest(late_fee_charged, ${late})
        returning status`,
  );
  if (!updated) {
    const now = await findVoucherForPayment(tx, input.voucherId);
    if (!now || now.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled);
    const balance = balanceOn(now, input.paidOn);
    if (balance <= 0) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    throw conflict(PAYMENT_MESSAGES.overBalance(balance));
  }
  const receiptNo = input.familyPart?.receiptNo ?? (await nextReceiptNo(tx, voucher.tenant_id));
  const [payment] = await rows<{ id: number }>(
    tx,
    sql`insert into payments (tenant_id, voucher_id, student_id, amount, method, reference,
                              paid_on, receipt_no, recorded_by, family_payment_id)
        values (${voucher.tenant_id}, ${voucher.id}, ${voucher.student_id}, ${input.amount},
                ${input.method}, ${reference}, ${input.paidOn}::date, ${receiptNo},
                ${input.recordedBy}, ${input.familyPart?.familyPaymentId ?? null})
        returning id`,
  );
  return { paymentId: Number(payment!.id), receiptNo, voucherStatus: updated.status };
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
  const [payment] = await rows<{ voucher_id: number; amount: number }>(
    tx,
    sql`update payments set status = 'refunded', refund_reason = ${reason}, refunded_by = ${by},
               refunded_at = now()
        where tenant_id = ${tenantId} and id = ${paymentId} and status = 'recorded'
        returning voucher_id, amount`,
  );
  if (!payment) return undefined;
  const [voucher] = await rows<{ status: VoucherStatus }>(
    tx,
    sql`update vouchers set
          paid_amount = paid_amount - ${payment.amount},
          status = case when status = 'cancelled' then 'cancelled'
                        when paid_amount - ${payment.amount} <= 0 then 'unpaid'
                        else 'partially_paid' end,
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${payment.voucher_id}
        returning status`,
  );
  return {
    voucherId: Number(payment.voucher_id),
    amount: Number(payment.amount),
    voucherStatus: voucher!.status,
  };
}
