// Report cards: one student's PDF, a section's file for printing, and a whole class
// rendered by the job queue with its progress (report_card_runs.done of total) and one stored
// file per section.
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
import { MESSAGES } from './messages.js';
import { examFor, sectionFor } from './office.js';
import { isGradebookAdmin, requireGradebookAdmin, requireStaff } from './policy.js';
import * as cardsRepo from './report-card-repository.js';
import * as repo from './repository.js';
import { computeSection, studentResultIn } from './section-results.js';

const REPORT_CARD_JOB = 'exams.report-cards';
type Language = cardsRepo.ReportCardLanguage;

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
  const wanted = computed.rows.filter((row) => only === undefined || row.student_id === only);
  const attendance = (await tenantHasModule(tx, tenantId, 'attendance'))
    ? await repo.termAttendanceOf(
        tx,
        tenantId,
        wanted.map((row) => row.student_id),
        exam.term_starts_on,
        exam.term_ends_on,
      )
    : null;
  const cards: ReportCardFacts[] = [];
  for (const row of wanted) {
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
      attendance_percentage: attendance ? (attendance.get(row.student_id) ?? null) : null,
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

async function runView(tx: Tx, tenantId: number, runId: number): Promise<Schemas['ReportCardRun']> {
  const run = await cardsRepo.findReportCardRun(tx, tenantId, runId);
  if (!run) throw notFound(MESSAGES.runNotFound);
  const files = await cardsRepo.reportCardFilesOf(tx, tenantId, runId);
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
      throw invalidField('class_id', MESSAGES.classNotInExam);
    // The same request while its run is queued or running: that run, not a second one.
    const pending = await cardsRepo.pendingReportCardRun(tx, tenantId, {
      examId,
      classId: body.class_id,
      language,
    });
    if (pending !== undefined) return runView(tx, tenantId, pending);
    const total = await cardsRepo.studentsInClass(
      tx,
      tenantId,
      exam.academic_year_id,
      body.class_id,
    );
    const runId = await cardsRepo.insertReportCardRun(tx, {
      tenantId,
      examId,
      classId: body.class_id,
      language,
      total,
      createdBy: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.report_cards_requested',
      entityType: 'exam',
      entityId: examId,
      changes: { class_id: body.class_id, language, run_id: runId },
    });
    await queueOf(deps.database).send(
      tx,
      REPORT_CARD_JOB,
      { tenantId, runId },
      { key: `report-cards:${tenantId}:${runId}` },
    );
    return runView(tx, tenantId, runId);
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
    const file = await cardsRepo.findReportCardFile(tx, tenantId, runId, sectionId);
    if (!file) throw notFound(MESSAGES.reportFileNotFound);
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
async function renderRun(db: Db, tenantId: number, runId: number): Promise<void> {
  const run = await withScope(db, tenantScope(tenantId), (tx) =>
    cardsRepo.restartReportCardRun(tx, tenantId, runId),
  );
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
        await cardsRepo.saveReportCardFile(
          tx,
          tenantId,
          runId,
          { sectionId: section.id, students: cards.length, pdf },
          done,
        );
      });
    }
    await withScope(db, tenantScope(tenantId), (tx) =>
      cardsRepo.finishReportCardRun(tx, tenantId, runId, done),
    );
  } catch (error) {
    await withScope(db, tenantScope(tenantId), (tx) =>
      cardsRepo.failReportCardRun(
        tx,
        tenantId,
        runId,
        String((error as Error).message ?? error).slice(0, 500),
      ),
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
    // One run at a time per school, two workers: twenty runs of one school leave the second
    // worker free for another school's run (issue 35; JobKind.perSchool).
    perSchool: 1,
    concurrency: 2,
    async handler({ tenantId, runId }) {
      await renderRun(db, tenantId, runId);
    },
  };
}
