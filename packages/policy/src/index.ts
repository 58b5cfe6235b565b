// @watni/policy: the one table of who may do what, shared by the service and the client.
// Pure data and functions: no dependencies, so both sides may import it.

export type { Permission, PolicyContext, PolicySetting, PolicySettings } from './permissions.js';
export { can, PERMISSION_TABLE, PERMISSIONS, roleCan } from './permissions.js';
export type { Role, RoleSubject } from './roles.js';
export { badgeRoleOf, ROLES, roleOf } from './roles.js';
export type { ScreenPath } from './screens.js';
export { SCREEN_PATHS, SCREEN_PERMISSIONS } from './screens.js';
