// A course's quizzes and one quiz, for learners (without answers) and for staff (with them).
import { callersTenantId, finalReads, withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { isStaffRole, loadVisibleCourse, requireContentAccess } from '../courses/access.js';
import { openOrResumeAttempt, toAttempt } from '../submissions/attempts.js';
import { perAttempt, toAttemptQuestion } from '../submissions/freeze.js';
import { findOpenAttempt, listUserAttempts } from '../submissions/repository.js';
import { quizState } from '../submissions/standing.js';
import { ASSESSMENT_MESSAGES } from './messages.js';
import { learnerView, loadAssessment, loadForTaking, staffView, toSummary } from './office.js';
import * as repo from './repository.js';

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
