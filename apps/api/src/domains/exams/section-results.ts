// Results, computed here and never stored: a section's totals, percentages, grades and positions,
// and one student's result.
import type { Tx } from '../../db/client.js';
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { MESSAGES } from './messages.js';
import { examFor, scaleFor } from './office.js';
import { isGradebookAdmin, POLICY_MESSAGES, requireStaff } from './policy.js';
import * as repo from './repository.js';
import { type Band, DEFAULT_SCALE, positions, studentTotals } from './results.js';

interface ComputedSection {
  exam: repo.ExamRow;
  section: repo.SectionRow;
  papers: repo.PaperRow[];
  rows: Schemas['ResultRow'][];
}

/** The results of a section (shared by the screen, the student view and the report cards). */
export async function computeSection(
  tx: Tx,
  tenantId: number,
  exam: repo.ExamRow,
  section: repo.SectionRow,
): Promise<ComputedSection> {
  const papers = (await repo.papersOf(tx, tenantId, exam.id)).filter(
    (p) => p.class_id === section.class_id,
  );
  const students = await repo.roster(tx, tenantId, exam.academic_year_id, section.id);
  const ids = students.map((s) => s.student_id);
  const marks = await repo.marksOf(tx, tenantId, exam.id, ids);
  const remarks = await repo.remarksOf(tx, tenantId, exam.id, ids);
  const scale = await scaleFor(tx, tenantId);
  return resultsOf({ exam, section, papers, students, marks, remarks, scale });
}

/** A section's results from what was read: totals, grades, positions and remarks per student. */
function resultsOf(read: {
  exam: repo.ExamRow;
  section: repo.SectionRow;
  papers: repo.PaperRow[];
  students: repo.RosterRow[];
  marks: repo.MarkRow[];
  remarks: Map<number, string>;
  scale: Band[];
}): ComputedSection {
  const { exam, section, papers, students, marks, remarks, scale } = read;
  const byStudent = new Map<number, Map<number, repo.MarkRow>>();
  for (const mark of marks) {
    const map = byStudent.get(mark.student_id) ?? new Map<number, repo.MarkRow>();
    byStudent.set(mark.student_id, map);
    map.set(mark.subject_id, mark);
  }
  const totals = students.map((s) =>
    studentTotals(papers, (subjectId) => byStudent.get(s.student_id)?.get(subjectId), scale),
  );
  const ranks = positions(totals);
  const rows = students.map((s, i) => ({
    student_id: s.student_id,
    roll_no: s.roll_no,
    first_name: s.first_name,
    last_name: s.last_name,
    admission_no: s.admission_no,
    subjects: totals[i]!.subjects.map((r) => ({
      subject_id: r.subject_id,
      subject_name: r.subject_name,
      max_marks: r.max_marks,
      passing_marks: r.passing_marks,
      marks: r.marks,
      absent: r.absent,
      passed: r.passed,
    })),
    total: totals[i]!.total,
    max_total: totals[i]!.max_total,
    percentage: totals[i]!.percentage,
    grade: totals[i]!.grade,
    position: ranks[i] ?? null,
    outcome: totals[i]!.outcome,
    remarks: remarks.get(s.student_id) ?? null,
  }));
  return { exam, section, papers, rows };
}

export async function requireSectionStaff(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  sectionId: number,
): Promise<void> {
  requireStaff(auth);
  if (isGradebookAdmin(auth)) return;
  if (!(await repo.teachesInSection(tx, tenantId, auth.user.id, sectionId)))
    throw forbidden(POLICY_MESSAGES.sectionStaffOnly);
}

