// Exams (module gradebook): exams and their papers, marks saved as they are typed,
// the grading scale, results computed here (never stored), publication with notifications, the
// class teacher's remarks and the students' and parents' view of published results.
import type { Tx } from '../../db/client.js';
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../http/errors.js';
import { tenantHasModule } from '../../http/module-gate.js';
import type { Body, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { approvalOf } from './approval-state.js';
import {
  isGradebookAdmin,
  POLICY_MESSAGES,
  requireGradebookAdmin,
  requireStaff,
} from './policy.js';
import * as repo from './repository.js';
import {
  type Band,
  DEFAULT_SCALE,
  positions,
  scaleProblem,
  sortScale,
  studentTotals,
} from './results.js';

export const MESSAGES = {
  examNotFound: 'Exam not found.',
  termNotFound: 'Term not found.',
  sectionNotFound: 'Section not found.',
  studentNotFound: 'Student not found.',
  classNotFound: (id: number) => `Class ${id} not found.`,
  classTwice: (name: string) => `${name} is listed twice.`,
  subjectNotFound: (id: number) => `Subject ${id} not found.`,
  subjectNotOfClass: (subject: string, className: string) =>
    `${subject} is not a subject of ${className}.`,
  subjectTwice: (subject: string) => `${subject} is listed twice.`,
  passingAboveMax: (subject: string) => `The passing marks of ${subject} are above its maximum.`,
  dateOutsideTerm: (subject: string) => `The date of ${subject} is outside the term.`,
  paperHasMarks: (subject: string, className: string) =>
    `${subject} of ${className} already has marks; it cannot be removed.`,
  maxBelowMarks: (subject: string, top: number) =>
    `The maximum of ${subject} cannot go below ${top}, a mark already given.`,
  published: 'The results of this exam are published; withdraw them to change marks.',
  awaitingApproval:
    "The results of this exam are awaiting the head's approval; ask the head to send them back to change marks.",
  publishedEdit: 'The results of this exam are published; withdraw them to change the exam.',
  notInExam: 'This subject is not part of the exam for this class.',
  // A student is named as the teacher knows them (roll number and name), never by an id.
  who: (roll: number, name: string) => `Roll ${roll}, ${name}`,
  notInSection: 'This student is no longer in this section; reload the sheet.',
  listedTwice: (who: string) => `${who} is listed twice.`,
  aboveMax: (who: string, max: number) => `${who}: marks cannot be above ${max}.`,
  negative: (who: string) => `${who}: marks cannot be below 0.`,
  absentWithMarks: (who: string) => `${who}: an absent student has no marks.`,
  opTwice: (who: string) => `${who}: one change is listed twice.`,
  // An offline change typed on a mark someone else has changed since: theirs is kept.
  changedMeanwhileBy: (who: string, by: string) =>
    `${who}: the mark was changed meanwhile by ${by}; their mark is kept.`,
  changedMeanwhile: (who: string) =>
    `${who}: the mark was changed meanwhile by someone else; their mark is kept.`,
  noStudentResult: 'No result of this student in this exam.',
  notPublished: 'The results of this exam are not published yet.',
  courseNotFound: (id: number) => `Course ${id} not found.`,
} as const;

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

async function examFor(tx: Tx, tenantId: number, examId: number, lock = false) {
  const exam = await repo.findExam(tx, tenantId, examId, lock);
  if (!exam) throw notFound(MESSAGES.examNotFound);
  return exam;
}

async function sectionFor(tx: Tx, tenantId: number, sectionId: number) {
  const section = await repo.findSection(tx, tenantId, sectionId);
  if (!section) throw notFound(MESSAGES.sectionNotFound);
  return section;
}

async function scaleFor(tx: Tx, tenantId: number): Promise<Band[]> {
  const saved = await repo.scaleOf(tx, tenantId);
  return saved.length ? saved : [...DEFAULT_SCALE];
}

// ------------------------------------------------------------------ exams

async function examView(
  tx: Tx,
  tenantId: number,
  exam: repo.ExamRow,
  viewer?: AuthContext,
): Promise<Schemas['Exam']> {
  const papers = await repo.papersOf(tx, tenantId, exam.id);
  const classes: Schemas['ExamClass'][] = [];
  for (const paper of papers) {
    let group = classes.find((c) => c.class_id === paper.class_id);
    if (!group) {
      group = { class_id: paper.class_id, class_name: paper.class_name, papers: [] };
      classes.push(group);
    }
    group.papers.push({
      id: paper.id,
      subject_id: paper.subject_id,
      subject_name: paper.subject_name,
      exam_date: paper.exam_date,
      max_marks: paper.max_marks,
      passing_marks: paper.passing_marks,
      marks_entered: paper.marks_entered,
    });
  }
  return {
    id: exam.id,
    term_id: exam.term_id,
    term_name: exam.term_name,
    year_name: exam.year_name,
    name: exam.name,
    is_published: exam.published_at !== null,
    published_at: exam.published_at,
    created_at: exam.created_at,
    classes,
    approval: approvalOf(exam, viewer),
  };
}

interface CleanPaper {
  class_id: number;
  class_name: string;
  subject_id: number;
  subject_name: string;
  exam_date: string | null;
  max_marks: number;
  passing_marks: number;
}

/** Checks the classes and papers of a create or update against the school and the term. */
async function cleanPapers(
  tx: Tx,
  tenantId: number,
  term: repo.TermRow,
  classes: Schemas['ExamClassInput'][],
): Promise<CleanPaper[]> {
  const classRows = await repo.classesByIds(
    tx,
    tenantId,
    classes.map((c) => c.class_id),
  );
  const subjectRows = await repo.subjectsByIds(
    tx,
    tenantId,
    classes.flatMap((c) => c.papers.map((p) => p.subject_id)),
  );
  const out: CleanPaper[] = [];
  const seenClasses = new Set<number>();
  const seenSubjects = new Set<number>();
  for (const klass of classes) {
    const row = classRows.find((c) => c.id === klass.class_id);
    if (!row) throw invalidField('classes', MESSAGES.classNotFound(klass.class_id));
    if (seenClasses.has(row.id)) throw invalidField('classes', MESSAGES.classTwice(row.name));
    seenClasses.add(row.id);
    for (const paper of klass.papers) {
      const subject = subjectRows.find((s) => s.id === paper.subject_id);
      if (!subject) throw invalidField('classes', MESSAGES.subjectNotFound(paper.subject_id));
      if (subject.class_id !== row.id)
        throw invalidField('classes', MESSAGES.subjectNotOfClass(subject.name, row.name));
      if (seenSubjects.has(subject.id))
        throw invalidField('classes', MESSAGES.subjectTwice(subject.name));
      seenSubjects.add(subject.id);
      if (paper.passing_marks > paper.max_marks)
        throw invalidField('classes', MESSAGES.passingAboveMax(subject.name));
      const date = paper.exam_date ?? null;
      if (date && (date < term.starts_on || date > term.ends_on))
        throw invalidField('classes', MESSAGES.dateOutsideTerm(subject.name));
      out.push({
        class_id: row.id,
        class_name: row.name,
        subject_id: subject.id,
        subject_name: subject.name,
        exam_date: date,
        max_marks: paper.max_marks,
        passing_marks: paper.passing_marks,
      });
    }
  }
  return out;
}

export async function listExams(
  deps: AppDeps,
  auth: AuthContext,
  query: { term_id?: number; skip?: number; limit?: number },
): Promise<Schemas['ExamList']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const page = await repo.listExams(
      tx,
      tenantId,
      query.term_id,
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return {
      total: page.total,
      items: page.items.map((e) => ({
        id: e.id,
        term_id: e.term_id,
        term_name: e.term_name,
        year_name: e.year_name,
        name: e.name,
        is_published: e.published_at !== null,
        published_at: e.published_at,
        class_names: e.class_names,
        papers: e.papers,
      })),
    };
  });
}

