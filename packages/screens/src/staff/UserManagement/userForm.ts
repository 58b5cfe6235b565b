import type { User, UserCreate, UserRole, UserUpdate } from '@watni/api-client';
import { badgeRoleOf, type Role } from '@watni/policy';
import { type StaffMessages, staffMessages } from '../../messages/staff';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  user_role: UserRole;
  is_active: boolean;
  is_tenant_admin: boolean;
  tenant_id: number;
}

type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

/** Create form defaults (spec section 5): active, not tenant admin, role student. */
export const emptyUserForm: UserFormValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  phone: '',
  user_role: 'student',
  is_active: true,
  is_tenant_admin: false,
  tenant_id: 1,
};

export function userToForm(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email ?? '',
    password: '',
    phone: user.phone ?? '',
    user_role: user.user_role,
    is_active: user.is_active,
    is_tenant_admin: user.is_tenant_admin,
    tenant_id: user.tenant_id ?? 1,
  };
}

/** Required fields; the password only when creating. */
export function validateUserForm(
  values: UserFormValues,
  mode: 'create' | 'edit',
  f: StaffMessages['users']['form'] = staffMessages.users.form,
): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const key of ['first_name', 'last_name', 'username', 'email'] as const) {
    if (!values[key].trim()) errors[key] = f.required;
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    errors.email = f.emailInvalid;
  }
  if (mode === 'create') {
    if (!values.password) errors.password = f.required;
    else if (values.password.length < 6) errors.password = f.passwordShort;
  }
  return errors;
}

export function toUserCreate(values: UserFormValues, withTenant: boolean): UserCreate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim() || null,
    // A parent account comes only from a guardian's invitation: never created here.
    user_role: values.user_role === 'parent' ? 'student' : values.user_role,
    is_active: values.is_active,
    is_tenant_admin: values.is_tenant_admin,
    ...(withTenant ? { tenant_id: values.tenant_id } : {}),
  };
}

/** The edit form omits password and tenant; the tenant-admin flag is not sent for superusers. */
export function toUserUpdate(values: UserFormValues, isSuperuser: boolean): UserUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    // A parent keeps their kind: the role is not sent for them.
    ...(values.user_role === 'parent' ? {} : { user_role: values.user_role }),
    is_active: values.is_active,
    ...(isSuperuser ? {} : { is_tenant_admin: values.is_tenant_admin }),
  };
}

/** The role badge, as the policy names it: Superuser first, then teacher, then admin or tenant admin. */
export function roleBadge(
  user: Pick<User, 'is_superuser' | 'user_role' | 'is_tenant_admin'>,
  r: StaffMessages['users']['roleBadge'] = staffMessages.users.roleBadge,
) {
  const role = badgeRoleOf(user);
  const tone = BADGE_TONES[role];
  return { label: r[role], tone };
}

const BADGE_TONES = {
  superuser: 'danger',
  teacher: 'info',
  admin: 'primary',
  tenantAdmin: 'primary',
  parent: 'neutral',
  student: 'neutral',
} as const satisfies Record<Role, string>;

/**
 * The deactivate confirmation of one person: their name in the title and their role in the
 * sentence, so the admin sees whom the click affects ("Deactivate Ayesha Khan?"). The name is
 * isolated (FSI … PDI) so that a Latin name keeps its order inside an Urdu sentence.
 */
export function deactivateConfirmation(
  user: Pick<
    User,
    'first_name' | 'last_name' | 'username' | 'is_superuser' | 'user_role' | 'is_tenant_admin'
  >,
  m: {
    deactivateNamedTitle: (name: string) => string;
    deactivateNamedConfirm: (name: string, role: string) => string;
    roleBadge: StaffMessages['users']['roleBadge'];
  },
): { title: string; message: string } {
  const full = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const name = `\u2068${full}\u2069`;
  const role = roleBadge(user, m.roleBadge).label;
  return { title: m.deactivateNamedTitle(name), message: m.deactivateNamedConfirm(name, role) };
}
