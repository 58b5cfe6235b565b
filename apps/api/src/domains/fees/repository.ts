// SQL of the fees domain. Every query names the caller's tenant explicitly (the leading column
// of every index) on top of row-level security.

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotSql } from '../../db/hot.js';
import { intArray, rows } from '../../db/rows.js';
import type { PaymentMethod, VoucherLineKind, VoucherStatus } from '../../db/schema/fees.js';
import type { DueRule, LateFeeMode } from './money.js';

// ------------------------------------------------------------------ heads and structure

interface HeadRow {
  id: number;
  name: string;
  kind: 'admission' | 'tuition' | 'annual' | 'exam' | 'transport' | 'other';
  frequency: 'one_time' | 'monthly' | 'annual';
  is_active: boolean;
}

export function heads(tx: Tx, tenantId: number): Promise<HeadRow[]> {
  return rows<HeadRow>(
    tx,
    sql`select id, name, kind, frequency, is_active from fee_heads
        where tenant_id = ${tenantId} order by is_active desc, id`,
  );
}

export async function findHead(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<HeadRow>(
    tx,
    sql`select id, name, kind, frequency, is_active from fee_heads
        where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row;
}

export async function findYear(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from academic_years where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row;
}

export async function findClass(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from classes where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row;
}

export function classes(tx: Tx, tenantId: number) {
  return rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from classes where tenant_id = ${tenantId} order by order_index, name`,
  );
}

export function structureOf(tx: Tx, tenantId: number, yearId: number) {
  return rows<{ class_id: number; fee_head_id: number; amount: number }>(
    tx,
    sql`select class_id, fee_head_id, amount from fee_structures
        where tenant_id = ${tenantId} and academic_year_id = ${yearId}`,
  );
}

// ------------------------------------------------------------------ settings

export interface SettingsRow {
  due_day: number;
  due_rule: DueRule;
  due_after_days: number;
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
  bank_name: string | null;
  bank_branch: string | null;
  account_title: string | null;
  account_number: string | null;
  iban: string | null;
  sibling_second_percent: number;
  sibling_third_percent: number;
}

const DEFAULT_SETTINGS: SettingsRow = {
  due_day: 10,
  due_rule: 'day_of_month',
  due_after_days: 10,
  late_fee_mode: 'none',
  late_fee_amount: 0,
  late_fee_cap: null,
  bank_name: null,
  bank_branch: null,
  account_title: null,
  account_number: null,
  iban: null,
  sibling_second_percent: 0,
  sibling_third_percent: 0,
};

export async function settings(tx: Tx, tenantId: number): Promise<SettingsRow> {
  const [row] = await rows<SettingsRow>(
    tx,
    sql`select due_day, due_rule, due_after_days, late_fee_mode, late_fee_amount, late_fee_cap, bank_name, bank_branch,
               account_title, account_number, iban, sibling_second_percent,
               sibling_third_percent
        from fee_settings where tenant_id = ${tenantId}`,
  );
  return row ?? DEFAULT_SETTINGS;
}

// ------------------------------------------------------------------ vouchers

export interface VoucherRow {
  id: number;
  voucher_no: string;
  student_id: number;
  student_name: string;
  admission_no: string;
  class_id: number;
  class_name: string;
  section_name: string | null;
  month: string;
  issue_date: string;
  due_date: string;
  total: number;
  arrears: number;
  paid_amount: number;
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
  late_fee_charged: number;
  status: VoucherStatus;
  carried_to: number | null;
  carried_to_no: string | null;
  cancel_reason: string | null;
}

const VOUCHER_SELECT = sql`
  select v.id, v.voucher_no, v.student_id, s.first_name || ' ' || s.last_name as student_name,
         s.admission_no, v.class_id, c.name as class_name, sec.name as section_name, v.month,
         v.issue_date::text as issue_date, v.due_date::text as due_date, v.total, v.arrears,
         v.paid_amount, v.late_fee_mode, v.late_fee_amount, v.late_fee_cap, v.late_fee_charged,
         v.status, v.carried_to, nv.voucher_no as carried_to_no, v.cancel_reason
  from vouchers v
  join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
  join classes c on c.tenant_id = v.tenant_id and c.id = v.class_id
  left join sections sec on sec.tenant_id = v.tenant_id and sec.id = v.section_id
  left join vouchers nv on nv.tenant_id = v.tenant_id and nv.id = v.carried_to`;

