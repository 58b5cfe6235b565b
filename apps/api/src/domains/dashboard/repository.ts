import { and, count, eq } from 'drizzle-orm';
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
