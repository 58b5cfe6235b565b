// The students list's SQL: a page walked by key (docs/bench.md, "The students list by key") and,
// on the first page only, the count of the whole list.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotSql } from '../../db/hot.js';
import type { students } from '../../db/schema/school.js';
import { callersTenantId } from '../../db/scope.js';
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

// Every statement is built once per shape of the filters (which are given, the cursor's kind,
// school or platform scope) with placeholders for the values, and then runs as a named prepared
// statement with no Drizzle work per request.
const P = {
  tenant: sql.placeholder('tenant'),
  status: sql.placeholder('status'),
  searchFrom: sql.placeholder('searchFrom'),
  searchTo: sql.placeholder('searchTo'),
  classId: sql.placeholder('classId'),
  sectionId: sql.placeholder('sectionId'),
  teacherId: sql.placeholder('teacherId'),
  yearId: sql.placeholder('yearId'),
  keyOrder: sql.placeholder('keyOrder'),
  keySectionName: sql.placeholder('keySectionName'),
  keySection: sql.placeholder('keySection'),
  keyRoll: sql.placeholder('keyRoll'),
  keyStudent: sql.placeholder('keyStudent'),
  n: sql.placeholder('n'),
};

/** Which parts a statement has: its name, and what it is built from. */
interface Shape {
  school: boolean;
  status: boolean;
  search: boolean;
  classId: boolean;
  sectionId: boolean;
  teacherId: boolean;
  currentYear: boolean;
  key: 'none' | 'placed' | 'unplaced';
}

function shapeOf(tx: Tx, filter: StudentFilter, key: ListKey | undefined): Shape {
  return {
    school: callersTenantId(tx) !== null,
    status: filter.status !== undefined,
    search: searchPrefix(filter.search) !== '',
    classId: filter.classId !== undefined,
    sectionId: filter.sectionId !== undefined,
    teacherId: filter.teacherId !== undefined,
    currentYear: filter.yearId === 'current',
    key: key?.kind ?? 'none',
  };
}

const nameOf = (prefix: string, shape: Shape) =>
  `${prefix}_${Object.values(shape)
    .map((part) => (part === true ? 1 : part === false ? 0 : part[0]))
    .join('')}`;

function valuesOf(tx: Tx, filter: StudentFilter, key: ListKey | undefined, n: number) {
  const prefix = searchPrefix(filter.search);
  return {
    tenant: callersTenantId(tx),
    status: filter.status,
    searchFrom: prefix,
    searchTo: prefix ? prefixEnd(prefix) : undefined,
    classId: filter.classId,
    sectionId: filter.sectionId,
    teacherId: filter.teacherId,
    yearId: filter.yearId === 'current' ? undefined : filter.yearId,
    keyOrder: key?.kind === 'placed' ? key.orderIndex : undefined,
    keySectionName: key?.kind === 'placed' ? key.sectionName : undefined,
    keySection: key?.kind === 'placed' ? key.sectionId : undefined,
    keyRoll: key?.kind === 'placed' ? key.rollNo : undefined,
    keyStudent: key?.kind === 'unplaced' ? key.studentId : undefined,
    n,
  };
}

/** One built statement per shape (at most a few hundred shapes exist). */
function byShape<T>(prefix: string, build: (shape: Shape) => SQL) {
  const built = new Map<string, ReturnType<typeof hotSql<T>>>();
  return (shape: Shape) => {
    const name = nameOf(prefix, shape);
    let statement = built.get(name);
    if (!statement) {
      statement = hotSql<T>(name, build(shape));
      built.set(name, statement);
    }
    return statement;
  };
}

/** `col = tenant` in a school's scope; nothing in the platform's (row-level security decides). */
function tenantIs(shape: Shape, column: string): SQL {
  return shape.school ? sql`${sql.identifier(column)}.tenant_id = ${P.tenant}` : sql`true`;
}

function yearOf(shape: Shape): SQL {
  return shape.currentYear
    ? sql`(select ay.id from academic_years ay where ${tenantIs(shape, 'ay')} and ay.is_current)`
    : sql`${P.yearId}::int`;
}

/**
 * Prefix search as ranges over the lowercase "C"-collated keys: text comparisons are leakproof,
 * so under row-level security they are index conditions (ILIKE is not; docs/bench.md).
 */
const SEARCH = sql`(
  (students.name_key >= ${P.searchFrom} and students.name_key < ${P.searchTo})
  or (students.last_name_key >= ${P.searchFrom} and students.last_name_key < ${P.searchTo})
  or (students.admission_key >= ${P.searchFrom} and students.admission_key < ${P.searchTo}))`;

/** The conditions on the students row: status and search. */
function studentConditions(shape: Shape): SQL {
  return sql.join(
    [
      shape.status ? sql`and students.status = ${P.status}` : sql``,
      shape.search ? sql`and ${SEARCH}` : sql``,
    ],
    sql` `,
  );
}

/** The sections walked: class, section and a teacher's own sections, from the key onwards. */
function sectionConditions(shape: Shape): SQL {
  const parts: SQL[] = [tenantIs(shape, 's')];
  if (shape.classId) parts.push(sql`s.class_id = ${P.classId}`);
  if (shape.sectionId) parts.push(sql`s.id = ${P.sectionId}`);
  if (shape.teacherId)
    parts.push(sql`(s.class_teacher_id = ${P.teacherId} or exists (
      select 1 from subject_teachers tch
      where ${tenantIs(shape, 'tch')} and tch.section_id = s.id and tch.teacher_id = ${P.teacherId}))`);
  if (shape.key === 'placed')
    parts.push(
      sql`(c.order_index, s.name, s.id) >= (${P.keyOrder}::int, ${P.keySectionName}::varchar, ${P.keySection}::int)`,
    );
  return sql.join(parts, sql` and `);
}

