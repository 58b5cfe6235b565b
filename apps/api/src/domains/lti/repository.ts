// Every SQL statement of the LTI domain. All in the caller's school scope (RLS), except the
// look-ups that find the school from what a platform or a browser brings before any school is
// known (platformByPublicId, signInOwner: platform scope, one indexed row each).
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants, users } from '../../db/schema/identity.js';
import { assessments, courses, enrollments, submissions } from '../../db/schema/learning.js';
import {
  ltiAccounts,
  ltiDeepLinks,
  ltiGradeLinks,
  ltiPlatforms,
  ltiSignIns,
  ltiStates,
} from '../../db/schema/lti.js';
import { inCallersTenant } from '../../db/scope.js';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

export async function listPlatforms(tx: Tx, limit: number): Promise<PlatformRow[]> {
  return tx
    .select()
    .from(ltiPlatforms)
    .where(inCallersTenant(tx, ltiPlatforms.tenant_id))
    .orderBy(desc(ltiPlatforms.created_at), desc(ltiPlatforms.id))
    .limit(limit);
}

export async function countPlatforms(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(ltiPlatforms)
    .where(inCallersTenant(tx, ltiPlatforms.tenant_id));
  return row?.n ?? 0;
}

export async function insertPlatform(
  tx: Tx,
  values: typeof ltiPlatforms.$inferInsert,
): Promise<PlatformRow> {
  const [row] = await tx.insert(ltiPlatforms).values(values).returning();
  return row!;
}

export async function deletePlatform(tx: Tx, id: number): Promise<PlatformRow | undefined> {
  const [row] = await tx
    .delete(ltiPlatforms)
    .where(and(inCallersTenant(tx, ltiPlatforms.tenant_id), eq(ltiPlatforms.id, id)))
    .returning();
  return row;
}

/** Platform scope: the registration a tool URL names, with whether its school is active. */
export async function platformByPublicId(tx: Tx, publicId: string) {
  const [row] = await tx
    .select({ platform: ltiPlatforms, school_active: tenants.is_active })
    .from(ltiPlatforms)
    .innerJoin(tenants, eq(tenants.id, ltiPlatforms.tenant_id))
    .where(eq(ltiPlatforms.public_id, publicId));
  return row;
}

export async function insertState(
  tx: Tx,
  values: typeof ltiStates.$inferInsert,
  now: Date,
): Promise<void> {
  // Expired states of the school are swept as new ones are made (no separate job).
  await tx
    .delete(ltiStates)
    .where(and(inCallersTenant(tx, ltiStates.tenant_id), lte(ltiStates.expires_at, now)));
  await tx.insert(ltiStates).values(values);
}

/** Spends a state: deleted whether or not it is still good, so it can never be used twice. */
export async function takeState(tx: Tx, platformId: number, stateHash: string) {
  const [row] = await tx
    .delete(ltiStates)
    .where(
      and(
        inCallersTenant(tx, ltiStates.tenant_id),
        eq(ltiStates.platform_id, platformId),
        eq(ltiStates.state_hash, stateHash),
      ),
    )
    .returning();
  return row;
}

export async function accountOf(tx: Tx, platformId: number, subject: string) {
  const [row] = await tx
    .select({ user_id: ltiAccounts.user_id, is_active: users.is_active })
    .from(ltiAccounts)
    .innerJoin(users, eq(users.id, ltiAccounts.user_id))
    .where(
      and(
        inCallersTenant(tx, ltiAccounts.tenant_id),
        eq(ltiAccounts.platform_id, platformId),
        eq(ltiAccounts.subject, subject),
      ),
    );
  if (row) {
    await tx
      .update(ltiAccounts)
      .set({ last_launch_at: sql`now()` })
      .where(
        and(
          inCallersTenant(tx, ltiAccounts.tenant_id),
          eq(ltiAccounts.platform_id, platformId),
          eq(ltiAccounts.subject, subject),
        ),
      );
  }
  return row;
}

export async function insertStudentUser(
  tx: Tx,
  values: {
    tenant_id: number;
    email: string;
    username: string;
    first_name: string;
    last_name: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    // No password: "!" is no hash verifyPassword accepts, so the account signs in by launch only.
    .values({ ...values, password_hash: '!', user_role: 'student' })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertAccount(tx: Tx, values: typeof ltiAccounts.$inferInsert) {
  await tx.insert(ltiAccounts).values(values);
}

export async function assessmentInSchool(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: assessments.id, course_id: assessments.course_id })
    .from(assessments)
    .where(and(inCallersTenant(tx, assessments.tenant_id), eq(assessments.id, id)));
  return row;
}

export async function courseInSchool(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inCallersTenant(tx, courses.tenant_id), eq(courses.id, id)));
  return row;
}

