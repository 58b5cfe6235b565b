// The students list's SQL: a page walked by key (docs/bench.md, "The students list by key") and,
// on the first page only, the count of the whole list.
import { and, count, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  academicYears,
  sections,
  studentEnrolments,
  students,
  subjectTeachers,
} from '../../db/schema/school.js';
import { callersTenantId, inCallersTenant } from '../../db/scope.js';
import type { ListKey } from './list-cursor.js';

/** The smallest string greater than every string starting with prefix (code-point order). */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** How a search is compared: lower case, single spaces ('' searches nothing). */
export const searchPrefix = (search: string | undefined) =>
  (search ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Prefix search as ranges over the lowercase "C"-collated keys: text comparisons are leakproof,
 * so under row-level security they are index conditions (ILIKE is not; docs/bench.md).
 */
function searchCondition(prefix: string): SQL | undefined {
  if (!prefix) return undefined;
  const end = prefixEnd(prefix);
  return or(
    and(gte(students.name_key, prefix), lt(students.name_key, end)),
    and(gte(students.last_name_key, prefix), lt(students.last_name_key, end)),
    and(gte(students.admission_key, prefix), lt(students.admission_key, end)),
  );
}

export interface StudentFilter {
  search?: string | undefined;
  classId?: number | undefined;
  sectionId?: number | undefined;
  status?: (typeof students.$inferSelect)['status'] | undefined;
  /** The year whose placement is shown and filtered on, or the school's current one (none: no placement). */
  yearId: number | 'current';
  /** Teachers: only students placed in the sections this teacher leads or teaches. */
  teacherId?: number | undefined;
}

export interface StudentListRow {
  id: number;
  admission_no: string;
  first_name: string;
  last_name: string;
  gender: (typeof students.$inferSelect)['gender'];
  status: (typeof students.$inferSelect)['status'];
  academic_year_id: number | null;
  academic_year_name: string | null;
  class_id: number | null;
  class_name: string | null;
  section_id: number | null;
  section_name: string | null;
  order_index: number | null;
  roll_no: number | null;
  guardian_name: string | null;
  guardian_mobile: string | null;
}

/** `col = tenant` in a school's scope; nothing in the platform's (row-level security decides). */
function tenantIs(tx: Tx, column: string): SQL {
  const tenant = callersTenantId(tx);
  return tenant === null ? sql`true` : sql`${sql.identifier(column)}.tenant_id = ${tenant}`;
}

function yearOf(tx: Tx, filter: StudentFilter): SQL {
  return filter.yearId === 'current'
    ? sql`(select ay.id from academic_years ay where ${tenantIs(tx, 'ay')} and ay.is_current)`
    : sql`${filter.yearId}::int`;
}

/** The conditions on the students row: status and search. */
function studentConditions(filter: StudentFilter): SQL {
  const search = searchCondition(searchPrefix(filter.search));
  return sql.join(
    [
      filter.status ? sql`and ${students.status} = ${filter.status}` : sql``,
      search ? sql`and ${search}` : sql``,
    ],
    sql` `,
  );
}

/** The sections walked: class, section and a teacher's own sections, from the key onwards. */
function sectionConditions(tx: Tx, filter: StudentFilter, key: ListKey | undefined): SQL {
  const parts: SQL[] = [sql`${tenantIs(tx, 's')}`];
  if (filter.classId !== undefined) parts.push(sql`s.class_id = ${filter.classId}`);
  if (filter.sectionId !== undefined) parts.push(sql`s.id = ${filter.sectionId}`);
  if (filter.teacherId !== undefined)
    parts.push(sql`(s.class_teacher_id = ${filter.teacherId} or exists (
      select 1 from subject_teachers tch
      where ${tenantIs(tx, 'tch')} and tch.section_id = s.id and tch.teacher_id = ${filter.teacherId}))`);
  if (key?.kind === 'placed')
    parts.push(
      sql`(c.order_index, s.name, s.id) >= (${key.orderIndex}::int, ${key.sectionName}::varchar, ${key.sectionId}::int)`,
    );
  return sql.join(parts, sql` and `);
}

/** Placed students of the walked sections, each section's read in roll order from its index. */
function placedBranch(tx: Tx, filter: StudentFilter, key: ListKey | undefined, n: number): SQL {
  const after =
    key?.kind === 'placed'
      ? sql`and (sec.id <> ${key.sectionId}::int or e.roll_no > ${key.rollNo}::int)`
      : sql``;
  return sql`(select students.id, students.admission_no, students.first_name, students.last_name,
      students.gender, students.status, e.academic_year_id, sec.class_id, sec.class_name,
      sec.id as section_id, sec.name as section_name, sec.order_index, e.roll_no, 0 as branch
    from (select s.id, s.name, s.class_id, c.order_index, c.name as class_name
          from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where ${sectionConditions(tx, filter, key)}
          order by c.order_index, s.name, s.id) sec
    cross join lateral (
      select e.student_id, e.roll_no, e.academic_year_id from student_enrolments e
      where ${tenantIs(tx, 'e')} and e.section_id = sec.id and e.academic_year_id = ${yearOf(tx, filter)}
        ${after}
      order by e.roll_no) e
    join students on ${tenantIs(tx, 'students')} and students.id = e.student_id
      ${studentConditions(filter)}
    order by sec.order_index, sec.name, sec.id, e.roll_no
    limit ${n})`;
}

/** Students with no placement in the year, by name (students_list_idx), after the key. */
function unplacedBranch(tx: Tx, filter: StudentFilter, key: ListKey | undefined, n: number): SQL {
  const after =
    key?.kind === 'unplaced'
      ? sql`and (students.last_name, students.first_name, students.id) > (
          select k.last_name, k.first_name, k.id from students k
          where ${tenantIs(tx, 'k')} and k.id = ${key.studentId}::int)`
      : sql``;
  return sql`(select students.id, students.admission_no, students.first_name, students.last_name,
      students.gender, students.status, null::int as academic_year_id, null::int as class_id,
      null::varchar as class_name, null::int as section_id, null::varchar as section_name,
      null::int as order_index, null::int as roll_no, 1 as branch
    from students
    where ${tenantIs(tx, 'students')} ${studentConditions(filter)} ${after}
      and not exists (select 1 from student_enrolments e
        where ${tenantIs(tx, 'e')} and e.student_id = students.id
          and e.academic_year_id = ${yearOf(tx, filter)})
    order by students.last_name, students.first_name, students.id
    limit ${n})`;
}

/**
 * `n` rows of the list after `key` (from the start without one). Placed students come first;
 * the unplaced branch, after them in the UNION ALL, is only read once the placed run out (a
 * plain Append under a LIMIT reads its branches in turn), and never when a class, section or
 * teacher filter asks for placed students only. Its year name and primary guardian are joined
 * to the page's rows only.
 */
export function studentsPage(
  tx: Tx,
  filter: StudentFilter,
  key: ListKey | undefined,
  n: number,
): Promise<StudentListRow[]> {
  const placedOnly =
    filter.classId !== undefined ||
    filter.sectionId !== undefined ||
    filter.teacherId !== undefined;
  const branches: SQL[] = [];
  if (key?.kind !== 'unplaced') branches.push(placedBranch(tx, filter, key, n));
  if (!placedOnly) branches.push(unplacedBranch(tx, filter, key, n));
  // Sent at once (not on a later await) so finalReads can follow it with the commit.
  return tx
    .execute(sql`select p.id, p.admission_no, p.first_name, p.last_name, p.gender, p.status,
        p.academic_year_id, ay.name as academic_year_name, p.class_id, p.class_name,
        p.section_id, p.section_name, p.order_index, p.roll_no,
        g.name as guardian_name, g.mobile as guardian_mobile
      from ${branches.length === 1 ? branches[0] : sql`(${sql.join(branches, sql` union all `)} limit ${n})`} p
      left join academic_years ay on ${tenantIs(tx, 'ay')} and ay.id = p.academic_year_id
      left join student_guardians pg on ${tenantIs(tx, 'pg')} and pg.student_id = p.id
        and pg.is_primary
      left join guardians g on ${tenantIs(tx, 'g')} and g.id = pg.guardian_id
      order by p.branch, p.order_index, p.section_name, p.section_id, p.roll_no,
        p.last_name, p.first_name, p.id`)
    .then((result) => rowsOf<StudentListRow>(result));
}

/** How many students the list holds with these filters (asked for on the first page only). */
export function countStudents(tx: Tx, filter: StudentFilter): Promise<number> {
  const year =
    filter.yearId === 'current'
      ? sql`(${tx
          .select({ id: academicYears.id })
          .from(academicYears)
          .where(
            and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.is_current, true)),
          )})`
      : sql`${filter.yearId}`;
  const teacherSections = (teacherId: number) =>
    or(
      inArray(
        studentEnrolments.section_id,
        tx
          .select({ id: sections.id })
          .from(sections)
          .where(
            and(inCallersTenant(tx, sections.tenant_id), eq(sections.class_teacher_id, teacherId)),
          ),
      ),
      inArray(
        studentEnrolments.section_id,
        tx
          .select({ id: subjectTeachers.section_id })
          .from(subjectTeachers)
          .where(
            and(
              inCallersTenant(tx, subjectTeachers.tenant_id),
              eq(subjectTeachers.teacher_id, teacherId),
            ),
          ),
      ),
    );
  return tx
    .select({ n: count() })
    .from(students)
    .leftJoin(
      studentEnrolments,
      and(
        eq(studentEnrolments.tenant_id, students.tenant_id),
        eq(studentEnrolments.student_id, students.id),
        sql`${studentEnrolments.academic_year_id} = ${year}`,
      ),
    )
    .leftJoin(
      sections,
      and(
        eq(sections.tenant_id, students.tenant_id),
        eq(sections.id, studentEnrolments.section_id),
      ),
    )
    .where(
      and(
        inCallersTenant(tx, students.tenant_id),
        searchCondition(searchPrefix(filter.search)),
        filter.status ? eq(students.status, filter.status) : undefined,
        filter.classId === undefined ? undefined : eq(sections.class_id, filter.classId),
        filter.sectionId === undefined
          ? undefined
          : eq(studentEnrolments.section_id, filter.sectionId),
        filter.teacherId === undefined ? undefined : teacherSections(filter.teacherId),
      ),
    )
    .then(([row]) => row?.n ?? 0);
}
