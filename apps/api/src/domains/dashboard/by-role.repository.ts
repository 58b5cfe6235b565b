// The SQL of the dashboards per role. Each function is ONE statement,
// bounded (short lists with their totals), and reaches tenant rows through indexes led by
// tenant_id (migration 0160 adds the ones the queue and the recent results need).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

/** How many items a dashboard list shows (its total comes beside it). */
const DASHBOARD_LIST_LIMIT = 6;

const APPROVED = sql`e.payment_status = 'paid' and e.admin_approved and e.status = 'active'`;

/** Whether the user has signed in before this session's sign-in (0160's previous_login_at). */
export async function isFirstSignIn(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await rows<{ first: boolean }>(
    tx,
    sql`select previous_login_at is null as first from users where id = ${userId}`,
  );
  return row?.first ?? true;
}

interface MyCourseRow {
  course_id: number;
  title: string;
  total: number;
}

/** The learner's approved courses, most recently enrolled first, with their total. */
export async function myCourses(tx: Tx, tenantId: number, userId: number): Promise<MyCourseRow[]> {
  return rows<MyCourseRow>(
    tx,
    sql`select c.id as course_id, c.title, (count(*) over ())::int as total
      from enrollments e
      join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId} and ${APPROVED}
      order by e.created_at desc, e.id desc
      limit ${DASHBOARD_LIST_LIMIT}`,
  );
}

/** Per course: the first published lesson the learner has not completed, in course order. */
export async function nextLessons(
  tx: Tx,
  tenantId: number,
  courseIds: readonly number[],
  userId: number,
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const found = await rows<{ course_id: number; lesson_id: number }>(
    tx,
    sql`select distinct on (l.course_id) l.course_id, l.id as lesson_id
      from lessons l
      where l.tenant_id = ${tenantId} and l.is_published
        and l.course_id = any(${`{${courseIds.join(',')}}`}::int[])
        and not exists (
          select 1 from lesson_progress p
          where p.tenant_id = l.tenant_id and p.lesson_id = l.id and p.user_id = ${userId}
            and p.completed)
      order by l.course_id, l.order_index, l.id`,
  );
  return new Map(found.map((row) => [Number(row.course_id), Number(row.lesson_id)]));
}

interface UpcomingQuizRow {
  assessment_id: number;
  title: string;
  course_id: number;
  course_title: string;
  time_limit_minutes: number | null;
  question_count: number;
  total: number;
}