export async function findVoucher(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<VoucherRow>(
    tx,
    sql`${VOUCHER_SELECT} where v.tenant_id = ${tenantId} and v.id = ${id}`,
  );
  return row;
}

export interface VoucherFilter {
  month?: string | undefined;
  class_id?: number | undefined;
  status?: VoucherStatus | undefined;
  student_id?: number | undefined;
  student_ids?: readonly number[] | undefined;
  q?: string | undefined;
}

function voucherWhere(tenantId: number, f: VoucherFilter) {
  const parts = [sql`v.tenant_id = ${tenantId}`];
  if (f.month) parts.push(sql`v.month = ${f.month}`);
  if (f.class_id) parts.push(sql`v.class_id = ${f.class_id}`);
  if (f.status) parts.push(sql`v.status = ${f.status}`);
  if (f.student_id) parts.push(sql`v.student_id = ${f.student_id}`);
  if (f.student_ids) parts.push(sql`v.student_id = any(${intArray(f.student_ids)}::int[])`);
  if (f.q?.trim()) {
    const like = `%${f.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(lower(v.voucher_no) like ${like} or s.admission_key like ${like} or s.name_key like ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function listVouchers(
  tx: Tx,
  tenantId: number,
  filter: VoucherFilter,
  page: { skip: number; limit: number },
) {
  const where = voucherWhere(tenantId, filter);
  const items = await rows<VoucherRow>(
    tx,
    sql`${VOUCHER_SELECT} where ${where}
        order by v.month desc, c.order_index, c.name, s.last_name, s.first_name, v.id
        limit ${page.limit} offset ${page.skip}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vouchers v
        join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
        where ${where}`,
  );
  return { items, total: Number(count?.n ?? 0) };
}

export function voucherLines(tx: Tx, tenantId: number, voucherId: number) {
  return rows<{
    label: string;
    amount: number;
    concession: number;
    fee_head_id: number | null;
    kind: VoucherLineKind;
    detail: string | null;
  }>(
    tx,
    sql`select label, amount, concession, fee_head_id, kind, detail from voucher_lines
        where tenant_id = ${tenantId} and voucher_id = ${voucherId} order by line_no`,
  );
}

export interface PaymentRow {
  id: number;
  voucher_id: number;
  voucher_no: string;
  student_id: number;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paid_on: string;
  receipt_no: string;
  status: 'recorded' | 'refunded';
  refund_reason: string | null;
  refunded_at: string | null;
  voucher_status: VoucherStatus;
}

const PAYMENT_SELECT = sql`
  select p.id, p.voucher_id, v.voucher_no, p.student_id, p.amount, p.method, p.reference,
         p.paid_on::text as paid_on, p.receipt_no, p.status, p.refund_reason,
         p.refunded_at::text as refunded_at, v.status as voucher_status
  from payments p join vouchers v on v.tenant_id = p.tenant_id and v.id = p.voucher_id`;

export function paymentsOfVouchers(tx: Tx, tenantId: number, voucherIds: readonly number[]) {
  if (!voucherIds.length) return Promise.resolve([] as PaymentRow[]);
  return rows<PaymentRow>(
    tx,
    sql`${PAYMENT_SELECT} where p.tenant_id = ${tenantId}
        and p.voucher_id = any(${intArray(voucherIds)}::int[]) order by p.id`,
  );
}

/** The students whose vouchers a parent (their children) or a student (their own) may see. */
const FAMILY = {
  parent: sql`(select sg.student_id from student_guardians sg
               join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
               where sg.tenant_id = ${sql.placeholder('tenant')}
                 and g.user_id = ${sql.placeholder('user')})`,
  student: sql`(select id from students where tenant_id = ${sql.placeholder('tenant')}
                and user_id = ${sql.placeholder('user')})`,
};
const familyReads = (who: keyof typeof FAMILY) => ({
  vouchers: hotSql<VoucherRow>(
    `family_vouchers_${who}`,
    sql`${VOUCHER_SELECT} where v.tenant_id = ${sql.placeholder('tenant')}
        and v.student_id in ${FAMILY[who]}
        order by v.month desc, c.order_index, c.name, s.last_name, s.first_name, v.id
        limit ${sql.placeholder('limit')}`,
  ),
  payments: hotSql<PaymentRow>(
    `family_payments_${who}`,
    sql`${PAYMENT_SELECT} where p.tenant_id = ${sql.placeholder('tenant')}
        and v.student_id in ${FAMILY[who]} order by p.id`,
  ),
});
const FAMILY_READS = { parent: familyReads('parent'), student: familyReads('student') };

/**
 * A family's vouchers (newest month first, as the office's list orders them) and their payments,
 * as two statements built once that need nothing from each other: one round trip.
 */
export function familyVouchersAndPayments(
  tx: Tx,
  tenantId: number,
  userId: number,
  parent: boolean,
  limit: number,
) {
  const reads = FAMILY_READS[parent ? 'parent' : 'student'];
  const values = { tenant: tenantId, user: userId, limit };
  return Promise.all([reads.vouchers(tx, values), reads.payments(tx, values)]);
}

export async function findPayment(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<PaymentRow>(
    tx,
    sql`${PAYMENT_SELECT} where p.tenant_id = ${tenantId} and p.id = ${id}`,
  );
  return row;
}

export async function cancelVoucher(
  tx: Tx,
  tenantId: number,
  id: number,
  reason: string,
  by: number,
): Promise<boolean> {
  const done = await rows<{ id: number }>(
    tx,
    sql`update vouchers set status = 'cancelled', cancel_reason = ${reason}, cancelled_by = ${by},
               cancelled_at = now(), updated_at = now()
        where tenant_id = ${tenantId} and id = ${id} and status = 'unpaid' and paid_amount = 0
          and carried_to is null
        returning id`,
  );
  if (!done.length) return false;
  // The vouchers whose balance it carried as arrears are open again (their debt stays owed).
  await tx.execute(sql`update vouchers set carried_to = null, updated_at = now()
                       where tenant_id = ${tenantId} and carried_to = ${id}`);
  return true;
}

// ------------------------------------------------------------------ runs

export interface RunView {
  id: number;
  month: string;
  class_ids: number[] | null;
  issue_date: string;
  due_date: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  students_total: number;
  students_done: number;
  vouchers_created: number;
  vouchers_skipped: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

const RUN_SELECT = sql`
  select id, month, class_ids, issue_date::text as issue_date, due_date::text as due_date, status,
         students_total, students_done, vouchers_created, vouchers_skipped, error, created_at,
         finished_at
  from voucher_runs`;

export async function findRunView(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<RunView>(
    tx,
    sql`${RUN_SELECT} where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row;
}

export async function listRuns(tx: Tx, tenantId: number, page: { skip: number; limit: number }) {
  const items = await rows<RunView>(
    tx,
    sql`${RUN_SELECT} where tenant_id = ${tenantId} order by id desc
        limit ${page.limit} offset ${page.skip}`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from voucher_runs where tenant_id = ${tenantId}`,
  );
  return { items, total: Number(count?.n ?? 0) };
}

// ------------------------------------------------------------------ reports

/** Open vouchers due before `today` (carried-forward ones are counted on their successor). */
export async function overdue(
  tx: Tx,
  tenantId: number,
  today: string,
  filter: { class_id?: number | undefined },
) {
  const classFilter = filter.class_id ? sql`and v.class_id = ${filter.class_id}` : sql``;
  return rows<VoucherRow>(
    tx,
    sql`${VOUCHER_SELECT}
        where v.tenant_id = ${tenantId} and v.status in ('unpaid', 'partially_paid')
          and v.carried_to is null and v.due_date < ${today}::date ${classFilter}
        order by v.due_date, v.id`,
  );
}

export function guardiansOf(tx: Tx, tenantId: number, studentIds: readonly number[]) {
  if (!studentIds.length)
    return Promise.resolve(
      [] as {
        student_id: number;
        guardian_id: number;
        name: string;
        relation: string;
        mobile: string | null;
      }[],
    );
  return rows<{
    student_id: number;
    guardian_id: number;
    name: string;
    relation: string;
    mobile: string | null;
  }>(
    tx,
    sql`select sg.student_id, g.id as guardian_id, g.name, g.relation, g.mobile
        from student_guardians sg
        join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
        where sg.tenant_id = ${tenantId} and sg.student_id = any(${intArray(studentIds)}::int[])
        order by sg.is_primary desc, g.id`,
  );
}

export function collection(tx: Tx, tenantId: number, from: string, to: string) {
  return rows<{
    month: string;
    class_id: number;
    class_name: string;
    method: string;
    amount: number;
    payments: number;
  }>(
    tx,
    sql`select to_char(p.paid_on, 'YYYY-MM') as month, v.class_id, c.name as class_name, p.method,
               sum(p.amount)::int as amount, count(*)::int as payments
        from payments p
        join vouchers v on v.tenant_id = p.tenant_id and v.id = p.voucher_id
        join classes c on c.tenant_id = v.tenant_id and c.id = v.class_id
        where p.tenant_id = ${tenantId} and p.status = 'recorded'
          and p.paid_on >= ${`${from}-01`}::date
          and p.paid_on < (${`${to}-01`}::date + interval '1 month')
        group by 1, 2, 3, 4`,
  );
}

/** Each payment the collection counts (same range and rule), oldest first, at most `limit`. */
export function collectionPayments(
  tx: Tx,
  tenantId: number,
  from: string,
  to: string,
  limit: number,
) {
  return rows<{
    paid_on: string;
    receipt_no: string;
    voucher_no: string;
    voucher_month: string;
    admission_no: string;
    student_name: string;
    class_name: string;
    section_name: string | null;
    method: string;
    reference: string | null;
    amount: number;
  }>(
    tx,
    sql`select to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.receipt_no, v.voucher_no,
               v.month as voucher_month, s.admission_no,
               s.first_name || ' ' || s.last_name as student_name, c.name as class_name,
               sec.name as section_name, p.method, p.reference, p.amount
        from payments p
        join vouchers v on v.tenant_id = p.tenant_id and v.id = p.voucher_id
        join classes c on c.tenant_id = v.tenant_id and c.id = v.class_id
        join students s on s.tenant_id = p.tenant_id and s.id = p.student_id
        left join sections sec on sec.tenant_id = v.tenant_id and sec.id = v.section_id
        where p.tenant_id = ${tenantId} and p.status = 'recorded'
          and p.paid_on >= ${`${from}-01`}::date
          and p.paid_on < (${`${to}-01`}::date + interval '1 month')
        order by p.paid_on, p.id
        limit ${limit}`,
  );
}

export async function studentName(tx: Tx, tenantId: number, studentId: number) {
  const [row] = await rows<{ id: number; name: string; user_id: number | null }>(
    tx,
    sql`select id, first_name || ' ' || last_name as name, user_id from students
        where tenant_id = ${tenantId} and id = ${studentId}`,
  );
  return row;
}

export async function studentOfUser(tx: Tx, tenantId: number, userId: number) {
  const list = await rows<{ id: number }>(
    tx,
    sql`select id from students where tenant_id = ${tenantId} and user_id = ${userId}`,
  );
  return list.map((r) => Number(r.id));
}

export async function childrenOf(tx: Tx, tenantId: number, userId: number) {
  const list = await rows<{ id: number }>(
    tx,
    sql`select sg.student_id as id from student_guardians sg
        join guardians g on g.tenant_id = sg.tenant_id and g.id = sg.guardian_id
        where sg.tenant_id = ${tenantId} and g.user_id = ${userId}`,
  );
  return list.map((r) => Number(r.id));
}

export function schoolName(tx: Tx, tenantId: number) {
  return rows<{ name: string }>(tx, sql`select name from tenants where id = ${tenantId}`).then(
    (r) => r[0]?.name ?? '',
  );
}

// ------------------------------------------------------------------ heads, structure, settings, concessions, runs

/** A head of this name (any case) already in the school. */
/** Whether another head (not `exceptId`) has this name in any case. */
export async function headNamed(
  tx: Tx,
  tenantId: number,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from fee_heads where tenant_id = ${tenantId} and lower(name) = lower(${name})
          and id <> ${exceptId}`,
  );
  return !!row;
}

export async function insertHead(
  tx: Tx,
  tenantId: number,
  head: Pick<HeadRow, 'name' | 'kind' | 'frequency'>,
): Promise<HeadRow> {
  const [row] = await rows<HeadRow>(
    tx,
    sql`insert into fee_heads (tenant_id, name, kind, frequency)
        values (${tenantId}, ${head.name}, ${head.kind}, ${head.frequency})
        returning id, name, kind, frequency, is_active`,
  );
  return row!;
}

export async function updateHead(
  tx: Tx,
  tenantId: number,
  headId: number,
  next: Pick<HeadRow, 'name' | 'kind' | 'frequency' | 'is_active'>,
): Promise<HeadRow> {
  const [row] = await rows<HeadRow>(
    tx,
    sql`update fee_heads set name = ${next.name}, kind = ${next.kind},
               frequency = ${next.frequency}, is_active = ${next.is_active}
        where tenant_id = ${tenantId} and id = ${headId}
        returning id, name, kind, frequency, is_active`,
  );
  return row!;
}

/** A class's amounts for a year replaced by `amounts` (heads with 0 are left out by the caller). */
export async function replaceClassStructure(
  tx: Tx,
  tenantId: number,
  yearId: number,
  classId: number,
  amounts: readonly { fee_head_id: number; amount: number }[],
): Promise<void> {
  await tx.execute(sql`delete from fee_structures where tenant_id = ${tenantId}
                       and academic_year_id = ${yearId} and class_id = ${classId}`);
  if (!amounts.length) return;
  await tx.execute(sql`
    insert into fee_structures (tenant_id, academic_year_id, class_id, fee_head_id, amount)
    select ${tenantId}, ${yearId}, ${classId}, h, a
    from unnest(${intArray(amounts.map((a) => a.fee_head_id))}::int[],
                ${intArray(amounts.map((a) => a.amount))}::int[]) as t(h, a)`);
}

/** Whether the year has any fee set for any class. */
export async function hasStructure(tx: Tx, tenantId: number, yearId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from fee_structures
        where tenant_id = ${tenantId} and academic_year_id = ${yearId} and amount > 0`,
  );
  return Number(row?.n) > 0;
}

/** How many of these classes the school has. */
export async function countClasses(
  tx: Tx,
  tenantId: number,
  classIds: readonly number[],
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from classes where tenant_id = ${tenantId}
        and id = any(${intArray(classIds)}::int[])`,
  );
  return Number(row?.n);
}

