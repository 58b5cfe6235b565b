// The roster's SQL: a course's approved learners with their progress, last activity and quiz
// scores. One statement per page for the people (sorted and paged in the database, so a course
// of 5,000 students never leaves the database whole), one for their quiz scores.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { escapeLike } from '../courses/access.js';

export type RosterSort = 'name' | 'progress' | 'last_activity' | 'enrolled_at';
export type SortOrder = 'asc' | 'desc';

export interface RosterRow {
  enrollment_id: number;
  enrolled_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  lessons_completed: number;
  last_activity_at: Date | null;
}

export interface RosterQuizRow {
  id: number;
  title: string;
  total_points: number;
}

export interface QuizScoreRow {
  user_id: number;
  assessment_id: number;
  attempts: number;
  best: number | null;
  last: number | null;
  pending: boolean;
}

const asDate = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

/** Published lessons of the course. */
export async function countPublishedLessons(tx: Tx, tenantId: number, courseId: number) {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from lessons
      where tenant_id = ${tenantId} and course_id = ${courseId} and is_published`),
  );
  return Number(row?.n ?? 0);
}

/** Published quizzes of the course in creation order, with their points (sum of questions). */
export async function publishedQuizzes(
  tx: Tx,
  tenantId: number,
  courseId: number,
): Promise<RosterQuizRow[]> {
  const rows = rowsOf<RosterQuizRow>(
    await tx.execute(sql`
      select a.id, a.title,
        coalesce((select sum(q.points) from questions q
                  where q.tenant_id = a.tenant_id and q.assessment_id = a.id), 0)::int as total_points
      from assessments a
      where a.tenant_id = ${tenantId} and a.course_id = ${courseId} and a.is_published
      order by a.created_at, a.id`),
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    total_points: Number(row.total_points),
  }));
}

function searchCondition(search: string | undefined): SQL {
  const text = search?.trim().toLowerCase();
  if (!text) return sql`true`;
  const prefix = `${escapeLike(text)}%`;
  return sql`(lower(u.first_name || ' ' || u.last_name) like ${prefix}
    or lower(u.last_name) like ${prefix} or lower(u.email) like ${prefix})`;
}

function orderBy(sort: RosterSort, order: SortOrder): SQL {
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  const name = sql`lower(u.last_name) ${dir}, lower(u.first_name) ${dir}, r.enrollment_id`;
  switch (sort) {
    case 'progress':
      return sql`r.lessons_completed ${dir}, lower(u.last_name), lower(u.first_name), r.enrollment_id`;
    case 'last_activity':
      // Never active counts as least recent: first ascending, last descending.
      return order === 'desc'
        ? sql`r.last_activity_at desc nulls last, r.enrollment_id`
        : sql`r.last_activity_at asc nulls first, r.enrollment_id`;
    case 'enrolled_at':
      return sql`r.enrolled_at ${dir}, r.enrollment_id ${dir}`;
    default:
      return name;
  }
}

/** The approved learners of the course with their figures (a CTE both queries share). */
function rosterSource(tenantId: number, courseId: number): SQL {
  return sql`
    with progress as (
      select p.user_id,
        (count(*) filter (where p.completed))::int as done,
        max(p.updated_at) as last_progress
      from lesson_progress p
      join lessons l on l.tenant_id = p.tenant_id and l.id = p.lesson_id
      where l.tenant_id = ${tenantId} and l.course_id = ${courseId} and l.is_published
      group by p.user_id
    ), subs as (
      select s.user_id, max(s.submitted_at) as last_submit
      from submissions s
      join assessments a on a.tenant_id = s.tenant_id and a.id = s.assessment_id
      where a.tenant_id = ${tenantId} and a.course_id = ${courseId}
      group by s.user_id
    ), r as (
      select e.id as enrollment_id, e.created_at as enrolled_at, e.user_id,
        coalesce(pr.done, 0) as lessons_completed,
        greatest(pr.last_progress, su.last_submit) as last_activity_at
      from enrollments e
      left join progress pr on pr.user_id = e.user_id
      left join subs su on su.user_id = e.user_id
      where e.tenant_id = ${tenantId} and e.course_id = ${courseId}
        and e.payment_status = 'paid' and e.admin_approved and e.status = 'active'
    )`;
}

/** A page of the roster, sorted in the database. */
export async function rosterPage(
  tx: Tx,
  options: {
    tenantId: number;
    courseId: number;
    sort: RosterSort;
    order: SortOrder;
    search?: string | undefined;
    skip: number;
    limit: number;
  },
): Promise<RosterRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      ${rosterSource(options.tenantId, options.courseId)}
      select r.enrollment_id, r.enrolled_at, r.user_id, u.first_name, u.last_name, u.email,
        r.lessons_completed, r.last_activity_at
      from r join users u on u.id = r.user_id
      where ${searchCondition(options.search)}
      order by ${orderBy(options.sort, options.order)}
      offset ${options.skip} limit ${options.limit}`),
  );
  return rows.map((row) => ({
    enrollment_id: Number(row.enrollment_id),
    enrolled_at: asDate(row.enrolled_at) as Date,
    user_id: Number(row.user_id),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    email: String(row.email),
    lessons_completed: Number(row.lessons_completed),
    last_activity_at: asDate(row.last_activity_at),
  }));
}

/** How many approved learners match (for the pager). */
export async function rosterCount(
  tx: Tx,
  tenantId: number,
  courseId: number,
  search?: string,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n
      from enrollments e join users u on u.id = e.user_id
      where e.tenant_id = ${tenantId} and e.course_id = ${courseId}
        and e.payment_status = 'paid' and e.admin_approved and e.status = 'active'
        and ${searchCondition(search)}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Per learner and quiz: submissions made, the best and the latest score among graded ones
 * (percent), and whether the latest submission still waits for a teacher.
 */
export async function quizScores(
  tx: Tx,
  tenantId: number,
  quizIds: readonly number[],
  userIds: readonly number[],
): Promise<QuizScoreRow[]> {
  if (quizIds.length === 0 || userIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select s.user_id, s.assessment_id, count(*)::int as attempts,
        max(s.percentage) filter (where not s.grading_pending) as best,
        (array_agg(s.percentage order by s.submitted_at desc, s.id desc)
          filter (where not s.grading_pending))[1] as last,
        (array_agg(s.grading_pending order by s.submitted_at desc, s.id desc))[1] as pending
      from submissions s
      where s.tenant_id = ${tenantId}
        and s.user_id = any(${`{${userIds.join(',')}}`}::int[])
        and s.assessment_id = any(${`{${quizIds.join(',')}}`}::int[])
      group by s.user_id, s.assessment_id`),
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    assessment_id: Number(row.assessment_id),
    attempts: Number(row.attempts),
    best: row.best === null || row.best === undefined ? null : Number(row.best),
    last: row.last === null || row.last === undefined ? null : Number(row.last),
    pending: row.pending === true || row.pending === 't',
  }));
}
