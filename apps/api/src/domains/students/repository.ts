import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  type Placeholder,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { DrizzleTx, Tx } from '../../db/client.js';
import { hotQuery } from '../../db/hot.js';
import { courses, enrollments } from '../../db/schema/learning.js';
import {
  academicYears,
  classes,
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
} from '../../db/schema/school.js';
import { callersTenantId, inCallersTenant } from '../../db/scope.js';

export type StudentRow = typeof students.$inferSelect;
export type GuardianRow = typeof guardians.$inferSelect;

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
  return placementsQuery(tx, callersTenantId(tx), studentIds, yearId);
}

/**
 * Placements of students (ids or a subquery of them), in a year (an id or a subquery) if given,
 * in a tenant (an id, a placeholder, or null in platform scope).
 */
function placementsQuery(
  tx: DrizzleTx,
  tenant: number | SQLWrapper | null,
  studentIds: number[] | SQLWrapper,
  yearId?: number | SQLWrapper,
) {
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
        tenant === null ? undefined : eq(studentEnrolments.tenant_id, tenant),
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

/**
 * The students a parent account is a guardian of, as a query to run or to nest as a subquery:
 * tenant (null in platform scope) and user as values, or as placeholders of a built statement.
 */
function guardianChildren(
  tx: DrizzleTx,
  tenant: number | Placeholder | null,
  user: number | Placeholder,
) {
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
    .where(
      and(
        tenant === null ? undefined : eq(guardians.tenant_id, tenant),
        eq(guardians.user_id, user),
      ),
    );
}

/** The ids of the students a parent account is a guardian of. */
export async function childrenOfParent(tx: Tx, userId: number): Promise<number[]> {
  const rows = await guardianChildren(tx, callersTenantId(tx), userId);
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
// A parent's children, as a subquery of the statements below.
const parentsChildren = (tx: DrizzleTx) =>
  guardianChildren(tx, sql.placeholder('tenant'), sql.placeholder('user'));

const childrenRows = hotQuery<StudentRow[]>('parent_children_rows', (tx) =>
  tx
    .select()
    .from(students)
    .where(
      and(
        eq(students.tenant_id, sql.placeholder('tenant')),
        inArray(students.id, parentsChildren(tx)),
      ),
    )
    .orderBy(students.first_name, students.id),
);

const childrenPlacements = hotQuery<PlacementRow[]>('parent_children_placements', (tx) =>
  placementsQuery(
    tx,
    sql.placeholder('tenant'),
    parentsChildren(tx),
    tx
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(
        and(
          eq(academicYears.tenant_id, sql.placeholder('tenant')),
          eq(academicYears.is_current, true),
        ),
      ),
  ),
);

const childrenCourses = hotQuery<{ user_id: number; id: number; title: string }[]>(
  'parent_children_courses',
  (tx) =>
    tx
      .select({ user_id: enrollments.user_id, id: courses.id, title: courses.title })
      .from(enrollments)
      .innerJoin(
        courses,
        and(eq(courses.tenant_id, enrollments.tenant_id), eq(courses.id, enrollments.course_id)),
      )
      .where(
        and(
          eq(enrollments.tenant_id, sql.placeholder('tenant')),
          inArray(
            enrollments.user_id,
            tx
              .select({ id: students.user_id })
              .from(students)
              .where(
                and(
                  eq(students.tenant_id, sql.placeholder('tenant')),
                  inArray(students.id, parentsChildren(tx)),
                ),
              ),
          ),
          eq(enrollments.payment_status, 'paid'),
          eq(enrollments.admin_approved, true),
          eq(enrollments.status, 'active'),
        ),
      )
      .orderBy(courses.title),
);

/**
 * A parent's children, their placements in the current year and their courses: three statements
 * built once, each finding the children itself, so all three leave in one round trip.
 */
export function childrenOverviewReads(tx: Tx, userId: number) {
  const tenant = callersTenantId(tx);
  if (tenant === null) throw new Error("A parent's children are read in a school's scope.");
  const values = { tenant, user: userId };
  return Promise.all([
    childrenRows(tx, values),
    childrenPlacements(tx, values),
    childrenCourses(tx, values),
  ]);
}
