// SQL of the voucher runs (runs.ts): the run's row and progress, what a batch reads (structure,
// settings, students, concessions, families, earlier open vouchers) and what it writes.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { intArray, rows } from '../../db/rows.js';
import { voucherLines, vouchers } from '../../db/schema/fees.js';
import type { Concession, LateFeeMode } from './money.js';
import type { FamilyMember } from './siblings.js';

export interface RunRow {
  id: number;
  tenant_id: number;
  month: string;
  class_ids: number[] | null;
  issue_date: string;
  due_date: string;
  status: 'queued' | 'running' | 'done' | 'failed';
}

export interface StructureLine {
  class_id: number;
  fee_head_id: number;
  name: string;
  frequency: 'one_time' | 'monthly' | 'annual';
  amount: number;
}

export interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  section_id: number;
  class_id: number;
}

interface RunFeeSettings {
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
  sibling_second_percent: number;
  sibling_third_percent: number;
}

interface OpenVoucherRow {
  id: number;
  student_id: number;
  total: number;
  paid_amount: number;
  late_fee_charged: number;
  due_date: string;
  late_fee_mode: LateFeeMode;
  late_fee_amount: number;
  late_fee_cap: number | null;
}

/** The academic year a month falls in (the year whose dates include the month's first day). */
export async function yearOfMonth(
  tx: Tx,
  tenantId: number,
  month: string,
): Promise<{ id: number; starts_on: string } | undefined> {
  const [row] = await rows<{ id: number; starts_on: string }>(
    tx,
    sql`select id, starts_on::text as starts_on from academic_years
        where tenant_id = ${tenantId}
          and ${`${month}-01`}::date between date_trunc('month', starts_on)::date and ends_on
        order by is_current desc, starts_on desc
        limit 1`,
  );
  return row ? { id: Number(row.id), starts_on: row.starts_on } : undefined;
}

/** The active students placed in a section of the year, in the given classes (all: null), by id. */
export function runStudents(
  tx: Tx,
  tenantId: number,
  yearId: number,
  classIds: readonly number[] | null,
): Promise<StudentRow[]> {
  const classFilter = classIds?.length
    ? sql`and sec.class_id = any(${intArray(classIds)}::int[])`
    : sql``;
  return rows<StudentRow>(
    tx,
    sql`select s.id, s.first_name, s.last_name, se.section_id, sec.class_id
        from students s
        join student_enrolments se on se.tenant_id = s.tenant_id and se.student_id = s.id
          and se.academic_year_id = ${yearId}
        join sections sec on sec.tenant_id = se.tenant_id and sec.id = se.section_id
        where s.tenant_id = ${tenantId} and s.status = 'active' ${classFilter}
        order by s.id`,
  );
}

/** The year's fee structure: active heads with an amount, by class then head. */
export function structureLines(tx: Tx, tenantId: number, yearId: number): Promise<StructureLine[]> {
  return rows<StructureLine>(
    tx,
    sql`select fs.class_id, fs.fee_head_id, h.name, h.frequency, fs.amount
        from fee_structures fs
        join fee_heads h on h.tenant_id = fs.tenant_id and h.id = fs.fee_head_id
        where fs.tenant_id = ${tenantId} and fs.academic_year_id = ${yearId}
          and h.is_active and fs.amount > 0
        order by fs.class_id, h.id`,
  );
}

/** The school's late-fee and sibling rules (undefined: no settings row yet). */
export async function runFeeSettings(
  tx: Tx,
  tenantId: number,
): Promise<RunFeeSettings | undefined> {
  const [settings] = await rows<RunFeeSettings>(
    tx,
    sql`select late_fee_mode, late_fee_amount, late_fee_cap, sibling_second_percent,
               sibling_third_percent
        from fee_settings where tenant_id = ${tenantId}`,
  );
  return settings;
}

