// The console's navigation: ONE declarative registry of every signed-in screen. The sidebar, the
// phone drawer, the breadcrumbs and the document title are all built from it. A new screen (the
// school modules: students, attendance, fees...) is one entry here plus its label in
// messages/console.ts; it shows for whom its permission allows, while its module is enabled.
import type { Permission, Permissions } from '@watni/api-client';
import type { IconName } from '@watni/ui';
import { matchPath } from 'react-router-dom';
import { type ConsoleMessages, consoleMessages } from '../messages/console';
import { onRoute } from '../shell/consolePaths';

export { isConsolePath } from '../shell/consolePaths';

export type NavGroupId = keyof typeof consoleMessages.groups;
/** The order of the groups in the menu. */
export const NAV_GROUPS: readonly NavGroupId[] = [
  'learning',
  'school',
  'administration',
  'platform',
];

export interface NavEntry {
  id: keyof typeof consoleMessages.nav;
  group: NavGroupId;
  route: string;
  icon: IconName;
  permission: Permission;
  /** Hidden for whom also has this permission, or any of these (who has no use for it). */
  unless?: Permission | readonly Permission[];
  /** Slug of the module that must be enabled for the tenant. */
  module?: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    id: 'dashboard',
    group: 'learning',
    route: '/dashboard',
    icon: 'home',
    permission: 'learning.use',
  },
  {
    id: 'catalogue',
    group: 'learning',
    route: '/courses',
    icon: 'book',
    permission: 'learning.use',
  },
  {
    id: 'teaching',
    group: 'learning',
    route: '/dashboard/courses',
    icon: 'edit',
    permission: 'courses.teach',
    unless: 'courses.administer',
    module: 'course-management',
  },
  {
    id: 'teacherEnrollments',
    group: 'learning',
    route: '/admin/enrollments',
    icon: 'graduationCap',
    permission: 'enrollments.manageOwn',
    unless: 'tenant.administer',
    module: 'course-management',
  },
  // The To-grade queue; its label carries the count (ConsoleShell).
  {
    id: 'toGrade',
    group: 'learning',
    route: '/dashboard/grading',
    icon: 'checkCircle',
    permission: 'submissions.grade',
    module: 'course-management',
  },
  // School: the school half's screens go here, one line each, e.g.
  // { id: 'students', group: 'school', route: '/school/students', icon: 'users', permission: …, module: … },
  {
    id: 'courses',
    group: 'administration',
    route: '/admin/courses',
    icon: 'book',
    permission: 'courses.administer',
    module: 'course-management',
  },
  {
    id: 'enrollments',
    group: 'administration',
    route: '/admin/enrollments',
    icon: 'graduationCap',
    permission: 'tenant.administer',
    module: 'course-management',
  },
  {
    id: 'users',
    group: 'administration',
    route: '/admin/users',
    icon: 'users',
    permission: 'users.manage',
    module: 'user-management',
  },
  {
    id: 'modules',
    group: 'administration',
    route: '/admin/modules',
    icon: 'layers',
    permission: 'modules.manage',
  },
  {
    id: 'subscription',
    group: 'administration',
    route: '/admin/subscriptions',
    icon: 'creditCard',
    permission: 'subscription.manage',
  },
  {
    id: 'settings',
    group: 'administration',
    route: '/admin/settings',
    icon: 'sliders',
    permission: 'settings.manage',
  },
  {
    id: 'students',
    group: 'school',
    route: '/school/students',
    icon: 'users',
    permission: 'students.view',
  },
  // announcements (teachers to their sections; the announcements module)
  {
    id: 'announcements',
    group: 'school',
    route: '/school/announcements',
    icon: 'bell',
    permission: 'announcements.send',
    module: 'announcements',
  },
  // the school's messaging channels and delivery status (admins; e-mail is core)
  {
    id: 'messaging',
    group: 'school',
    route: '/school/messaging',
    icon: 'mail',
    permission: 'notifications.manage',
  },
  {
    id: 'admissions',
    group: 'school',
    route: '/school/admissions',
    icon: 'inbox',
    permission: 'school.manage',
  },
  {
    id: 'importStudents',
    group: 'school',
    route: '/school/students/import',
    icon: 'file',
    permission: 'school.manage',
  },
  {
    id: 'promotion',
    group: 'school',
    route: '/school/promotion',
    icon: 'layers',
    permission: 'school.manage',
  },
  {
    id: 'schoolSetup',
    group: 'school',
    route: '/school/setup',
    icon: 'building',
    permission: 'school.manage',
  },
  // Bulk printing and the logo printed on the documents
  {
    id: 'print',
    group: 'school',
    route: '/school/print',
    icon: 'file',
    permission: 'school.manage',
  },
  {
    id: 'schoolLogo',
    group: 'school',
    route: '/school/settings/logo',
    icon: 'building',
    permission: 'school.manage',
  },
  {
    id: 'oneroster',
    group: 'school',
    route: '/school/settings/oneroster',
    icon: 'file',
    permission: 'school.manage',
  },
  {
    id: 'lti',
    group: 'school',
    route: '/school/settings/lti',
    icon: 'file',
    permission: 'school.manage',
  },
  {
    id: 'attendance',
    group: 'school',
    route: '/school/attendance',
    icon: 'checkCircle',
    permission: 'attendance.mark',
    module: 'attendance',
  },
  {
    id: 'timetable',
    group: 'school',
    route: '/school/timetable',
    icon: 'clock',
    permission: 'timetable.view',
    module: 'timetable',
  },
  // The student's and the parent's week
  {
    id: 'myWeek',
    group: 'school',
    route: '/school/week',
    icon: 'clock',
    permission: 'timetable.viewOwn',
    module: 'timetable',
  },
  // Certificates earned, outside any course
  {
    id: 'myCertificates',
    group: 'learning',
    route: '/dashboard/certificates',
    icon: 'award',
    permission: 'learning.use',
    // A parent earns none and staff issue them: the learner's own list.
    unless: ['courses.teach', 'children.view'],
  },
  {
    id: 'exams',
    group: 'school',
    route: '/school/exams',
    icon: 'graduationCap',
    permission: 'gradebook.enterMarks',
    module: 'gradebook',
  },
  {
    id: 'results',
    group: 'school',
    route: '/school/results',
    icon: 'award',
    permission: 'results.viewOwn',
    module: 'gradebook',
  },
  // the published datesheets of a student's class or a parent's children
  {
    id: 'datesheet',
    group: 'school',
    route: '/school/datesheet',
    icon: 'clock',
    permission: 'results.viewOwn',
    module: 'gradebook',
  },
  // Diary and homework: teachers write it for their sections, students and parents read it
  {
    id: 'diary',
    group: 'school',
    route: '/school/diary',
    icon: 'edit',
    permission: 'diary.post',
    module: 'gradebook',
  },
  {
    id: 'myDiary',
    group: 'school',
    route: '/school/my-diary',
    icon: 'book',
    permission: 'diary.viewOwn',
    module: 'gradebook',
  },
  {
    id: 'fees',
    group: 'school',
    route: '/school/fees',
    icon: 'creditCard',
    permission: 'school.manage',
    module: 'fee-management',
  },
  {
    id: 'onlinePayments',
    group: 'school',
    route: '/school/fees/online',
    icon: 'creditCard',
    permission: 'school.manage',
    module: 'fee-management',
  },
  // Payroll: the office's months and payslips; a member of staff's own payslips
  {
    id: 'payroll',
    group: 'school',
    route: '/school/payroll',
    icon: 'creditCard',
    permission: 'payroll.manage',
    module: 'payroll',
  },
  {
    id: 'myPayslips',
    group: 'school',
    route: '/school/my-payslips',
    icon: 'creditCard',
    permission: 'payroll.viewOwn',
    module: 'payroll',
  },
  // Transport: the office's routes; a student's or parent's own route
  {
    id: 'transport',
    group: 'school',
    route: '/school/transport',
    icon: 'mapPin',
    permission: 'transport.manage',
    module: 'transport',
  },
  {
    id: 'myTransport',
    group: 'school',
    route: '/school/my-transport',
    icon: 'mapPin',
    permission: 'transport.viewOwn',
    module: 'transport',
  },
  // HR: the office's staff records and leave types; every staff member's own leave
  {
    id: 'hr',
    group: 'school',
    route: '/school/hr',
    icon: 'users',
    permission: 'hr.manage',
    module: 'hr-management',
  },
  {
    id: 'myLeave',
    group: 'school',
    route: '/school/my-leave',
    icon: 'clock',
    permission: 'hr.viewOwnLeave',
    module: 'hr-management',
  },
  {
    id: 'myFees',
    group: 'learning',
    route: '/fees',
    icon: 'creditCard',
    permission: 'learning.use',
    unless: 'students.view',
    module: 'fee-management',
  },
  {
    id: 'pendingUsers',
    group: 'platform',
    route: '/admin/pending-users',
    icon: 'user',
    permission: 'platform.administer',
  },
  {
    id: 'organisations',
    group: 'platform',
    route: '/admin/organisations',
    icon: 'building',
    permission: 'platform.administer',
  },
  {
    id: 'awaitingApproval',
    group: 'administration',
    route: '/admin/awaiting-approval',
    icon: 'inbox',
    permission: 'users.manage',
    module: 'user-management',
  },
];

