// Who someone is, derived once from the user's fields (`user_role`, `is_tenant_admin`,
// `is_superuser`). Nothing else in the product reads those fields to decide anything.

/**
 * The roles of the permission table.
 * - `superuser`: the platform's staff (every tenant).
 * - `tenantAdmin`: `is_tenant_admin`, whatever the `user_role` (the spec's "admin").
 * - `admin`: `user_role: admin` WITHOUT the tenant-admin flag. The spec calls only superusers and
 *   tenant admins "admin"; so this role is teaching staff with an office title: it may do what a
 *   teacher may (own courses, grading, own enrolments when the setting allows), and nothing of a
 *   tenant admin (users, modules, subscription, settings). Making someone a tenant admin is the
 *   flag's job.
 * - `teacher`, `student`.
 * - `parent`: a guardian's account (the user kind arrives with the school half); sees the learning
 *   pages of anyone and, later, their children's records.
 */
export const ROLES = ['superuser', 'tenantAdmin', 'admin', 'teacher', 'parent', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** The fields a role is derived from (the contract's `User` and the service's `AuthUser` fit). */
export interface RoleSubject {
  user_role: string;
  is_tenant_admin: boolean;
  is_superuser: boolean;
}

/** The role that decides permissions: the flags first, then `user_role`. */
export function roleOf(user: RoleSubject): Role {
  if (user.is_superuser) return 'superuser';
  if (user.is_tenant_admin) return 'tenantAdmin';
  switch (user.user_role) {
    case 'admin':
      return 'admin';
    case 'teacher':
      return 'teacher';
    case 'parent':
      return 'parent';
    default:
      return 'student';
  }
}

/**
 * The role named on the dashboard's badge. Spec section 6: "The role badge shows Superuser first,
 * then teacher, then admin or tenant admin, else student." (So a teacher who is also tenant admin
 * is badged Teacher while holding the tenant admin's permissions.)
 */
export function badgeRoleOf(user: RoleSubject): Role {
  if (user.is_superuser) return 'superuser';
  if (user.user_role === 'teacher') return 'teacher';
  if (user.user_role === 'admin') return 'admin';
  if (user.is_tenant_admin) return 'tenantAdmin';
  if (user.user_role === 'parent') return 'parent';
  return 'student';
}
