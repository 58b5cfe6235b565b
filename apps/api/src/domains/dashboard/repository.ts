import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { courses, enrollments } from '../../db/schema/learning.js';

/** The courses a user is enrolled in with an approved, active enrollment. */
export async function approvedCourseIds(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ course_id: enrollments.course_id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.tenant_id, tenantId),
        eq(enrollments.user_id, userId),
        eq(enrollments.payment_status, 'paid'),
        eq(enrollments.admin_approved, true),
        eq(enrollments.status, 'active'),
      ),
    );
  return rows.map((row) => row.course_id);
}

export interface QuizStanding {
  course_id: number;
  published: number;
  passed: number;
}

/** Per course: its published assessments and how many of them the user has passed. */
export async function quizStandings(
  tx: Tx,
  tenantId: number,
  courseIds: readonly number[],
  userId: number,
): Promise<Map<number, QuizStanding>> {
  if (courseIds.length === 0) return new Map();
  const result = await tx.execute(sql`
    select a.course_id,
      count(*)::int as published,
      (count(*) filter (where exists (
        select 1 from submissions s
        where s.tenant_id = a.tenant_id and s.assessment_id = a.id
          and s.user_id = ${userId} and s.passed)))::int as passed
    from assessments a
    where a.tenant_id = ${tenantId} and a.is_published and a.course_id = any(${`{${courseIds.join(',')}}`}::int[])
    group by a.course_id`);
  const rows = (result as unknown as { rows: QuizStanding[] }).rows;
  return new Map(rows.map((row) => [Number(row.course_id), row]));
}

export async function countCoursesCreatedBy(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(courses)
    .where(and(eq(courses.tenant_id, tenantId), eq(courses.created_by, userId)));
  return row?.value ?? 0;
}

/** Headline figures of one tenant, or of every tenant (tenantId undefined: superusers). */
export async function tenantFigures(tx: Tx, tenantId: number | undefined) {
  const [userCount] = await tx
    .select({ value: count() })
    .from(users)
    .where(tenantId === undefined ? undefined : eq(users.tenant_id, tenantId));
  const [courseCount] = await tx
    .select({ value: count() })
    .from(courses)
    .where(tenantId === undefined ? undefined : eq(courses.tenant_id, tenantId));
  const [pending] = await tx
    .select({ value: count() })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.payment_status, 'pending'),
        tenantId === undefined ? undefined : eq(enrollments.tenant_id, tenantId),
      ),
    );
  return {
    users: userCount?.value ?? 0,
    courses: courseCount?.value ?? 0,
    pending_enrollments: pending?.value ?? 0,
  };
}