/** Pages below an entry (breadcrumbs and titles only; never in the menu). */
interface SubPage {
  pattern: string;
  label: keyof typeof consoleMessages.subpages;
  /** The entry (route) the page belongs to; its crumb comes first. */
  parent: string;
  /** A crumb between the entry and this page (pattern → label), e.g. the quiz list. */
  via?: { pattern: string; label: keyof typeof consoleMessages.subpages };
}

const SUB_PAGES: readonly SubPage[] = [
  {
    pattern: '/dashboard/courses/:courseId/lessons',
    label: 'lessons',
    parent: '/dashboard/courses',
  },
  {
    pattern: '/dashboard/courses/:courseId/assessments',
    label: 'assessments',
    parent: '/dashboard/courses',
  },
  ...(['create', ':assessmentId/edit', ':assessmentId/submissions'] as const).map((tail) => ({
    pattern: `/dashboard/courses/:courseId/assessments/${tail}`,
    label:
      tail === 'create'
        ? ('newQuiz' as const)
        : tail.endsWith('edit')
          ? ('editQuiz' as const)
          : ('submissions' as const),
    parent: '/dashboard/courses',
    via: { pattern: '/dashboard/courses/:courseId/assessments', label: 'assessments' as const },
  })),
  { pattern: '/courses/:courseId/lessons/:lessonId', label: 'lesson', parent: '/courses' },
  { pattern: '/courses/:courseId/lessons', label: 'courseLessons', parent: '/courses' },
  { pattern: '/courses/:courseId/enroll', label: 'enroll', parent: '/courses' },
  { pattern: '/assessments/:assessmentId/take', label: 'quiz', parent: '/dashboard' },
  { pattern: '/school/students/:studentId', label: 'student', parent: '/school/students' },
  { pattern: '/dashboard/courses/:courseId/roster', label: 'roster', parent: '/dashboard/courses' },
  { pattern: '/school/messaging/deliveries', label: 'deliveries', parent: '/school/messaging' },
  { pattern: '/school/hr/staff/:userId', label: 'hrStaffMember', parent: '/school/hr' },
  { pattern: '/school/hr/leave-types', label: 'hrLeaveTypes', parent: '/school/hr' },
  {
    pattern: '/school/transport/routes/:routeId',
    label: 'routeStudents',
    parent: '/school/transport',
  },
];

