// What the assessment use cases share: the views of a quiz and its questions, and loading a quiz
// for a learner or for its course's staff (404 when the caller may not see it).
import type { Tx } from '../../db/client.js';
import { callersTenantId } from '../../db/scope.js';
import type { AuthUser } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import {
  type CourseRole,
  courseFor,
  courseRole,
  isStaffRole,
  loadCourseFor,
  requireContentAccess,
  requireStaff,
} from '../courses/access.js';
import type { CourseRecord } from '../courses/repository.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import type { AnyQuestion } from './normalize-question.js';
import * as repo from './repository.js';

type QuestionInput = Body<'createQuestion'>;

export function toSummary(row: repo.AssessmentRecord): Schemas['AssessmentSummary'] {
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    description: row.description,
    assessment_type: row.assessment_type,
    total_points: row.total_points,
    passing_score: row.passing_score,
    time_limit_minutes: row.time_limit_minutes,
    is_published: row.is_published,
    question_count: row.question_count,
    created_at: row.created_at.toISOString(),
    max_attempts: row.max_attempts,
    attempts_policy: row.attempts_policy,
    review_after_submit: row.review_after_submit,
    random_draws: row.random_draws,
    shuffle_questions: row.shuffle_questions,
    shuffle_options: row.shuffle_options,
  };
}

/** The learner's question: never the correct answer nor the accepted answers. */
function toQuestion(row: repo.QuestionRecord): Schemas['Question'] {
  return {
    id: row.id,
    assessment_id: row.assessment_id,
    question_text: row.question_text,
    question_type: row.question_type,
    options: row.options,
    points: row.points,
    hints: row.hints,
    order_index: row.order_index,
  };
}

export function toQuestionAdmin(row: repo.QuestionRecord): Schemas['QuestionAdmin'] {
  return {
    ...toQuestion(row),
    correct_answer: row.correct_answer,
    accepted_answers: row.accepted_answers,
  };
}

export async function learnerView(
  tx: Tx,
  assessment: repo.AssessmentRecord,
): Promise<Schemas['Assessment']> {
  const questions = await repo.listQuestions(tx, assessment);
  return { ...toSummary(assessment), questions: questions.map(toQuestion) };
}

export async function staffView(tx: Tx, id: number): Promise<Schemas['AssessmentAdmin']> {
  const assessment = await repo.findAssessment(tx, id);
  if (!assessment) throw notFound(ASSESSMENT_MESSAGES.notFound);
  const questions = await repo.listQuestions(tx, assessment);
  return { ...toSummary(assessment), questions: questions.map(toQuestionAdmin) };
}

interface LoadedAssessment {
  assessment: repo.AssessmentRecord;
  course: CourseRecord;
  role: CourseRole;
}

/** An assessment and its course as the scope sees them (another tenant's: 404). */
export async function loadAssessment(
  tx: Tx,
  user: AuthUser,
  id: number,
): Promise<LoadedAssessment> {
  const tenantId = callersTenantId(tx);
  if (tenantId !== null) {
    // In a tenant the course is found by the assessment's id: both in one round trip.
    const [assessment, course] = await Promise.all([
      repo.findAssessment(tx, id),
      repo.findCourseOfAssessment(tx, tenantId, id, user.id),
    ]);
    if (!assessment) throw notFound(ASSESSMENT_MESSAGES.notFound);
    const loaded = courseFor(user, course);
    return { assessment, course: loaded, role: courseRole(user, loaded) };
  }
  const assessment = await repo.findAssessment(tx, id);
  if (!assessment) throw notFound(ASSESSMENT_MESSAGES.notFound);
  const course = await loadCourseFor(tx, user, assessment.course_id);
  return { assessment, course, role: courseRole(user, course) };
}

/**
 * For taking an assessment (view, start): staff always; learners only a published assessment of
 * a published course (a draft answers 404) with an approved enrollment (else 403).
 */
export async function loadForTaking(tx: Tx, user: AuthUser, id: number): Promise<LoadedAssessment> {
  const loaded = await loadAssessment(tx, user, id);
  if (!isStaffRole(loaded.role)) {
    if (!loaded.course.is_published || !loaded.assessment.is_published) {
      throw notFound(ASSESSMENT_MESSAGES.notFound);
    }
    await requireContentAccess(tx, user, loaded.course, loaded.role);
  }
  return loaded;
}

export async function loadForStaff(tx: Tx, user: AuthUser, id: number): Promise<LoadedAssessment> {
  const loaded = await loadAssessment(tx, user, id);
  requireStaff(loaded.role);
  return loaded;
}

export function questionFromInput(input: QuestionInput): AnyQuestion {
  return {
    question_text: input.question_text,
    question_type: input.question_type,
    options: input.options ?? {},
    correct_answer: input.correct_answer ?? null,
    accepted_answers: input.accepted_answers ?? [],
    points: input.points ?? 1,
    hints: input.hints ?? [],
  };
}