export async function createExam(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createExam'>,
): Promise<Schemas['Exam']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const name = clean(body.name);
  if (!name) throw invalidField('name', 'Please enter a name for the exam.');
  return inSchool(deps, auth, async (tx) => {
    const term = await repo.findTerm(tx, tenantId, body.term_id);
    if (!term) throw invalidField('term_id', MESSAGES.termNotFound);
    const papers = await cleanPapers(tx, tenantId, term, body.classes);
    const examId = await repo.insertExam(tx, tenantId, term.id, name, auth.user.id);
    for (const paper of papers) await repo.upsertPaper(tx, tenantId, examId, paper);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.created',
      entityType: 'exam',
      entityId: examId,
      changes: { name, term_id: term.id, papers },
    });
    return examView(tx, tenantId, await examFor(tx, tenantId, examId), auth);
  });
}

export async function getExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
): Promise<Schemas['Exam']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) =>
    examView(tx, tenantId, await examFor(tx, tenantId, examId), auth),
  );
}

export async function updateExam(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  body: Body<'updateExam'>,
): Promise<Schemas['Exam']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId, true);
    if (exam.published_at) throw conflict(MESSAGES.publishedEdit);
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) {
      const name = clean(body.name);
      if (!name) throw invalidField('name', 'Please enter a name for the exam.');
      if (name !== exam.name) {
        await repo.renameExam(tx, tenantId, examId, name);
        changes.name = { from: exam.name, to: name };
      }
    }
    if (body.classes) {
      const term = (await repo.findTerm(tx, tenantId, exam.term_id))!;
      const next = await cleanPapers(tx, tenantId, term, body.classes);
      const before = await repo.papersOf(tx, tenantId, examId);
      const removed = before.filter((p) => !next.some((n) => n.subject_id === p.subject_id));
      const withMarks = removed.find((p) => p.marks_entered > 0);
      if (withMarks)
        throw conflict(MESSAGES.paperHasMarks(withMarks.subject_name, withMarks.class_name));
      const tops = await repo.highestMarks(tx, tenantId, examId);
      for (const paper of next) {
        const old = before.find((p) => p.subject_id === paper.subject_id);
        const top = old ? tops.get(old.id) : undefined;
        if (top !== undefined && paper.max_marks < top)
          throw conflict(MESSAGES.maxBelowMarks(paper.subject_name, top));
      }
      await repo.deletePapers(
        tx,
        tenantId,
        removed.map((p) => p.id),
      );
      for (const paper of next) await repo.upsertPaper(tx, tenantId, examId, paper);
      changes.papers = {
        from: before.map(({ marks_entered: _, id: __, ...p }) => p),
        to: next,
      };
    }
    await repo.touchExam(tx, tenantId, examId);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'exam.updated',
      entityType: 'exam',
      entityId: examId,
      changes,
    });
    return examView(tx, tenantId, await examFor(tx, tenantId, examId), auth);
  });
}