export interface NavItem {
  id: NavEntry['id'];
  label: string;
  route: string;
  icon: IconName;
  current: boolean;
}

export interface NavGroup {
  id: NavGroupId;
  label: string;
  items: NavItem[];
}

/** Whether an entry shows for these permissions and enabled modules (null: not known yet). */
export function entryVisible(
  entry: NavEntry,
  permissions: Pick<Permissions, 'can'>,
  disabledModules: readonly string[],
): boolean {
  if (!permissions.can(entry.permission)) return false;
  const unless = entry.unless === undefined ? [] : [entry.unless].flat();
  if (unless.some((permission) => permissions.can(permission))) return false;
  return !entry.module || !disabledModules.includes(entry.module);
}

/** The sub-page a path is, if any: a menu entry's own page never is (/school/students/import). */
function subPageOf(pathname: string, entries: readonly NavEntry[]): SubPage | undefined {
  if (entries.some((entry) => entry.route === pathname)) return undefined;
  return SUB_PAGES.find((page) => matchPath(page.pattern, pathname));
}

/** The visible entry a path belongs to: the longest route that contains it. */
export function currentEntry(pathname: string, entries: readonly NavEntry[]): NavEntry | undefined {
  const sub = subPageOf(pathname, entries);
  const path = sub ? sub.parent : pathname;
  return entries
    .filter((entry) => onRoute(path, entry.route))
    .sort((a, b) => b.route.length - a.route.length)[0];
}

