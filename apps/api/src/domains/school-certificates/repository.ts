// All SQL of the school certificates: the student's facts a certificate copies, the
// running number, the certificates themselves, the student's status. Every query runs in the
// caller's scoped transaction (row-level security keeps it to one school); the lookup by code
// runs in the platform scope for the public page.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../../db/schema/identity.js';
import { students } from '../../db/schema/school.js';
import {
  type SchoolCertificateKind,
  type SchoolCertificateRow,
  schoolCertificateCounters,
  schoolCertificates,
} from '../../db/schema/school-certificates.js';
import { inCallersTenant } from '../../db/scope.js';
import { guardiansOf, placementsOf } from '../students/repository.js';

export type { SchoolCertificateRow };

/** The student locked for the issue (two issues at once queue here), or undefined. */
export async function lockStudent(tx: Tx, studentId: number) {
  const [row] = await tx
    .select()
    .from(students)
    .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, studentId)))
    .for('update');
  return row;
}

export async function studentExists(tx: Tx, studentId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, studentId)));
  return Boolean(row);
}

export async function schoolName(tx: Tx, tenantId: number): Promise<string> {
  const [row] = await tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

/** The primary guardian's name and the latest class and section, as printed on the certificate. */
export async function studentContext(tx: Tx, studentId: number) {
  const [guardian] = await guardiansOf(tx, studentId);
  const [placement] = await placementsOf(tx, [studentId]);
  return {
    guardian_name: guardian?.guardian.name ?? null,
    class_name: placement ? `${placement.class_name} ${placement.section_name}`.trim() : null,
  };
}

/** The next number of a kind in a year: the counter row's upsert locks it until commit. */
export async function nextNumber(
  tx: Tx,
  tenantId: number,
  kind: SchoolCertificateKind,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(schoolCertificateCounters)
    .values({ tenant_id: tenantId, kind, year, last_number: 1 })
    .onConflictDoUpdate({
      target: [
        schoolCertificateCounters.tenant_id,
        schoolCertificateCounters.kind,
        schoolCertificateCounters.year,
      ],
      set: { last_number: sql`${schoolCertificateCounters.last_number} + 1` },
    })
    .returning({ last: schoolCertificateCounters.last_number });
  return row!.last;
}

export async function validOfKind(
  tx: Tx,
  studentId: number,
  kind: SchoolCertificateKind,
): Promise<SchoolCertificateRow | undefined> {
  const [row] = await tx
    .select()
    .from(schoolCertificates)
    .where(
      and(
        inCallersTenant(tx, schoolCertificates.tenant_id),
        eq(schoolCertificates.student_id, studentId),
        eq(schoolCertificates.kind, kind),
        eq(schoolCertificates.status, 'valid'),
      ),
    );
  return row;
}

export async function insertCertificate(
  tx: Tx,
  values: typeof schoolCertificates.$inferInsert,
): Promise<SchoolCertificateRow> {
  const [row] = await tx.insert(schoolCertificates).values(values).returning();
  return row!;
}

export async function setStudentStatus(tx: Tx, studentId: number, status: 'left'): Promise<void> {
  await tx
    .update(students)
    .set({ status, updated_at: new Date() })
    .where(and(inCallersTenant(tx, students.tenant_id), eq(students.id, studentId)));
}

export async function listForStudent(tx: Tx, studentId: number): Promise<SchoolCertificateRow[]> {
  return tx
    .select()
    .from(schoolCertificates)
    .where(
      and(
        inCallersTenant(tx, schoolCertificates.tenant_id),
        eq(schoolCertificates.student_id, studentId),
      ),
    )
    .orderBy(desc(schoolCertificates.created_at), desc(schoolCertificates.id))
    .limit(200);
}

export async function findForStudent(
  tx: Tx,
  studentId: number,
  id: number,
  lock = false,
): Promise<SchoolCertificateRow | undefined> {
  const query = tx
    .select()
    .from(schoolCertificates)
    .where(
      and(
        inCallersTenant(tx, schoolCertificates.tenant_id),
        eq(schoolCertificates.student_id, studentId),
        eq(schoolCertificates.id, id),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markRevoked(
  tx: Tx,
  id: number,
  by: number,
  reason: string | null,
): Promise<SchoolCertificateRow> {
  const [row] = await tx
    .update(schoolCertificates)
    .set({ status: 'revoked', revoked_at: new Date(), revoked_by: by, revoke_reason: reason })
    .where(and(inCallersTenant(tx, schoolCertificates.tenant_id), eq(schoolCertificates.id, id)))
    .returning();
  return row!;
}

/** Platform scope only (the public verification): by code across schools. */
export async function findByCode(tx: Tx, code: string): Promise<SchoolCertificateRow | undefined> {
  const [row] = await tx.select().from(schoolCertificates).where(eq(schoolCertificates.code, code));
  return row;
}
