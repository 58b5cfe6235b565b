import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Body, Schemas } from '../../http/types.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit, diff } from '../audit/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  adminsOnly: 'Only administrators can change the tenant settings.',
} as const;

/** Every member of the tenant reads its settings (teachers see their course limit). */
export async function getSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TenantSettings']> {
  return withScope(deps.db, auth.scope, (tx) => repo.getTenantSettings(tx, ownTenantId(auth)));
}

/**
 * Saves the fields sent (partial update) for the caller's own tenant; tenant admins and
 * superusers only. The contract refuses a negative, non-integer or oversize limit (422).
 * Audited as settings.updated with {field: {from, to}} when something changed.
 */
export async function updateSettings(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateTenantSettings'>,
): Promise<Schemas['TenantSettings']> {
  requireAdmin(auth, MESSAGES.adminsOnly);
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    await repo.lockTenantSettings(tx, tenantId);
    const before = await repo.getTenantSettings(tx, tenantId);
    const changes: Partial<repo.TenantSettingsValues> = {
      teachers_can_create_courses: body.teachers_can_create_courses,
      teachers_can_delete_courses: body.teachers_can_delete_courses,
      teachers_can_manage_enrollments: body.teachers_can_manage_enrollments,
      teacher_course_limit: body.teacher_course_limit,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return before;
    const saved = await repo.saveTenantSettings(tx, tenantId, changes, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'settings.updated',
      entityType: 'tenant_settings',
      entityId: tenantId,
      changes: changed,
    });
    return saved;
  });
}
