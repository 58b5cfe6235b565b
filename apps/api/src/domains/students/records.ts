// The writes that several operations share (a new student, admissions, import, promotion):
// inserting a student, placing one in a section, linking a guardian.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  guardians,
  sections,
  studentEnrolments,
  studentGuardians,
  students,
} from '../../db/schema/school.js';
import { inCallersTenant } from '../../db/scope.js';
import { conflict, notFound } from '../../http/errors.js';
import type { GuardianValues } from './guardian-input.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';

type NewStudent = Omit<typeof students.$inferInsert, 'tenant_id' | 'id'>;

export async function insertStudent(tx: Tx, tenantId: number, values: NewStudent) {
  const [row] = await tx
    .insert(students)
    .values({ ...values, tenant_id: tenantId })
    .returning();
  return row!;
}

/** The section, locked so that roll numbers and head counts of it are decided one at a time. */
export async function lockSection(tx: Tx, sectionId: number) {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(inCallersTenant(tx, sections.tenant_id), eq(sections.id, sectionId)))
    .for('update');
  if (!row) throw notFound(M.sectionNotFound);
  return row;
}

/**
 * Places a student in a section for a year (replacing their placement in that year). Roll
 * number: the one given, else the next free one. Refuses a full section (409).
 */
export async function placeInSection(
  tx: Tx,
  tenantId: number,
  studentId: number,
  yearId: number,
  sectionId: number,
  rollNo?: number,
): Promise<{ roll_no: number; previous: { section_id: number; roll_no: number } | null }> {
  const section = await lockSection(tx, sectionId);
  const [previous] = await tx
    .select({ section_id: studentEnrolments.section_id, roll_no: studentEnrolments.roll_no })
    .from(studentEnrolments)
    .where(
      and(
        inCallersTenant(tx, studentEnrolments.tenant_id),
        eq(studentEnrolments.student_id, studentId),
        eq(studentEnrolments.academic_year_id, yearId),
      ),
    );
  if (section.capacity !== null && previous?.section_id !== sectionId) {
    const placed = await repo.countInSection(tx, yearId, sectionId);
    if (placed >= section.capacity)
      throw conflict(M.sectionFull({ name: section.name, capacity: section.capacity }));
  }
  const roll = rollNo ?? (await repo.nextRollNo(tx, yearId, sectionId));
  await tx
    .insert(studentEnrolments)
    .values({
      tenant_id: tenantId,
      student_id: studentId,
      academic_year_id: yearId,
      section_id: sectionId,
      roll_no: roll,
    })
    .onConflictDoUpdate({
      target: [
        studentEnrolments.tenant_id,
        studentEnrolments.student_id,
        studentEnrolments.academic_year_id,
      ],
      set: { section_id: sectionId, roll_no: roll },
    });
  return { roll_no: roll, previous: previous ?? null };
}

/**
 * Links a guardian to a student: the school's guardian with the same CNIC if there is one, else
 * a new guardian. A primary link moves the student's primary mark to this guardian; a student's
 * first guardian is always primary.
 */
export async function linkGuardian(
  tx: Tx,
  tenantId: number,
  studentId: number,
  values: GuardianValues | { id: number },
  isPrimary: boolean,
): Promise<{ guardianId: number; created: boolean }> {
  let guardianId: number;
  let created = false;
  if ('id' in values) {
    guardianId = values.id;
  } else {
    const existing = values.cnic ? await repo.findGuardianByCnic(tx, values.cnic) : undefined;
    if (existing) {
      guardianId = existing.id;
    } else {
      const [row] = await tx
        .insert(guardians)
        .values({ ...values, tenant_id: tenantId })
        .returning({ id: guardians.id });
      guardianId = row!.id;
      created = true;
    }
  }
  const links = await tx
    .select()
    .from(studentGuardians)
    .where(
      and(
        inCallersTenant(tx, studentGuardians.tenant_id),
        eq(studentGuardians.student_id, studentId),
      ),
    );
  if (links.some((link) => link.guardian_id === guardianId)) throw conflict(M.alreadyLinked);
  const primary = isPrimary || links.length === 0;
  if (primary && links.some((link) => link.is_primary)) {
    await tx
      .update(studentGuardians)
      .set({ is_primary: false })
      .where(
        and(
          inCallersTenant(tx, studentGuardians.tenant_id),
          eq(studentGuardians.student_id, studentId),
          eq(studentGuardians.is_primary, true),
        ),
      );
  }
  await tx.insert(studentGuardians).values({
    tenant_id: tenantId,
    student_id: studentId,
    guardian_id: guardianId,
    is_primary: primary,
  });
  return { guardianId, created };
}
