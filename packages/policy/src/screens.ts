// Which permission opens each signed-in screen. The site's route guard, the console's menu and
// the dashboard's tiles read this; the service's test (apps/api/test/policy-screens.test.ts) calls
// each screen's first request as every role and checks that the service agrees.
import type { Permission } from './permissions.js';

export const SCREEN_PERMISSIONS = {
  '/dashboard': 'learning.use',
  '/profile': 'profile.edit',
  '/dashboard/courses': 'courses.teach',
  '/admin/courses': 'courses.teach',
  '/admin/enrollments': 'enrollments.manageOwn',
  '/admin/users': 'users.manage',
  '/admin/modules': 'modules.manage',
  '/admin/subscriptions': 'subscription.manage',
  '/admin/settings': 'settings.manage',
  '/admin/pending-users': 'platform.administer',
  // the superuser's organisations; a school's registrations awaiting approval
  '/admin/organisations': 'platform.administer',
  '/admin/awaiting-approval': 'users.manage',
} as const satisfies Record<string, Permission>;

export type ScreenPath = keyof typeof SCREEN_PERMISSIONS;
export const SCREEN_PATHS = Object.keys(SCREEN_PERMISSIONS) as ScreenPath[];