/** `2026-11-24` style dates are not needed here; the exam name carries the message. */
/** The exam as the screens show it, read again (after a change). */
export async function examViewOf(tx: Tx, tenantId: number, examId: number, viewer?: AuthContext) {
  return examView(tx, tenantId, await examFor(tx, tenantId, examId), viewer);
}

// ------------------------------------------------------------------ marks

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

// ------------------------------------------------------------------ results

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

async function requireSectionStaff(
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

export async function listMyResults(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyResultList']> {
  const tenantId = schoolTenantId(auth);
  if (!can(auth.user, 'results.viewOwn')) return { items: [] };
  return inSchool(deps, auth, async (tx) => {
    const own = await repo.ownStudentIds(tx, tenantId, auth.user.id);
    if (!own.length) return { items: [] };
    const exams = await repo.publishedExamsOfStudents(tx, tenantId, own);
    const items: Schemas['MyResult'][] = [];
    for (const { id } of exams) {
      for (const studentId of own) {
        const result = await studentResultIn(tx, auth, tenantId, Number(id), studentId).catch(
          (error: unknown) => {
            if (error instanceof HttpError && error.status === 404) return null;
            throw error;
          },
        );
        if (!result) continue;
        items.push({
          exam_id: result.exam_id,
          exam_name: result.exam_name,
          term_name: result.term_name,
          year_name: result.year_name,
          published_at: result.published_at,
          student_id: result.student_id,
          student_name: `${result.first_name} ${result.last_name}`,
          class_name: result.class_name,
          section_name: result.section_name,
          total: result.total,
          max_total: result.max_total,
          percentage: result.percentage,
          grade: result.grade,
          position: result.position,
          outcome: result.outcome,
        });
      }
    }
    return { items };
  });
}

export async function saveReportCardRemarks(
  deps: AppDeps,
  auth: AuthContext,
  examId: number,
  studentId: number,
  body: Body<'saveReportCardRemarks'>,
): Promise<Schemas['RemarksSave']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  const remarks = body.remarks.trim();
  return inSchool(deps, auth, async (tx) => {
    const exam = await examFor(tx, tenantId, examId);
    const student = await repo.findStudent(tx, tenantId, studentId);
    if (!student) throw notFound(MESSAGES.studentNotFound);
    const placement = await repo.placementOf(tx, tenantId, studentId, exam.academic_year_id);
    if (!placement) throw notFound(MESSAGES.noStudentResult);
    const section = (await repo.findSection(tx, tenantId, placement.section_id))!;
    if (!isGradebookAdmin(auth) && section.class_teacher_id !== auth.user.id)
      throw forbidden(POLICY_MESSAGES.classTeacherOnly);
    const before = (await repo.remarksOf(tx, tenantId, examId, [studentId])).get(studentId) ?? '';
    if (before !== remarks) {
      await repo.saveRemarks(tx, tenantId, examId, studentId, remarks, auth.user.id);
      await audit(tx, {
        tenantId,
        actorId: auth.user.id,
        action: 'exam.remarks_saved',
        entityType: 'student',
        entityId: studentId,
        changes: { exam_id: examId, remarks: { from: before || null, to: remarks || null } },
      });
    }
    return { remarks };
  });
}

// ------------------------------------------------------------------ grading scale

export async function getGradingScale(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['GradingScale']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const saved = await repo.scaleOf(tx, tenantId);
    return { bands: sortScale(saved.length ? saved : DEFAULT_SCALE), is_default: !saved.length };
  });
}

export async function updateGradingScale(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateGradingScale'>,
): Promise<Schemas['GradingScale']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const bands = body.bands.map((b) => ({ ...b, grade: b.grade.trim() }));
  if (bands.some((b) => !b.grade)) throw invalidField('bands', 'Every band needs a grade.');
  const problem = scaleProblem(bands);
  if (problem) throw invalidField('bands', problem);
  return inSchool(deps, auth, async (tx) => {
    const before = await scaleFor(tx, tenantId);
    await repo.replaceScale(tx, tenantId, bands);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'grading_scale.updated',
      entityType: 'grading_scale',
      entityId: null,
      changes: { bands: { from: before, to: sortScale(bands) } },
    });
    return { bands: sortScale(bands), is_default: false };
  });
}

export { examFor, requireSectionStaff, sectionFor };
