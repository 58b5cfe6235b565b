import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import {
  academicYears,
  classes,
  sections,
  studentEnrolments,
  subjects,
  subjectTeachers,
  terms,
} from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';

export type YearRow = typeof academicYears.$inferSelect;
export type TermRow = typeof terms.$inferSelect;
type ClassRow = typeof classes.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;

// ------------------------------------------------------------------ years and terms

export async function listYears(tx: Tx): Promise<YearRow[]> {
  return tx
    .select()
    .from(academicYears)
    .where(inCallersTenant(tx, academicYears.tenant_id))
    .orderBy(desc(academicYears.starts_on), desc(academicYears.id));
}

export async function listTerms(tx: Tx, yearIds: number[]): Promise<TermRow[]> {
  if (!yearIds.length) return [];
  return tx
    .select()
    .from(terms)
    .where(and(inCallersTenant(tx, terms.tenant_id), inArray(terms.academic_year_id, yearIds)))
    .orderBy(asc(terms.starts_on), asc(terms.id));
}

export async function findYear(tx: Tx, id: number, lock = false): Promise<YearRow | undefined> {
  const query = tx
    .select()
    .from(academicYears)
    .where(and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function yearWhere(tx: Tx, id: number) {
  return and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.id, id));
}

export async function currentYear(tx: Tx): Promise<YearRow | undefined> {
  const [row] = await tx
    .select()
    .from(academicYears)
    .where(and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.is_current, true)));
  return row;
}

export async function countYears(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(academicYears)
    .where(inCallersTenant(tx, academicYears.tenant_id));
  return row?.n ?? 0;
}

/** Moves the current mark to one year: the old one is unset first (at most one is current). */
export async function makeCurrent(tx: Tx, id: number): Promise<void> {
  await tx
    .update(academicYears)
    .set({ is_current: false })
    .where(and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.is_current, true)));
  await tx
    .update(academicYears)
    .set({ is_current: true })
    .where(and(inCallersTenant(tx, academicYears.tenant_id), eq(academicYears.id, id)));
}

// ------------------------------------------------------------------ classes, sections, subjects

export async function listClasses(tx: Tx): Promise<ClassRow[]> {
  return tx
    .select()
    .from(classes)
    .where(inCallersTenant(tx, classes.tenant_id))
    .orderBy(asc(classes.order_index), asc(classes.id));
}

export async function findClass(tx: Tx, id: number): Promise<ClassRow | undefined> {
  const [row] = await tx
    .select()
    .from(classes)
    .where(and(inCallersTenant(tx, classes.tenant_id), eq(classes.id, id)));
  return row;
}

export async function nextClassOrder(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ top: max(classes.order_index) })
    .from(classes)
    .where(inCallersTenant(tx, classes.tenant_id));
  return row?.top === null || row?.top === undefined ? 0 : Math.min(row.top + 1, 1000);
}

export interface SectionView extends SectionRow {
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  student_count: number;
}

/** Sections (of some classes, or all) with their class teacher and current-year head count. */
export async function listSections(
  tx: Tx,
  where: { classIds?: number[]; sectionId?: number },
  yearId: number | null,
): Promise<SectionView[]> {
  const placed = tx
    .select({ section_id: studentEnrolments.section_id, n: count().as('n') })
    .from(studentEnrolments)
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        eq(studentEnrolments.academic_year_id, yearId ?? 0),
      ),
    )
    .groupBy(studentEnrolments.section_id)
    .as('placed');
  const conditions = [inCallersTenant(tx, sections.tenant_id)];
  if (where.classIds) {
    if (!where.classIds.length) return [];
    conditions.push(inArray(sections.class_id, where.classIds));
  }
  if (where.sectionId !== undefined) conditions.push(eq(sections.id, where.sectionId));
  const rows = await tx
    .select({
      section: sections,
      teacher_first_name: users.first_name,
      teacher_last_name: users.last_name,
      n: placed.n,
    })
    .from(sections)
    .leftJoin(users, eq(users.id, sections.class_teacher_id))
    .leftJoin(placed, eq(placed.section_id, sections.id))
    .where(and(...conditions))
    .orderBy(asc(sections.name), asc(sections.id));
  return rows.map((row) => ({
    ...row.section,
    teacher_first_name: row.teacher_first_name,
    teacher_last_name: row.teacher_last_name,
    student_count: Number(row.n ?? 0),
  }));
}

export async function findSection(tx: Tx, id: number): Promise<SectionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(inCallersTenant(tx, sections.tenant_id), eq(sections.id, id)));
  return row;
}

export async function findSubject(tx: Tx, id: number): Promise<SubjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(subjects)
    .where(and(inCallersTenant(tx, subjects.tenant_id), eq(subjects.id, id)));
  return row;
}

export interface SubjectTeacherView {
  subject_id: number;
  section_id: number;
  teacher_id: number;
  first_name: string;
  last_name: string;
}

export async function listSubjects(
  tx: Tx,
  where: { classIds?: number[]; subjectId?: number },
): Promise<{ subjects: SubjectRow[]; teachers: SubjectTeacherView[] }> {
  const conditions = [inCallersTenant(tx, subjects.tenant_id)];
  if (where.classIds) {
    if (!where.classIds.length) return { subjects: [], teachers: [] };
    conditions.push(inArray(subjects.class_id, where.classIds));
  }
  if (where.subjectId !== undefined) conditions.push(eq(subjects.id, where.subjectId));
  const rows = await tx
    .select()
    .from(subjects)
    .where(and(...conditions))
    .orderBy(asc(subjects.name), asc(subjects.id));
  if (!rows.length) return { subjects: [], teachers: [] };
  const teachers = await tx
    .select({
      subject_id: subjectTeachers.subject_id,
      section_id: subjectTeachers.section_id,
      teacher_id: subjectTeachers.teacher_id,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(subjectTeachers)
    .innerJoin(users, eq(users.id, subjectTeachers.teacher_id))
    .where(
      and(
        inCallersTenant(tx, subjectTeachers.tenant_id),
        inArray(
          subjectTeachers.subject_id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(subjectTeachers.section_id));
  return { subjects: rows, teachers };
}

/** A user of the caller's school who teaches (a teacher or an admin), if the id is one. */
export async function isTeacherOfSchool(
  tx: Tx,
  userId: number,
  tenantId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenant_id, tenantId),
        eq(users.is_active, true),
        sql`(${users.user_role} in ('teacher', 'admin') or ${users.is_tenant_admin})`,
      ),
    );
  return row !== undefined;
}

/** The sections a teacher reads: those they are class teacher of or teach a subject in. */
export async function sectionsOfTeacher(tx: Tx, teacherId: number): Promise<number[]> {
  const own = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(inCallersTenant(tx, sections.tenant_id), eq(sections.class_teacher_id, teacherId)));
  const taught = await tx
    .select({ id: subjectTeachers.section_id })
    .from(subjectTeachers)
    .where(
      and(
        inCallersTenant(tx, subjectTeachers.tenant_id),
        eq(subjectTeachers.teacher_id, teacherId),
      ),
    );
  return [...new Set([...own, ...taught].map((row) => row.id))];
}
