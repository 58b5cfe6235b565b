// The dashboard per role: one request, one scoped transaction, a handful
// of bounded statements. Which sections come back follows the permission table, never the raw
// user fields: platform (superusers), tenant_admin, teaching (teachers and `user_role: admin`),
// parent (their home is elsewhere), student (everyone else).
import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext, AuthUser } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import * as modules from '../modules/repository.js';
import { accessOf, tenantAccessList } from '../modules/service.js';
import { type CourseProgressRow, progressPercentage } from '../progress/repository.js';
import { getTenantSettings } from '../settings/repository.js';
import * as repo from './by-role.repository.js';
import { schoolOfficeDay, teacherDay } from './school-day.js';
import { computeSummary } from './service.js';

type Dashboard = Schemas['Dashboard'];
type Kind = Dashboard['kind'];

function dashboardKind(user: AuthUser): Kind {
  if (can(user, 'platform.administer')) return 'platform';
  if (can(user, 'tenant.administer')) return 'tenant_admin';
  if (can(user, 'courses.teach')) return 'teaching';
  if (can(user, 'children.view')) return 'parent';
  return 'student';
}

const iso = (value: Date | string) => new Date(value).toISOString();

function nowOf(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

/** The catalogue, and the slugs of the modules on for the tenant (its plan and its switches). */
async function enabledModules(
  tx: Tx,
  tenantId: number,
  planSlug: string | null,
  withScreens: ReadonlySet<string>,
  now: Date,
) {
  const [catalogue, access, included] = [
    await modules.listModules(tx),
    await modules.tenantAccessRows(tx, tenantId),
    await modules.planModuleIds(tx, planSlug),
  ];
  const enabled = catalogue.filter(
    (module) => accessOf(module, access.get(module.id), included, withScreens, now).is_enabled,
  );
  return { catalogue, enabled, slugs: new Set(enabled.map((module) => module.slug)) };
}

async function studentSection(
  tx: Tx,
  tenantId: number,
  userId: number,
  progress: Map<number, CourseProgressRow>,
): Promise<Schemas['StudentDashboard']> {
  const courses = await repo.myCourses(tx, tenantId, userId);
  const next = await repo.nextLessons(
    tx,
    tenantId,
    courses.map((course) => course.course_id),
    userId,
  );
  const upcoming = await repo.upcomingQuizzes(tx, tenantId, userId);
  const recent = await repo.recentResults(tx, tenantId, userId);
  return {
    courses: courses.map((course) => {
      const row = progress.get(Number(course.course_id));
      const total = row?.total_lessons ?? 0;
      const nextLesson = next.get(Number(course.course_id)) ?? null;
      return {
        course_id: Number(course.course_id),
        title: course.title,
        total_lessons: total,
        completed_lessons: row?.completed_lessons ?? 0,
        progress: progressPercentage(row),
        next_lesson_id: nextLesson,
        completed: total > 0 && nextLesson === null,
      };
    }),
    courses_total: courses[0]?.total ?? 0,
    upcoming_quizzes: upcoming.map(({ total: _total, ...quiz }) => ({
      ...quiz,
      assessment_id: Number(quiz.assessment_id),
      course_id: Number(quiz.course_id),
    })),
    upcoming_total: upcoming[0]?.total ?? 0,
    recent_results: recent.map((row) => ({
      submission_id: Number(row.submission_id),
      attempt_id: row.attempt_id === null ? null : Number(row.attempt_id),
      assessment_id: Number(row.assessment_id),
      title: row.title,
      course_title: row.course_title,
      submitted_at: iso(row.submitted_at),
      status: row.grading_pending ? 'awaiting_grading' : 'graded',
      score: row.score,
      max_score: row.max_score,
      percentage: Math.round(Number(row.percentage) * 100) / 100,
      passed: row.passed,
    })),
  };
}

async function teachingSection(
  tx: Tx,
  tenantId: number,
  user: AuthUser,
  withScreens: ReadonlySet<string>,
  now: Date,
): Promise<Schemas['TeachingDashboard']> {
  const courses = await repo.taughtCourses(tx, tenantId, user.id);
  const counts = await repo.teachingCounts(tx, tenantId, user.id);
  const settings = await getTenantSettings(tx, tenantId);
  const slugs = new Set(
    (await tenantAccessList(tx, tenantId, withScreens))
      .filter((module) => module.is_enabled)
      .map((module) => module.module_slug),
  );
  return {
    my_day: await teacherDay(tx, tenantId, user.id, slugs, now),
    courses: courses.map(({ total: _total, ...course }) => ({ ...course, id: Number(course.id) })),
    courses_total: courses[0]?.total ?? 0,
    to_grade: counts.to_grade,
    pending_enrollments: can(user, 'enrollments.manageOwn', { settings })
      ? counts.pending_enrollments
      : null,
  };
}

async function tenantAdminSection(
  tx: Tx,
  tenantId: number,
  withScreens: ReadonlySet<string>,
  now: Date,
): Promise<Schemas['TenantAdminDashboard']> {
  const row = await repo.tenantAdminFigures(tx, tenantId);
  const { catalogue, enabled, slugs } = await enabledModules(
    tx,
    tenantId,
    row.plan_slug,
    withScreens,
    now,
  );
  let status = row.plan_name ? row.subscription_status : 'none';
  if (status === 'trial' && row.trial_ends_at && new Date(row.trial_ends_at) <= now) {
    status = 'none';
  }
  return {
    school_office: await schoolOfficeDay(tx, tenantId, slugs, now),
    pending_enrollments: row.pending_enrollments,
    to_grade: row.to_grade,
    users: {
      students: row.students,
      teachers: row.teachers,
      staff: row.staff,
      parents: row.parents,
      admins: row.admins,
      inactive: row.inactive,
    },
    modules: {
      enabled: enabled.length,
      total: catalogue.length,
      names: enabled.map((module) => module.name),
    },
    plan: {
      name: row.plan_name,
      status,
      students: row.students,
      max_students: row.max_students,
      teachers: row.teachers + row.staff,
      max_teachers: row.max_teachers,
    },
  };
}

async function platformSection(tx: Tx): Promise<Schemas['PlatformDashboard']> {
  const row = await repo.platformFigures(tx);
  return {
    organisations: row.organisations,
    active: row.active,
    inactive: row.inactive,
    by_status: { trial: row.trial, active: row.paying, none: row.none },
    pending_requests: row.pending_requests,
  };
}

/** `GET /dashboard/`: the caller's dashboard, by role. */
export async function getDashboard(deps: AppDeps, auth: AuthContext): Promise<Dashboard> {
  const { user } = auth;
  const kind = dashboardKind(user);
  return withScope(deps.db, auth.scope, async (tx) => {
    const firstSignIn = await repo.isFirstSignIn(tx, user.id);
    const { summary, progress } = await computeSummary(tx, user);
    const tenantId = user.tenant_id;
    const dashboard: Dashboard = {
      kind,
      first_sign_in: firstSignIn,
      summary,
      student: null,
      teaching: null,
      tenant_admin: null,
      platform: null,
    };
    if (kind === 'platform') dashboard.platform = await platformSection(tx);
    else if (tenantId === null) return dashboard;
    else if (kind === 'tenant_admin')
      dashboard.tenant_admin = await tenantAdminSection(
        tx,
        tenantId,
        deps.modulesWithScreens,
        nowOf(deps),
      );
    else if (kind === 'teaching')
      dashboard.teaching = await teachingSection(
        tx,
        tenantId,
        user,
        deps.modulesWithScreens,
        nowOf(deps),
      );
    else if (kind === 'student') {
      dashboard.student = await studentSection(tx, tenantId, user.id, progress);
    }
    return dashboard;
  });
}
