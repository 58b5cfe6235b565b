// The gradebook of a section: students × exam papers (every exam of a term, or of the
// current year) with, beside them, each student's average on the online quizzes of the courses
// linked to the class (class_courses: there was no link between courses and classes, so an
// admin links them). Quiz average: the student's best percentage per published quiz they
// submitted, averaged over those quizzes. CSV export of the same table.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type CsvValue, toCsv } from '../../http/csv.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import * as gradebookRepo from './gradebook-repository.js';
import { MESSAGES } from './messages.js';
import { sectionFor } from './office.js';
import { requireGradebookAdmin, requireStaff } from './policy.js';
import * as repo from './repository.js';
import { requireSectionStaff } from './section-results.js';

async function gradebookIn(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
  sectionId: number,
  termId: number | undefined,
): Promise<Schemas['SectionGradebook']> {
  const section = await sectionFor(tx, tenantId, sectionId);
  await requireSectionStaff(tx, auth, tenantId, sectionId);
  let yearId: number | undefined;
  if (termId) {
    const term = await repo.findTerm(tx, tenantId, termId);
    if (!term) throw invalidField('term_id', MESSAGES.termNotFound);
    yearId = term.academic_year_id;
  } else {
    yearId = await gradebookRepo.currentYearId(tx, tenantId);
  }
  const columns = yearId
    ? await gradebookRepo.gradebookColumns(tx, tenantId, section.class_id, yearId, termId)
    : [];
  const students = yearId ? await repo.roster(tx, tenantId, yearId, sectionId) : [];
  const ids = students.map((s) => s.student_id);
  const marks =
    columns.length && ids.length
      ? await gradebookRepo.gradebookMarks(
          tx,
          tenantId,
          columns.map((c) => c.paper_id),
          ids,
        )
      : [];
  const markOf = new Map(marks.map((m) => [`${m.paper_id}:${m.student_id}`, m]));
  const courses = await gradebookRepo.classCoursesWithQuizzes(tx, tenantId, section.class_id);
  const userIds = students.map((s) => s.user_id).filter((u): u is number => u !== null);
  const averages =
    courses.length && userIds.length
      ? await gradebookRepo.quizAverages(
          tx,
          tenantId,
          courses.map((c) => c.course_id),
          userIds,
        )
      : [];
  const averageOf = new Map(
    averages.map((a) => [`${a.course_id}:${a.user_id}`, Number(a.average)]),
  );
  return {
    section_id: section.id,
    class_id: section.class_id,
    class_name: section.class_name,
    section_name: section.section_name,
    term_id: termId ?? null,
    columns: columns.map(({ paper_id: _, ...c }) => c),
    courses,
    rows: students.map((s) => ({
      student_id: s.student_id,
      roll_no: s.roll_no,
      first_name: s.first_name,
      last_name: s.last_name,
      cells: columns.map((c) => {
        const m = markOf.get(`${c.paper_id}:${s.student_id}`);
        return { marks: m?.marks ?? null, absent: m?.absent ?? false };
      }),
      quiz_averages: courses.map((c) =>
        s.user_id === null ? null : (averageOf.get(`${c.course_id}:${s.user_id}`) ?? null),
      ),
    })),
  };
}

export async function getSectionGradebook(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  termId: number | undefined,
): Promise<Schemas['SectionGradebook']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => gradebookIn(tx, auth, tenantId, sectionId, termId));
}

export async function exportSectionGradebook(
  deps: AppDeps,
  auth: AuthContext,
  sectionId: number,
  termId: number | undefined,
): Promise<{ filename: string; csv: string }> {
  const book = await getSectionGradebook(deps, auth, sectionId, termId);
  const header = [
    'Roll no.',
    'Student',
    ...book.columns.map((c) => `${c.exam_name}: ${c.subject_name} (/${c.max_marks})`),
    ...book.courses.map((c) => `Quiz average: ${c.title} (%)`),
  ];
  const rows: CsvValue[][] = book.rows.map((row) => [
    row.roll_no,
    `${row.first_name} ${row.last_name}`,
    ...row.cells.map((c) => (c.absent ? 'A' : c.marks)),
    ...row.quiz_averages,
  ]);
  const name = `gradebook-${book.class_name}-${book.section_name}`
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return { filename: `${name}.csv`, csv: toCsv(header, rows) };
}

async function classCoursesIn(tx: Tx, tenantId: number, classId: number) {
  const [klass] = await repo.classesByIds(tx, tenantId, [classId]);
  if (!klass) throw notFound(MESSAGES.schoolClassNotFound);
  const items = await gradebookRepo.classCourses(tx, tenantId, classId);
  return { class_id: classId, items };
}

export async function getClassCourses(
  deps: AppDeps,
  auth: AuthContext,
  classId: number,
): Promise<Schemas['ClassCourses']> {
  requireStaff(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => classCoursesIn(tx, tenantId, classId));
}

export async function updateClassCourses(
  deps: AppDeps,
  auth: AuthContext,
  classId: number,
  courseIds: number[],
): Promise<Schemas['ClassCourses']> {
  requireGradebookAdmin(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await classCoursesIn(tx, tenantId, classId);
    const found = courseIds.length ? await gradebookRepo.coursesByIds(tx, tenantId, courseIds) : [];
    const missing = courseIds.find((id) => !found.some((f) => Number(f.id) === id));
    if (missing !== undefined)
      throw invalidField('course_ids', MESSAGES.courseNotFound({ id: missing }));
    await gradebookRepo.replaceClassCourses(tx, tenantId, classId, courseIds);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'class.courses_linked',
      entityType: 'class',
      entityId: classId,
      changes: { course_ids: { from: before.items.map((i) => i.course_id), to: courseIds } },
    });
    return classCoursesIn(tx, tenantId, classId);
  });
}
