import type { Tx } from '../../db/client.js';
import { sqlState } from '../../db/errors.js';
import { callersTenantId, finalReads, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext, AuthUser } from '../../http/context.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import {
  type CourseRole,
  courseFor,
  courseRole,
  isStaffRole,
  loadCourse,
  loadCourseFor,
  loadVisibleCourse,
  requireContentAccess,
  requireStaff,
} from '../courses/access.js';
import type { CourseRecord } from '../courses/repository.js';
import { optionalText, requiredText } from '../courses/service.js';
import { openOrResumeAttempt, toAttempt } from '../submissions/attempts.js';
import { perAttempt, toAttemptQuestion } from '../submissions/freeze.js';
import { findOpenAttempt, listUserAttempts } from '../submissions/repository.js';
import { quizState } from '../submissions/standing.js';
import { checkDraws } from './bank.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import { type AnyQuestion, normalizeQuestion } from './normalize-question.js';
import * as repo from './repository.js';

type QuestionInput = Body<'createQuestion'>;

// ------------------------------------------------------------------ views

function toSummary(row: repo.AssessmentRecord): Schemas['AssessmentSummary'] {
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

function toQuestionAdmin(row: repo.QuestionRecord): Schemas['QuestionAdmin'] {
  return {
    ...toQuestion(row),
    correct_answer: row.correct_answer,
    accepted_answers: row.accepted_answers,
  };
}

async function learnerView(
  tx: Tx,
  assessment: repo.AssessmentRecord,
): Promise<Schemas['Assessment']> {
  const questions = await repo.listQuestions(tx, assessment);
  return { ...toSummary(assessment), questions: questions.map(toQuestion) };
}

async function staffView(tx: Tx, id: number): Promise<Schemas['AssessmentAdmin']> {
  const assessment = await repo.findAssessment(tx, id);
  if (!assessment) throw notFound(ASSESSMENT_MESSAGES.notFound);
  const questions = await repo.listQuestions(tx, assessment);
  return { ...toSummary(assessment), questions: questions.map(toQuestionAdmin) };
}

// ------------------------------------------------------------------ loading and access

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

async function loadForStaff(tx: Tx, user: AuthUser, id: number): Promise<LoadedAssessment> {
  const loaded = await loadAssessment(tx, user, id);
  requireStaff(loaded.role);
  return loaded;
}

// ------------------------------------------------------------------ questions

function questionFromInput(input: QuestionInput): AnyQuestion {
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

// ------------------------------------------------------------------ operations

export async function listCourseAssessments(
  deps: AppDeps,
  auth: AuthContext,
  courseId: number,
  publishedOnly: boolean,
): Promise<Schemas['AssessmentSummaryList']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { course, role } = await loadVisibleCourse(tx, auth.user, courseId);
    const staff = isStaffRole(role);
    if (!staff) await requireContentAccess(tx, auth.user, course, role);
    const items = await repo.listCourseAssessments(tx, course, staff ? publishedOnly : true);
    if (staff) return { items: items.map(toSummary), total: items.length };
    // A learner's list carries where they stand in each quiz (one statement for all of them).
    const attempts = await listUserAttempts(
      tx,
      course.tenant_id,
      items.map((item) => item.id),
      auth.user.id,
    );
    return {
      items: items.map((item) => ({
        ...toSummary(item),
        my_state: quizState(
          attempts.filter((attempt) => attempt.assessment_id === item.id),
          item,
        ),
      })),
      total: items.length,
    };
  });
}

/**
 * The learner's view. A learner seeing a timed quiz starts its clock: the attempt is opened (or
 * the open one resumed) in the same transaction as the questions are read, so reading first
 * and starting later cannot buy extra time.
 */