export async function getSectionResults(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  sectionId: number,
): Promise<Schemas['SectionResults']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    // One round trip with the commit: nothing here writes, so the checks can follow the reads
    // (in the order they were made before: the exam, the section, then the caller's place).
    const [exam, section, teaches, papers, students, marks, remarks, saved] = await finalReads(
      tx,
      () => repo.sectionResultsReads(tx, tenantId, examId, sectionId, auth.user.id),
    );
    if (!exam) throw notFound(MESSAGES.examNotFound);
    if (!section) throw notFound(MESSAGES.sectionNotFound);
    if (!isGradebookAdmin(auth) && !teaches) throw forbidden(POLICY_MESSAGES.sectionStaffOnly);
    const scale = saved.length ? saved : [...DEFAULT_SCALE];
    const computed = resultsOf({ exam, section, papers, students, marks, remarks, scale });
    const complete = computed.rows.filter((r) => r.outcome !== 'incomplete');
    return {
      exam_id: exam.id,
      exam_name: exam.name,
      is_published: exam.published_at !== null,
      published_at: exam.published_at,
      section_id: section.id,
      class_name: section.class_name,
      section_name: section.section_name,
      subjects: computed.papers.map((p) => ({
        subject_id: p.subject_id,
        subject_name: p.subject_name,
        max_marks: p.max_marks,
        passing_marks: p.passing_marks,
      })),
      rows: computed.rows,
      can_edit_remarks: isGradebookAdmin(auth) || section.class_teacher_id === auth.user.id,
      summary: {
        students: computed.rows.length,
        passed: computed.rows.filter((r) => r.outcome === 'pass').length,
        failed: computed.rows.filter((r) => r.outcome === 'fail').length,
        incomplete: computed.rows.length - complete.length,
        average_percentage: complete.length
          ? Math.round((complete.reduce((a, r) => a + r.percentage, 0) / complete.length) * 100) /
            100
          : null,
      },
    };
  });
}

/**
 * A student's result as the caller may see it: the student and their parents once published
 * (404 before, as if it did not exist); staff of the section and admins always.
 */
export async function studentResultIn(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  examId: number,
  studentId: number,
): Promise<Schemas['StudentResult']> {
  const exam = await examFor(tx, tenantId, examId);
  const student = await repo.findStudent(tx, tenantId, studentId);
  if (!student) throw notFound(MESSAGES.studentNotFound);
  const placement = await repo.placementOf(tx, tenantId, studentId, exam.academic_year_id);
  if (can(auth.user, 'gradebook.enterMarks')) {
    if (!placement) throw notFound(MESSAGES.noStudentResult);
    await requireSectionStaff(tx, auth, tenantId, placement.section_id);
  } else {
    const own = await repo.ownStudentIds(tx, tenantId, auth.user.id);
    if (!own.includes(studentId)) throw notFound(MESSAGES.studentNotFound);
    if (!exam.published_at) throw notFound(MESSAGES.notPublished);
    if (!placement) throw notFound(MESSAGES.noStudentResult);
  }
  const section = (await repo.findSection(tx, tenantId, placement.section_id))!;
  const computed = await computeSection(tx, tenantId, exam, section);
  const row = computed.rows.find((r) => r.student_id === studentId);
  if (!row || !computed.papers.length) throw notFound(MESSAGES.noStudentResult);
  const attendance = (await tenantHasModule(tx, tenantId, 'attendance'))
    ? await repo.termAttendance(tx, tenantId, studentId, exam.term_starts_on, exam.term_ends_on)
    : null;
  return {
    exam_id: exam.id,
    exam_name: exam.name,
    term_name: exam.term_name,
    year_name: exam.year_name,
    is_published: exam.published_at !== null,
    published_at: exam.published_at,
    student_id: studentId,
    first_name: row.first_name,
    last_name: row.last_name,
    admission_no: row.admission_no,
    roll_no: row.roll_no,
    class_name: section.class_name,
    section_name: section.section_name,
    section_size: computed.rows.length,
    subjects: row.subjects,
    total: row.total,
    max_total: row.max_total,
    percentage: row.percentage,
    grade: row.grade,
    position: row.position,
    outcome: row.outcome,
    remarks: row.remarks,
    attendance_percentage: attendance,
  };
}

export async function getStudentResult(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  studentId: number,
): Promise<Schemas['StudentResult']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => studentResultIn(tx, auth, tenantId, examId, studentId));
}
