import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { hotQuery } from '../../db/hot.js';
import { assessments, questions, submissions } from '../../db/schema/learning.js';
import { callersTenantId, inCallersTenant } from '../../db/scope.js';
import { courseWithEnrollment } from '../courses/repository.js';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessment = typeof assessments.$inferInsert;
export type QuestionRecord = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
export type AssessmentChanges = Partial<
  Pick<
    NewAssessment,
    | 'title'
    | 'description'
    | 'assessment_type'
    | 'passing_score'
    | 'time_limit_minutes'
    | 'is_published'
    | 'max_attempts'
    | 'attempts_policy'
    | 'review_after_submit'
    | 'random_draws'
    | 'shuffle_questions'
    | 'shuffle_options'
  >
>;
export type QuestionChanges = Partial<
  Pick<
    NewQuestion,
    | 'question_text'
    | 'question_type'
    | 'options'
    | 'correct_answer'
    | 'accepted_answers'
    | 'points'
    | 'hints'
    | 'order_index'
  >
>;

/** An assessment with its computed figures (total_points is never stored). */
export type AssessmentRecord = AssessmentRow & { total_points: number; question_count: number };

// Correlated on the outer "assessments" row (written out: Drizzle may render a column of the
// outer table unqualified inside a select list).
// A quiz that draws from its course's bank counts each draw's questions, and their
// points as N times the average points of the tag's questions (rounded): an attempt's own total
// is exact (its submission's max_score).
const figures = {
  total_points: sql<number>`((select coalesce(sum(q.points), 0) from questions q
    where q.tenant_id = assessments.tenant_id and q.assessment_id = assessments.id)
    + (select coalesce(sum(round((d.value->>'count')::int * (select coalesce(avg(b.points), 0)
         from bank_questions b where b.tenant_id = assessments.tenant_id
           and b.course_id = assessments.course_id and b.tags @> array[d.value->>'tag']))), 0)
       from jsonb_array_elements(assessments.random_draws) d))::int`.mapWith(Number),
  question_count: sql<number>`((select count(*) from questions q
    where q.tenant_id = assessments.tenant_id and q.assessment_id = assessments.id)
    + (select coalesce(sum((d.value->>'count')::int), 0)
       from jsonb_array_elements(assessments.random_draws) d))::int`.mapWith(Number),
};

function selectAssessments(tx: Tx) {
  return tx.select({ assessment: assessments, ...figures }).from(assessments);
}

function flatten(row: { assessment: AssessmentRow; total_points: number; question_count: number }) {
  return { ...row.assessment, total_points: row.total_points, question_count: row.question_count };
}

export async function listCourseAssessments(
  tx: Tx,
  course: { tenant_id: number; id: number },
  publishedOnly: boolean,
): Promise<AssessmentRecord[]> {
  const rows = await selectAssessments(tx)
    .where(
      and(
        eq(assessments.tenant_id, course.tenant_id),
        eq(assessments.course_id, course.id),
        publishedOnly ? eq(assessments.is_published, true) : undefined,
      ),
    )
    .orderBy(asc(assessments.created_at), asc(assessments.id));
  return rows.map(flatten);
}

type AssessmentSelection = Awaited<ReturnType<typeof selectAssessments>>;

const assessmentInTenant = hotQuery<AssessmentSelection>('assessment_in_tenant', (tx) =>
  selectAssessments(tx as Tx).where(
    and(
      eq(assessments.tenant_id, sql.placeholder('tenant')),
      eq(assessments.id, sql.placeholder('id')),
    ),
  ),
);

export async function findAssessment(tx: Tx, id: number): Promise<AssessmentRecord | undefined> {
  const tenantId = callersTenantId(tx);
  const [row] =
    tenantId === null
      ? await selectAssessments(tx).where(eq(assessments.id, id))
      : await assessmentInTenant(tx, { tenant: tenantId, id });
  return row ? flatten(row) : undefined;
}

