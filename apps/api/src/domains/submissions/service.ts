import { constraintName, sqlState } from '../../db/errors.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Query, Schemas } from '../../http/types.js';
import { freeze } from '../assessments/draw.js';
import { loadAssessment, loadForTaking } from '../assessments/office.js';
import { listQuestions } from '../assessments/repository.js';
import { audit } from '../audit/service.js';
import { afterQuizOutcome } from '../certificates/completion.js';
import { isStaffRole, lockKey, requireContentAccess } from '../courses/access.js';
import { optionalText } from '../courses/service.js';
import { enqueueLtiScores } from '../lti/score-job.js';
import { notify } from '../notifications/notify.js';
import { openOrResumeAttempt, timeIsUp, toAttempt } from './attempts.js';
import { FREEZE_MESSAGES, perAttempt, toAttemptQuestionAdmin } from './freeze.js';
import { type GradableQuestion, gradeAnswer, totals } from './grading.js';
import * as repo from './repository.js';

const SUBMISSION_MESSAGES = defineMessages('submissions.service', {
  notFound: { en: 'Submission not found.', ur: 'جمع شدہ جوابات نہیں ملے۔' },
  attemptNotFound: { en: 'Attempt not found.', ur: 'کوشش نہیں ملی۔' },
  notPublished: {
    en: 'This quiz is not published, so it cannot be submitted.',
    ur: 'یہ کوئز شائع نہیں ہوا، اس لیے جمع نہیں ہو سکتا۔',
  },
  alreadySubmitted: {
    en: 'This attempt has already been submitted. Start a new attempt to try the quiz again.',
    ur: 'یہ کوشش پہلے ہی جمع ہو چکی ہے۔ کوئز دوبارہ دینے کے لیے نئی کوشش شروع کریں۔',
  },
  timeUp: {
    en: 'The time limit for this attempt has passed, so the answers were not accepted.',
    ur: 'اس کوشش کا وقت ختم ہو چکا تھا، اس لیے جوابات قبول نہیں کیے گئے۔',
  },
  startFirst: {
    en: 'This quiz has a time limit: start it first (its clock runs from the start on the server).',
    ur: 'اس کوئز کی وقت کی حد ہے: پہلے اسے شروع کریں (اس کا وقت سرور پر آغاز سے گنا جاتا ہے)۔',
  },
  noQuestions: { en: 'This quiz has no questions yet.', ur: 'اس کوئز میں ابھی کوئی سوال نہیں۔' },
  unknownQuestion: {
    en: 'answers.{key} is not a question of this assessment.',
    ur: 'answers.{key} اس جائزے کا سوال نہیں۔',
  },
  gradeStaffOnly: {
    en: 'Only the course teacher or an administrator can grade submissions.',
    ur: 'جوابات صرف کورس کے استاد یا ایڈمن جانچ سکتے ہیں۔',
  },
  listStaffOnly: {
    en: 'Only the course teacher or an administrator can see every submission.',
    ur: 'تمام جمع شدہ جوابات صرف کورس کے استاد یا ایڈمن دیکھ سکتے ہیں۔',
  },
  gradeUnknown: {
    en: 'Question {id} is not part of this submission.',
    ur: 'سوال {id} اس جمع کرائے گئے کام کا حصہ نہیں۔',
  },
  gradeTooHigh: {
    en: 'points for question {id} must be between 0 and {max}.',
    ur: 'سوال {id} کے points 0 سے {max} کے درمیان ہونے چاہییں۔',
  },
  gradeTwice: {
    en: 'Question {id} is graded twice in this request.',
    ur: 'اس درخواست میں سوال {id} کو دو بار نمبر دیے گئے ہیں۔',
  },
});

/**
 * A submission → the contract's Submission (results carry no correct answers). `reveal` false
 * (a learner, the quiz not allowing review after submission) hides whether each answer was right.
 */
