import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { assessmentAttempts, submissions } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';

export type AttemptRecord = typeof assessmentAttempts.$inferSelect;
export type SubmissionRecord = typeof submissions.$inferSelect;
export type NewSubmission = typeof submissions.$inferInsert;

/** The constraint that stores one submission per attempt. */
export const UNIQUE_SUBMISSION = 'submissions_attempt_key';

type AssessmentKey = { tenant_id: number; id: number };

export async function findOpenAttempt(
  tx: Tx,
  assessment: AssessmentKey,
  userId: number,
): Promise<AttemptRecord | undefined> {
  const [row] = await tx
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.tenant_id, assessment.tenant_id),
        eq(assessmentAttempts.assessment_id, assessment.id),
        eq(assessmentAttempts.user_id, userId),
        eq(assessmentAttempts.status, 'open'),
      ),
    );
  return row;
}

export async function hasAttempts(tx: Tx, assessment: AssessmentKey, userId: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.tenant_id, assessment.tenant_id),
        eq(assessmentAttempts.assessment_id, assessment.id),
        eq(assessmentAttempts.user_id, userId),
      ),
    );
  return (row?.value ?? 0) > 0;
}

export async function findAttempt(tx: Tx, id: number): Promise<AttemptRecord | undefined> {
  const [row] = await tx
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, id), inCallersTenant(tx, assessmentAttempts.tenant_id)));
  return row;
}

/**
 * Opens an attempt unless one is open already (the partial unique index decides under
 * concurrency); returns undefined when another one is open.
 */
export async function openAttempt(
  tx: Tx,
  assessment: AssessmentKey,
  userId: number,
  startedAt: Date,
  expiresAt: Date | null,
): Promise<AttemptRecord | undefined> {
  const [row] = await tx
    .insert(assessmentAttempts)
    .values({
      tenant_id: assessment.tenant_id,
      assessment_id: assessment.id,
      user_id: userId,
      status: 'open',
      started_at: startedAt,
      expires_at: expiresAt,
    })
    .onConflictDoNothing({
      target: [
        assessmentAttempts.tenant_id,
        assessmentAttempts.assessment_id,
        assessmentAttempts.user_id,
      ],
      where: sql`status = 'open'`,
    })
    .returning();
  return row;
}

/** Closes an open attempt; undefined when it was no longer open (closed concurrently). */
export async function closeAttempt(
  tx: Tx,
  attempt: Pick<AttemptRecord, 'tenant_id' | 'id'>,
  status: 'submitted' | 'expired',
  at: Date,
): Promise<AttemptRecord | undefined> {
  const [row] = await tx
    .update(assessmentAttempts)
    .set({ status, closed_at: at })
    .where(
      and(
        eq(assessmentAttempts.tenant_id, attempt.tenant_id),
        eq(assessmentAttempts.id, attempt.id),
        eq(assessmentAttempts.status, 'open'),
      ),
    )
    .returning();
  return row;
}

const userSummary = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};

export type SubmissionView = {
  submission: SubmissionRecord;
  user: { id: number; first_name: string; last_name: string; email: string };
};

function selectSubmissions(tx: Tx) {
  return tx
    .select({ submission: submissions, user: userSummary })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.user_id));
}

export async function insertSubmission(tx: Tx, values: NewSubmission): Promise<SubmissionRecord> {
  const [row] = await tx.insert(submissions).values(values).returning();
  return row!;
}

export async function findSubmissionView(tx: Tx, id: number): Promise<SubmissionView | undefined> {
  const [row] = await selectSubmissions(tx).where(
    and(eq(submissions.id, id), inCallersTenant(tx, submissions.tenant_id)),
  );
  return row;
}

export async function listSubmissions(
  tx: Tx,
  assessment: AssessmentKey,
  filter: { userId?: number | undefined; gradingPending?: boolean | undefined },
  skip: number,
  limit: number,
) {
  const where = and(
    eq(submissions.tenant_id, assessment.tenant_id),
    eq(submissions.assessment_id, assessment.id),
    filter.userId !== undefined ? eq(submissions.user_id, filter.userId) : undefined,
    filter.gradingPending !== undefined
      ? eq(submissions.grading_pending, filter.gradingPending)
      : undefined,
  );
  const items = await selectSubmissions(tx)
    .where(where)
    .orderBy(desc(submissions.submitted_at), desc(submissions.id))
    .offset(skip)
    .limit(limit);
  const [total] = await tx.select({ value: count() }).from(submissions).where(where);
  return { items, total: total?.value ?? 0 };
}

export async function updateSubmission(
  tx: Tx,
  submission: Pick<SubmissionRecord, 'tenant_id' | 'id'>,
  changes: Partial<NewSubmission>,
): Promise<void> {
  await tx
    .update(submissions)
    .set(changes)
    .where(and(eq(submissions.tenant_id, submission.tenant_id), eq(submissions.id, submission.id)));
}

/** Locks a submission row while it is graded (two graders do not overwrite each other). */
export async function lockSubmission(
  tx: Tx,
  submission: Pick<SubmissionRecord, 'tenant_id' | 'id'>,
) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.tenant_id, submission.tenant_id), eq(submissions.id, submission.id)))
    .for('update');
  return row;
}