/** Which of these students already have a voucher for the month. */
export function studentsWithVoucher(
  tx: Tx,
  tenantId: number,
  month: string,
  studentIds: readonly number[],
): Promise<{ student_id: number }[]> {
  return rows<{ student_id: number }>(
    tx,
    sql`select student_id from vouchers where tenant_id = ${tenantId} and month = ${month}
            and student_id = any(${intArray(studentIds)}::int[])`,
  );
}

/** The one-time heads these students were already billed (on a voucher not cancelled). */
export function oneTimeHeadsBilled(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
  headIds: readonly number[],
): Promise<{ student_id: number; fee_head_id: number }[]> {
  return rows<{ student_id: number; fee_head_id: number }>(
    tx,
    sql`select distinct v.student_id, l.fee_head_id from voucher_lines l
                join vouchers v on v.tenant_id = l.tenant_id and v.id = l.voucher_id
                where l.tenant_id = ${tenantId} and v.status <> 'cancelled'
                  and v.student_id = any(${intArray(studentIds)}::int[])
                  and l.fee_head_id = any(${intArray(headIds)}::int[])`,
  );
}

/** The concessions of these students. */
export function concessionsOf(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
): Promise<(Concession & { student_id: number })[]> {
  return rows<Concession & { student_id: number }>(
    tx,
    sql`select student_id, fee_head_id, mode, value from fee_concessions
        where tenant_id = ${tenantId} and student_id = any(${intArray(studentIds)}::int[])`,
  );
}

/**
 * The families of these students: every active student with the same primary guardian as one
 * of them (in any class), with the date of birth that ranks them.
 */
export function familiesOf(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
): Promise<FamilyMember[]> {
  return rows<FamilyMember>(
    tx,
    sql`select s.id as student_id, g.guardian_id, s.date_of_birth::text as date_of_birth
                  from student_guardians g
                  join students s on s.tenant_id = g.tenant_id and s.id = g.student_id
                  where g.tenant_id = ${tenantId} and g.is_primary and s.status = 'active'
                    and g.guardian_id in (
                      select guardian_id from student_guardians
                      where tenant_id = ${tenantId} and is_primary
                        and student_id = any(${intArray(studentIds)}::int[]))`,
  );
}

/** These students' open vouchers of earlier months not yet carried, locked, by id. */
export function openEarlierVouchersForUpdate(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
  month: string,
): Promise<OpenVoucherRow[]> {
  return rows<OpenVoucherRow>(
    tx,
    sql`select id, student_id, total, paid_amount, late_fee_charged, due_date::text as due_date,
               late_fee_mode, late_fee_amount, late_fee_cap
        from vouchers
        where tenant_id = ${tenantId} and student_id = any(${intArray(studentIds)}::int[])
          and month < ${month} and status in ('unpaid', 'partially_paid') and carried_to is null
        order by id
        for update`,
  );
}

/** Takes `count` voucher numbers from the school's counter; returns the last one taken. */
export async function takeVoucherNumbers(tx: Tx, tenantId: number, count: number): Promise<number> {
  const [counter] = await rows<{ last: number }>(
    tx,
    sql`insert into fee_settings (tenant_id, last_voucher_no) values (${tenantId}, ${count})
        on conflict (tenant_id) do update
          set last_voucher_no = fee_settings.last_voucher_no + ${count}
        returning last_voucher_no as last`,
  );
  return Number(counter!.last);
}

/** Inserts the vouchers that do not exist yet (one per student and month); returns those inserted. */
export function insertRunVouchers(
  tx: Tx,
  values: (typeof vouchers.$inferInsert)[],
): Promise<{ id: number; student_id: number; voucher_no: string }[]> {
  return tx
    .insert(vouchers)
    .values(values)
    .onConflictDoNothing({ target: [vouchers.tenant_id, vouchers.student_id, vouchers.month] })
    .returning({
      id: vouchers.id,
      student_id: vouchers.student_id,
      voucher_no: vouchers.voucher_no,
    });
}