/** Published quizzes of the learner's approved courses they have not submitted, oldest first. */
export async function upcomingQuizzes(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<UpcomingQuizRow[]> {
  return rows<UpcomingQuizRow>(
    tx,
    sql`select a.id as assessment_id, a.title, c.id as course_id, c.title as course_title,
        a.time_limit_minutes,
        (select count(*) from questions q
          where q.tenant_id = a.tenant_id and q.assessment_id = a.id)::int as question_count,
        (count(*) over ())::int as total
      from enrollments e
      join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
      join assessments a on a.tenant_id = e.tenant_id and a.course_id = e.course_id
      where e.tenant_id = ${tenantId} and e.user_id = ${userId} and ${APPROVED}
        and a.is_published
        and not exists (
          select 1 from submissions s
          where s.tenant_id = a.tenant_id and s.user_id = ${userId} and s.assessment_id = a.id)
      order by a.created_at, a.id
      limit ${DASHBOARD_LIST_LIMIT}`,
  );
}

interface RecentResultRow {
  submission_id: number;
  attempt_id: number | null;
  assessment_id: number;
  title: string;
  course_title: string;
  submitted_at: Date | string;
  grading_pending: boolean;
  score: number;
  max_score: number;
  percentage: number;
  passed: boolean;
}

/** The learner's latest submissions, newest first. */
export async function recentResults(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<RecentResultRow[]> {
  return rows<RecentResultRow>(
    tx,
    sql`select s.id as submission_id, s.attempt_id, s.assessment_id, a.title,
        c.title as course_title, s.submitted_at, s.grading_pending, s.score, s.max_score,
        s.percentage, s.passed
      from submissions s
      join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
      join courses c on c.tenant_id = a.tenant_id and c.id = a.course_id
      where s.tenant_id = ${tenantId} and s.user_id = ${userId}
      order by s.submitted_at desc, s.id desc
      limit ${DASHBOARD_LIST_LIMIT}`,
  );
}

interface TaughtCourseRow {
  id: number;
  title: string;
  is_published: boolean;
  enrolled: number;
  pending: number;
  total: number;
}

/** The teacher's own courses (created by them), newest first, with enrolled and pending counts. */
export async function taughtCourses(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<TaughtCourseRow[]> {
  return rows<TaughtCourseRow>(
    tx,
    sql`select c.id, c.title, c.is_published,
        (select count(*) from enrollments e
          where e.tenant_id = c.tenant_id and e.course_id = c.id and ${APPROVED})::int as enrolled,
        (select count(*) from enrollments e
          where e.tenant_id = c.tenant_id and e.course_id = c.id
            and e.payment_status = 'pending')::int as pending,
        (count(*) over ())::int as total
      from courses c
      where c.tenant_id = ${tenantId} and c.created_by = ${userId}
      order by c.created_at desc, c.id desc
      limit ${DASHBOARD_LIST_LIMIT}`,
  );
}

/** Pending enrolments and submissions awaiting grading of the teacher's own courses. */
export async function teachingCounts(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<{ pending_enrollments: number; to_grade: number }> {
  const [row] = await rows<{ pending_enrollments: number; to_grade: number }>(
    tx,
    sql`select
        (select count(*) from enrollments e
          join courses c on c.tenant_id = e.tenant_id and c.id = e.course_id
          where e.tenant_id = ${tenantId} and e.payment_status = 'pending'
            and c.created_by = ${userId})::int as pending_enrollments,
        (select count(*) from submissions s
          join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
          join courses c on c.tenant_id = a.tenant_id and c.id = a.course_id
          where s.tenant_id = ${tenantId} and s.grading_pending
            and c.created_by = ${userId})::int as to_grade`,
  );
  return { pending_enrollments: row?.pending_enrollments ?? 0, to_grade: row?.to_grade ?? 0 };
}

interface TenantAdminRow {
  pending_enrollments: number;
  to_grade: number;
  students: number;
  teachers: number;
  staff: number;
  parents: number;
  admins: number;
  inactive: number;
  plan_name: string | null;
  plan_slug: string | null;
  subscription_status: 'trial' | 'active' | 'none';
  trial_ends_at: Date | string | null;
  max_students: number | null;
  max_teachers: number | null;
}

/** The tenant admin's figures: pending enrolments, the queue, users by role, the plan's limits. */
export async function tenantAdminFigures(tx: Tx, tenantId: number): Promise<TenantAdminRow> {
  const [row] = await rows<TenantAdminRow>(
    tx,
    sql`select
        (select count(*) from enrollments e
          where e.tenant_id = ${tenantId} and e.payment_status = 'pending')::int as pending_enrollments,
        (select count(*) from submissions s
          where s.tenant_id = ${tenantId} and s.grading_pending)::int as to_grade,
        u.students, u.teachers, u.staff, u.parents, u.admins, u.inactive,
        p.name as plan_name, p.slug as plan_slug, t.subscription_status, t.trial_ends_at,
        p.max_students, p.max_teachers
      from tenants t
      cross join lateral (
        select
          (count(*) filter (where is_active and not is_tenant_admin and user_role = 'student'))::int as students,
          (count(*) filter (where is_active and not is_tenant_admin and user_role = 'teacher'))::int as teachers,
          (count(*) filter (where is_active and not is_tenant_admin and user_role = 'admin'))::int as staff,
          (count(*) filter (where is_active and not is_tenant_admin and user_role = 'parent'))::int as parents,
          (count(*) filter (where is_active and is_tenant_admin))::int as admins,
          (count(*) filter (where not is_active))::int as inactive
        from users where tenant_id = ${tenantId} and not is_superuser
      ) u
      left join subscription_plans p on p.slug = t.subscription_plan
      where t.id = ${tenantId}`,
  );
  if (!row) throw new Error(`Tenant ${tenantId} not found.`);
  return row;
}

interface PlatformRow {
  organisations: number;
  active: number;
  inactive: number;
  trial: number;
  paying: number;
  none: number;
  pending_requests: number;
}

/** The platform's figures (superusers, platform scope): organisations and pending requests. */
export async function platformFigures(tx: Tx): Promise<PlatformRow> {
  const [row] = await rows<PlatformRow>(
    tx,
    sql`select
        (count(*))::int as organisations,
        (count(*) filter (where is_active))::int as active,
        (count(*) filter (where not is_active))::int as inactive,
        (count(*) filter (where subscription_status = 'trial'))::int as trial,
        (count(*) filter (where subscription_status = 'active'))::int as paying,
        (count(*) filter (where subscription_status = 'none'))::int as none,
        (select count(*) from users
          where tenant_id is null and organization_name is not null
            and not is_superuser and is_active)::int as pending_requests
      from tenants`,
  );
  return (
    row ?? {
      organisations: 0,
      active: 0,
      inactive: 0,
      trial: 0,
      paying: 0,
      none: 0,
      pending_requests: 0,
    }
  );
}

/** The PKR and the count of the fee payments recorded for one Pakistan day (refunds left out). */
export async function feesCollectedOn(
  tx: Tx,
  tenantId: number,
  day: string,
): Promise<{ amount: number; payments: number }> {
  const [row] = await rows<{ amount: number; payments: number }>(
    tx,
    sql`select coalesce(sum(amount), 0)::int as amount, count(*)::int as payments
      from payments
      where tenant_id = ${tenantId} and status = 'recorded' and paid_on = ${day}::date`,
  );
  return { amount: Number(row?.amount ?? 0), payments: Number(row?.payments ?? 0) };
}
