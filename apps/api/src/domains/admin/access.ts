import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';
import { type AuthContext, isAdmin } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';

/**
 * The tenant whose settings, modules and subscription a caller manages: their own. Superusers
 * belong to the platform tenant (id 1); their requests run in platform scope, so every query
 * on a tenant-owned table filters by this id explicitly.
 */
export function ownTenantId(auth: AuthContext): number {
  return auth.user.tenant_id ?? PLATFORM_TENANT_ID;
}

export const ACCESS_MESSAGES = {
  adminsOnly: 'Only administrators can do this.',
  superusersOnly: 'Only platform superusers can do this.',
} as const;

/** Tenant admins and superusers ("admin" in the spec). */
export function requireAdmin(auth: AuthContext, detail: string = ACCESS_MESSAGES.adminsOnly): void {
  if (!isAdmin(auth.user)) throw forbidden(detail);
}

export function requireSuperuser(auth: AuthContext): void {
  if (!auth.user.is_superuser) throw forbidden(ACCESS_MESSAGES.superusersOnly);
}
