// Bulk enrolment decisions: approve or reject several pending
// enrollments in one request and one transaction. Each one goes through the same conditional
// update as a single decision (repo.decidePending: only while still pending), so one decided
// meanwhile by someone else is reported, never overwritten. Each decision is audited and e-mailed.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import type { Body, Schemas } from '../../http/types.js';
import { optionalText } from '../courses/service.js';
import * as repo from './repository.js';
import { decisionChanges, managedFilter, recordDecision, toEnrollment } from './service.js';

type Outcome = Schemas['EnrollmentDecisionOutcome'];

export async function decideEnrollments(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'decideEnrollments'>,
): Promise<Schemas['EnrollmentDecisionResults']> {
  const decision = body.decision;
  const notes = decision === 'reject' ? optionalText(body.admin_notes) : null;
  return withScope(deps.db, auth.scope, async (tx) => {
    // 403 for students and parents, and for teachers while the tenant's setting is off.
    await managedFilter(tx, auth, undefined);
    const admin = isAdmin(auth.user);
    const found = new Map(
      (await repo.findEnrollmentsWithCourses(tx, body.ids)).map((row) => [row.enrollment.id, row]),
    );
    const results = new Map<number, { result: Outcome; enrollment?: Schemas['Enrollment'] }>();
    const now = new Date();
    // Ascending ids: two bulk requests lock rows in the same order and never deadlock.
    for (const id of [...body.ids].sort((a, b) => a - b)) {
      const row = found.get(id);
      if (!row) {
        results.set(id, { result: 'not_found' });
        continue;
      }
      if (!admin && row.course.created_by !== auth.user.id) {
        results.set(id, { result: 'forbidden' });
        continue;
      }
      const updated =
        row.enrollment.payment_status === 'pending'
          ? await repo.decidePending(tx, row.enrollment, {
              ...decisionChanges(decision),
              ...(decision === 'reject' ? { admin_notes: notes } : {}),
              decided_by: auth.user.id,
              decided_at: now,
            })
          : undefined;
      if (!updated) {
        results.set(id, { result: 'already_decided' });
        continue;
      }
      await recordDecision(tx, auth, row.course, row.enrollment, updated, decision, {
        bulk: true,
      });
      const view = await repo.findEnrollmentView(tx, id);
      results.set(id, { result: 'decided', ...(view ? { enrollment: toEnrollment(view) } : {}) });
    }
    const items: Schemas['EnrollmentDecisionResult'][] = body.ids.map((id) => ({
      id,
      ...(results.get(id) ?? { result: 'not_found' as const }),
    }));
    return { items, decided: items.filter((item) => item.result === 'decided').length };
  });
}