/** Placed students of the walked sections, each section's read in roll order from its index. */
function placedBranch(shape: Shape): SQL {
  const after =
    shape.key === 'placed'
      ? sql`and (sec.id <> ${P.keySection}::int or e.roll_no > ${P.keyRoll}::int)`
      : sql``;
  return sql`(select students.id, students.admission_no, students.first_name, students.last_name,
      students.gender, students.status, e.academic_year_id, sec.class_id, sec.class_name,
      sec.id as section_id, sec.name as section_name, sec.order_index, e.roll_no, 0 as branch
    from (select s.id, s.name, s.class_id, c.order_index, c.name as class_name
          from sections s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
          where ${sectionConditions(shape)}
          order by c.order_index, s.name, s.id) sec
    cross join lateral (
      select e.student_id, e.roll_no, e.academic_year_id from student_enrolments e
      where ${tenantIs(shape, 'e')} and e.section_id = sec.id and e.academic_year_id = ${yearOf(shape)}
        ${after}
      order by e.roll_no) e
    join students on ${tenantIs(shape, 'students')} and students.id = e.student_id
      ${studentConditions(shape)}
    order by sec.order_index, sec.name, sec.id, e.roll_no
    limit ${P.n})`;
}

/** Students with no placement in the year, by name (students_list_idx), after the key. */
function unplacedBranch(shape: Shape): SQL {
  const after =
    shape.key === 'unplaced'
      ? sql`and (students.last_name, students.first_name, students.id) > (
          select k.last_name, k.first_name, k.id from students k
          where ${tenantIs(shape, 'k')} and k.id = ${P.keyStudent}::int)`
      : sql``;
  return sql`(select students.id, students.admission_no, students.first_name, students.last_name,
      students.gender, students.status, null::int as academic_year_id, null::int as class_id,
      null::varchar as class_name, null::int as section_id, null::varchar as section_name,
      null::int as order_index, null::int as roll_no, 1 as branch
    from students
    where ${tenantIs(shape, 'students')} ${studentConditions(shape)} ${after}
      and not exists (select 1 from student_enrolments e
        where ${tenantIs(shape, 'e')} and e.student_id = students.id
          and e.academic_year_id = ${yearOf(shape)})
    order by students.last_name, students.first_name, students.id
    limit ${P.n})`;
}

/**
 * A page: placed students come first; the unplaced branch, after them in the UNION ALL, is only
 * read once the placed run out (a plain Append under a LIMIT reads its branches in turn), and
 * never when a class, section or teacher filter asks for placed students only. Its year name and
 * primary guardian are joined to the page's rows only.
 */
const pageStatement = byShape<StudentListRow>('students_page', (shape) => {
  const placedOnly = shape.classId || shape.sectionId || shape.teacherId;
  const branches: SQL[] = [];
  if (shape.key !== 'unplaced') branches.push(placedBranch(shape));
  if (!placedOnly) branches.push(unplacedBranch(shape));
  return sql`select p.id, p.admission_no, p.first_name, p.last_name, p.gender, p.status,
        p.academic_year_id, ay.name as academic_year_name, p.class_id, p.class_name,
        p.section_id, p.section_name, p.order_index, p.roll_no,
        g.name as guardian_name, g.mobile as guardian_mobile
      from ${branches.length === 1 ? branches[0] : sql`(${sql.join(branches, sql` union all `)} limit ${P.n})`} p
      left join academic_years ay on ${tenantIs(shape, 'ay')} and ay.id = p.academic_year_id
      left join student_guardians pg on ${tenantIs(shape, 'pg')} and pg.student_id = p.id
        and pg.is_primary
      left join guardians g on ${tenantIs(shape, 'g')} and g.id = pg.guardian_id
      order by p.branch, p.order_index, p.section_name, p.section_id, p.roll_no,
        p.last_name, p.first_name, p.id`;
});

/**
 * `n` rows of the list after `key` (from the start without one). Sent at once (not on a later
 * await) so finalReads can follow it with the commit.
 */
export function studentsPage(
  tx: Tx,
  filter: StudentFilter,
  key: ListKey | undefined,
  n: number,
): Promise<StudentListRow[]> {
  return pageStatement(shapeOf(tx, filter, key))(tx, valuesOf(tx, filter, key, n));
}

const countStatement = byShape<{ n: number }>('students_count', (shape) => {
  const teacherSections = sql`(e.section_id in (select s.id from sections s
        where ${tenantIs(shape, 's')} and s.class_teacher_id = ${P.teacherId})
      or e.section_id in (select t.section_id from subject_teachers t
        where ${tenantIs(shape, 't')} and t.teacher_id = ${P.teacherId}))`;
  return sql`select count(*)::int as n from students
    left join student_enrolments e on e.tenant_id = students.tenant_id
      and e.student_id = students.id and e.academic_year_id = ${yearOf(shape)}
    left join sections s2 on s2.tenant_id = students.tenant_id and s2.id = e.section_id
    where ${tenantIs(shape, 'students')} ${studentConditions(shape)}
      ${shape.classId ? sql`and s2.class_id = ${P.classId}` : sql``}
      ${shape.sectionId ? sql`and e.section_id = ${P.sectionId}` : sql``}
      ${shape.teacherId ? sql`and ${teacherSections}` : sql``}`;
});

/** How many students the list holds with these filters (asked for on the first page only). */
export function countStudents(tx: Tx, filter: StudentFilter): Promise<number> {
  const shape = shapeOf(tx, filter, undefined);
  return countStatement(shape)(tx, valuesOf(tx, filter, undefined, 0)).then(([row]) =>
    Number(row?.n ?? 0),
  );
}
