import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { courses, enrollments } from '../../db/schema/learning.js';
import {
  academicYears,
  classes,
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
  subjectTeachers,
} from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';

export type StudentRow = typeof students.$inferSelect;
export type GuardianRow = typeof guardians.$inferSelect;

/** The smallest string greater than every string starting with prefix (code-point order). */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/**
 * Prefix search as ranges over the lowercase "C"-collated keys: text comparisons are leakproof,
 * so under row-level security they are index conditions (ILIKE is not; docs/bench.md).
 */
function searchCondition(search: string): SQL | undefined {
  const prefix = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!prefix) return undefined;
  const end = prefixEnd(prefix);
  return or(
    and(gte(students.name_key, prefix), lt(students.name_key, end)),
    and(gte(students.last_name_key, prefix), lt(students.last_name_key, end)),
    and(gte(students.admission_key, prefix), lt(students.admission_key, end)),
  );
}

interface StudentFilter {
  search?: string | undefined;
  classId?: number | undefined;
  sectionId?: number | undefined;
  status?: StudentRow['status'] | undefined;
  /** The year whose placement is shown and filtered on, or the school's current one (none: no placement). */
  yearId: number | 'current';
  /** Teachers: only students placed in the sections this teacher leads or teaches. */
  teacherId?: number | undefined;
}

const primary = alias(studentGuardians, 'primary_link');

function listQuery(tx: Tx, filter: StudentFilter) {
  const conditions: (SQL | undefined)[] = [inCallersTenant(tx, students.tenant_id)];
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.status) conditions.push(eq(students.status, filter.status));
  if (filter.classId !== undefined) conditions.push(eq(sections.class_id, filter.classId));
  if (filter.sectionId !== undefined)
    conditions.push(eq(studentEnrolments.section_id, filter.sectionId));
  if (filter.teacherId !== undefined) {
    conditions.push(
      or(
        inArray(
          studentEnrolments.section_id,
          tx
            .select({ id: sections.id })
            .from(sections)
            .where(
              and(
                inCallersTenant(tx, sections.tenant_id),
                eq(sections.class_teacher_id, filter.teacherId),
              ),
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
                eq(subjectTeachers.teacher_id, filter.teacherId),
              ),
            ),
        ),
      ),
    );
  }
  const year =
    filter.yearId === 'current'
      ? sql`(${tx
          .select({ id: academicYears.id })
          .from(academicYears)
          .where(
            and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.is_current, true)),
          )})`
      : sql`${filter.yearId}`;
  const placementJoin = and(
    eq(studentEnrolments.tenant_id, students.tenant_id),
    eq(studentEnrolments.student_id, students.id),
    sql`${studentEnrolments.academic_year_id} = ${year}`,
  );
  return { conditions: and(...conditions), placementJoin };
}

/**
 * A page of the students list and its total as two reads sent at once: the year and the teacher's
 * sections are found inside each, so nothing is awaited before them (finalReads can follow them
 * with the commit).
 */
export function listStudents(tx: Tx, filter: StudentFilter, skip: number, limit: number) {
  const { conditions, placementJoin } = listQuery(tx, filter);
  const page = tx
    .select({
      student: {
        id: students.id,
        admission_no: students.admission_no,
        first_name: students.first_name,
        last_name: students.last_name,
        gender: students.gender,
        status: students.status,
      },
      placement: {
        academic_year_id: studentEnrolments.academic_year_id,
        academic_year_name: academicYears.name,
        class_id: classes.id,
        class_name: classes.name,
        section_id: sections.id,
        section_name: sections.name,
        roll_no: studentEnrolments.roll_no,
      },
      guardian: { name: guardians.name, mobile: guardians.mobile },
    })
    .from(students)
    .leftJoin(studentEnrolments, placementJoin)
    .leftJoin(
      sections,
      and(
        eq(sections.tenant_id, students.tenant_id),
        eq(sections.id, studentEnrolments.section_id),
      ),
    )
    .leftJoin(
      classes,
      and(eq(classes.tenant_id, students.tenant_id), eq(classes.id, sections.class_id)),
    )
    .leftJoin(
      academicYears,
      and(
        eq(academicYears.tenant_id, students.tenant_id),
        eq(academicYears.id, studentEnrolments.academic_year_id),
      ),
    )
    .leftJoin(
      primary,
      and(
        eq(primary.tenant_id, students.tenant_id),
        eq(primary.student_id, students.id),
        eq(primary.is_primary, true),
      ),
    )
    .leftJoin(
      guardians,
      and(eq(guardians.tenant_id, students.tenant_id), eq(guardians.id, primary.guardian_id)),
    )
    .where(conditions)
    .orderBy(
      sql`${classes.order_index} asc nulls last`,
      asc(sections.name),
      asc(studentEnrolments.roll_no),
      asc(students.last_name),
      asc(students.first_name),
      asc(students.id),
    )
    .limit(limit)
    .offset(skip)
    .then((rows) => rows);
  const total = tx
    .select({ n: count() })
    .from(students)
    .leftJoin(studentEnrolments, placementJoin)
    .leftJoin(
      sections,
      and(
        eq(sections.tenant_id, students.tenant_id),
        eq(sections.id, studentEnrolments.section_id),
      ),
    )
    .where(conditions)
    .then(([row]) => row?.n ?? 0);
  return Promise.all([page, total]).then(([rows, n]) => ({ rows, total: n }));
}

