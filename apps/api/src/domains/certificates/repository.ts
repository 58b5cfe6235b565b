import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { certificates } from '../../db/schema/certificates.js';
import { tenants, users } from '../../db/schema/identity.js';
import { assessments, courses, lessons } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';

export type CertificateRecord = typeof certificates.$inferSelect;

export async function listUserCertificates(tx: Tx, userId: number): Promise<CertificateRecord[]> {
  return tx
    .select()
    .from(certificates)
    .where(eq(certificates.user_id, userId))
    .orderBy(desc(certificates.issued_at), desc(certificates.id));
}

/** The tenant is named, not left to row-level security, so the count uses the tenant-led index. */
export async function countUserCertificates(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(certificates)
    .where(and(eq(certificates.tenant_id, tenantId), eq(certificates.user_id, userId)));
  return row?.value ?? 0;
}

export async function findCertificate(tx: Tx, id: number): Promise<CertificateRecord | undefined> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), inCallersTenant(tx, certificates.tenant_id)));
  return row;
}

/** Platform scope only (the public verification): by code across tenants. */
export async function findByCode(tx: Tx, code: string): Promise<CertificateRecord | undefined> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

export async function findForCourse(
  tx: Tx,
  course: { tenant_id: number; id: number },
  userId: number,
): Promise<CertificateRecord | undefined> {
  const [row] = await tx
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.tenant_id, course.tenant_id),
        eq(certificates.course_id, course.id),
        eq(certificates.user_id, userId),
      ),
    );
  return row;
}

/** What a certificate shows, read at issue: the learner's name, the course, the school. */
export async function issueFacts(
  tx: Tx,
  course: { tenant_id: number; id: number },
  userId: number,
) {
  const [row] = await tx
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      course_title: courses.title,
      school_name: tenants.name,
    })
    .from(courses)
    .innerJoin(tenants, eq(tenants.id, courses.tenant_id))
    .innerJoin(users, eq(users.id, userId))
    .where(and(eq(courses.tenant_id, course.tenant_id), eq(courses.id, course.id)));
  return row;
}

export async function nextCertificateId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select nextval('certificates_id_seq') as id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

/** Inserts unless the learner already holds this course's certificate (then undefined). */
export async function insertCertificate(
  tx: Tx,
  values: typeof certificates.$inferInsert,
): Promise<CertificateRecord | undefined> {
  const [row] = await tx
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({
      target: [certificates.tenant_id, certificates.course_id, certificates.user_id],
    })
    .returning();
  return row;
}

/** The published quizzes of a course with the rules that decide whether each is done. */
export async function publishedQuizzes(tx: Tx, course: { tenant_id: number; id: number }) {
  return tx
    .select({
      id: assessments.id,
      max_attempts: assessments.max_attempts,
      attempts_policy: assessments.attempts_policy,
      passing_score: assessments.passing_score,
    })
    .from(assessments)
    .where(
      and(
        eq(assessments.tenant_id, course.tenant_id),
        eq(assessments.course_id, course.id),
        eq(assessments.is_published, true),
      ),
    );
}

/** The published lessons of type quiz that open this quiz. */
export async function lessonsOpeningQuiz(tx: Tx, quiz: { tenant_id: number; id: number }) {
  return tx
    .select({ tenant_id: lessons.tenant_id, id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.tenant_id, quiz.tenant_id),
        eq(lessons.assessment_id, quiz.id),
        eq(lessons.content_type, 'quiz'),
      ),
    );
}
