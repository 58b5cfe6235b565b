// Creating, changing and deleting a quiz (the course's staff; audited).
import { sqlState } from '../../db/errors.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit, diff } from '../audit/service.js';
import { courseRole, loadCourse, requireStaff } from '../courses/access.js';
import { optionalText, requiredText } from '../courses/service.js';
import { checkDraws } from './bank.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import { normalizeQuestion } from './normalize-question.js';
import { loadForStaff, questionFromInput, staffView } from './office.js';
import * as repo from './repository.js';

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
