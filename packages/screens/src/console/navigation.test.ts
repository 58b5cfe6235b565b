import {
  permissionsOf,
  ROLES,
  type RoleSubject,
  roleCan,
  SCREEN_PERMISSIONS,
  type ScreenPath,
} from '@watni/api-client';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbsFor,
  buildNavigation,
  isConsolePath,
  NAV_ENTRIES,
  pageTitle,
} from './navigation';

const user = (user_role: string, is_tenant_admin = false, is_superuser = false): RoleSubject => ({
  user_role,
  is_tenant_admin,
  is_superuser,
});
const routes = (groups: ReturnType<typeof buildNavigation>) =>
  groups.flatMap((group) => group.items.map((item) => item.route));

describe('the navigation registry', () => {
  it('shows an entry only to whom the route guard lets in (every role, both settings)', () => {
    for (const role of ROLES) {
      for (const settings of [{}, { teachers_can_manage_enrollments: false }]) {
        const context = { settings };
        for (const entry of NAV_ENTRIES) {
          const screen = SCREEN_PERMISSIONS[entry.route as ScreenPath];
          if (!screen || !roleCan(role, entry.permission, context)) continue;
          expect(roleCan(role, screen, context), `${role} ${entry.route}`).toBe(true);
        }
      }
    }
  });

  it('gives a student Learning, and in School only their own results', () => {
    const groups = buildNavigation('/dashboard', permissionsOf(user('student')));
    expect(groups.map((g) => g.id)).toEqual(['learning', 'school']);
    // a student's own fee vouchers; their published results;
    // their certificates outside any course and their section's week.
    expect(routes(groups)).toEqual([
      '/dashboard',
      '/courses',
      '/dashboard/certificates',
      '/fees',
      '/school/week',
      '/school/results',
      '/school/datesheet',
      '/school/my-diary',
      '/school/my-transport',
    ]);
  });

  it('gives a teacher their teaching screens, enrolments only while the setting allows', () => {
    const on = buildNavigation('/dashboard', permissionsOf(user('teacher')));
    expect(routes(on)).toEqual([
      '/dashboard',
      '/courses',
      '/dashboard/courses',
      '/admin/enrollments',
      '/dashboard/grading',
      '/school/students',
      '/school/announcements',
      '/school/attendance',
      '/school/timetable',
      '/school/exams', // marks of their subjects
      '/school/diary',
      '/school/my-payslips', // their own payslips of approved months
      '/school/my-leave', // their own leave balances (HR)
    ]);
    const off = buildNavigation(
      '/dashboard',
      permissionsOf(user('teacher'), { teachers_can_manage_enrollments: false }),
    );
    expect(routes(off)).not.toContain('/admin/enrollments');
    // user_role admin without the flag: the same as a teacher.
    expect(routes(buildNavigation('/dashboard', permissionsOf(user('admin'))))).toEqual(routes(on));
  });

  it('gives a tenant admin Administration, without the module-gated entries of disabled modules', () => {
    const groups = buildNavigation('/admin/users', permissionsOf(user('admin', true)), [
      'user-management',
    ]);
    expect(groups.map((g) => g.id)).toEqual(['learning', 'school', 'administration']);
    expect(routes(groups)).not.toContain('/admin/users');
    expect(routes(groups)).not.toContain('/dashboard/courses');
    expect(routes(groups)).toContain('/admin/modules');
    // The office's HR, and every staff member's own leave; never for learners or parents.
    const all = routes(buildNavigation('/dashboard', permissionsOf(user('admin', true))));
    expect(all).toContain('/school/hr');
    expect(all).toContain('/school/my-leave');
    expect(routes(buildNavigation('/dashboard', permissionsOf(user('student'))))).not.toContain(
      '/school/my-leave',
    );
    // The To-grade queue for staff, never for learners or parents.
    expect(routes(groups)).toContain('/dashboard/grading');
    expect(routes(buildNavigation('/dashboard', permissionsOf(user('student'))))).not.toContain(
      '/dashboard/grading',
    );
  });

  it('gives a superuser Platform too, and every screen of the table', () => {
    const groups = buildNavigation('/dashboard', permissionsOf(user('admin', false, true)));
    expect(groups.map((g) => g.id)).toEqual(['learning', 'school', 'administration', 'platform']);
    for (const screen of Object.keys(SCREEN_PERMISSIONS)) {
      if (screen === '/profile' || screen === '/dashboard/courses') continue;
      expect(routes(groups), screen).toContain(screen);
    }
  });

  it('marks exactly one current entry, the longest route containing the path', () => {
    const groups = buildNavigation(
      '/dashboard/courses/4/assessments/9/edit',
      permissionsOf(user('teacher')),
    );
    const current = groups.flatMap((g) => g.items).filter((item) => item.current);
    expect(current.map((item) => item.route)).toEqual(['/dashboard/courses']);
  });
});

describe('breadcrumbs and titles', () => {
  const teacher = permissionsOf(user('teacher'));
  const crumbs = (path: string) => breadcrumbsFor(path, buildNavigation(path, teacher));

  it('names the dashboard alone', () => {
    expect(crumbs('/dashboard')).toEqual([{ label: 'Dashboard' }]);
    expect(pageTitle(crumbs('/dashboard'))).toBe('Dashboard | Watni');
  });

  it('walks from the dashboard through the entry to the sub-page', () => {
    expect(crumbs('/dashboard/courses/4/assessments/9/submissions')).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'My teaching', href: '/dashboard/courses' },
      { label: 'Assessments', href: '/dashboard/courses/4/assessments' },
      { label: 'Submissions' },
    ]);
    expect(pageTitle(crumbs('/dashboard/courses/4/lessons'))).toBe('Lessons | Watni');
    expect(crumbs('/profile').at(-1)).toEqual({ label: 'Profile' });
  });

  it('names a menu entry’s own page after the entry, not a sub-page pattern it also matches', () => {
    const admin = permissionsOf(user('admin', true));
    const path = '/school/students/import';
    expect(breadcrumbsFor(path, buildNavigation(path, admin)).at(-1)).toEqual({
      label: 'Import students',
    });
    const profile = '/school/students/12';
    expect(breadcrumbsFor(profile, buildNavigation(profile, admin)).at(-1)).toEqual({
      label: 'Student',
    });
  });

  it('knows which paths are console pages', () => {
    expect(isConsolePath('/admin/users')).toBe(true);
    expect(isConsolePath('/school/students')).toBe(true);
    expect(isConsolePath('/courses')).toBe(true);
    expect(isConsolePath('/inbox')).toBe(true);
    expect(isConsolePath('/fees/payment')).toBe(true);
    expect(isConsolePath('/coursesx')).toBe(false);
    expect(isConsolePath('/pricing')).toBe(false);
    expect(isConsolePath('/')).toBe(false);
  });
});
