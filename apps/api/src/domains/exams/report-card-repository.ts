// SQL of the report card runs (reports.ts): a class's cards rendered in the queue, one PDF per
// section stored in report_card_files, with the run's progress.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

export type ReportCardLanguage = 'en' | 'ur';

interface ReportCardRunRow {
  id: number;
  exam_id: number;
  class_id: number;
  class_name: string;
  language: ReportCardLanguage;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

interface ReportCardFileRow {
  pdf: Buffer | Uint8Array;
  section_name: string;
  class_name: string;
  language: string;
}

export async function findReportCardRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<ReportCardRunRow | undefined> {
  const [run] = await rows<ReportCardRunRow>(
    tx,
    sql`select r.id, r.exam_id, r.class_id, c.name as class_name, r.language, r.status, r.total,
               r.done, r.error, r.created_at, r.finished_at
        from report_card_runs r join classes c on c.tenant_id = r.tenant_id and c.id = r.class_id
        where r.tenant_id = ${tenantId} and r.id = ${runId}`,
  );
  return run;
}

/** The run's files so far (one per section), by section name. */
export function reportCardFilesOf(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<{ section_id: number; section_name: string; students: number }[]> {
  return rows<{ section_id: number; section_name: string; students: number }>(
    tx,
    sql`select f.section_id, s.name as section_name, f.students from report_card_files f
        join sections s on s.tenant_id = f.tenant_id and s.id = f.section_id
        where f.tenant_id = ${tenantId} and f.run_id = ${runId} order by s.name, s.id`,
  );
}

/** How many students are placed in the class's sections in the year. */
export async function studentsInClass(
  tx: Tx,
  tenantId: number,
  yearId: number,
  classId: number,
): Promise<number> {
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from student_enrolments e
          join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
          where e.tenant_id = ${tenantId} and e.academic_year_id = ${yearId}
            and s.class_id = ${classId}`,
  );
  return count?.n ?? 0;
}

export async function insertReportCardRun(
  tx: Tx,
  run: {
    tenantId: number;
    examId: number;
    classId: number;
    language: ReportCardLanguage;
    total: number;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into report_card_runs (tenant_id, exam_id, class_id, language, total, created_by)
          values (${run.tenantId}, ${run.examId}, ${run.classId}, ${run.language}, ${run.total}, ${run.createdBy})
          returning id`,
  );
  return row!.id;
}

export async function findReportCardFile(
  tx: Tx,
  tenantId: number,
  runId: number,
  sectionId: number,
): Promise<ReportCardFileRow | undefined> {
  const [file] = await rows<ReportCardFileRow>(
    tx,
    sql`select f.pdf, s.name as section_name, c.name as class_name, r.language
          from report_card_files f
          join report_card_runs r on r.tenant_id = f.tenant_id and r.id = f.run_id
          join sections s on s.tenant_id = f.tenant_id and s.id = f.section_id
          join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where f.tenant_id = ${tenantId} and f.run_id = ${runId} and f.section_id = ${sectionId}`,
  );
  return file;
}

/**
 * Marks a run running from zero (a retry starts over) and deletes the files it made before;
 * undefined when it is done or gone.
 */
export async function restartReportCardRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<
  { exam_id: number; class_id: number; language: ReportCardLanguage; status: string } | undefined
> {
  const [row] = await rows<{
    exam_id: number;
    class_id: number;
    language: ReportCardLanguage;
    status: string;
  }>(
    tx,
    sql`update report_card_runs set status = 'running', done = 0, error = null
          where tenant_id = ${tenantId} and id = ${runId} and status in ('queued', 'running', 'failed')
          returning exam_id, class_id, language, status`,
  );
  if (row)
    await tx.execute(
      sql`delete from report_card_files where tenant_id = ${tenantId} and run_id = ${runId}`,
    );
  return row;
}

/** Stores a section's PDF and the run's progress (`done` students so far). */
export async function saveReportCardFile(
  tx: Tx,
  tenantId: number,
  runId: number,
  file: { sectionId: number; students: number; pdf: Buffer },
  done: number,
): Promise<void> {
  await tx.execute(sql`
          insert into report_card_files (tenant_id, run_id, section_id, students, pdf)
          values (${tenantId}, ${runId}, ${file.sectionId}, ${file.students}, ${file.pdf})`);
  await tx.execute(sql`update report_card_runs set done = ${done}
          where tenant_id = ${tenantId} and id = ${runId}`);
}

export async function finishReportCardRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  total: number,
): Promise<void> {
  await tx.execute(sql`update report_card_runs set status = 'done', total = ${total}, finished_at = now()
        where tenant_id = ${tenantId} and id = ${runId}`);
}

export async function failReportCardRun(
  tx: Tx,
  tenantId: number,
  runId: number,
  error: string,
): Promise<void> {
  await tx.execute(sql`update report_card_runs set status = 'failed', finished_at = now(),
        error = ${error}
        where tenant_id = ${tenantId} and id = ${runId}`);
}

/**
 * The run of the same exam, class and language still queued or running, if any: the same
 * request again gets it rather than a second run (issue 35). The transaction lock, taken
 * first, makes two identical requests at once see one another (the second waits for the
 * first's commit and finds its run).
 */
export async function pendingReportCardRun(
  tx: Tx,
  tenantId: number,
  run: { examId: number; classId: number; language: ReportCardLanguage },
): Promise<number | undefined> {
  await rows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`report-cards:${tenantId}:${run.examId}:${run.classId}:${run.language}`}))`,
  );
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from report_card_runs
        where tenant_id = ${tenantId} and exam_id = ${run.examId} and class_id = ${run.classId}
          and language = ${run.language} and status in ('queued', 'running')
        order by id desc limit 1`,
  );
  return row?.id;
}
