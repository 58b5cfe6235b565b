// The To-grade queue (issues 13 and 17): what staff still have to grade, across courses.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Query, Schemas } from '../../http/types.js';
import { can, requirePermission } from '../_shared/policy.js';
import * as repo from './repository.js';

const GRADING_MESSAGES = defineMessages('grading', {
  staffOnly: {
    en: 'Only teachers and administrators grade submissions.',
    ur: 'جمع کرائے گئے کام کو صرف اساتذہ اور ایڈمن نمبر دیتے ہیں۔',
  },
});

/** Teachers: their own courses; tenant admins: the tenant; superusers: every tenant or one. */
function queueScope(auth: AuthContext, tenantFilter: number | undefined): repo.QueueScope {
  requirePermission(auth, 'submissions.grade', GRADING_MESSAGES.staffOnly);
  const { user } = auth;
  if (can(user, 'platform.administer')) return { tenantId: tenantFilter ?? null, ownerId: null };
  const tenantId = user.tenant_id;
  if (tenantId === null) return { tenantId: -1, ownerId: user.id };
  return { tenantId, ownerId: can(user, 'tenant.administer') ? null : user.id };
}

export async function listGradingQueue(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'listGradingQueue'>,
): Promise<Schemas['GradingQueue']> {
  const scope = queueScope(auth, query.tenant_id);
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 25;
  return withScope(deps.db, auth.scope, async (tx) => {
    const rows = await repo.listQueue(tx, scope, skip, limit);
    // The count is needed only when the page is full or starts past the first item.
    const total =
      skip === 0 && rows.length < limit ? rows.length : await repo.countQueue(tx, scope);
    return {
      total,
      items: rows.map((row) => ({
        submission_id: Number(row.submission_id),
        assessment_id: Number(row.assessment_id),
        assessment_title: row.assessment_title,
        course_id: Number(row.course_id),
        course_title: row.course_title,
        student: {
          id: Number(row.student_id),
          first_name: row.first_name,
          last_name: row.last_name,
        },
        submitted_at: new Date(row.submitted_at).toISOString(),
      })),
    };
  });
}

export async function countGradingQueue(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'countGradingQueue'>,
): Promise<Schemas['GradingQueueCount']> {
  const scope = queueScope(auth, query.tenant_id);
  return withScope(deps.db, auth.scope, async (tx) => ({
    count: await repo.countQueue(tx, scope),
  }));
}
