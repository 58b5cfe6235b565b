import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, type AuthUser, isAdmin } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { countUserCertificates } from '../certificates/repository.js';
import {
  type CourseProgressRow,
  courseProgress,
  progressPercentage,
} from '../progress/repository.js';
import * as repo from './repository.js';

/**
 * The caller's figures. `certifications` counts the caller's issued course certificates
 * (issued by the server when every required lesson is complete and every published
 * quiz passed; see domains/certificates/completion.ts).
 */
export async function getDashboardSummary(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['DashboardSummary']> {
  return withScope(
    deps.db,
    auth.scope,
    async (tx) => (await computeSummary(tx, auth.user)).summary,
  );
}

/** The three cards' figures, and the progress of each approved course (the student's list reuses it). */
export async function computeSummary(
  tx: Tx,
  user: AuthUser,
): Promise<{ summary: Schemas['DashboardSummary']; progress: Map<number, CourseProgressRow> }> {
  // Superusers belong to the platform tenant; their own enrolments are there.
  const tenantId = user.tenant_id ?? PLATFORM_TENANT_ID;
  const courseIds = await repo.approvedCourseIds(tx, tenantId, user.id);
  const progress = await courseProgress(tx, courseIds, user.id, tenantId);
  const certifications = await countUserCertificates(tx, tenantId, user.id);
  let progressSum = 0;
  for (const courseId of courseIds) progressSum += progressPercentage(progress.get(courseId));
  const average = courseIds.length ? Math.round((progressSum / courseIds.length) * 100) / 100 : 0;
  return {
    progress,
    summary: {
      courses_enrolled: courseIds.length,
      certifications,
      average_progress: average,
      courses_created: await repo.countCoursesCreatedBy(tx, tenantId, user.id),
      tenant: isAdmin(user)
        ? await repo.tenantFigures(
            tx,
            can(user, 'platform.administer') ? undefined : (user.tenant_id ?? undefined),
          )
        : null,
    },
  };
}