function toSubmission(
  view: repo.SubmissionView,
  reveal = true,
  withQuestions = false,
): Schemas['Submission'] {
  const { submission } = view;
  const questions =
    withQuestions && view.questions
      ? {
          questions: view.questions.map((question, index) =>
            toAttemptQuestionAdmin(question, index, submission.assessment_id),
          ),
        }
      : {};
  return {
    ...questions,
    id: submission.id,
    assessment_id: submission.assessment_id,
    attempt_id: submission.attempt_id,
    user_id: submission.user_id,
    user: view.user,
    answers: submission.answers,
    score: submission.score,
    max_score: submission.max_score,
    percentage: submission.percentage,
    passed: submission.passed,
    grading_pending: submission.grading_pending,
    feedback: submission.feedback,
    results: submission.results.map((item) => ({
      question_id: item.question_id,
      points_awarded: item.points_awarded,
      max_points: item.max_points,
      is_correct: reveal ? item.is_correct : null,
      feedback: item.feedback,
    })),
    submitted_at: submission.submitted_at.toISOString(),
    graded_at: submission.graded_at ? submission.graded_at.toISOString() : null,
    time_taken_minutes: submission.time_taken_minutes,
  };
}

/**
 * Opens the caller's attempt (or returns the one already open), starting the server-side clock.
 * `GET /assessments/{id}` does the same for a timed quiz before it shows any question.
 */
export async function startAttempt(deps: AppDeps, auth: AuthContext, assessmentId: number) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment } = await loadForTaking(tx, auth.user, assessmentId);
    return toAttempt(await openOrResumeAttempt(tx, assessment, auth.user.id));
  });
}

type SubmitOutcome = { kind: 'stored'; submission: Schemas['Submission'] } | { kind: 'expired' };

/**
 * Grades and stores a submission of one attempt. Every submit of one user and assessment is
 * serialized (advisory lock), the attempt is closed with a conditional update and the database
 * holds one submission per attempt (unique index): a double click stores one submission and
 * the other request answers 409.
 */
