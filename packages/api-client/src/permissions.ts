// The client's permissions: the same table as the service's policy (@watni/policy), applied to
// the signed-in user and their tenant's settings. Guards, the console's menu, dashboards and
// screens ask `can()` here; none reads `user_role`, `is_tenant_admin` or `is_superuser`.
import {
  badgeRoleOf,
  type Permission,
  type PolicySettings,
  type Role,
  type RoleSubject,
  roleOf,
  SCREEN_PERMISSIONS,
  type ScreenPath,
  can as tableCan,
} from '@watni/policy';
import { useSession } from './queries/auth';
import { useTenantSettings } from './queries/settings';

export type { Permission, PolicySettings, Role, RoleSubject, ScreenPath } from '@watni/policy';
export {
  badgeRoleOf,
  PERMISSION_TABLE,
  PERMISSIONS,
  ROLES,
  roleCan,
  roleOf,
  SCREEN_PATHS,
  SCREEN_PERMISSIONS,
} from '@watni/policy';

export interface Permissions {
  /** The role that decides permissions; null while signed out or loading. */
  role: Role | null;
  /** The role on the dashboard's badge (spec section 6 order). */
  badgeRole: Role | null;
  can: (permission: Permission) => boolean;
  /** Whether the screen at this path (a key of SCREEN_PERMISSIONS) may be opened. */
  mayOpen: (screen: ScreenPath) => boolean;
}

/** Permissions of a user (null: nobody signed in, who may do nothing here). */
export function permissionsOf(
  user: RoleSubject | null | undefined,
  settings?: PolicySettings | null,
): Permissions {
  const allowed = (permission: Permission) =>
    user ? tableCan(user, permission, { settings }) : false;
  return {
    role: user ? roleOf(user) : null,
    badgeRole: user ? badgeRoleOf(user) : null,
    can: allowed,
    mayOpen: (screen) => allowed(SCREEN_PERMISSIONS[screen]),
  };
}

/**
 * The signed-in user's permissions. Settings-dependent permissions (a teacher's enrolments,
 * course creation) use the tenant's settings once loaded, their defaults before.
 */
export function usePermissions(): Permissions {
  const session = useSession();
  const settings = useTenantSettings({ enabled: session.status === 'authenticated' });
  return permissionsOf(session.user, settings.data);
}
