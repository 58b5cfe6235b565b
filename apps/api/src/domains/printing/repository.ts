// SQL of bulk printing: the print_jobs rows (claim, progress, file, expiry) and the reads that
// gather a job's pages (a month's vouchers of a section, class or school with their lines).

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import type { VoucherLineKind } from '../../db/schema/fees.js';

export type PrintKind = 'report_cards' | 'vouchers' | 'payslips';
export type PrintScope = 'section' | 'class' | 'school';
export type PrintStatus = 'queued' | 'running' | 'done' | 'failed';

export interface PrintJobRow {
  id: number;
  kind: PrintKind;
  scope: PrintScope;
  exam_id: number | null;
  month: string | null;
  class_id: number | null;
  section_id: number | null;
  language: 'en' | 'ur';
  status: PrintStatus;
  total: number;
  done: number;
  error: string | null;
  file_type: 'pdf' | 'zip' | null;
  file_name: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
  expires_at: string | Date | null;
}

const JOB_COLUMNS = sql`id, kind, scope, exam_id, month, class_id, section_id, language, status,
  total, done, error, file_type, file_name, created_at, finished_at, expires_at`;

/** Removes the school's jobs whose file has expired (the cleanup job does it too, on time). */
export async function deleteExpired(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(
    sql`delete from print_jobs where tenant_id = ${tenantId} and expires_at < now()`,
  );
}

export async function findJob(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<PrintJobRow>(
    tx,
    sql`select ${JOB_COLUMNS} from print_jobs
        where tenant_id = ${tenantId} and id = ${id} and (expires_at is null or expires_at >= now())`,
  );
  return row;
}

export function recentJobs(tx: Tx, tenantId: number, limit: number) {
  return rows<PrintJobRow>(
    tx,
    sql`select ${JOB_COLUMNS} from print_jobs where tenant_id = ${tenantId}
        order by id desc limit ${limit}`,
  );
}

export interface NewJob {
  kind: PrintKind;
  scope: PrintScope;
  exam_id: number | null;
  month: string | null;
  class_id: number | null;
  section_id: number | null;
  language: 'en' | 'ur';
  request_key: string;
  total: number;
  created_by: number;
}

/**
 * Inserts the job unless an identical one is still queued or running (the partial unique index
 * print_jobs_pending_once decides, so two requests at the same moment make one job). Answers
 * the new job's id, or null.
 */
export async function insertJobOnce(tx: Tx, tenantId: number, job: NewJob) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into print_jobs (tenant_id, kind, scope, exam_id, month, class_id, section_id,
          language, request_key, total, created_by)
        values (${tenantId}, ${job.kind}, ${job.scope}, ${job.exam_id}, ${job.month},
          ${job.class_id}, ${job.section_id}, ${job.language}, ${job.request_key}, ${job.total},
          ${job.created_by})
        on conflict (tenant_id, request_key) where status in ('queued', 'running') do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

export async function pendingJobId(tx: Tx, tenantId: number, requestKey: string) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from print_jobs where tenant_id = ${tenantId} and request_key = ${requestKey}
          and status in ('queued', 'running')`,
  );
  return row ? Number(row.id) : null;
}

/** Seconds without progress after which a running job no longer holds its school's turn. */
const STALE_SECONDS = 180;

/**
 * Takes the job for this worker: only when no other job of the school is running (one job of a
 * school at a time) and the job is still to do. A job found running already is this job's
 * earlier attempt (its worker died) and is taken again from the start.
 */
export async function claimJob(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<PrintJobRow & { created_by: number | null }>(
    tx,
    sql`update print_jobs j set status = 'running', done = 0, error = null, heartbeat_at = now()
        where j.tenant_id = ${tenantId} and j.id = ${id} and j.status in ('queued', 'running')
          and not exists (
            select 1 from print_jobs o
            where o.tenant_id = ${tenantId} and o.id <> ${id} and o.status = 'running'
              and o.heartbeat_at > now() - make_interval(secs => ${STALE_SECONDS}))
        returning ${JOB_COLUMNS}, created_by`,
  );
  return row;
}

export async function jobStatus(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<{ status: PrintStatus }>(
    tx,
    sql`select status from print_jobs where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row?.status;
}

export async function setProgress(
  tx: Tx,
  tenantId: number,
  id: number,
  done: number,
  total: number,
) {
  await tx.execute(
    sql`update print_jobs set done = ${done}, total = ${total}, heartbeat_at = now()
        where tenant_id = ${tenantId} and id = ${id} and status = 'running'`,
  );
}

export async function finishJob(
  tx: Tx,
  tenantId: number,
  id: number,
  file: { bytes: Buffer; type: 'pdf' | 'zip'; name: string; pages: number },
  keepHours: number,
) {
  const [row] = await rows<{ expires_at: string | Date }>(
    tx,
    sql`update print_jobs set status = 'done', done = ${file.pages}, total = ${file.pages},
          file = ${file.bytes}, file_type = ${file.type}, file_name = ${file.name},
          finished_at = now(), heartbeat_at = now(),
          expires_at = now() + make_interval(hours => ${keepHours})
        where tenant_id = ${tenantId} and id = ${id} and status = 'running'
        returning expires_at`,
  );
  return row ? new Date(row.expires_at) : null;
}

