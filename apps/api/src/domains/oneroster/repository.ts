// Every SQL statement of the OneRoster domain: the school's structure and people read whole for
// the export and the REST reads, the bulk inserts of an import, and the REST clients and their
// tokens. All in the caller's school scope (RLS), except the two look-ups that find the school
// from a credential (clientByClientId, tokenOwner: platform scope, one indexed row each).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import { onerosterClients, onerosterTokens } from '../../db/schema/oneroster.js';
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
    .select({
      id: tenants.id,
      name: tenants.name,
      slug: tenants.slug,
      updated_at: tenants.updated_at,
    })
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
      updated_at: users.updated_at,
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

/** A demographics.csv row's birth date and sex written onto a student the school has. */
export async function updateStudentDemographics(
  tx: Tx,
  id: number,
  values: Partial<Pick<typeof students.$inferInsert, 'gender' | 'date_of_birth'>>,
): Promise<void> {
  await tx
    .update(students)
    .set(values)
    .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, id)));
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

// ------------------------------------------------------------------ REST clients and tokens

const clientColumns = {
  id: onerosterClients.id,
  name: onerosterClients.name,
  client_id: onerosterClients.client_id,
  created_at: onerosterClients.created_at,
  last_used_at: onerosterClients.last_used_at,
};

export type ClientRow = {
  id: number;
  name: string;
  client_id: string;
  created_at: Date;
  last_used_at: Date | null;
};

/** The school's clients not revoked, newest first. */
export async function listClients(tx: Tx, limit: number): Promise<ClientRow[]> {
  return tx
    .select(clientColumns)
    .from(onerosterClients)
    .where(
      and(inCallersTenant(tx, onerosterClients.tenant_id), isNull(onerosterClients.revoked_at)),
    )
    .orderBy(desc(onerosterClients.created_at), desc(onerosterClients.id))
    .limit(limit);
}

export async function countClients(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(onerosterClients)
    .where(
      and(inCallersTenant(tx, onerosterClients.tenant_id), isNull(onerosterClients.revoked_at)),
    );
  return Number(row?.n ?? 0);
}

export async function insertClient(
  tx: Tx,
  values: {
    tenant_id: number;
    name: string;
    client_id: string;
    secret_hash: string;
    created_by: number;
  },
): Promise<ClientRow> {
  const [row] = await tx.insert(onerosterClients).values(values).returning(clientColumns);
  return row!;
}

/** Marks the client revoked and deletes its tokens; false when the school has no such client. */
export async function revokeClient(tx: Tx, id: number, at: Date): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(onerosterClients)
    .set({ revoked_at: at })
    .where(
      and(
        inCallersTenant(tx, onerosterClients.tenant_id),
        eq(onerosterClients.id, id),
        isNull(onerosterClients.revoked_at),
      ),
    )
    .returning(clientColumns);
  if (!row) return undefined;
  await tx
    .delete(onerosterTokens)
    .where(and(inCallersTenant(tx, onerosterTokens.tenant_id), eq(onerosterTokens.client_id, id)));
  return row;
}

/** Platform scope: the client a client_id names, with its school's state. */
export async function clientByClientId(tx: Tx, clientId: string) {
  const [row] = await tx
    .select({
      id: onerosterClients.id,
      tenant_id: onerosterClients.tenant_id,
      secret_hash: onerosterClients.secret_hash,
      revoked_at: onerosterClients.revoked_at,
      tenant_is_active: tenants.is_active,
    })
    .from(onerosterClients)
    .innerJoin(tenants, eq(tenants.id, onerosterClients.tenant_id))
    .where(eq(onerosterClients.client_id, clientId));
  return row;
}

/** In the client's school scope: a new token, and the client's expired ones cleared away. */
export async function insertToken(
  tx: Tx,
  values: {
    tenant_id: number;
    client_id: number;
    token_hash: string;
    expires_at: Date;
    scope: string;
  },
  now: Date,
): Promise<void> {
  await tx
    .delete(onerosterTokens)
    .where(
      and(
        inCallersTenant(tx, onerosterTokens.tenant_id),
        eq(onerosterTokens.client_id, values.client_id),
        lte(onerosterTokens.expires_at, now),
      ),
    );
  await tx.insert(onerosterTokens).values(values);
  await tx
    .update(onerosterClients)
    .set({ last_used_at: now })
    .where(
      and(
        inCallersTenant(tx, onerosterClients.tenant_id),
        eq(onerosterClients.id, values.client_id),
      ),
    );
}

/**
 * Platform scope: the school a bearer token reads, if the token is current, its client not
 * revoked and the school active.
 */
export async function tokenOwner(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({
      tenant_id: onerosterTokens.tenant_id,
      client_id: onerosterTokens.client_id,
      scope: onerosterTokens.scope,
    })
    .from(onerosterTokens)
    .innerJoin(
      onerosterClients,
      and(
        eq(onerosterClients.tenant_id, onerosterTokens.tenant_id),
        eq(onerosterClients.id, onerosterTokens.client_id),
      ),
    )
    .innerJoin(tenants, eq(tenants.id, onerosterTokens.tenant_id))
    .where(
      and(
        eq(onerosterTokens.token_hash, tokenHash),
        gt(onerosterTokens.expires_at, now),
        isNull(onerosterClients.revoked_at),
        eq(tenants.is_active, true),
      ),
    );
  return row;
}
