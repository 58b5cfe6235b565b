// The service's policy: who may do what, from the one permission table in @watni/policy (the
// client's permissions module reads the same table). Services ask `can()` or `requirePermission()`;
// none reads `user_role`, `is_tenant_admin` or `is_superuser` to decide anything.
import { type Permission, type PolicyContext, roleOf, can as tableCan } from '@watni/policy';
import type { AuthContext, AuthUser } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';

export type { RoleSubject } from '@watni/policy';
export { roleOf };

export function can(user: AuthUser, permission: Permission, context?: PolicyContext): boolean {
  return tableCan(user, permission, context);
}

/** 403 with `detail` unless the caller has the permission. */
export function requirePermission(
  auth: AuthContext,
  permission: Permission,
  detail: string | Detail,
  context?: PolicyContext,
): void {
  if (!can(auth.user, permission, context)) throw forbidden(detail);
}
