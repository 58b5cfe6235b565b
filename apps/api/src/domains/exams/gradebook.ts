// The gradebook of a section: students × exam papers (every exam of a term, or of the
// current year) with, beside them, each student's average on the online quizzes of the courses
// linked to the class (class_courses: there was no link between courses and classes, so an
// admin links them). Quiz average: the student's best percentage per published quiz they
// submitted, averaged over those quizzes. CSV export of the same table.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type CsvValue, toCsv } from '../../http/csv.js';
import { invalidField, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { requireGradebookAdmin, requireStaff } from './policy.js';
import * as repo from './repository.js';
import { requireSectionStaff, sectionFor } from './service.js';

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
    if (!term) throw invalidField('term_id', 'Term not found.');
    yearId = term.academic_year_id;
  } else {
    const [year] = await repo.rows<{ id: number }>(
      tx,
      sql`select id from academic_years where tenant_id = ${tenantId} and is_current`,
    );
    yearId = year?.id;
  }
  const columns = yearId
    ? await repo.rows<Schemas['SectionGradebook']['columns'][number] & { paper_id: number }>(
        tx,
        sql`select e.id as exam_id, e.name as exam_name, p.subject_id, s.name as subject_name,
                   p.max_marks, p.id as paper_id
            from exams e
            join terms t on t.tenant_id = e.tenant_id and t.id = e.term_id
            join exam_subjects p on p.tenant_id = e.tenant_id and p.exam_id = e.id
            join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id
            where e.tenant_id = ${tenantId} and p.class_id = ${section.class_id}
              and t.academic_year_id = ${yearId} ${termId ? sql`and e.term_id = ${termId}` : sql``}
            order by t.starts_on, e.id, s.id`,
      )
    : [];
  const students = yearId ? await repo.roster(tx, tenantId, yearId, sectionId) : [];
  const ids = students.map((s) => s.student_id);
  const marks =
    columns.length && ids.length
      ? await repo.rows<{
          paper_id: number;
          student_id: number;
          marks: number | null;
          absent: boolean;
        }>(
          tx,
          sql`select exam_subject_id as paper_id, student_id, marks, absent from exam_marks
            where tenant_id = ${tenantId}
              and exam_subject_id = any(${`{${columns.map((c) => c.paper_id).join(',')}}`}::int[])
              and student_id = any(${`{${ids.join(',')}}`}::int[])`,
        )
      : [];
  const markOf = new Map(marks.map((m) => [`${m.paper_id}:${m.student_id}`, m]));
  const courses = await repo.rows<{ course_id: number; title: string; quizzes: number }>(
    tx,
    sql`select c.id as course_id, c.title,
               (select count(*)::int from assessments a where a.tenant_id = c.tenant_id
                  and a.course_id = c.id and a.is_published) as quizzes
        from class_courses cc join courses c on c.tenant_id = cc.tenant_id and c.id = cc.course_id
        where cc.tenant_id = ${tenantId} and cc.class_id = ${section.class_id}
        order by c.title, c.id`,
  );
  const userIds = students.map((s) => s.user_id).filter((u): u is number => u !== null);
  const averages =
    courses.length && userIds.length
      ? await repo.rows<{ course_id: number; user_id: number; average: number }>(
          tx,
          sql`select b.course_id, b.user_id, round(avg(b.best)::numeric, 1)::float8 as average
              from (select a.course_id, s.user_id, a.id, max(s.percentage) as best
                    from submissions s join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
                    where s.tenant_id = ${tenantId} and a.is_published
                      and a.course_id = any(${`{${courses.map((c) => c.course_id).join(',')}}`}::int[])
                      and s.user_id = any(${`{${userIds.join(',')}}`}::int[])
                    group by a.course_id, s.user_id, a.id) b
              group by b.course_id, b.user_id`,
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
  if (!klass) throw notFound('Class not found.');
  const items = await repo.rows<{ course_id: number; title: string }>(
    tx,
    sql`select c.id as course_id, c.title from class_courses cc
        join courses c on c.tenant_id = cc.tenant_id and c.id = cc.course_id
        where cc.tenant_id = ${tenantId} and cc.class_id = ${classId} order by c.title, c.id`,
  );
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
    const found = courseIds.length
      ? await repo.rows<{ id: number }>(
          tx,
          sql`select id from courses where tenant_id = ${tenantId}
              and id = any(${`{${courseIds.join(',')}}`}::int[])`,
        )
      : [];
    const missing = courseIds.find((id) => !found.some((f) => Number(f.id) === id));
    if (missing !== undefined) throw invalidField('course_ids', `Course ${missing} not found.`);
    await tx.execute(
      sql`delete from class_courses where tenant_id = ${tenantId} and class_id = ${classId}`,
    );
    for (const id of courseIds)
      await tx.execute(
        sql`insert into class_courses (tenant_id, class_id, course_id) values (${tenantId}, ${classId}, ${id})`,
      );
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
