import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotQuery } from '../../db/hot.js';
import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema/identity.js';
import { assessmentAttempts, type FrozenQuestion, submissions } from '../../db/schema/learning.js';
import { inCallersTenant } from '../../db/scope.js';
import { registeredEmail } from '../users/repository.js';

export type AttemptRecord = typeof assessmentAttempts.$inferSelect;
export type SubmissionRecord = typeof submissions.$inferSelect;
type NewSubmission = typeof submissions.$inferInsert;

/** The constraint that stores one submission per attempt. */
export const UNIQUE_SUBMISSION = 'submissions_attempt_key';

type AssessmentKey = { tenant_id: number; id: number };

const openAttemptQuery = hotQuery<AttemptRecord[]>('open_attempt', (tx) =>
  tx
    .select()
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.tenant_id, sql.placeholder('tenant')),
        eq(assessmentAttempts.assessment_id, sql.placeholder('assessment')),
        eq(assessmentAttempts.user_id, sql.placeholder('user')),
        eq(assessmentAttempts.status, 'open'),
      ),
    ),
);

export async function findOpenAttempt(
  tx: Tx,
  assessment: AssessmentKey,
  userId: number,
): Promise<AttemptRecord | undefined> {
  const [row] = await openAttemptQuery(tx, {
    tenant: assessment.tenant_id,
    assessment: assessment.id,
    user: userId,
  });
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
    .where(and(eq(assessmentAttempts.id, id), inCallersTenant(tx, assessmentAttempts.tenant_id)))
    .execute(); // sent at once (a pipelined read in submit)
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
  questions: FrozenQuestion[] | null = null,
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
      questions,
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
  email: registeredEmail,
};

export type SubmissionView = {
  submission: SubmissionRecord;
  /** The attempt's own questions (null: an attempt from before question banks). */
  questions: FrozenQuestion[] | null;
  user: { id: number; first_name: string; last_name: string; email: string };
};

function selectSubmissions(tx: Tx) {
  return tx
    .select({ submission: submissions, user: userSummary, questions: assessmentAttempts.questions })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.user_id))
    .leftJoin(
      assessmentAttempts,
      and(
        eq(assessmentAttempts.tenant_id, submissions.tenant_id),
        eq(assessmentAttempts.id, submissions.attempt_id),
      ),
    );
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

// ---------- limits and history

/**
 * Opens an attempt only while the learner has attempts left (`maxAttempts` null: unlimited), in
 * one conditional statement: the count and the insert are decided together, and the partial
 * unique index on open attempts makes a concurrent second start wait and then do nothing (the
 * caller then returns the first one). Two starts at once therefore never exceed the limit.
 * Undefined when no attempt is left or another attempt is open.
 */
export async function openAttemptWithinLimit(
  tx: Tx,
  assessment: AssessmentKey,
  userId: number,
  startedAt: Date,
  expiresAt: Date | null,
  maxAttempts: number | null,
  questions: FrozenQuestion[] | null = null,
): Promise<AttemptRecord | undefined> {
  if (maxAttempts === null) {
    return openAttempt(tx, assessment, userId, startedAt, expiresAt, questions);
  }
  const result = await tx.execute(sql`
    insert into assessment_attempts (tenant_id, assessment_id, user_id, status, started_at, expires_at, questions)
    select ${assessment.tenant_id}, ${assessment.id}, ${userId}, 'open', ${startedAt.toISOString()}::timestamptz,
      ${expiresAt ? expiresAt.toISOString() : null}::timestamptz,
      ${questions ? JSON.stringify(questions) : null}::jsonb
    where (select count(*) from assessment_attempts c
           where c.tenant_id = ${assessment.tenant_id} and c.assessment_id = ${assessment.id}
             and c.user_id = ${userId}) < ${maxAttempts}
    on conflict (tenant_id, assessment_id, user_id) where status = 'open' do nothing
    returning id, tenant_id, assessment_id, user_id, status, started_at, expires_at, closed_at, questions`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return undefined;
  const date = (value: unknown) => (value === null ? null : new Date(value as string));
  return {
    id: Number(row.id),
    tenant_id: Number(row.tenant_id),
    assessment_id: Number(row.assessment_id),
    user_id: Number(row.user_id),
    status: row.status as AttemptRecord['status'],
    started_at: new Date(row.started_at as string),
    expires_at: date(row.expires_at),
    closed_at: date(row.closed_at),
    questions: parseQuestions(row.questions),
  };
}

/** A jsonb value read through a raw statement: parsed already (pg) or text (some drivers). */
function parseQuestions(value: unknown): FrozenQuestion[] | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as FrozenQuestion[];
}