export async function findStudent(
  tx: Tx,
  id: number,
  lock = false,
): Promise<StudentRow | undefined> {
  const query = tx
    .select()
    .from(students)
    .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface PlacementRow {
  academic_year_id: number;
  academic_year_name: string;
  is_current: boolean;
  class_id: number;
  class_name: string;
  section_id: number;
  section_name: string;
  roll_no: number;
  student_id: number;
}

/** Placements of some students, newest year first. */
export async function placementsOf(
  tx: Tx,
  studentIds: number[],
  yearId?: number,
): Promise<PlacementRow[]> {
  if (!studentIds.length) return [];
  return placementsQuery(tx, studentIds, yearId);
}

/** Placements of students (ids or a subquery of them), in a year (an id or a subquery) if given. */
function placementsQuery(tx: Tx, studentIds: number[] | SQLWrapper, yearId?: number | SQLWrapper) {
  return tx
    .select({
      student_id: studentEnrolments.student_id,
      academic_year_id: studentEnrolments.academic_year_id,
      academic_year_name: academicYears.name,
      is_current: academicYears.is_current,
      class_id: classes.id,
      class_name: classes.name,
      section_id: sections.id,
      section_name: sections.name,
      roll_no: studentEnrolments.roll_no,
    })
    .from(studentEnrolments)
    .innerJoin(
      academicYears,
      and(
        eq(academicYears.tenant_id, studentEnrolments.tenant_id),
        eq(academicYears.id, studentEnrolments.academic_year_id),
      ),
    )
    .innerJoin(
      sections,
      and(
        eq(sections.tenant_id, studentEnrolments.tenant_id),
        eq(sections.id, studentEnrolments.section_id),
      ),
    )
    .innerJoin(
      classes,
      and(eq(classes.tenant_id, sections.tenant_id), eq(classes.id, sections.class_id)),
    )
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        inArray(studentEnrolments.student_id, studentIds),
        yearId === undefined
          ? undefined
          : typeof yearId === 'number'
            ? eq(studentEnrolments.academic_year_id, yearId)
            : inArray(studentEnrolments.academic_year_id, yearId),
      ),
    )
    .orderBy(desc(academicYears.starts_on));
}

export async function guardiansOf(tx: Tx, studentId: number) {
  return tx
    .select({ guardian: guardians, is_primary: studentGuardians.is_primary })
    .from(studentGuardians)
    .innerJoin(
      guardians,
      and(
        eq(guardians.tenant_id, studentGuardians.tenant_id),
        eq(guardians.id, studentGuardians.guardian_id),
      ),
    )
    .where(
      and(
        inCallersTenant(tx, studentGuardians.tenant_id),
        eq(studentGuardians.student_id, studentId),
      ),
    )
    .orderBy(desc(studentGuardians.is_primary), asc(guardians.id));
}

export async function findGuardian(
  tx: Tx,
  id: number,
  lock = false,
): Promise<GuardianRow | undefined> {
  const query = tx
    .select()
    .from(guardians)
    .where(and(inCallersTenant(tx, guardians.tenant_id), eq(guardians.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findGuardianByCnic(tx: Tx, cnic: string): Promise<GuardianRow | undefined> {
  const [row] = await tx
    .select()
    .from(guardians)
    .where(and(inCallersTenant(tx, guardians.tenant_id), eq(guardians.cnic, cnic)));
  return row;
}

/** The students a parent account is a guardian of, as a query to run or to nest as a subquery. */
function childrenQuery(tx: Tx, userId: number) {
  return tx
    .select({ id: studentGuardians.student_id })
    .from(studentGuardians)
    .innerJoin(
      guardians,
      and(
        eq(guardians.tenant_id, studentGuardians.tenant_id),
        eq(guardians.id, studentGuardians.guardian_id),
      ),
    )
    .where(and(inCallersTenant(tx, guardians.tenant_id), eq(guardians.user_id, userId)));
}

/** The ids of the students a parent account is a guardian of. */
export async function childrenOfParent(tx: Tx, userId: number): Promise<number[]> {
  const rows = await childrenQuery(tx, userId);
  return rows.map((row) => row.id);
}

/** The next free roll number of a section in a year (1 for an empty section). */
export async function nextRollNo(tx: Tx, yearId: number, sectionId: number): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${studentEnrolments.roll_no})` })
    .from(studentEnrolments)
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        eq(studentEnrolments.academic_year_id, yearId),
        eq(studentEnrolments.section_id, sectionId),
      ),
    );
  return (row?.top ?? 0) + 1;
}

export async function countInSection(tx: Tx, yearId: number, sectionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(studentEnrolments)
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        eq(studentEnrolments.academic_year_id, yearId),
        eq(studentEnrolments.section_id, sectionId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A parent's children overview as three reads that need nothing from each other (the children
 * found by a subquery in each): the children, their placements this year, their courses. Each is
 * `.then`-ed at once so all are sent before finalReads sends the commit.
 */
export function childrenOverviewReads(tx: Tx, userId: number) {
  const children = childrenQuery(tx, userId);
  const current = tx
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.is_current, true)));
  const accounts = tx
    .select({ id: students.user_id })
    .from(students)
    .where(and(inCallersTenant(tx, students.tenant_id), inArray(students.id, children)));
  return Promise.all([
    tx
      .select()
      .from(students)
      .where(and(inCallersTenant(tx, students.tenant_id), inArray(students.id, children)))
      .orderBy(students.first_name, students.id)
      .then((rows) => rows),
    placementsQuery(tx, children, current).then((rows) => rows),
    tx
      .select({ user_id: enrollments.user_id, id: courses.id, title: courses.title })
      .from(enrollments)
      .innerJoin(
        courses,
        and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
      )
      .where(
        and(
          inCallersTenant(tx, enrollments.tenant_id),
          inArray(enrollments.user_id, accounts),
          eq(enrollments.payment_status, 'paid'),
          eq(enrollments.admin_approved, true),
          eq(enrollments.status, 'active'),
        ),
      )
      .orderBy(courses.title)
      .then((rows) => rows),
  ]);
}