export async function getAssessment(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<Schemas['Assessment']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    // In a tenant, the caller's open attempt is read with the assessment and its course (one
    // round trip); unused when the quiz keeps no attempt open or the caller may not take it.
    const tenantId = callersTenantId(tx);
    const [{ assessment, role }, open] = await Promise.all([
      loadForTaking(tx, auth.user, id),
      tenantId === null
        ? undefined
        : findOpenAttempt(tx, { tenant_id: tenantId, id }, auth.user.id).then((row) => row ?? null),
    ]);
    const ownQuestions = perAttempt(assessment);
    if (isStaffRole(role) || (!assessment.time_limit_minutes && !ownQuestions)) {
      // Nothing is written on this path: the questions travel with the request's commit, one
      // socket write fewer on the quiz every student of an exam opens at once.
      return finalReads(tx, () => learnerView(tx, assessment));
    }
    const opened = await openOrResumeAttempt(tx, assessment, auth.user.id, open);
    const attempt = toAttempt(opened);
    // A quiz that draws or shuffles shows this attempt's own questions, in its own order.
    if (opened.questions) {
      return {
        ...toSummary(assessment),
        question_count: opened.questions.length,
        total_points: opened.questions.reduce((sum, question) => sum + question.points, 0),
        questions: opened.questions.map((question, index) =>
          toAttemptQuestion(question, index, assessment.id),
        ),
        attempt,
      };
    }
    return { ...(await learnerView(tx, assessment)), attempt };
  });
}

export async function getAssessmentAdmin(deps: AppDeps, auth: AuthContext, id: number) {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { role } = await loadAssessment(tx, auth.user, id);
    if (!isStaffRole(role)) throw forbidden(ASSESSMENT_MESSAGES.answersStaffOnly);
    return staffView(tx, id);
  });
}

export async function createAssessment(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createAssessment'>,
): Promise<Schemas['AssessmentAdmin']> {
  const title = requiredText('title', body.title);
  const questions = (body.questions ?? []).map((input, index) => ({
    ...normalizeQuestion(questionFromInput(input), `questions[${index}].`),
    order_index: input.order_index ?? index,
  }));
  return withScope(deps.db, auth.scope, async (tx) => {
    const course = await loadCourse(tx, body.course_id);
    requireStaff(courseRole(auth.user, course));
    const randomDraws = await checkDraws(tx, course, body.random_draws ?? []);
    const assessment = await repo.insertAssessment(tx, {
      tenant_id: course.tenant_id,
      course_id: course.id,
      title,
      description: optionalText(body.description),
      assessment_type: body.assessment_type ?? 'quiz',
      passing_score: body.passing_score ?? 60,
      time_limit_minutes: body.time_limit_minutes ?? null,
      is_published: body.is_published ?? false,
      created_by: auth.user.id,
      // One attempt for a timed quiz unless the teacher says otherwise; unlimited otherwise.
      max_attempts:
        body.max_attempts !== undefined ? body.max_attempts : body.time_limit_minutes ? 1 : null,
      attempts_policy: body.attempts_policy ?? 'best',
      review_after_submit: body.review_after_submit ?? false,
      random_draws: randomDraws,
      shuffle_questions: body.shuffle_questions ?? false,
      shuffle_options: body.shuffle_options ?? false,
    });
    await repo.insertQuestions(
      tx,
      questions.map((question) => ({
        ...question,
        tenant_id: course.tenant_id,
        assessment_id: assessment.id,
      })),
    );
    return staffView(tx, assessment.id);
  });
}

export async function updateAssessment(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateAssessment'>,
): Promise<Schemas['AssessmentAdmin']> {
  const changes: repo.AssessmentChanges = {};
  if (body.title !== undefined) changes.title = requiredText('title', body.title);
  if (body.description !== undefined) changes.description = optionalText(body.description);
  if (body.assessment_type !== undefined) changes.assessment_type = body.assessment_type;
  if (body.passing_score !== undefined) changes.passing_score = body.passing_score;
  if (body.time_limit_minutes !== undefined) changes.time_limit_minutes = body.time_limit_minutes;
  if (body.is_published !== undefined) changes.is_published = body.is_published;
  if (body.max_attempts !== undefined) changes.max_attempts = body.max_attempts;
  if (body.attempts_policy !== undefined) changes.attempts_policy = body.attempts_policy;
  if (body.review_after_submit !== undefined) {
    changes.review_after_submit = body.review_after_submit;
  }
  if (body.shuffle_questions !== undefined) changes.shuffle_questions = body.shuffle_questions;
  if (body.shuffle_options !== undefined) changes.shuffle_options = body.shuffle_options;
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment, course } = await loadForStaff(tx, auth.user, id);
    if (body.random_draws !== undefined) {
      changes.random_draws = await checkDraws(tx, course, body.random_draws);
    }
    const changed = diff(
      assessment as unknown as Record<string, unknown>,
      changes as Record<string, unknown>,
    );
    if (Object.keys(changed).length > 0) {
      await repo.updateAssessment(tx, assessment, changes);
      const publishes = 'is_published' in changed;
      await audit(tx, {
        tenantId: assessment.tenant_id,
        actorId: auth.user.id,
        action: publishes
          ? changes.is_published
            ? 'assessment.published'
            : 'assessment.unpublished'
          : 'assessment.updated',
        entityType: 'assessment',
        entityId: assessment.id,
        changes: changed,
      });
    }
    return staffView(tx, assessment.id);
  });
}

