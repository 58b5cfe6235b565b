// The signed-in user's enrolment state per course: the public catalogue
// stays one shared, cached answer per tenant; the client merges these states into its cards.
import { and, eq } from 'drizzle-orm';
import { enrollments } from '../../db/schema/learning.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';

type State = Schemas['EnrollmentStateList']['items'][number]['state'];

/** pending → pending, rejected → rejected, paid and active → enrolled, paid but dropped → dropped. */
function enrollmentState(row: { payment_status: string; status: string }): State {
  if (row.payment_status === 'pending') return 'pending';
  if (row.payment_status === 'rejected') return 'rejected';
  return row.status === 'active' ? 'enrolled' : 'dropped';
}

export async function listMyEnrollmentStates(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['EnrollmentStateList']> {
  const { user } = auth;
  return withScope(deps.db, auth.scope, async (tx) => {
    const tenantId = user.tenant_id;
    if (tenantId === null) return { items: [] };
    const rows = await tx
      .select({
        course_id: enrollments.course_id,
        payment_status: enrollments.payment_status,
        status: enrollments.status,
      })
      .from(enrollments)
      .where(and(eq(enrollments.tenant_id, tenantId), eq(enrollments.user_id, user.id)));
    return {
      items: rows.map((row) => ({ course_id: row.course_id, state: enrollmentState(row) })),
    };
  });
}