/** The menu: visible entries in their groups, empty groups left out, the current one marked. */
export function buildNavigation(
  pathname: string,
  permissions: Pick<Permissions, 'can'>,
  disabledModules: readonly string[] = [],
  m: ConsoleMessages = consoleMessages,
): NavGroup[] {
  const visible = NAV_ENTRIES.filter((entry) => entryVisible(entry, permissions, disabledModules));
  const current = currentEntry(pathname, visible);
  return NAV_GROUPS.map((group) => ({
    id: group,
    label: m.groups[group],
    items: visible
      .filter((entry) => entry.group === group)
      .map((entry) => ({
        id: entry.id,
        label: m.nav[entry.id],
        route: entry.route,
        icon: entry.icon,
        current: entry === current,
      })),
  })).filter((group) => group.items.length > 0);
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb (the page itself). */
  href?: string;
}

/**
 * Breadcrumbs of a path: Dashboard, then the entry, then sub-pages. The dashboard itself is one
 * crumb. `extra` names a page the registry does not know (e.g. the profile).
 */
export function breadcrumbsFor(
  pathname: string,
  groups: readonly NavGroup[],
  m: ConsoleMessages = consoleMessages,
): Crumb[] {
  const items = groups.flatMap((group) => group.items);
  const entry = items.find((item) => item.current);
  const crumbs: Crumb[] = [{ label: m.home, href: '/dashboard' }];
  if (pathname === '/profile') crumbs.push({ label: m.nav.profile });
  else if (entry && entry.route !== '/dashboard')
    crumbs.push({ label: entry.label, href: entry.route });
  const sub = subPageOf(pathname, NAV_ENTRIES);
  if (sub?.via) {
    const via = matchPath(sub.via.pattern, pathname.split('/').slice(0, 5).join('/'));
    if (via) crumbs.push({ label: m.subpages[sub.via.label], href: via.pathname });
  }
  if (sub) crumbs.push({ label: m.subpages[sub.label] });
  const last = crumbs.at(-1);
  if (last) delete last.href;
  return crumbs;
}

/** The page's name for the document title: the last crumb. */
export function pageTitle(crumbs: readonly Crumb[], m: ConsoleMessages = consoleMessages): string {
  return m.documentTitle(crumbs.at(-1)?.label ?? m.home);
}
