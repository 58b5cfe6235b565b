// The mark sheets: one per paper and section, for the staff who enter its marks.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { examFor, sectionFor } from './office.js';
import { isGradebookAdmin, POLICY_MESSAGES, requireStaff } from './policy.js';
import * as repo from './repository.js';

export async function listMarkSheets(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['MarkSheetList']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId);
    const items = await repo.markSheets(
      tx,
      tenantId,
      examId,
      exam.academic_year_id,
      isGradebookAdmin(auth) ? null : auth.user.id,
    );
    return {
      exam_id: exam.id,
      exam_name: exam.name,
      is_published: exam.published_at !== null,
      items,
    };
  });
}

export async function sheetContext(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  examId: number,
  sectionId: number,
  subjectId: number,
  lock = false,
) {
  const exam = await examFor(tx, tenantId, examId);
  const section = await sectionFor(tx, tenantId, sectionId);
  const paper = await repo.findPaper(tx, tenantId, examId, subjectId);
  if (
    !isGradebookAdmin(auth) &&
    !(await repo.teachesSubject(tx, tenantId, auth.user.id, sectionId, subjectId))
  )
    throw forbidden(POLICY_MESSAGES.subjectTeacherOnly);
  if (!paper || paper.class_id !== section.class_id) throw notFound(MESSAGES.notInExam);
  if (lock) await repo.lockPaper(tx, tenantId, paper.id);
  return { exam, section, paper };
}

async function sheetView(
  tx: Tx,
  tenantId: number,
  ctx: Awaited<ReturnType<typeof sheetContext>>,
): Promise<Schemas['MarksSheet']> {
  const { exam, section, paper } = ctx;
  const students = await repo.roster(tx, tenantId, exam.academic_year_id, section.id);
  const marks = new Map(
    (
      await repo.marksOf(
        tx,
        tenantId,
        exam.id,
        students.map((s) => s.student_id),
        paper.subject_id,
      )
    ).map((m) => [m.student_id, m]),
  );
  return {
    exam_id: exam.id,
    exam_name: exam.name,
    is_published: exam.published_at !== null,
    editable: exam.published_at === null && exam.submitted_at === null,
    section_id: section.id,
    class_name: section.class_name,
    section_name: section.section_name,
    subject_id: paper.subject_id,
    subject_name: paper.subject_name,
    max_marks: paper.max_marks,
    passing_marks: paper.passing_marks,
    exam_date: paper.exam_date,
    entries: students.map((s) => ({
      student_id: s.student_id,
      roll_no: s.roll_no,
      first_name: s.first_name,
      last_name: s.last_name,
      admission_no: s.admission_no,
      marks: marks.get(s.student_id)?.marks ?? null,
      absent: marks.get(s.student_id)?.absent ?? false,
      version: marks.get(s.student_id)?.version ?? 0,
    })),
  };
}

export async function getMarksSheet(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  sectionId: number,
  subjectId: number,
): Promise<Schemas['MarksSheet']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) =>
    sheetView(tx, tenantId, await sheetContext(tx, auth, tenantId, examId, sectionId, subjectId)),
  );
}