/** An approved enrollment (the platform's own course membership vouches for the learner). */
export async function enrollApproved(
  tx: Tx,
  values: { tenant_id: number; course_id: number; user_id: number },
): Promise<boolean> {
  const rows = await tx
    .insert(enrollments)
    .values({ ...values, payment_status: 'paid', admin_approved: true, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: enrollments.id });
  return rows.length > 0;
}

export async function upsertGradeLink(tx: Tx, values: typeof ltiGradeLinks.$inferInsert) {
  await tx
    .insert(ltiGradeLinks)
    .values(values)
    .onConflictDoUpdate({
      target: [
        ltiGradeLinks.tenant_id,
        ltiGradeLinks.platform_id,
        ltiGradeLinks.user_id,
        ltiGradeLinks.assessment_id,
      ],
      set: { lineitem: values.lineitem, subject: values.subject, updated_at: sql`now()` },
    });
}

export async function gradeLinksOf(tx: Tx, userId: number, assessmentId: number) {
  return tx
    .select({ platform_id: ltiGradeLinks.platform_id })
    .from(ltiGradeLinks)
    .where(
      and(
        inCallersTenant(tx, ltiGradeLinks.tenant_id),
        eq(ltiGradeLinks.user_id, userId),
        eq(ltiGradeLinks.assessment_id, assessmentId),
      ),
    );
}

export async function gradeLink(tx: Tx, platformId: number, userId: number, assessmentId: number) {
  const [row] = await tx
    .select({ link: ltiGradeLinks, platform: ltiPlatforms })
    .from(ltiGradeLinks)
    .innerJoin(
      ltiPlatforms,
      and(
        eq(ltiPlatforms.tenant_id, ltiGradeLinks.tenant_id),
        eq(ltiPlatforms.id, ltiGradeLinks.platform_id),
      ),
    )
    .where(
      and(
        inCallersTenant(tx, ltiGradeLinks.tenant_id),
        eq(ltiGradeLinks.platform_id, platformId),
        eq(ltiGradeLinks.user_id, userId),
        eq(ltiGradeLinks.assessment_id, assessmentId),
      ),
    );
  return row;
}

export async function insertSignIn(tx: Tx, values: typeof ltiSignIns.$inferInsert) {
  await tx.insert(ltiSignIns).values(values);
}

/** Platform scope: spends a sign-in code (deleted), answering it only while unexpired. */
export async function takeSignIn(tx: Tx, codeHash: string, now: Date) {
  const [row] = await tx.delete(ltiSignIns).where(eq(ltiSignIns.code_hash, codeHash)).returning();
  return row && row.expires_at > now ? row : undefined;
}

/** The marks of one stored submission (the score the platform is sent). */
export async function submissionScore(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      score: submissions.score,
      max_score: submissions.max_score,
      grading_pending: submissions.grading_pending,
      submitted_at: submissions.submitted_at,
    })
    .from(submissions)
    .where(and(inCallersTenant(tx, submissions.tenant_id), eq(submissions.id, id)));
  return row;
}

export async function insertDeepLink(tx: Tx, values: typeof ltiDeepLinks.$inferInsert) {
  await tx.insert(ltiDeepLinks).values(values);
}

/** Platform scope: the deep-linking request a code names, while unexpired (not spent). */
export async function deepLinkOf(tx: Tx, codeHash: string, now: Date) {
  const [row] = await tx
    .select({ link: ltiDeepLinks, platform: ltiPlatforms })
    .from(ltiDeepLinks)
    .innerJoin(
      ltiPlatforms,
      and(
        eq(ltiPlatforms.tenant_id, ltiDeepLinks.tenant_id),
        eq(ltiPlatforms.id, ltiDeepLinks.platform_id),
      ),
    )
    .where(eq(ltiDeepLinks.code_hash, codeHash));
  return row && row.link.expires_at > now ? row : undefined;
}

/** Spends a deep-linking code: one answer per request. */
export async function takeDeepLink(tx: Tx, codeHash: string): Promise<boolean> {
  const rows = await tx
    .delete(ltiDeepLinks)
    .where(and(inCallersTenant(tx, ltiDeepLinks.tenant_id), eq(ltiDeepLinks.code_hash, codeHash)))
    .returning({ code_hash: ltiDeepLinks.code_hash });
  return rows.length > 0;
}

/** What a teacher may link: the school's published quizzes in published courses. */
export async function linkableQuizzes(tx: Tx, limit: number) {
  return tx
    .select({
      id: assessments.id,
      title: assessments.title,
      course_id: courses.id,
      course_title: courses.title,
    })
    .from(assessments)
    .innerJoin(
      courses,
      and(eq(courses.tenant_id, assessments.tenant_id), eq(courses.id, assessments.course_id)),
    )
    .where(
      and(
        inCallersTenant(tx, assessments.tenant_id),
        eq(assessments.is_published, true),
        eq(courses.is_published, true),
      ),
    )
    .orderBy(courses.title, assessments.title, assessments.id)
    .limit(limit);
}
