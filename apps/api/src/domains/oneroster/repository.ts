// Every SQL statement of the OneRoster domain: the school's structure and people read whole for
// the export, and the bulk inserts of an import. All in the caller's school scope (RLS).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import {
  academicYears,
  classes,
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
  subjects,
  subjectTeachers,
  terms,
} from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';

export async function schoolOf(tx: Tx, tenantId: number) {
  const [row] = await tx
    .select({ id: tenants.id, name: tenants.name, slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

export async function readSchool(tx: Tx) {
  const years = await tx
    .select()
    .from(academicYears)
    .where(inCallersTenant(tx, academicYears.tenant_id))
    .orderBy(asc(academicYears.starts_on), asc(academicYears.id));
  const termRows = await tx
    .select()
    .from(terms)
    .where(inCallersTenant(tx, terms.tenant_id))
    .orderBy(asc(terms.starts_on), asc(terms.id));
  const classRows = await tx
    .select()
    .from(classes)
    .where(inCallersTenant(tx, classes.tenant_id))
    .orderBy(asc(classes.order_index), asc(classes.id));
  const sectionRows = await tx
    .select()
    .from(sections)
    .where(inCallersTenant(tx, sections.tenant_id))
    .orderBy(asc(sections.class_id), asc(sections.name), asc(sections.id));
  const subjectRows = await tx
    .select()
    .from(subjects)
    .where(inCallersTenant(tx, subjects.tenant_id))
    .orderBy(asc(subjects.class_id), asc(subjects.id));
  const subjectTeacherRows = await tx
    .select()
    .from(subjectTeachers)
    .where(inCallersTenant(tx, subjectTeachers.tenant_id))
    .orderBy(asc(subjectTeachers.section_id), asc(subjectTeachers.subject_id));
  const studentRows = await tx
    .select()
    .from(students)
    .where(inCallersTenant(tx, students.tenant_id))
    .orderBy(asc(students.admission_key), asc(students.id));
  const placements = await tx
    .select()
    .from(studentEnrolments)
    .where(inCallersTenant(tx, studentEnrolments.tenant_id))
    .orderBy(
      asc(studentEnrolments.academic_year_id),
      asc(studentEnrolments.section_id),
      asc(studentEnrolments.roll_no),
    );
  const guardianRows = await tx
    .select()
    .from(guardians)
    .where(inCallersTenant(tx, guardians.tenant_id))
    .orderBy(asc(guardians.id));
  const links = await tx
    .select()
    .from(studentGuardians)
    .where(inCallersTenant(tx, studentGuardians.tenant_id))
    .orderBy(asc(studentGuardians.student_id), asc(studentGuardians.guardian_id));
  const teacherIds = [
    ...new Set([
      ...sectionRows.flatMap((s) => (s.class_teacher_id ? [s.class_teacher_id] : [])),
      ...subjectTeacherRows.map((s) => s.teacher_id),
    ]),
  ];
  const teachers = await staffByIds(tx, teacherIds);
  return {
    years,
    terms: termRows,
    classes: classRows,
    sections: sectionRows,
    subjects: subjectRows,
    subjectTeachers: subjectTeacherRows,
    students: studentRows,
    placements,
    guardians: guardianRows,
    links,
    teachers,
  };
}

export type SchoolData = Awaited<ReturnType<typeof readSchool>>;

async function staffByIds(tx: Tx, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      phone: users.phone,
      is_active: users.is_active,
    })
    .from(users)
    .where(and(inCallersTenant(tx, users.tenant_id), inArray(users.id, ids)))
    .orderBy(asc(users.id));
}

/** The school's staff accounts (teachers and admins) with these e-mails (lowercase). */
export async function staffByEmail(tx: Tx, emails: string[]) {
  if (!emails.length) return [];
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inCallersTenant(tx, users.tenant_id),
        inArray(users.email, emails),
        inArray(users.user_role, ['teacher', 'admin']),
      ),
    );
}

// ------------------------------------------------------------------ writes of an import

export async function insertYear(tx: Tx, values: typeof academicYears.$inferInsert) {
  const [row] = await tx.insert(academicYears).values(values).returning({ id: academicYears.id });
  return row!.id;
}

export async function insertTerm(tx: Tx, values: typeof terms.$inferInsert) {
  const [row] = await tx.insert(terms).values(values).returning({ id: terms.id });
  return row!.id;
}

export async function insertClass(tx: Tx, values: typeof classes.$inferInsert) {
  const [row] = await tx.insert(classes).values(values).returning({ id: classes.id });
  return row!.id;
}

export async function insertSection(tx: Tx, values: typeof sections.$inferInsert) {
  const [row] = await tx.insert(sections).values(values).returning({ id: sections.id });
  return row!.id;
}

export async function setClassTeacher(tx: Tx, sectionId: number, teacherId: number) {
  await tx
    .update(sections)
    .set({ class_teacher_id: teacherId })
    .where(and(inCallersTenant(tx, sections.tenant_id), eq(sections.id, sectionId)));
}

export async function insertSubject(tx: Tx, values: typeof subjects.$inferInsert) {
  const [row] = await tx.insert(subjects).values(values).returning({ id: subjects.id });
  return row!.id;
}

export async function insertSubjectTeacher(tx: Tx, values: typeof subjectTeachers.$inferInsert) {
  const rows = await tx
    .insert(subjectTeachers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: subjectTeachers.subject_id });
  return rows.length;
}

export async function insertStudent(tx: Tx, values: typeof students.$inferInsert) {
  const [row] = await tx.insert(students).values(values).returning({ id: students.id });
  return row!.id;
}

export async function insertGuardian(tx: Tx, values: typeof guardians.$inferInsert) {
  const [row] = await tx.insert(guardians).values(values).returning({ id: guardians.id });
  return row!.id;
}

export async function insertLink(tx: Tx, values: typeof studentGuardians.$inferInsert) {
  const rows = await tx
    .insert(studentGuardians)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: studentGuardians.guardian_id });
  return rows.length;
}

export async function insertPlacement(tx: Tx, values: typeof studentEnrolments.$inferInsert) {
  const rows = await tx
    .insert(studentEnrolments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: studentEnrolments.student_id });
  return rows.length;
}
