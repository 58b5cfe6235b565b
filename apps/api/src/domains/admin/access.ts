import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';
import type { AuthContext } from '../../http/context.js';
import type { Detail } from '../../http/i18n/messages.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { requirePermission } from '../_shared/policy.js';

/**
 * The tenant whose settings, modules and subscription a caller manages: their own. Superusers
 * belong to the platform tenant (id 1); their requests run in platform scope, so every query
 * on a tenant-owned table filters by this id explicitly.
 */
export function ownTenantId(auth: AuthContext): number {
  return auth.user.tenant_id ?? PLATFORM_TENANT_ID;
}

export const ACCESS_MESSAGES = defineMessages('admin.access', {
  adminsOnly: { en: 'Only administrators can do this.', ur: 'یہ کام صرف ایڈمن کر سکتے ہیں۔' },
  superusersOnly: {
    en: 'Only platform superusers can do this.',
    ur: 'یہ کام صرف پلیٹ فارم کے سپر یوزر کر سکتے ہیں۔',
  },
});

/** Tenant admins and superusers ("admin" in the spec). */
export function requireAdmin(
  auth: AuthContext,
  detail: string | Detail = ACCESS_MESSAGES.adminsOnly,
): void {
  requirePermission(auth, 'tenant.administer', detail);
}

export function requireSuperuser(auth: AuthContext): void {
  requirePermission(auth, 'platform.administer', ACCESS_MESSAGES.superusersOnly);
}
