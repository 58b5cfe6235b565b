// SQL of family challans: the families (children of one primary guardian), a family's open
// vouchers, the challans that name them, and the family payments with their parts.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { intArray, rows } from '../../db/rows.js';
import type { VoucherStatus } from '../../db/schema/fees.js';
import type { LateFeeMode } from './money.js';

interface FamilyRow {
  guardian_id: number;
  guardian_name: string;
  mobile: string | null;
  children: number;
  open_balance: number;
  open_challan_id: number | null;
  open_challan_no: string | null;
}

/**
 * Families of two or more active children (same primary guardian), with what their open
 * vouchers owe before any late fee and their open challan, largest balance first.
 */
export async function families(tx: Tx, tenantId: number, limit: number): Promise<FamilyRow[]> {
  const list = await rows<FamilyRow>(
    tx,
    sql`select g.id as guardian_id, g.name as guardian_name, g.mobile,
               count(distinct s.id)::int as children,
               coalesce(sum(v.total + v.late_fee_charged - v.paid_amount), 0)::int as open_balance,
               fc.id as open_challan_id, fc.challan_no as open_challan_no
        from guardians g
        join student_guardians sg on sg.tenant_id = g.tenant_id and sg.guardian_id = g.id and sg.is_primary
        join students s on s.tenant_id = sg.tenant_id and s.id = sg.student_id and s.status = 'active'
        left join vouchers v on v.tenant_id = s.tenant_id and v.student_id = s.id
             and v.status in ('unpaid', 'partially_paid') and v.carried_to is null
        left join family_challans fc on fc.tenant_id = g.tenant_id and fc.guardian_id = g.id
             and fc.status = 'open'
        where g.tenant_id = ${tenantId}
        group by g.id, g.name, g.mobile, fc.id, fc.challan_no
        having count(distinct s.id) >= 2
        order by open_balance desc, g.id
        limit ${limit}`,
  );
  return list.map((f) => ({
    ...f,
    guardian_id: Number(f.guardian_id),
    children: Number(f.children),
    open_balance: Number(f.open_balance),
    open_challan_id: f.open_challan_id === null ? null : Number(f.open_challan_id),
  }));
}

export async function guardian(tx: Tx, tenantId: number, guardianId: number) {
  const [row] = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from guardians where tenant_id = ${tenantId} and id = ${guardianId}`,
  );
  return row;
}

export interface MemberRow {
  voucher_id: number;
  voucher_no: string;
  student_id: number;
  student_name: string;
  class_name: string;
  month: string;
  due_date: string;
  total: number;
  paid_amount: number;
  late_fee_charged: number;
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
  status: VoucherStatus;
  carried_to: number | null;
}

const MEMBER_SELECT = sql`
  select v.id as voucher_id, v.voucher_no, v.student_id,
         s.first_name || ' ' || s.last_name as student_name, c.name as class_name, v.month,
         v.due_date::text as due_date, v.total, v.paid_amount, v.late_fee_charged, v.late_fee_mode,
         v.late_fee_amount, v.late_fee_cap, v.status, v.carried_to
  from vouchers v
  join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
  join classes c on c.tenant_id = v.tenant_id and c.id = v.class_id`;

const member = (m: MemberRow): MemberRow => ({
  ...m,
  voucher_id: Number(m.voucher_id),
  student_id: Number(m.student_id),
  total: Number(m.total),
  paid_amount: Number(m.paid_amount),
  late_fee_charged: Number(m.late_fee_charged),
  late_fee_amount: Number(m.late_fee_amount),
  late_fee_cap: m.late_fee_cap === null ? null : Number(m.late_fee_cap),
  carried_to: m.carried_to === null ? null : Number(m.carried_to),
});

/** The open vouchers of the guardian's children (primary guardian), oldest first. */
export async function openVouchersOfFamily(
  tx: Tx,
  tenantId: number,
  guardianId: number,
): Promise<MemberRow[]> {
  const list = await rows<MemberRow>(
    tx,
    sql`${MEMBER_SELECT}
        where v.tenant_id = ${tenantId} and v.status in ('unpaid', 'partially_paid')
          and v.carried_to is null
          and v.student_id in (select student_id from student_guardians
                               where tenant_id = ${tenantId} and guardian_id = ${guardianId}
                                 and is_primary)
        order by v.due_date, v.month, v.id`,
  );
  return list.map(member);
}

/** The vouchers a challan names, in its order (locked when paying: `for update of v`). */
export async function membersOf(
  tx: Tx,
  tenantId: number,
  challanId: number,
  lock = false,
): Promise<MemberRow[]> {
  const list = await rows<MemberRow>(
    tx,
    sql`${MEMBER_SELECT}
        join family_challan_vouchers m on m.tenant_id = v.tenant_id and m.voucher_id = v.id
        where m.tenant_id = ${tenantId} and m.family_challan_id = ${challanId}
        order by m.position ${lock ? sql`for update of v` : sql``}`,
  );
  return list.map(member);
}

export interface ChallanRow {
  id: number;
  challan_no: string;
  guardian_id: number;
  guardian_name: string;
  issue_date: string;
  due_date: string;
  status: 'open' | 'replaced';
  created_at: string;
}

const CHALLAN_SELECT = sql`
  select fc.id, fc.challan_no, fc.guardian_id, g.name as guardian_name,
         fc.issue_date::text as issue_date, fc.due_date::text as due_date, fc.status,
         fc.created_at::text as created_at
  from family_challans fc
  join guardians g on g.tenant_id = fc.tenant_id and g.id = fc.guardian_id`;

const challan = (c: ChallanRow): ChallanRow => ({
  ...c,
  id: Number(c.id),
  guardian_id: Number(c.guardian_id),
});

export async function findChallan(tx: Tx, tenantId: number, id: number, lock = false) {
  const [row] = await rows<ChallanRow>(
    tx,
    sql`${CHALLAN_SELECT} where fc.tenant_id = ${tenantId} and fc.id = ${id}
        ${lock ? sql`for update of fc` : sql``}`,
  );
  return row && challan(row);
}

/** The challan of a school-wide sequence (the number part of `202603-000042`). */
export async function challanOfSequence(tx: Tx, tenantId: number, sequencePart: string) {
  const [row] = await rows<ChallanRow>(
    tx,
    sql`${CHALLAN_SELECT} where fc.tenant_id = ${tenantId}
          and split_part(fc.challan_no, '-', 2) = ${sequencePart}`,
  );
  return row && challan(row);
}

/** The next number of the school-wide voucher counter, shared with the voucher runs. */
export async function nextSequence(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`insert into fee_settings (tenant_id, last_voucher_no) values (${tenantId}, 1)
        on conflict (tenant_id) do update set last_voucher_no = fee_settings.last_voucher_no + 1
        returning last_voucher_no as n`,
  );
  return Number(row!.n);
}

/** Marks the family's open challan replaced (the new one takes its place). */
export async function replaceOpen(tx: Tx, tenantId: number, guardianId: number) {
  const list = await rows<{ id: number; challan_no: string }>(
    tx,
    sql`update family_challans set status = 'replaced'
        where tenant_id = ${tenantId} and guardian_id = ${guardianId} and status = 'open'
        returning id, challan_no`,
  );
  return list[0] && { id: Number(list[0].id), challan_no: list[0].challan_no };
}

export async function insertChallan(
  tx: Tx,
  values: {
    tenantId: number;
    challanNo: string;
    guardianId: number;
    issueDate: string;
    dueDate: string;
    createdBy: number;
    voucherIds: readonly number[];
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into family_challans (tenant_id, challan_no, guardian_id, issue_date, due_date, created_by)
        values (${values.tenantId}, ${values.challanNo}, ${values.guardianId},
                ${values.issueDate}::date, ${values.dueDate}::date, ${values.createdBy})
        returning id`,
  );
  const id = Number(row!.id);
  await tx.execute(
    sql`insert into family_challan_vouchers (tenant_id, family_challan_id, voucher_id, position)
        select ${values.tenantId}, ${id}, voucher_id, position::int
        from unnest(${intArray(values.voucherIds)}::int[]) with ordinality as t(voucher_id, position)`,
  );
  return id;
}