export async function submitAssessment(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
  body: Body<'submitAssessment'>,
): Promise<Schemas['Submission']> {
  const { user } = auth;
  const outcome = await withScope(deps.db, auth.scope, async (tx): Promise<SubmitOutcome> => {
    const { assessment, course, role } = await loadAssessment(tx, user, assessmentId);
    if (!isStaffRole(role)) {
      if (!course.is_published || !assessment.is_published) {
        throw forbidden(SUBMISSION_MESSAGES.notPublished);
      }
      await requireContentAccess(tx, user, course, role);
    }
    // One round trip: the questions, the learner's lock, then the attempt. PostgreSQL runs
    // pipelined statements in order, so the attempt is read once the lock is held.
    const [liveQuestions, , found] = await Promise.all([
      listQuestions(tx, assessment),
      lockKey(tx, `learning:submit:${assessment.id}:${user.id}`),
      body.attempt_id !== undefined
        ? repo.findAttempt(tx, body.attempt_id)
        : repo.findOpenAttempt(tx, assessment, user.id),
    ]);
    const ownQuestions = perAttempt(assessment);
    if (liveQuestions.length === 0 && assessment.random_draws.length === 0) {
      throw conflict(SUBMISSION_MESSAGES.noQuestions);
    }

    const now = new Date();
    let attempt: repo.AttemptRecord | undefined = found;
    if (body.attempt_id !== undefined) {
      if (!attempt || attempt.user_id !== user.id || attempt.assessment_id !== assessment.id) {
        throw notFound(SUBMISSION_MESSAGES.attemptNotFound);
      }
    } else {
      if (!attempt) {
        // Only a first, untimed submission opens its attempt implicitly; anything else must
        // start one (so a repeated submit is a duplicate, and a timed quiz has a clock).
        if (await repo.hasAttempts(tx, assessment, user.id)) {
          throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
        }
        if (assessment.time_limit_minutes !== null) throw conflict(SUBMISSION_MESSAGES.startFirst);
        // A quiz that draws or shuffles: the answers belong to the questions an attempt showed.
        if (ownQuestions) throw conflict(FREEZE_MESSAGES.startFirst);
        attempt = await repo.openAttempt(
          tx,
          assessment,
          user.id,
          now,
          null,
          liveQuestions.map((question) => freeze(question, 'quiz')),
        );
        if (!attempt) throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
      }
    }
    // Graded against the attempt's own questions (an attempt from before question banks: the
    // quiz's questions as they are).
    const questions: GradableQuestion[] = attempt.questions ?? liveQuestions;
    const known = new Set(questions.map((question) => String(question.id)));
    const unknown = Object.keys(body.answers).find((key) => !known.has(key));
    if (unknown !== undefined) {
      throw invalidField(
        `answers.${unknown}`,
        SUBMISSION_MESSAGES.unknownQuestion({ key: unknown }),
      );
    }
    if (questions.length === 0) throw conflict(SUBMISSION_MESSAGES.noQuestions);
    if (attempt.status === 'submitted') throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
    if (attempt.status === 'expired') throw forbidden(SUBMISSION_MESSAGES.timeUp);
    if (timeIsUp(attempt, now)) {
      // Committed (the attempt is closed), then answered with 403 below.
      await repo.closeAttempt(tx, attempt, 'expired', now);
      return { kind: 'expired' };
    }
    if (!(await repo.closeAttempt(tx, attempt, 'submitted', now))) {
      throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
    }

    const answers: Record<string, string> = {};
    for (const [key, value] of Object.entries(body.answers)) answers[key] = value;
    const results = questions.map((question) =>
      gradeAnswer(question, answers[String(question.id)]),
    );
    const minutes = Math.max(0, Math.ceil((now.getTime() - attempt.started_at.getTime()) / 60_000));
    let stored: repo.SubmissionRecord;
    try {
      stored = await repo.insertSubmission(tx, {
        tenant_id: assessment.tenant_id,
        assessment_id: assessment.id,
        attempt_id: attempt.id,
        user_id: user.id,
        answers,
        results,
        ...totals(results, assessment.passing_score),
        time_taken_minutes: minutes,
        submitted_at: now,
      });
    } catch (error) {
      if (sqlState(error) === '23505' && constraintName(error) === repo.UNIQUE_SUBMISSION) {
        throw conflict(SUBMISSION_MESSAGES.alreadySubmitted);
      }
      throw error;
    }
    // The server records completion: the quiz's lessons tick and the course may complete.
    // The stored submission's view does not depend on the completion work: both pipelined.
    const [view] = await Promise.all([
      repo.findSubmissionView(tx, stored.id),
      afterQuizOutcome(tx, assessment, user.id),
      // A learner who came by an LTI launch: the score goes back to the platform (AGS 2.0).
      enqueueLtiScores(tx, {
        tenantId: assessment.tenant_id,
        userId: user.id,
        assessmentId: assessment.id,
        submissionId: stored.id,
      }),
    ]);
    return {
      kind: 'stored',
      submission: toSubmission(view!, isStaffRole(role) || assessment.review_after_submit),
    };
  });
  if (outcome.kind === 'expired') throw forbidden(SUBMISSION_MESSAGES.timeUp);
  return outcome.submission;
}

export async function listMySubmissions(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
): Promise<Schemas['SubmissionList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment, role } = await loadAssessment(tx, auth.user, assessmentId);
    const { items, total } = await repo.listSubmissions(
      tx,
      assessment,
      { userId: auth.user.id },
      0,
      500,
    );
    const reveal = isStaffRole(role) || assessment.review_after_submit;
    return { items: items.map((item) => toSubmission(item, reveal)), total };
  });
}