export async function saveSettings(
  tx: Tx,
  tenantId: number,
  next: SettingsRow,
  updatedBy: number,
): Promise<void> {
  await tx.execute(sql`
    insert into fee_settings (tenant_id, due_day, due_rule, due_after_days, late_fee_mode, late_fee_amount, late_fee_cap,
      bank_name, bank_branch, account_title, account_number, iban, sibling_second_percent,
      sibling_third_percent, updated_by)
    values (${tenantId}, ${next.due_day}, ${next.due_rule}, ${next.due_after_days},
      ${next.late_fee_mode}, ${next.late_fee_amount},
      ${next.late_fee_cap}, ${next.bank_name}, ${next.bank_branch}, ${next.account_title},
      ${next.account_number}, ${next.iban}, ${next.sibling_second_percent},
      ${next.sibling_third_percent}, ${updatedBy})
    on conflict (tenant_id) do update set due_day = excluded.due_day,
      due_rule = excluded.due_rule, due_after_days = excluded.due_after_days,
      sibling_second_percent = excluded.sibling_second_percent,
      sibling_third_percent = excluded.sibling_third_percent,
      late_fee_mode = excluded.late_fee_mode, late_fee_amount = excluded.late_fee_amount,
      late_fee_cap = excluded.late_fee_cap, bank_name = excluded.bank_name,
      bank_branch = excluded.bank_branch, account_title = excluded.account_title,
      account_number = excluded.account_number, iban = excluded.iban,
      updated_by = excluded.updated_by, updated_at = now()`);
}

