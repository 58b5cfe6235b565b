// Report cards: one student's PDF, a section's file for printing, and a whole class
// rendered by the job queue with its progress (report_card_runs.done of total) and one stored
// file per section.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { tenantScope, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type ReportCardFacts, renderReportCards } from '../../documents/report-card.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, invalidField, notFound } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Schemas } from '../../http/types.js';
import type { JobKind } from '../../queue/queue.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { logoImageOf } from '../settings/repository.js';
import { isGradebookAdmin, requireGradebookAdmin, requireStaff } from './policy.js';
import * as repo from './repository.js';
import { computeSection, examFor, MESSAGES, sectionFor, studentResultIn } from './service.js';

export const REPORT_CARD_JOB = 'exams.report-cards';
type Language = 'en' | 'ur';

const fileName = (...parts: string[]) =>
  `${parts
    .join('-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.pdf`;

/** The report cards of a section's students (all of them, or one). */
export async function sectionCards(
  tx: Tx,
  tenantId: number,
  exam: repo.ExamRow,
  section: repo.SectionRow,
  only?: number,
): Promise<ReportCardFacts[]> {
  const computed = await computeSection(tx, tenantId, exam, section);
  const school = await repo.schoolName(tx, tenantId);
  const attendanceOn = await tenantHasModule(tx, tenantId, 'attendance');
  const cards: ReportCardFacts[] = [];
  for (const row of computed.rows) {
    if (only !== undefined && row.student_id !== only) continue;
    cards.push({
      school_name: school,
      exam_name: exam.name,
      term_name: exam.term_name,
      year_name: exam.year_name,
      student_name: `${row.first_name} ${row.last_name}`,
      admission_no: row.admission_no,
      class_name: section.class_name,
      section_name: section.section_name,
      roll_no: row.roll_no,
      subjects: row.subjects,
      total: row.total,
      max_total: row.max_total,
      percentage: row.percentage,
      grade: row.grade,
      position: row.position,
      section_size: computed.rows.length,
      outcome: row.outcome,
      attendance_percentage: attendanceOn
        ? await repo.termAttendance(
            tx,
            tenantId,
            row.student_id,
            exam.term_starts_on,
            exam.term_ends_on,
          )
        : null,
      remarks: row.remarks,
      is_published: exam.published_at !== null,
    });
  }
  return cards;
}

export async function downloadReportCard(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  studentId: number,
  language: Language,
): Promise<{ filename: string; pdf: Buffer }> {
  const tenantId = schoolTenantId(auth);
  const cards = await inSchool(deps, auth, async (tx) => {
    // The same rule as the result on screen (student and parents once published, staff of the section).
    await studentResultIn(tx, auth, tenantId, examId, studentId);
    const exam = await examFor(tx, tenantId, examId);
    const placement = (await repo.placementOf(tx, tenantId, studentId, exam.academic_year_id))!;
    const section = (await repo.findSection(tx, tenantId, placement.section_id))!;
    return {
      cards: await sectionCards(tx, tenantId, exam, section, studentId),
      logo: await logoImageOf(tx, tenantId),
    };
  });
  const card = cards.cards[0]!;
  return {
    filename: fileName('report-card', card.exam_name, card.student_name, language),
    pdf: await renderReportCards(cards.cards, language, { logo: cards.logo }),
  };
}

export async function downloadSectionReportCards(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  sectionId: number,
  language: Language,
): Promise<{ filename: string; pdf: Buffer }> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  const { cards, name, logo } = await inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId);
    const section = await sectionFor(tx, tenantId, sectionId);
    if (!isGradebookAdmin(auth) && section.class_teacher_id !== auth.user.id)
      throw forbidden(
        "Only the section's class teacher or an administrator can print its report cards.",
      );
    return {
      cards: await sectionCards(tx, tenantId, exam, section),
      logo: await logoImageOf(tx, tenantId),
      name: fileName('report-cards', exam.name, section.class_name, section.section_name, language),
    };
  });
  return { filename: name, pdf: await renderReportCards(cards, language, { logo }) };
}

// ------------------------------------------------------------------ runs in the queue

