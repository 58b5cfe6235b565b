import type { Tx } from '../../db/client.js';
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { can } from '../_shared/policy.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import { audit, diff } from '../audit/service.js';
import { newJoinCode } from './join-code.js';
import * as repo from './repository.js';

const MESSAGES = defineMessages('settings.service', {
  adminsOnly: {
    en: 'Only administrators can change the tenant settings.',
    ur: 'ادارے کی ترتیبات صرف ایڈمن بدل سکتے ہیں۔',
  },
});

/** The settings as the caller may see them: the join code is for those who manage settings. */
function visibleTo(auth: AuthContext, settings: repo.TenantSettingsValues) {
  return can(auth.user, 'settings.manage') ? settings : { ...settings, join_code: null };
}

/** Every member of the tenant reads its settings (teachers see their course limit). */
export async function getSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TenantSettings']> {
  return withScope(deps.db, auth.scope, async (tx) =>
    visibleTo(auth, await repo.getTenantSettings(tx, ownTenantId(auth))),
  );
}

/**
 * Saves the fields sent (partial update) for the caller's own tenant; tenant admins and
 * superusers only. The contract refuses a negative, non-integer or oversize limit (422).
 * Audited as settings.updated with {field: {from, to}} when something changed. Switching to
 * join codes gives the school a code when it has none yet (audited without the code).
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
      registration_mode: body.registration_mode,
    };
    const changed = diff(before as unknown as Record<string, unknown>, changes);
    if (Object.keys(changed).length === 0) return before;
    const codeIssued = changes.registration_mode === 'join_code' && before.join_code === null;
    if (codeIssued) changes.join_code = newJoinCode();
    const saved = await repo.saveTenantSettings(tx, tenantId, changes, auth.user.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'settings.updated',
      entityType: 'tenant_settings',
      entityId: tenantId,
      changes: codeIssued ? { ...changed, join_code: 'issued' } : changed,
    });
    return saved;
  });
}

/** A new join code for the caller's own tenant; the old one stops working at once. */
export async function regenerateJoinCode(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['TenantSettings']> {
  requireAdmin(auth, MESSAGES.adminsOnly);
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx: Tx) => {
    await repo.lockTenantSettings(tx, tenantId);
    const before = await repo.getTenantSettings(tx, tenantId);
    const saved = await repo.saveTenantSettings(
      tx,
      tenantId,
      { join_code: newJoinCode() },
      auth.user.id,
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'settings.join_code_regenerated',
      entityType: 'tenant_settings',
      entityId: tenantId,
      // The codes themselves stay out of the log (anyone reading it could join with them).
      changes: { join_code: { from: before.join_code ? 'set' : 'none', to: 'new' } },
    });
    return saved;
  });
}
