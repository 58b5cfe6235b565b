// SQL of recording and refunding a payment (payments.ts): the voucher read for it, the
// conditional update that adds the money, the receipt counter and the payment row.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import type { PaymentMethod, VoucherStatus } from '../../db/schema/fees.js';
import { scopeOfTx } from '../../db/scope.js';
import type { LateFeeRule } from './money.js';

export interface PaymentVoucherRow extends LateFeeRule {
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

/** The tenant of the scoped transaction (platform scope: the voucher's own tenant). */
function tenantCondition(tx: Tx) {
  const { scope } = scopeOfTx(tx);
  return scope.kind === 'tenant' ? sql`and tenant_id = ${scope.tenantId}` : sql``;
}

export async function findVoucherForPayment(
  tx: Tx,
  voucherId: number,
): Promise<PaymentVoucherRow | undefined> {
  const [row] = await rows<PaymentVoucherRow>(
    tx,
    sql`select id, tenant_id, student_id, voucher_no, due_date::text as due_date, total,
               paid_amount, late_fee_charged, status, carried_to, late_fee_mode,
               late_fee_amount, late_fee_cap
        from vouchers where id = ${voucherId} ${tenantCondition(tx)}`,
  );
  return row;
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

/** The number of a voucher (the one a carried voucher's balance went to). */
export async function voucherNoOf(
  tx: Tx,
  tenantId: number,
  voucherId: number,
): Promise<string | undefined> {
  const [next] = await rows<{ voucher_no: string }>(
    tx,
    sql`select voucher_no from vouchers
          where tenant_id = ${tenantId} and id = ${voucherId}`,
  );
  return next?.voucher_no;
}

/**
 * The conditional update: adds `amount` only to an open voucher, only within what is owed with
 * the late fee `late`. Evaluated again on the latest row version when another payment updated it
 * first (READ COMMITTED re-check). Undefined: nothing was updated.
 */
export async function addPaymentToVoucher(
  tx: Tx,
  voucher: { tenant_id: number; id: number },
  amount: number,
  late: number,
): Promise<{ status: VoucherStatus } | undefined> {
  const [updated] = await rows<{ status: VoucherStatus }>(
    tx,
    sql`update vouchers set
          paid_amount = paid_amount + ${amount},
          late_fee_charged = greatest(late_fee_charged, ${late}),
          status = case when paid_amount + ${amount} >= total + greatest(late_fee_charged, ${late})
                        then 'paid' else 'partially_paid' end,
          updated_at = now()
        where tenant_id = ${voucher.tenant_id} and id = ${voucher.id}
          and status in ('unpaid', 'partially_paid') and carried_to is null
          and paid_amount + ${amount} <= total + greatest(late_fee_charged, ${late})
        returning status`,
  );
  return updated;
}

interface NewPayment {
  tenantId: number;
  voucherId: number;
  studentId: number;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
  receiptNo: string;
  recordedBy: number | null;
  familyPaymentId: number | null;
}

export async function insertPayment(tx: Tx, p: NewPayment): Promise<number> {
  const [payment] = await rows<{ id: number }>(
    tx,
    sql`insert into payments (tenant_id, voucher_id, student_id, amount, method, reference,
                              paid_on, receipt_no, recorded_by, family_payment_id)
        values (${p.tenantId}, ${p.voucherId}, ${p.studentId}, ${p.amount},
                ${p.method}, ${p.reference}, ${p.paidOn}::date, ${p.receiptNo},
                ${p.recordedBy}, ${p.familyPaymentId})
        returning id`,
  );
  return Number(payment!.id);
}

/** Marks a recorded payment refunded; undefined when it is not (or no longer) recorded. */
export async function markPaymentRefunded(
  tx: Tx,
  tenantId: number,
  paymentId: number,
  reason: string,
  by: number | null,
): Promise<{ voucher_id: number; amount: number } | undefined> {
  const [payment] = await rows<{ voucher_id: number; amount: number }>(
    tx,
    sql`update payments set status = 'refunded', refund_reason = ${reason}, refunded_by = ${by},
               refunded_at = now()
        where tenant_id = ${tenantId} and id = ${paymentId} and status = 'recorded'
        returning voucher_id, amount`,
  );
  return payment;
}

/** Takes a refunded amount off its voucher (a cancelled voucher stays cancelled). */
export async function takePaymentOffVoucher(
  tx: Tx,
  tenantId: number,
  voucherId: number,
  amount: number,
): Promise<VoucherStatus> {
  const [voucher] = await rows<{ status: VoucherStatus }>(
    tx,
    sql`update vouchers set
          paid_amount = paid_amount - ${amount},
          status = case when status = 'cancelled' then 'cancelled'
                        when paid_amount - ${amount} <= 0 then 'unpaid'
                        else 'partially_paid' end,
          updated_at = now()
        where tenant_id = ${tenantId} and id = ${voucherId}
        returning status`,
  );
  return voucher!.status;
}
