// Where a learner stands with a quiz: the state shown on the lesson list and the quiz
// page, the attempt that counts (best or last), and whether the quiz is done for completion.
// Pure: the rows come from repository.listUserAttempts.
import type { Schemas } from '../../http/types.js';
import { timeIsUp } from './attempts.js';
import type { AttemptWithResult } from './repository.js';

export interface QuizRules {
  max_attempts: number | null;
  attempts_policy: 'best' | 'last';
  passing_score: number;
}

function graded(attempt: AttemptWithResult): boolean {
  return attempt.submission_id !== null && attempt.grading_pending === false;
}

/** The graded attempt that counts: the highest percentage (earliest on a tie) or the latest. */
export function countedAttempt(
  attempts: readonly AttemptWithResult[],
  policy: QuizRules['attempts_policy'],
): AttemptWithResult | null {
  const done = attempts.filter(graded);
  if (done.length === 0) return null;
  if (policy === 'last') {
    return done.reduce((latest, item) =>
      (item.submitted_at?.getTime() ?? 0) >= (latest.submitted_at?.getTime() ?? 0) ? item : latest,
    );
  }
  return done.reduce((best, item) =>
    (item.percentage ?? 0) > (best.percentage ?? 0) ? item : best,
  );
}

/** attempts: one learner's attempts of one quiz, oldest first. */
export function quizState(
  attempts: readonly AttemptWithResult[],
  rules: QuizRules,
  now: Date = new Date(),
): Schemas['QuizState'] {
  const open = attempts.find((item) => item.status === 'open' && !timeIsUp(item, now));
  const submitted = attempts.filter((item) => item.submission_id !== null);
  const latest = submitted.at(-1);
  const counted = countedAttempt(attempts, rules.attempts_policy);
  const used = attempts.length;
  const left = rules.max_attempts === null ? null : Math.max(0, rules.max_attempts - used);
  let status: Schemas['QuizState']['status'] = 'not_started';
  if (open) status = 'in_progress';
  else if (latest?.grading_pending) status = 'awaiting_grading';
  else if (counted) status = 'graded';
  return {
    status,
    attempts_used: used,
    // An open attempt is already counted in `used`; while it runs nothing more can start.
    attempts_left: left,
    open_attempt: open
      ? {
          id: open.id,
          assessment_id: open.assessment_id,
          started_at: open.started_at.toISOString(),
          expires_at: open.expires_at ? open.expires_at.toISOString() : null,
        }
      : null,
    counted: counted
      ? {
          attempt_id: counted.id,
          score: counted.score ?? 0,
          max_score: counted.max_score ?? 0,
          percentage: counted.percentage ?? 0,
          passed: counted.passed ?? false,
          feedback: counted.feedback ?? null,
        }
      : null,
  };
}

/**
 * Whether the quiz is done for the course: the counted attempt passed, or, for a quiz without a
 * passing score (0), any submission (graded or not).
 */
export function quizDone(attempts: readonly AttemptWithResult[], rules: QuizRules): boolean {
  if (rules.passing_score === 0) return attempts.some((item) => item.submission_id !== null);
  return countedAttempt(attempts, rules.attempts_policy)?.passed === true;
}

/** The history rows, newest first, numbered from the first attempt. */
export function attemptSummaries(
  attempts: readonly AttemptWithResult[],
  policy: QuizRules['attempts_policy'],
): Schemas['AttemptSummary'][] {
  const counted = countedAttempt(attempts, policy);
  return attempts
    .map((item, index) => toAttemptSummary(item, index + 1, counted?.id === item.id))
    .reverse();
}

export function toAttemptSummary(
  item: AttemptWithResult,
  number: number,
  counts: boolean,
): Schemas['AttemptSummary'] {
  return {
    id: item.id,
    number,
    status: item.status,
    started_at: item.started_at.toISOString(),
    expires_at: item.expires_at ? item.expires_at.toISOString() : null,
    submitted_at: item.submitted_at ? item.submitted_at.toISOString() : null,
    grading_pending: item.grading_pending ?? false,
    score: item.score,
    max_score: item.max_score,
    percentage: item.percentage,
    passed: item.passed,
    counts,
  };
}