interface RunRow {
  id: number;
  exam_id: number;
  class_id: number;
  class_name: string;
  language: Language;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

async function runView(tx: Tx, tenantId: number, runId: number): Promise<Schemas['ReportCardRun']> {
  const [run] = await repo.rows<RunRow>(
    tx,
    sql`select r.id, r.exam_id, r.class_id, c.name as class_name, r.language, r.status, r.total,
               r.done, r.error, r.created_at, r.finished_at
        from report_card_runs r join classes c on c.tenant_id = r.tenant_id and c.id = r.class_id
        where r.tenant_id = ${tenantId} and r.id = ${runId}`,
  );
  if (!run) throw notFound('Report card run not found.');
  const files = await repo.rows<{ section_id: number; section_name: string; students: number }>(
    tx,
    sql`select f.section_id, s.name as section_name, f.students from report_card_files f
        join sections s on s.tenant_id = f.tenant_id and s.id = f.section_id
        where f.tenant_id = ${tenantId} and f.run_id = ${runId} order by s.name, s.id`,
  );
  return {
    ...run,
    created_at: new Date(run.created_at).toISOString(),
    finished_at: run.finished_at ? new Date(run.finished_at).toISOString() : null,
    files,
  };
}

export async function createReportCardRun(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: { class_id: number; language?: Language },
): Promise<Schemas['ReportCardRun']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const language = body.language ?? 'en';
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId);
    const papers = await repo.papersOf(tx, tenantId, examId);
    if (!papers.some((p) => p.class_id === body.class_id))
      throw invalidField('class_id', 'This class does not sit this exam.');
    const [count] = await repo.rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from student_enrolments e
          join sections s on s.tenant_id = e.tenant_id and s.id = e.section_id
          where e.tenant_id = ${tenantId} and e.academic_year_id = ${exam.academic_year_id}
            and s.class_id = ${body.class_id}`,
    );
    const [run] = await repo.rows<{ id: number }>(
      tx,
      sql`insert into report_card_runs (tenant_id, exam_id, class_id, language, total, created_by)
          values (${tenantId}, ${examId}, ${body.class_id}, ${language}, ${count?.n ?? 0}, ${auth.user.id})
          returning id`,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.report_cards_requested',
      entityType: 'exam',
      entityId: examId,
      changes: { class_id: body.class_id, language, run_id: run!.id },
    });
    await queueOf(deps.database).send(
      tx,
      REPORT_CARD_JOB,
      { tenantId, runId: run!.id },
      { key: `report-cards:${tenantId}:${run!.id}` },
    );
    return runView(tx, tenantId, run!.id);
  });
}

export async function getReportCardRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['ReportCardRun']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => runView(tx, tenantId, runId));
}

export async function downloadReportCardRunFile(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
  sectionId: number,
): Promise<{ filename: string; pdf: Buffer }> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const [file] = await repo.rows<{
      pdf: Buffer | Uint8Array;
      section_name: string;
      class_name: string;
      language: string;
    }>(
      tx,
      sql`select f.pdf, s.name as section_name, c.name as class_name, r.language
          from report_card_files f
          join report_card_runs r on r.tenant_id = f.tenant_id and r.id = f.run_id
          join sections s on s.tenant_id = f.tenant_id and s.id = f.section_id
          join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where f.tenant_id = ${tenantId} and f.run_id = ${runId} and f.section_id = ${sectionId}`,
    );
    if (!file) throw notFound('Report card file not found.');
    return {
      filename: fileName('report-cards', file.class_name, file.section_name, file.language),
      pdf: Buffer.isBuffer(file.pdf) ? file.pdf : Buffer.from(file.pdf),
    };
  });
}

/**
 * Renders a run: for each section of the class, its students' pages into one PDF stored in
 * report_card_files, the run's `done` raised after each section. Safe to run again (a retried
 * job replaces the files and counts from zero).
 */
export async function renderRun(db: Db, tenantId: number, runId: number): Promise<void> {
  const run = await withScope(db, tenantScope(tenantId), async (tx) => {
    const [row] = await repo.rows<{
      exam_id: number;
      class_id: number;
      language: Language;
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
  });
  if (!run) return;
  try {
    const sections = await withScope(db, tenantScope(tenantId), (tx) =>
      repo.sectionsOfClass(tx, tenantId, run.class_id),
    );
    let done = 0;
    for (const section of sections) {
      await withScope(db, tenantScope(tenantId), async (tx) => {
        const exam = await examFor(tx, tenantId, run.exam_id);
        const cards = await sectionCards(tx, tenantId, exam, section);
        if (!cards.length) return;
        const pdf = await renderReportCards(cards, run.language, {
          logo: await logoImageOf(tx, tenantId),
        });
        done += cards.length;
        await tx.execute(sql`
          insert into report_card_files (tenant_id, run_id, section_id, students, pdf)
          values (${tenantId}, ${runId}, ${section.id}, ${cards.length}, ${pdf})`);
        await tx.execute(sql`update report_card_runs set done = ${done}
          where tenant_id = ${tenantId} and id = ${runId}`);
      });
    }
    await withScope(db, tenantScope(tenantId), (tx) =>
      tx.execute(sql`update report_card_runs set status = 'done', total = ${done}, finished_at = now()
        where tenant_id = ${tenantId} and id = ${runId}`),
    );
  } catch (error) {
    await withScope(db, tenantScope(tenantId), (tx) =>
      tx.execute(sql`update report_card_runs set status = 'failed', finished_at = now(),
        error = ${String((error as Error).message ?? error).slice(0, 500)}
        where tenant_id = ${tenantId} and id = ${runId}`),
    );
    throw error;
  }
}

export function reportCardJob(db: Db): JobKind<{ tenantId: number; runId: number }> {
  return {
    name: REPORT_CARD_JOB,
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 900,
    concurrency: 1,
    async handler({ tenantId, runId }) {
      await renderRun(db, tenantId, runId);
    },
  };
}

export { MESSAGES };
