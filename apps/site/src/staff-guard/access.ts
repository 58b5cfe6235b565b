import type { User } from '@watni/api-client';

/** Who may open a staff page: admins, staff (admins and teachers) or superusers only. */
export type StaffAccess = 'admin' | 'staff' | 'superuser';

/** 'Admin' means superuser or tenant admin (spec section 6). */
export function isAdmin(user: Pick<User, 'is_superuser' | 'is_tenant_admin'>): boolean {
  return user.is_superuser || user.is_tenant_admin;
}

export function mayOpen(
  user: Pick<User, 'is_superuser' | 'is_tenant_admin' | 'user_role'>,
  access: StaffAccess,
): boolean {
  switch (access) {
    case 'superuser':
      return user.is_superuser;
    case 'admin':
      return isAdmin(user);
    case 'staff':
      return isAdmin(user) || user.user_role === 'teacher';
  }
}
