// SQL of the biller (consumer numbers): the school's settings per aggregator, the voucher a
// consumer number names, and the aggregator's payments. The bank's requests carry no token: the
// school is found by the prefix in the platform scope, and everything else is read and written
// in that school's scope.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { type Aggregator, billerPayments, billerSettings } from '../../db/schema/biller.js';
import type { VoucherStatus } from '../../db/schema/fees.js';
import type { LateFeeRule } from '../fees/money.js';
import { sequencePart } from './protocol.js';

export type BillerSettingsRow = typeof billerSettings.$inferSelect;

export async function listSettings(tx: Tx, tenantId: number): Promise<BillerSettingsRow[]> {
  return tx.select().from(billerSettings).where(eq(billerSettings.tenant_id, tenantId));
}

/** The school's row of an aggregator, locked so two saves never interleave. */
export async function lockSettings(
  tx: Tx,
  tenantId: number,
  aggregator: Aggregator,
): Promise<BillerSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(billerSettings)
    .where(and(eq(billerSettings.tenant_id, tenantId), eq(billerSettings.aggregator, aggregator)))
    .for('update');
  return row;
}

export async function upsertSettings(
  tx: Tx,
  values: typeof billerSettings.$inferInsert,
): Promise<BillerSettingsRow> {
  const { tenant_id: _t, aggregator: _a, ...update } = values;
  const [row] = await tx
    .insert(billerSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [billerSettings.tenant_id, billerSettings.aggregator],
      set: { ...update, updated_at: new Date() },
    })
    .returning();
  return row!;
}

/**
 * Another school's prefix of the aggregator that starts this one or that this one starts (so a
 * consumer number could name two schools). Platform scope: prefixes of every school are compared.
 */