/**
 * How often the learner was shown each question in their earlier attempts at this quiz (a
 * retake draws the questions seen least first).
 */
export async function seenQuestionCounts(
  tx: Tx,
  assessment: AssessmentKey,
  userId: number,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ questions: assessmentAttempts.questions })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.tenant_id, assessment.tenant_id),
        eq(assessmentAttempts.assessment_id, assessment.id),
        eq(assessmentAttempts.user_id, userId),
      ),
    );
  const seen = new Map<number, number>();
  for (const row of rows) {
    for (const question of row.questions ?? []) {
      seen.set(question.id, (seen.get(question.id) ?? 0) + 1);
    }
  }
  return seen;
}

/** One attempt of a learner with its submission (if any), for history and standing. */
export interface AttemptWithResult {
  id: number;
  assessment_id: number;
  status: 'open' | 'submitted' | 'expired';
  started_at: Date;
  expires_at: Date | null;
  submission_id: number | null;
  submitted_at: Date | null;
  grading_pending: boolean | null;
  score: number | null;
  max_score: number | null;
  percentage: number | null;
  passed: boolean | null;
  /** The teacher's overall feedback on the submission. */
  feedback: string | null;
}

/** Every attempt of one learner at the given assessments, oldest first, in one statement. */
export async function listUserAttempts(
  tx: Tx,
  tenantId: number,
  assessmentIds: readonly number[],
  userId: number,
): Promise<AttemptWithResult[]> {
  if (assessmentIds.length === 0) return [];
  const result = await tx.execute(sql`
    select a.id, a.assessment_id, a.status, a.started_at, a.expires_at,
      s.id as submission_id, s.submitted_at, s.grading_pending, s.score, s.max_score,
      s.percentage, s.passed, s.feedback
    from assessment_attempts a
    left join submissions s on s.tenant_id = a.tenant_id and s.attempt_id = a.id
    where a.tenant_id = ${tenantId} and a.user_id = ${userId}
      and a.assessment_id = any(${`{${assessmentIds.join(',')}}`}::int[])
    order by a.assessment_id, a.started_at, a.id`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const date = (value: unknown) => (value === null ? null : new Date(value as string));
  const num = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.id),
    assessment_id: Number(row.assessment_id),
    status: row.status as AttemptWithResult['status'],
    started_at: new Date(row.started_at as string),
    expires_at: date(row.expires_at),
    submission_id: num(row.submission_id),
    submitted_at: date(row.submitted_at),
    grading_pending: row.grading_pending === null ? null : Boolean(row.grading_pending),
    score: num(row.score),
    max_score: num(row.max_score),
    percentage: num(row.percentage),
    passed: row.passed === null ? null : Boolean(row.passed),
    feedback: (row.feedback as string | null | undefined) ?? null,
  }));
}

/** The submission of one attempt, if it was submitted. */
export async function findSubmissionOfAttempt(
  tx: Tx,
  attempt: Pick<AttemptRecord, 'tenant_id' | 'id'>,
): Promise<SubmissionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(
      and(eq(submissions.tenant_id, attempt.tenant_id), eq(submissions.attempt_id, attempt.id)),
    );
  return row;
}