export async function insertRunVoucherLines(
  tx: Tx,
  lines: (typeof voucherLines.$inferInsert)[],
): Promise<void> {
  await tx.insert(voucherLines).values(lines);
}

/** Closes earlier vouchers into new ones (old[i] carried to new[i], keeping late[i] charged). */
export async function carryVouchers(
  tx: Tx,
  tenantId: number,
  oldIds: readonly number[],
  newIds: readonly number[],
  lates: readonly number[],
): Promise<void> {
  await tx.execute(sql`
      update vouchers v set carried_to = m.new_id,
        late_fee_charged = greatest(v.late_fee_charged, m.late), updated_at = now()
      from unnest(${intArray(oldIds)}::int[], ${intArray(newIds)}::int[],
                  ${intArray(lates)}::int[]) as m(old_id, new_id, late)
      where v.tenant_id = ${tenantId} and v.id = m.old_id`);
}

/** The guardians of these students. */
export function guardiansOfStudents(
  tx: Tx,
  tenantId: number,
  studentIds: readonly number[],
): Promise<{ student_id: number; guardian_id: number }[]> {
  return rows<{ student_id: number; guardian_id: number }>(
    tx,
    sql`select student_id, guardian_id from student_guardians
        where tenant_id = ${tenantId}
          and student_id = any(${intArray(studentIds)}::int[])`,
  );
}

export async function findRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<RunRow | undefined> {
  const [row] = await rows<RunRow>(
    tx,
    sql`select id, tenant_id, month, class_ids, issue_date::text as issue_date,
               due_date::text as due_date, status
        from voucher_runs where tenant_id = ${tenantId} and id = ${runId}`,
  );
  return row;
}

/** Marks a run running (a retry resumes it); false when it is done or gone. */
export async function claimRun(tx: Tx, tenantId: number, runId: number): Promise<boolean> {
  const [claimed] = await rows<{ id: number }>(
    tx,
    sql`update voucher_runs set status = 'running', started_at = coalesce(started_at, now()),
                 error = null
          where tenant_id = ${tenantId} and id = ${runId} and status in ('queued', 'running', 'failed')
          returning id`,
  );
  return claimed !== undefined;
}

/** A run that cannot start (no academic year): failed and finished, with the reason. */
export async function refuseRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  error: string,
): Promise<void> {
  await tx.execute(sql`update voucher_runs set status = 'failed', error = ${error},
                           finished_at = now() where tenant_id = ${tenantId} and id = ${runId}`);
}

export async function startRunProgress(
  tx: Tx,
  tenantId: number,
  runId: number,
  studentsTotal: number,
): Promise<void> {
  await tx.execute(sql`update voucher_runs set students_total = ${studentsTotal},
                         students_done = 0 where tenant_id = ${tenantId} and id = ${runId}`);
}

export async function addRunProgress(
  tx: Tx,
  tenantId: number,
  runId: number,
  students: number,
): Promise<void> {
  await tx.execute(sql`update voucher_runs set students_done = students_done + ${students}
                             where tenant_id = ${tenantId} and id = ${runId}`);
}

/** Done: the vouchers it created counted, the rest of its students skipped. */
export async function finishRun(tx: Tx, tenantId: number, runId: number): Promise<void> {
  await tx.execute(sql`
        update voucher_runs r set status = 'done', finished_at = now(),
          vouchers_created = c.n, vouchers_skipped = r.students_total - c.n
        from (select count(*)::int as n from vouchers
              where tenant_id = ${tenantId} and run_id = ${runId}) c
        where r.tenant_id = ${tenantId} and r.id = ${runId}`);
}

/** A run that stopped on an error (the queue retries it). */
export async function failRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  error: string,
): Promise<void> {
  await tx.execute(sql`update voucher_runs set status = 'failed', error = ${error}
                     where tenant_id = ${tenantId} and id = ${runId}`);
}
