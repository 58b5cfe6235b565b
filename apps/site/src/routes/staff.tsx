// The management and administration area: /admin/* and /dashboard/courses/*. Every route
// is a lazy chunk: the screens come from '@watni/screens/staff' and each page is wrapped in the
// staff guard (sign-in and the permission of @watni/policy), which is loaded with it, so public pages never load staff code.

import { type Permission, SCREEN_PERMISSIONS, type ScreenPath } from '@watni/api-client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type StaffScreens = typeof import('@watni/screens/staff');

/** `module`: the page's module (hidden behind "the module is off" while it is off). */
function staffPage(
  path: string,
  permission: Permission,
  pick: (screens: StaffScreens) => ComponentType,
  module?: string,
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
          <StaffGuard permission={permission} module={module}>
            <Screen />
          </StaffGuard>
        ),
      };
    },
  };
}

/** A screen of the shared table: its permission comes from SCREEN_PERMISSIONS. */
function screenPage(path: ScreenPath, pick: (screens: StaffScreens) => ComponentType): RouteObject {
  return staffPage(path, SCREEN_PERMISSIONS[path], pick);
}

export const staffRoutes: RouteObject[] = [
  screenPage('/admin/settings', (s) => s.TenantSettingsContainer),
  screenPage('/admin/enrollments', (s) => s.ManageEnrollmentsContainer),
  screenPage('/admin/users', (s) => s.UserManagementContainer),
  screenPage('/admin/modules', (s) => s.ModuleManagementContainer),
  screenPage('/admin/subscriptions', (s) => s.SubscriptionPlansContainer),
  screenPage('/admin/pending-users', (s) => s.PendingUsersContainer),
  screenPage('/admin/organisations', (s) => s.OrganisationsContainer),
  screenPage('/admin/awaiting-approval', (s) => s.AwaitingApprovalContainer),
  screenPage('/admin/courses', (s) => s.ManageCoursesContainer),
  screenPage('/dashboard/courses', (s) => s.ManageCoursesContainer),
  staffPage(
    '/dashboard/courses/:courseId/assessments/create',
    'courses.teach',
    (s) => s.QuizBuilderContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/assessments/:assessmentId/edit',
    'courses.teach',
    (s) => s.QuizBuilderContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/lessons',
    'courses.teach',
    (s) => s.ManageLessonsContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/assessments',
    'courses.teach',
    (s) => s.ManageAssessmentsContainer,
  ),
  // the To-grade queue (staff: own courses; admins: the tenant's).
  staffPage('/dashboard/grading', 'submissions.grade', (s) => s.GradingQueueContainer),
  // The course roster (admins and the course's teacher)
  staffPage('/dashboard/courses/:courseId/roster', 'courses.teach', (s) => s.CourseRosterContainer),
  // A course's question bank (its teacher and admins)
  staffPage(
    '/dashboard/courses/:courseId/question-bank',
    'courses.teach',
    (s) => s.QuestionBankContainer,
  ),
  staffPage(
    '/dashboard/courses/:courseId/assessments/:assessmentId/submissions',
    'courses.teach',
    (s) => s.QuizSubmissionsContainer,
  ),
];