export async function clashingPrefix(
  tx: Tx,
  tenantId: number,
  aggregator: Aggregator,
  prefix: string,
): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from biller_settings
        where aggregator = ${aggregator} and tenant_id <> ${tenantId}
          and (prefix like ${prefix} || '%' or ${prefix} like prefix || '%')`,
  );
  return Number(row?.n ?? 0) > 0;
}

/** The settings whose prefix starts the consumer number (platform scope: any school). */
export async function settingsForNumber(
  tx: Tx,
  aggregator: Aggregator,
  consumerNumber: string,
): Promise<BillerSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(billerSettings)
    .where(
      and(
        eq(billerSettings.aggregator, aggregator),
        sql`${consumerNumber} like ${billerSettings.prefix} || '%'`,
        sql`length(${consumerNumber}) = length(${billerSettings.prefix}) + ${billerSettings.digits}`,
      ),
    )
    .limit(1);
  return row;
}

export interface BillRow extends LateFeeRule {
  id: number;
  voucher_no: string;
  student_id: number;
  student_name: string;
  month: string;
  due_date: string;
  total: number;
  paid_amount: number;
  late_fee_charged: number;
  status: VoucherStatus;
  carried_to: number | null;
}

/** The voucher of a school-wide sequence (the number part of `202603-000042`). */
export async function voucherOfSequence(
  tx: Tx,
  tenantId: number,
  sequence: number,
): Promise<BillRow | undefined> {
  const [row] = await rows<BillRow>(
    tx,
    sql`select v.id, v.voucher_no, v.student_id, s.first_name || ' ' || s.last_name as student_name, v.month,
               v.due_date::text as due_date, v.total, v.paid_amount, v.late_fee_charged,
               v.status, v.carried_to, v.late_fee_mode, v.late_fee_amount, v.late_fee_cap
        from vouchers v join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
        where v.tenant_id = ${tenantId}
          and split_part(v.voucher_no, '-', 2) = ${sequencePart(sequence)}`,
  );
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    student_id: Number(row.student_id),
    total: Number(row.total),
    paid_amount: Number(row.paid_amount),
    late_fee_charged: Number(row.late_fee_charged),
    late_fee_amount: Number(row.late_fee_amount),
    late_fee_cap: row.late_fee_cap === null ? null : Number(row.late_fee_cap),
  };
}

/** The last payment recorded on a voucher (what a paid bill's inquiry reports). */
export async function lastPayment(
  tx: Tx,
  tenantId: number,
  voucherId: number,
): Promise<{ paid_on: string; amount: number; tran_auth_id: string | null } | undefined> {
  const [row] = await rows<{ paid_on: string; amount: number; tran_auth_id: string | null }>(
    tx,
    sql`select p.paid_on::text as paid_on, p.amount, b.tran_auth_id
        from payments p
        left join biller_payments b on b.tenant_id = p.tenant_id and b.payment_id = p.id
        where p.tenant_id = ${tenantId} and p.voucher_id = ${voucherId} and p.status = 'recorded'
        order by p.id desc limit 1`,
  );
  return row && { ...row, amount: Number(row.amount) };
}

/**
 * Claims the bank's transaction: inserted once; a repeat of the same `tran_auth_id` on the same
 * day (sent again, or at the same moment by a second connection) inserts nothing and is refused.
 * A concurrent twin waits on the unique index until the first commits or rolls back.
 */
export async function claimTransaction(
  tx: Tx,
  values: typeof billerPayments.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(billerPayments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billerPayments.id });
  return row ? Number(row.id) : null;
}

export async function linkPayment(
  tx: Tx,
  tenantId: number,
  id: number,
  paymentId: number,
): Promise<void> {
  await tx
    .update(billerPayments)
    .set({ payment_id: paymentId })
    .where(and(eq(billerPayments.tenant_id, tenantId), eq(billerPayments.id, id)));
}

export async function linkFamilyPayment(
  tx: Tx,
  tenantId: number,
  id: number,
  familyPaymentId: number,
): Promise<void> {
  await tx
    .update(billerPayments)
    .set({ family_payment_id: familyPaymentId })
    .where(and(eq(billerPayments.tenant_id, tenantId), eq(billerPayments.id, id)));
}

/** The last payment of a family challan (what a paid family bill's inquiry reports). */
export async function lastFamilyPayment(
  tx: Tx,
  tenantId: number,
  challanId: number,
): Promise<{ paid_on: string; amount: number; tran_auth_id: string | null } | undefined> {
  const [row] = await rows<{ paid_on: string; amount: number; tran_auth_id: string | null }>(
    tx,
    sql`select f.paid_on::text as paid_on, f.amount, b.tran_auth_id
        from family_payments f
        left join biller_payments b on b.tenant_id = f.tenant_id and b.family_payment_id = f.id
        where f.tenant_id = ${tenantId} and f.family_challan_id = ${challanId}
        order by f.id desc limit 1`,
  );
  return row && { ...row, amount: Number(row.amount) };
}

interface BillerReportRow {
  consumer_number: string;
  tran_auth_id: string;
  tran_date: string;
  tran_time: string;
  bank_mnemonic: string | null;
  amount: number;
  receipt_no: string | null;
  bill_no: string | null;
  family: boolean;
}

/** An aggregator's payments of one transaction day (the reconciliation report's rows). */
export async function paymentsOfDay(
  tx: Tx,
  tenantId: number,
  aggregator: Aggregator,
  day: string,
  limit: number,
): Promise<BillerReportRow[]> {
  const list = await rows<BillerReportRow>(
    tx,
    sql`select b.consumer_number, b.tran_auth_id, b.tran_date::text as tran_date, b.tran_time,
               b.bank_mnemonic, b.amount, coalesce(f.receipt_no, p.receipt_no) as receipt_no,
               coalesce(fc.challan_no, v.voucher_no) as bill_no,
               (b.family_challan_id is not null) as family
        from biller_payments b
        left join payments p on p.tenant_id = b.tenant_id and p.id = b.payment_id
        left join family_payments f on f.tenant_id = b.tenant_id and f.id = b.family_payment_id
        left join vouchers v on v.tenant_id = b.tenant_id and v.id = b.voucher_id
        left join family_challans fc on fc.tenant_id = b.tenant_id and fc.id = b.family_challan_id
        where b.tenant_id = ${tenantId} and b.aggregator = ${aggregator}
          and b.tran_date = ${day}::date
        order by b.id
        limit ${limit}`,
  );
  return list.map((r) => ({ ...r, amount: Number(r.amount), family: Boolean(r.family) }));
}

export async function totalsOfDay(
  tx: Tx,
  tenantId: number,
  aggregator: Aggregator,
  day: string,
): Promise<{ count: number; amount: number }> {
  const [row] = await rows<{ count: number; amount: number }>(
    tx,
    sql`select count(*)::int as count, coalesce(sum(amount), 0)::int as amount
        from biller_payments
        where tenant_id = ${tenantId} and aggregator = ${aggregator} and tran_date = ${day}::date`,
  );
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}