const courseOfAssessment = hotQuery<
  Awaited<ReturnType<ReturnType<typeof courseWithEnrollment>['execute']>>
>('course_with_enrollment_of_assessment', (tx) =>
  courseWithEnrollment(
    tx,
    sql`(select ${assessments.course_id} from ${assessments} where ${assessments.tenant_id} = ${sql.placeholder('tenant')} and ${assessments.id} = ${sql.placeholder('assessment')})`,
    true,
  ),
);

/**
 * The course of an assessment with the user's enrollment, found by the assessment's id: it needs
 * no answer of another statement, so it travels with findAssessment (one round trip). Tenant
 * scope only.
 */
export async function findCourseOfAssessment(
  tx: Tx,
  tenantId: number,
  assessmentId: number,
  userId: number,
) {
  const [row] = await courseOfAssessment(tx, {
    tenant: tenantId,
    assessment: assessmentId,
    user: userId,
  });
  return row;
}

export async function insertAssessment(tx: Tx, values: NewAssessment): Promise<AssessmentRow> {
  const [row] = await tx.insert(assessments).values(values).returning();
  return row!;
}

export async function updateAssessment(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'tenant_id' | 'id'>,
  changes: AssessmentChanges,
): Promise<void> {
  await tx
    .update(assessments)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(assessments.tenant_id, assessment.tenant_id), eq(assessments.id, assessment.id)));
}

export async function deleteAssessment(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'tenant_id' | 'id'>,
) {
  await tx
    .delete(assessments)
    .where(and(eq(assessments.tenant_id, assessment.tenant_id), eq(assessments.id, assessment.id)));
}

export async function countSubmissions(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'tenant_id' | 'id'>,
) {
  const [row] = await tx
    .select({ value: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.tenant_id, assessment.tenant_id),
        eq(submissions.assessment_id, assessment.id),
      ),
    );
  return row?.value ?? 0;
}

const quizQuestions = hotQuery<QuestionRecord[]>('quiz_questions', (tx) =>
  tx
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.tenant_id, sql.placeholder('tenant')),
        eq(questions.assessment_id, sql.placeholder('assessment')),
      ),
    )
    .orderBy(asc(questions.order_index), asc(questions.id)),
);

/** The quiz's questions in order (built once; sent at once, so it can travel with others). */
export function listQuestions(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'tenant_id' | 'id'>,
): Promise<QuestionRecord[]> {
  return quizQuestions(tx, { tenant: assessment.tenant_id, assessment: assessment.id });
}

export async function insertQuestions(tx: Tx, values: NewQuestion[]): Promise<QuestionRecord[]> {
  if (values.length === 0) return [];
  return tx.insert(questions).values(values).returning();
}

/** The order_index after the assessment's last question. */
export async function nextQuestionOrder(
  tx: Tx,
  assessment: Pick<AssessmentRow, 'tenant_id' | 'id'>,
) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${questions.order_index}) + 1, 0)`.mapWith(Number) })
    .from(questions)
    .where(
      and(
        eq(questions.tenant_id, assessment.tenant_id),
        eq(questions.assessment_id, assessment.id),
      ),
    );
  return row?.next ?? 0;
}

export async function findQuestion(tx: Tx, id: number): Promise<QuestionRecord | undefined> {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), inCallersTenant(tx, questions.tenant_id)));
  return row;
}

export async function updateQuestion(
  tx: Tx,
  question: Pick<QuestionRecord, 'tenant_id' | 'id'>,
  changes: QuestionChanges,
): Promise<QuestionRecord> {
  const [row] = await tx
    .update(questions)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(questions.tenant_id, question.tenant_id), eq(questions.id, question.id)))
    .returning();
  return row!;
}

export async function deleteQuestion(tx: Tx, question: Pick<QuestionRecord, 'tenant_id' | 'id'>) {
  await tx
    .delete(questions)
    .where(and(eq(questions.tenant_id, question.tenant_id), eq(questions.id, question.id)));
}
