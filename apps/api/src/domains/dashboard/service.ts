import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { courseProgress, progressPercentage } from '../progress/repository.js';
import * as repo from './repository.js';

/**
 * The caller's figures. A course counts as a certification when it has content (a published
 * lesson or quiz), its course progress is 100% (every required lesson complete; every lesson
 * when none is required) and every published quiz of it has a passed submission.
 */
export async function getDashboardSummary(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['DashboardSummary']> {
  const { user } = auth;
  return withScope(deps.db, auth.scope, async (tx) => {
    const courseIds = await repo.approvedCourseIds(tx, user.id);
    const progress = await courseProgress(tx, courseIds, user.id);
    const quizzes = await repo.quizStandings(tx, courseIds, user.id);
    let certifications = 0;
    let progressSum = 0;
    for (const courseId of courseIds) {
      const lessons = progress.get(courseId);
      const quiz = quizzes.get(courseId);
      const percentage = progressPercentage(lessons);
      progressSum += percentage;
      const hasLessons = (lessons?.total_lessons ?? 0) > 0;
      const hasQuizzes = (quiz?.published ?? 0) > 0;
      const lessonsDone = !hasLessons || percentage === 100;
      const quizzesDone = !hasQuizzes || quiz!.passed === quiz!.published;
      if ((hasLessons || hasQuizzes) && lessonsDone && quizzesDone) certifications += 1;
    }
    const average = courseIds.length ? Math.round((progressSum / courseIds.length) * 100) / 100 : 0;
    return {
      courses_enrolled: courseIds.length,
      certifications,
      average_progress: average,
      courses_created: await repo.countCoursesCreatedBy(tx, user.id),
      tenant: isAdmin(user)
        ? await repo.tenantFigures(
            tx,
            user.is_superuser ? undefined : (user.tenant_id ?? undefined),
          )
        : null,
    };
  });
}