export async function listSubmissions(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
  query: Query<'listSubmissions'>,
): Promise<Schemas['SubmissionList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment, role } = await loadAssessment(tx, auth.user, assessmentId);
    if (!isStaffRole(role)) throw forbidden(SUBMISSION_MESSAGES.listStaffOnly);
    const { items, total } = await repo.listSubmissions(
      tx,
      assessment,
      { gradingPending: query.grading_pending },
      query.skip ?? 0,
      query.limit ?? 100,
    );
    return { items: items.map((item) => toSubmission(item, true, true)), total };
  });
}

/**
 * Staff set points (0..the question's points) and feedback per question; score, percentage,
 * passed and grading_pending are recomputed from the submission's own results snapshot.
 */
export async function gradeSubmission(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'gradeSubmission'>,
): Promise<Schemas['Submission']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const found = await repo.findSubmissionView(tx, id);
    if (!found) throw notFound(SUBMISSION_MESSAGES.notFound);
    const { assessment, role } = await loadAssessment(
      tx,
      auth.user,
      found.submission.assessment_id,
    );
    if (!isStaffRole(role)) throw forbidden(SUBMISSION_MESSAGES.gradeStaffOnly);
    const submission = (await repo.lockSubmission(tx, found.submission))!;

    const results = submission.results.map((item) => ({ ...item }));
    const byQuestion = new Map(results.map((item) => [item.question_id, item]));
    const seen = new Set<number>();
    body.grades.forEach((grade, index) => {
      const item = byQuestion.get(grade.question_id);
      if (!item) {
        throw invalidField(
          `grades[${index}].question_id`,
          SUBMISSION_MESSAGES.gradeUnknown({ id: grade.question_id }),
        );
      }
      if (seen.has(grade.question_id)) {
        throw invalidField(
          `grades[${index}].question_id`,
          SUBMISSION_MESSAGES.gradeTwice({ id: grade.question_id }),
        );
      }
      seen.add(grade.question_id);
      if (grade.points > item.max_points) {
        throw invalidField(
          `grades[${index}].points`,
          SUBMISSION_MESSAGES.gradeTooHigh({ id: grade.question_id, max: item.max_points }),
        );
      }
      item.points_awarded = grade.points;
      item.is_correct = grade.points >= item.max_points;
      item.needs_review = false;
      if (grade.feedback !== undefined) item.feedback = optionalText(grade.feedback);
    });
    const now = new Date();
    const graded = totals(results, assessment.passing_score);
    await repo.updateSubmission(tx, submission, {
      results,
      ...graded,
      ...(body.feedback !== undefined ? { feedback: optionalText(body.feedback) } : {}),
      graded_at: now,
      graded_by: auth.user.id,
    });
    await audit(tx, {
      tenantId: submission.tenant_id,
      actorId: auth.user.id,
      action: 'submission.graded',
      entityType: 'submission',
      entityId: submission.id,
      changes: {
        score: { from: submission.score, to: graded.score },
        passed: { from: submission.passed, to: graded.passed },
        grades: body.grades.map((grade) => ({
          question_id: grade.question_id,
          from: submission.results.find((item) => item.question_id === grade.question_id)
            ?.points_awarded,
          to: grade.points,
        })),
      },
    });
    await afterQuizOutcome(tx, assessment, submission.user_id);
    // The learner hears of it in the same transaction (with the notify): once per
    // submission, however often it is re-graded, and only once nothing waits for review.
    if (!graded.grading_pending) {
      await notify(tx, {
        event: 'quiz_graded',
        recipients: { userIds: [submission.user_id] },
        data: { quiz_title: assessment.title, score: `${graded.score}/${graded.max_score}` },
        idempotencyKey: `quiz_graded:${submission.id}`,
        link: `/assessments/${assessment.id}/attempts/${submission.attempt_id}`,
      });
    }
    const view = await repo.findSubmissionView(tx, submission.id);
    return toSubmission(view!, true, true);
  });
}