/** Deletes an assessment with its questions; one with submissions is kept (409). */
export async function deleteAssessment(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const { assessment } = await loadForStaff(tx, auth.user, id);
    if ((await repo.countSubmissions(tx, assessment)) > 0) {
      throw conflict(ASSESSMENT_MESSAGES.hasSubmissions);
    }
    try {
      await repo.deleteAssessment(tx, assessment);
    } catch (error) {
      if (sqlState(error) === '23503') throw conflict(ASSESSMENT_MESSAGES.hasSubmissions);
      throw error;
    }
  });
}

export async function createQuestion(
  deps: AppDeps,
  auth: AuthContext,
  assessmentId: number,
  body: Body<'createQuestion'>,
): Promise<Schemas['QuestionAdmin']> {
  const normalized = normalizeQuestion(questionFromInput(body));
  return withScope(deps.db, auth.scope, async (tx) => {
    const { assessment } = await loadForStaff(tx, auth.user, assessmentId);
    const orderIndex = body.order_index ?? (await repo.nextQuestionOrder(tx, assessment));
    const [question] = await repo.insertQuestions(tx, [
      {
        ...normalized,
        order_index: orderIndex,
        tenant_id: assessment.tenant_id,
        assessment_id: assessment.id,
      },
    ]);
    await auditQuestion(tx, auth, question!, 'question.created', {
      question_text: question!.question_text,
      correct_answer: question!.correct_answer,
      points: question!.points,
    });
    return toQuestionAdmin(question!);
  });
}

async function auditQuestion(
  tx: Tx,
  auth: AuthContext,
  question: { id: number; tenant_id: number; assessment_id: number },
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await audit(tx, {
    tenantId: question.tenant_id,
    actorId: auth.user.id,
    action,
    entityType: 'question',
    entityId: question.id,
    changes: { assessment_id: question.assessment_id, ...changes },
  });
}

async function loadQuestionForStaff(tx: Tx, user: AuthUser, id: number) {
  const question = await repo.findQuestion(tx, id);
  if (!question) throw notFound(ASSESSMENT_MESSAGES.questionNotFound);
  const loaded = await loadForStaff(tx, user, question.assessment_id);
  return { question, ...loaded };
}

export async function updateQuestion(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: Body<'updateQuestion'>,
): Promise<Schemas['QuestionAdmin']> {
  return withScope(deps.db, auth.scope, async (tx) => {
    const { question } = await loadQuestionForStaff(tx, auth.user, id);
    const merged: AnyQuestion = {
      question_text: body.question_text ?? question.question_text,
      question_type: body.question_type ?? question.question_type,
      options: body.options ?? question.options,
      correct_answer:
        body.correct_answer !== undefined ? body.correct_answer : question.correct_answer,
      accepted_answers: body.accepted_answers ?? question.accepted_answers,
      points: body.points ?? question.points,
      hints: body.hints ?? question.hints,
    };
    const changes: repo.QuestionChanges = { ...normalizeQuestion(merged) };
    if (body.order_index !== undefined) changes.order_index = body.order_index;
    const updated = await repo.updateQuestion(tx, question, changes);
    await auditQuestion(tx, auth, question, 'question.updated', {
      ...diff(question as unknown as Record<string, unknown>, changes as Record<string, unknown>),
    });
    return toQuestionAdmin(updated);
  });
}

export async function deleteQuestion(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await withScope(deps.db, auth.scope, async (tx) => {
    const { question } = await loadQuestionForStaff(tx, auth.user, id);
    await repo.deleteQuestion(tx, question);
    await auditQuestion(tx, auth, question, 'question.deleted', {
      question_text: question.question_text,
      correct_answer: question.correct_answer,
      points: question.points,
    });
  });
}