interface ConcessionRow {
  id: number;
  student_id: number;
  fee_head_id: number | null;
  fee_head_name: string | null;
  kind: 'sibling' | 'scholarship' | 'staff_child' | 'other';
  mode: 'percent' | 'fixed';
  value: number;
  reason: string;
  created_at: Date | string;
}

export function concessionsOfStudent(
  tx: Tx,
  tenantId: number,
  studentId: number,
): Promise<ConcessionRow[]> {
  return rows<ConcessionRow>(
    tx,
    sql`select c.id, c.student_id, c.fee_head_id, h.name as fee_head_name, c.kind, c.mode, c.value,
               c.reason, c.created_at
        from fee_concessions c
        left join fee_heads h on h.tenant_id = c.tenant_id and h.id = c.fee_head_id
        where c.tenant_id = ${tenantId} and c.student_id = ${studentId} order by c.id`,
  );
}

/** Whether the student has a concession on this head (null: on every head). */
export async function concessionOnHead(
  tx: Tx,
  tenantId: number,
  studentId: number,
  headId: number | null,
): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from fee_concessions where tenant_id = ${tenantId} and student_id = ${studentId}
        and coalesce(fee_head_id, 0) = ${headId ?? 0}`,
  );
  return !!row;
}

export async function insertConcession(
  tx: Tx,
  tenantId: number,
  studentId: number,
  c: Pick<ConcessionRow, 'fee_head_id' | 'kind' | 'mode' | 'value' | 'reason'> & {
    created_by: number;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into fee_concessions (tenant_id, student_id, fee_head_id, kind, mode, value, reason, created_by)
        values (${tenantId}, ${studentId}, ${c.fee_head_id}, ${c.kind}, ${c.mode}, ${c.value},
                ${c.reason}, ${c.created_by})
        returning id`,
  );
  return Number(row!.id);
}