export async function insertFamilyPayment(
  tx: Tx,
  values: {
    tenantId: number;
    challanId: number;
    receiptNo: string;
    amount: number;
    method: string;
    reference: string | null;
    paidOn: string;
    recordedBy: number | null;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into family_payments (tenant_id, family_challan_id, receipt_no, amount, method,
                                     reference, paid_on, recorded_by)
        values (${values.tenantId}, ${values.challanId}, ${values.receiptNo}, ${values.amount},
                ${values.method}, ${values.reference}, ${values.paidOn}::date, ${values.recordedBy})
        returning id`,
  );
  return Number(row!.id);
}

export interface FamilyPaymentRow {
  id: number;
  family_challan_id: number;
  receipt_no: string;
  amount: number;
  method: string;
  reference: string | null;
  paid_on: string;
}

export async function familyPayments(
  tx: Tx,
  tenantId: number,
  filter: { challanId?: number; id?: number },
): Promise<FamilyPaymentRow[]> {
  const where = filter.id
    ? sql`id = ${filter.id}`
    : sql`family_challan_id = ${filter.challanId ?? 0}`;
  const list = await rows<FamilyPaymentRow>(
    tx,
    sql`select id, family_challan_id, receipt_no, amount, method, reference,
               paid_on::text as paid_on
        from family_payments where tenant_id = ${tenantId} and ${where} order by id`,
  );
  return list.map((p) => ({
    ...p,
    id: Number(p.id),
    family_challan_id: Number(p.family_challan_id),
    amount: Number(p.amount),
  }));
}

export interface PartRow {
  family_payment_id: number;
  payment_id: number;
  receipt_no: string;
  voucher_no: string;
  student_name: string;
  amount: number;
  status: string;
}

export async function partsOf(
  tx: Tx,
  tenantId: number,
  familyPaymentIds: readonly number[],
): Promise<PartRow[]> {
  if (!familyPaymentIds.length) return [];
  const list = await rows<PartRow>(
    tx,
    sql`select p.family_payment_id, p.id as payment_id, p.receipt_no, v.voucher_no,
               s.first_name || ' ' || s.last_name as student_name, p.amount, p.status
        from payments p
        join vouchers v on v.tenant_id = p.tenant_id and v.id = p.voucher_id
        join students s on s.tenant_id = p.tenant_id and s.id = p.student_id
        where p.tenant_id = ${tenantId}
          and p.family_payment_id = any(${intArray(familyPaymentIds)}::int[])
        order by p.id`,
  );
  return list.map((p) => ({
    ...p,
    family_payment_id: Number(p.family_payment_id),
    payment_id: Number(p.payment_id),
    amount: Number(p.amount),
  }));
}
