// The management and administration area (issue 8): /admin/* and /dashboard/courses/*. Every route
// is a lazy chunk: the screens come from '@watni/screens/staff' and each page is wrapped in the
// staff guard (sign-in and role), which is loaded with it, so public pages never load staff code.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { StaffAccess } from '../staff-guard/access';

type StaffScreens = typeof import('@watni/screens/staff');

function staffPage(
  path: string,
  access: StaffAccess,
  pick: (screens: StaffScreens) => ComponentType,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [screens, guard] = await Promise.all([
        import('@watni/screens/staff'),
        import('../staff-guard/StaffGuard'),
      ]);
      const Screen = pick(screens);
      const { StaffGuard } = guard;
      return {
        element: (
          <StaffGuard access={access}>
            <Screen />
          </StaffGuard>
        ),
      };
    },
  };
}

export const staffRoutes: RouteObject[] = [
  staffPage('/admin/settings', 'admin', (s) => s.TenantSettingsContainer),
  staffPage('/admin/enrollments', 'admin', (s) => s.ManageEnrollmentsContainer),
  staffPage('/admin/users', 'admin', (s) => s.UserManagementContainer),
  staffPage('/admin/modules', 'admin', (s) => s.ModuleManagementContainer),
  staffPage('/admin/subscriptions', 'admin', (s) => s.SubscriptionPlansContainer),
  staffPage('/admin/pending-users', 'superuser', (s) => s.PendingUsersContainer),
  staffPage('/admin/courses', 'staff', (s) => s.ManageCoursesContainer),
  staffPage('/dashboard/courses', 'staff', (s) => s.ManageCoursesContainer),
  staffPage(
    '/dashboard/courses/:courseId/assessments/create',
    'staff',
    (s) => s.QuizBuilderContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/assessments/:assessmentId/edit',
    'staff',
    (s) => s.QuizBuilderContainer,
  ),
  staffPage('/dashboard/courses/:courseId/lessons', 'staff', (s) => s.ManageLessonsContainer),
  staffPage(
    '/dashboard/courses/:courseId/assessments',
    'staff',
    (s) => s.ManageAssessmentsContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/assessments/:assessmentId/submissions',
    'staff',
    (s) => s.QuizSubmissionsContainer,
  ),
];
