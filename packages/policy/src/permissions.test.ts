import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, roleCan } from './permissions.js';
import { badgeRoleOf, ROLES, roleOf } from './roles.js';
import { SCREEN_PERMISSIONS } from './screens.js';

const user = (user_role: string, is_tenant_admin = false, is_superuser = false) => ({
  user_role,
  is_tenant_admin,
  is_superuser,
});

describe('roleOf', () => {
  it('puts the flags before user_role', () => {
    expect(roleOf(user('student', false, true))).toBe('superuser');
    expect(roleOf(user('teacher', true))).toBe('tenantAdmin');
    expect(roleOf(user('admin', true))).toBe('tenantAdmin');
    expect(roleOf(user('admin'))).toBe('admin');
    expect(roleOf(user('teacher'))).toBe('teacher');
    expect(roleOf(user('parent'))).toBe('parent');
    expect(roleOf(user('student'))).toBe('student');
    expect(roleOf(user('something-new'))).toBe('student');
  });

  it('badges in the spec order: superuser, teacher, admin or tenant admin, student', () => {
    expect(badgeRoleOf(user('teacher', true))).toBe('teacher');
    expect(badgeRoleOf(user('admin', true))).toBe('admin');
    expect(badgeRoleOf(user('student', true))).toBe('tenantAdmin');
    expect(badgeRoleOf(user('teacher', true, true))).toBe('superuser');
    expect(badgeRoleOf(user('parent'))).toBe('parent');
  });
});

describe('the table', () => {
  it('gives the administration to superusers and tenant admins only', () => {
    for (const permission of ['users.manage', 'modules.manage', 'settings.manage'] as const) {
      expect(ROLES.filter((role) => roleCan(role, permission))).toEqual([
        'superuser',
        'tenantAdmin',
      ]);
    }
    expect(ROLES.filter((role) => roleCan(role, 'platform.administer'))).toEqual(['superuser']);
  });

  it('treats user_role admin without the flag as teaching staff', () => {
    for (const permission of PERMISSIONS) {
      expect(roleCan('admin', permission), permission).toBe(roleCan('teacher', permission));
    }
    expect(can(user('admin'), 'tenant.administer')).toBe(false);
    expect(can(user('admin'), 'courses.teach')).toBe(true);
  });

  it('lets students only learn and keep their profile, and parents also see their children', () => {
    const learner = ['learning.use', 'profile.edit', 'settings.read'];
    // both see their own (children's) published results.
    expect(PERMISSIONS.filter((permission) => roleCan('student', permission))).toEqual([
      ...learner,
      'timetable.viewOwn',
      'results.viewOwn',
      'diary.viewOwn',
      'transport.viewOwn',
    ]);
    expect(PERMISSIONS.filter((permission) => roleCan('parent', permission))).toEqual([
      ...learner,
      'children.view',
      'timetable.viewOwn',
      'results.viewOwn',
      'diary.viewOwn',
      'transport.viewOwn',
    ]);
    expect(ROLES.filter((role) => roleCan(role, 'transport.manage'))).toEqual([
      'superuser',
      'tenantAdmin',
    ]);
  });

  it('follows the tenant settings for teaching staff, their defaults while unknown', () => {
    const teacher = user('teacher');
    expect(can(teacher, 'enrollments.manageOwn')).toBe(true);
    expect(
      can(teacher, 'enrollments.manageOwn', {
        settings: { teachers_can_manage_enrollments: false },
      }),
    ).toBe(false);
    expect(can(teacher, 'courses.deleteOwn')).toBe(false);
    expect(
      can(teacher, 'courses.deleteOwn', { settings: { teachers_can_delete_courses: true } }),
    ).toBe(true);
    expect(
      can(teacher, 'courses.create', { settings: { teachers_can_create_courses: false } }),
    ).toBe(false);
    // Settings never take an admin's rights away.
    const admin = user('admin', true);
    expect(
      can(admin, 'enrollments.manageOwn', { settings: { teachers_can_manage_enrollments: false } }),
    ).toBe(true);
    // Nor give a student any.
    expect(
      can(user('student'), 'courses.deleteOwn', {
        settings: { teachers_can_delete_courses: true },
      }),
    ).toBe(false);
  });

  it('gives the approval of results to the head (tenant admin) and the platform, not to teachers', () => {
    expect(ROLES.filter((role) => roleCan(role, 'results.approve'))).toEqual([
      'superuser',
      'tenantAdmin',
    ]);
  });

  it('names a known permission for every screen', () => {
    for (const [screen, permission] of Object.entries(SCREEN_PERMISSIONS)) {
      expect(PERMISSIONS, screen).toContain(permission);
    }
  });
});