export async function failJob(
  tx: Tx,
  tenantId: number,
  id: number,
  error: string,
  keepHours: number,
) {
  await tx.execute(
    sql`update print_jobs set status = 'failed', error = ${error.slice(0, 500)},
          finished_at = now(), expires_at = now() + make_interval(hours => ${keepHours})
        where tenant_id = ${tenantId} and id = ${id} and status in ('queued', 'running')`,
  );
}

export async function jobFile(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<{
    file: Buffer | Uint8Array | null;
    file_type: 'pdf' | 'zip' | null;
    file_name: string | null;
  }>(
    tx,
    sql`select file, file_type, file_name from print_jobs
        where tenant_id = ${tenantId} and id = ${id} and status = 'done'
          and expires_at >= now()`,
  );
  return row;
}

// ------------------------------------------------------------------ what a job prints

interface PrintSection {
  id: number;
  class_id: number;
  class_name: string;
  section_name: string;
  class_teacher_id: number | null;
}

/** The sections a scope covers, in the school's class order. */
export function sectionsIn(
  tx: Tx,
  tenantId: number,
  scope: { class_id: number | null; section_id: number | null },
) {
  const where = [sql`s.tenant_id = ${tenantId}`];
  if (scope.section_id !== null) where.push(sql`s.id = ${scope.section_id}`);
  if (scope.class_id !== null) where.push(sql`s.class_id = ${scope.class_id}`);
  return rows<PrintSection>(
    tx,
    sql`select s.id, s.class_id, c.name as class_name, s.name as section_name, s.class_teacher_id
        from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        where ${sql.join(where, sql` and `)}
        order by c.order_index, c.name, s.name, s.id`,
  );
}

export async function countEnrolled(
  tx: Tx,
  tenantId: number,
  academicYearId: number,
  sectionIds: readonly number[],
) {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from student_enrolments
        where tenant_id = ${tenantId} and academic_year_id = ${academicYearId}
          and section_id = any(${`{${sectionIds.join(',')}}`}::int[])`,
  );
  return Number(row?.n ?? 0);
}

interface PrintVoucherRow {
  id: number;
  voucher_no: string;
  student_name: string;
  admission_no: string;
  class_id: number;
  class_name: string;
  section_id: number | null;
  section_name: string | null;
}

function voucherScope(
  tenantId: number,
  month: string,
  scope: { class_id: number | null; section_id: number | null },
) {
  const where = [
    sql`v.tenant_id = ${tenantId}`,
    sql`v.month = ${month}`,
    sql`v.status <> 'cancelled'`,
  ];
  if (scope.class_id !== null) where.push(sql`v.class_id = ${scope.class_id}`);
  if (scope.section_id !== null) where.push(sql`v.section_id = ${scope.section_id}`);
  return sql.join(where, sql` and `);
}

export async function countVouchers(
  tx: Tx,
  tenantId: number,
  month: string,
  scope: { class_id: number | null; section_id: number | null },
) {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vouchers v where ${voucherScope(tenantId, month, scope)}`,
  );
  return Number(row?.n ?? 0);
}

/** The month's vouchers of the scope (cancelled ones left out), class by class, by name. */
export function vouchersIn(
  tx: Tx,
  tenantId: number,
  month: string,
  scope: { class_id: number | null; section_id: number | null },
) {
  return rows<PrintVoucherRow>(
    tx,
    sql`select v.id, v.section_id, sec.name as section_name, c.id as class_id, c.name as class_name,
               v.voucher_no, s.admission_no, s.first_name || ' ' || s.last_name as student_name
        from vouchers v
        join students s on s.tenant_id = v.tenant_id and s.id = v.student_id
        join classes c on c.tenant_id = v.tenant_id and c.id = v.class_id
        left join sections sec on sec.tenant_id = v.tenant_id and sec.id = v.section_id
        where ${voucherScope(tenantId, month, scope)}
        order by c.order_index, c.name, sec.name nulls last, v.section_id nulls last,
                 s.last_name, s.first_name, v.id`,
  );
}

/** The lines of many vouchers at once (a school's month in one statement). */
export function linesOfVouchers(tx: Tx, tenantId: number, voucherIds: readonly number[]) {
  return rows<{
    voucher_id: number;
    label: string;
    amount: number;
    concession: number;
    kind: VoucherLineKind;
    detail: string | null;
  }>(
    tx,
    sql`select voucher_id, label, amount, concession, kind, detail from voucher_lines
        where tenant_id = ${tenantId} and voucher_id = any(${`{${voucherIds.join(',')}}`}::int[])
        order by voucher_id, line_no`,
  );
}

export async function classExists(tx: Tx, tenantId: number, classId: number) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from classes where tenant_id = ${tenantId} and id = ${classId}`,
  );
  return row !== undefined;
}
