// The school's structure and people (issue 16): /school/*. Lazy chunks from
// '@watni/screens/school', each wrapped in the staff guard (sign-in and role).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { StaffAccess } from '../staff-guard/access';

type SchoolScreens = typeof import('@watni/screens/school');

function schoolPage(
  path: string,
  access: StaffAccess,
  title: string,
  pick: (screens: SchoolScreens) => ComponentType,
): RouteObject {
  return {
    path,
    handle: { meta: { title: `${title} | Watni`, description: `${title} of your school.` } },
    lazy: async () => {
      const [screens, guard] = await Promise.all([
        import('@watni/screens/school'),
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

export const schoolRoutes: RouteObject[] = [
  {
    // Public: the invitation e-mail links here with ?code=; a printed code is typed in.
    path: '/parent-invite',
    lazy: async () => ({
      Component: (await import('@watni/screens/school')).ParentInviteContainer,
    }),
    handle: {
      meta: {
        title: 'Parent account | Watni',
        description: 'Create your parent account with the code from your school.',
      },
    },
  },
  schoolPage('/school/setup', 'admin', 'School setup', (s) => s.SchoolSetupContainer),
  schoolPage('/school/admissions', 'admin', 'Admissions', (s) => s.AdmissionsContainer),
  schoolPage('/school/promotion', 'admin', 'Promotion', (s) => s.PromotionContainer),
  schoolPage('/school/students', 'staff', 'Students', (s) => s.StudentListContainer),
  schoolPage(
    '/school/students/import',
    'admin',
    'Import students',
    (s) => s.StudentImportContainer,
  ),
  schoolPage('/school/students/:studentId', 'staff', 'Student', (s) => s.StudentProfileContainer),
];