/** Deletes a concession; what it was, or null when there was none. */
export async function deleteConcession(tx: Tx, tenantId: number, concessionId: number) {
  const [gone] = await rows<{
    student_id: number;
    fee_head_id: number | null;
    mode: string;
    value: number;
    reason: string;
  }>(
    tx,
    sql`delete from fee_concessions where tenant_id = ${tenantId} and id = ${concessionId}
        returning student_id, fee_head_id, mode, value, reason`,
  );
  return gone ?? null;
}

export async function insertRun(
  tx: Tx,
  tenantId: number,
  run: {
    month: string;
    class_ids: readonly number[] | null;
    issue_date: string;
    due_date: string;
    requested_by: number;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into voucher_runs (tenant_id, month, class_ids, issue_date, due_date, requested_by)
        values (${tenantId}, ${run.month}, ${run.class_ids ? intArray(run.class_ids) : null}::int[],
                ${run.issue_date}::date, ${run.due_date}::date, ${run.requested_by})
        returning id`,
  );
  return Number(row!.id);
}

/**
 * The run of the same month, classes and dates still queued or running, if any: the same
 * request again gets it rather than a second run (issue 35). The transaction lock, taken first,
 * makes two identical requests at once see one another (the second finds the first's run).
 */
export async function pendingRunId(
  tx: Tx,
  tenantId: number,
  run: { month: string; class_ids: readonly number[] | null; issue_date: string; due_date: string },
): Promise<number | undefined> {
  const classes = run.class_ids ? [...run.class_ids].sort((a, b) => a - b) : null;
  await rows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`voucher-run:${tenantId}:${run.month}:${classes?.join(',') ?? '*'}:${run.issue_date}:${run.due_date}`}))`,
  );
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from voucher_runs
        where tenant_id = ${tenantId} and month = ${run.month} and status in ('queued', 'running')
          and issue_date = ${run.issue_date}::date and due_date = ${run.due_date}::date
          and ${
            classes
              ? sql`class_ids is not null and (select array_agg(c order by c) from unnest(class_ids) c) = ${intArray(classes)}::int[]`
              : sql`class_ids is null`
          }
        order by id desc limit 1`,
  );
  return row ? Number(row.id) : undefined;
}
