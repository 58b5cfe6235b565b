// The learner's side of a quiz after submitting: state, attempt history and the
// result of one attempt question by question.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { loadForTaking } from '../assessments/office.js';
import { listQuestions } from '../assessments/repository.js';
import { isStaffRole } from '../courses/access.js';
import * as repo from './repository.js';
import { attemptSummaries, countedAttempt, quizState, toAttemptSummary } from './standing.js';

const RESULT_MESSAGES = defineMessages('submissions.results', {
  attemptNotFound: { en: 'Attempt not found.', ur: 'کوشش نہیں ملی۔' },
});

export async function listMyAttempts(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
): Promise<Schemas['MyAttempts']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment } = await loadForTaking(tx, auth.user, assessmentId);
    const attempts = await repo.listUserAttempts(
      tx,
      assessment.tenant_id,
      [assessment.id],
      auth.user.id,
    );
    return {
      quiz: {
        id: assessment.id,
        course_id: assessment.course_id,
        title: assessment.title,
        passing_score: assessment.passing_score,
        attempts_policy: assessment.attempts_policy,
        max_attempts: assessment.max_attempts,
        time_limit_minutes: assessment.time_limit_minutes,
      },
      state: quizState(attempts, assessment),
      items: attemptSummaries(attempts, assessment.attempts_policy),
    };
  });
}

/**
 * One attempt's result. A learner sees only their own attempts (another's answers 404, as if it
 * did not exist); staff of the course see any. Correctness and correct answers only with review
 * after submission allowed, or for staff.
 */
export async function getAttemptResult(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
  attemptId: number,
): Promise<Schemas['AttemptResult']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment, role } = await loadForTaking(tx, auth.user, assessmentId);
    const staff = isStaffRole(role);
    const attempt = await repo.findAttempt(tx, attemptId);
    if (
      !attempt ||
      attempt.assessment_id !== assessment.id ||
      (!staff && attempt.user_id !== auth.user.id)
    ) {
      throw notFound(RESULT_MESSAGES.attemptNotFound);
    }
    const attempts = await repo.listUserAttempts(
      tx,
      assessment.tenant_id,
      [assessment.id],
      attempt.user_id,
    );
    const index = attempts.findIndex((item) => item.id === attempt.id);
    const row = attempts[index]!;
    const counted = countedAttempt(attempts, assessment.attempts_policy);
    const submission = await repo.findSubmissionOfAttempt(tx, attempt);
    const reviewAllowed = staff || assessment.review_after_submit;
    // Points, correctness and feedback come from the submission's own snapshot.
    // An attempt holds its own questions: drawn, shuffled and as
    // they were when it opened. An attempt from before then uses the quiz's questions.
    const questions = attempt.questions ?? (await listQuestions(tx, assessment));
    const byId = new Map<number, (typeof questions)[number]>(
      questions.map((question) => [question.id, question]),
    );
    const results = submission?.results ?? [];
    const items: Schemas['AttemptQuestionResult'][] = submission
      ? results.map((result) => {
          const question = byId.get(result.question_id);
          const answer = submission.answers[String(result.question_id)]?.trim();
          return {
            question_id: result.question_id,
            question_text: question?.question_text ?? '',
            question_type: result.question_type,
            options: question?.options ?? {},
            answer: answer ? answer : null,
            points_awarded: result.points_awarded,
            max_points: result.max_points,
            is_correct: reviewAllowed ? result.is_correct : null,
            correct_answer: reviewAllowed ? correctAnswer(question) : null,
            feedback: result.feedback,
            needs_review: result.needs_review,
          };
        })
      : [];
    return {
      attempt: toAttemptSummary(row, index + 1, counted?.id === row.id),
      assessment: {
        id: assessment.id,
        course_id: assessment.course_id,
        title: assessment.title,
        passing_score: assessment.passing_score,
        attempts_policy: assessment.attempts_policy,
      },
      submission_id: submission?.id ?? null,
      feedback: submission?.feedback ?? null,
      graded_at: submission?.graded_at ? submission.graded_at.toISOString() : null,
      review_allowed: reviewAllowed,
      questions: items,
    };
  });
}

function correctAnswer(
  question:
    | { question_type: string; correct_answer: string | null; accepted_answers: string[] }
    | undefined,
): string | null {
  if (!question) return null;
  if (question.question_type === 'short_answer') {
    return question.correct_answer ?? question.accepted_answers[0] ?? null;
  }
  return question.correct_answer;
}
