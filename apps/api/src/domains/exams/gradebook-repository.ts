// SQL of the section gradebook and of the courses linked to a class (gradebook.ts).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import type { Schemas } from '../../http/types.js';

type GradebookColumnRow = Schemas['SectionGradebook']['columns'][number] & {
  paper_id: number;
};

interface GradebookMarkRow {
  paper_id: number;
  student_id: number;
  marks: number | null;
  absent: boolean;
}

const ints = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The school's current academic year, if it has one. */
export async function currentYearId(tx: Tx, tenantId: number): Promise<number | undefined> {
  const [year] = await rows<{ id: number }>(
    tx,
    sql`select id from academic_years where tenant_id = ${tenantId} and is_current`,
  );
  return year?.id;
}

/** The class's exam papers of the year (or of one term), in term, exam and subject order. */
export function gradebookColumns(
  tx: Tx,
  tenantId: number,
  classId: number,
  yearId: number,
  termId: number | undefined,
): Promise<GradebookColumnRow[]> {
  return rows<GradebookColumnRow>(
    tx,
    sql`select e.id as exam_id, e.name as exam_name, p.subject_id, s.name as subject_name,
                   p.max_marks, p.id as paper_id
            from exams e
            join terms t on t.tenant_id = e.tenant_id and t.id = e.term_id
            join exam_subjects p on p.tenant_id = e.tenant_id and p.exam_id = e.id
            join subjects s on s.tenant_id = p.tenant_id and s.id = p.subject_id
            where e.tenant_id = ${tenantId} and p.class_id = ${classId}
              and t.academic_year_id = ${yearId} ${termId ? sql`and e.term_id = ${termId}` : sql``}
            order by t.starts_on, e.id, s.id`,
  );
}

/** The marks of these students on these papers. */
export function gradebookMarks(
  tx: Tx,
  tenantId: number,
  paperIds: readonly number[],
  studentIds: readonly number[],
): Promise<GradebookMarkRow[]> {
  return rows<GradebookMarkRow>(
    tx,
    sql`select exam_subject_id as paper_id, student_id, marks, absent from exam_marks
            where tenant_id = ${tenantId}
              and exam_subject_id = any(${ints(paperIds)}::int[])
              and student_id = any(${ints(studentIds)}::int[])`,
  );
}

/** The courses linked to the class, with how many published quizzes each has. */
export function classCoursesWithQuizzes(
  tx: Tx,
  tenantId: number,
  classId: number,
): Promise<{ course_id: number; title: string; quizzes: number }[]> {
  return rows<{ course_id: number; title: string; quizzes: number }>(
    tx,
    sql`select c.id as course_id, c.title,
               (select count(*)::int from assessments a where a.tenant_id = c.tenant_id
                  and a.course_id = c.id and a.is_published) as quizzes
        from class_courses cc join courses c on c.tenant_id = cc.tenant_id and c.id = cc.course_id
        where cc.tenant_id = ${tenantId} and cc.class_id = ${classId}
        order by c.title, c.id`,
  );
}

/** Per course and user: the average of the user's best percentage on each published quiz. */
export function quizAverages(
  tx: Tx,
  tenantId: number,
  courseIds: readonly number[],
  userIds: readonly number[],
): Promise<{ course_id: number; user_id: number; average: number }[]> {
  return rows<{ course_id: number; user_id: number; average: number }>(
    tx,
    sql`select b.course_id, b.user_id, round(avg(b.best)::numeric, 1)::float8 as average
              from (select a.course_id, s.user_id, a.id, max(s.percentage) as best
                    from submissions s join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
                    where s.tenant_id = ${tenantId} and a.is_published
                      and a.course_id = any(${ints(courseIds)}::int[])
                      and s.user_id = any(${ints(userIds)}::int[])
                    group by a.course_id, s.user_id, a.id) b
              group by b.course_id, b.user_id`,
  );
}

/** The courses linked to the class, by title. */
export function classCourses(
  tx: Tx,
  tenantId: number,
  classId: number,
): Promise<{ course_id: number; title: string }[]> {
  return rows<{ course_id: number; title: string }>(
    tx,
    sql`select c.id as course_id, c.title from class_courses cc
        join courses c on c.tenant_id = cc.tenant_id and c.id = cc.course_id
        where cc.tenant_id = ${tenantId} and cc.class_id = ${classId} order by c.title, c.id`,
  );
}

/** Which of these course ids are the school's courses. */
export function coursesByIds(
  tx: Tx,
  tenantId: number,
  courseIds: readonly number[],
): Promise<{ id: number }[]> {
  return rows<{ id: number }>(
    tx,
    sql`select id from courses where tenant_id = ${tenantId}
              and id = any(${ints(courseIds)}::int[])`,
  );
}

/** The class's linked courses become exactly these (the old links deleted, the new inserted). */
export async function replaceClassCourses(
  tx: Tx,
  tenantId: number,
  classId: number,
  courseIds: readonly number[],
): Promise<void> {
  await tx.execute(
    sql`delete from class_courses where tenant_id = ${tenantId} and class_id = ${classId}`,
  );
  for (const id of courseIds)
    await tx.execute(
      sql`insert into class_courses (tenant_id, class_id, course_id) values (${tenantId}, ${classId}, ${id})`,
    );
}
