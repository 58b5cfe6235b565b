// THE permission table: which role may do what. The service's policy module
// (apps/api/src/domains/_shared/policy.ts) and the client's (packages/api-client/src/permissions.ts)
// are both built from it, so the menu, the route guards, the screens and the service agree.
import { type Role, type RoleSubject, roleOf } from './roles.js';

/** Tenant settings some permissions depend on (the contract's `TenantSettings` fits). */
export type PolicySetting =
  | 'teachers_can_create_courses'
  | 'teachers_can_delete_courses'
  | 'teachers_can_manage_enrollments';

export type PolicySettings = Partial<Record<PolicySetting, boolean | null>>;

interface Rule {
  /** Roles that always have the permission. */
  readonly allow: readonly Role[];
  /** Roles that have it while a tenant setting is on (a missing setting counts as its default). */
  readonly allowIf?: { readonly roles: readonly Role[]; readonly setting: PolicySetting };
}

const EVERYONE: readonly Role[] = [
  'superuser',
  'tenantAdmin',
  'admin',
  'teacher',
  'parent',
  'student',
];
const ADMINS: readonly Role[] = ['superuser', 'tenantAdmin'];
const TEACHING: readonly Role[] = ['teacher', 'admin'];
const STAFF: readonly Role[] = [...ADMINS, ...TEACHING];

export const PERMISSION_TABLE = {
  /** Catalogue, own dashboard, own enrolments, lessons and quizzes of approved courses. */
  'learning.use': { allow: EVERYONE },
  /** Own profile: read, edit names and phone. */
  'profile.edit': { allow: EVERYONE },
  /** The tenant's settings, read (teachers see their course limit). */
  'settings.read': { allow: EVERYONE },
  /** Teaching: the Manage Courses screens of own courses, lessons, quizzes, grading. */
  'courses.teach': { allow: STAFF },
  /** Create a course (a teacher's course limit is checked on top of this). */
  'courses.create': {
    allow: ADMINS,
    allowIf: { roles: TEACHING, setting: 'teachers_can_create_courses' },
  },
  /** Delete an own course (admins delete any of the tenant's). */
  'courses.deleteOwn': {
    allow: ADMINS,
    allowIf: { roles: TEACHING, setting: 'teachers_can_delete_courses' },
  },
  /** Every course of the tenant, publish and unpublish. */
  'courses.administer': { allow: ADMINS },
  /** Grade submissions of own courses (admins: of the tenant). */
  'submissions.grade': { allow: STAFF },
  /** Approve and reject enrolments of own courses (admins: of the tenant). */
  'enrollments.manageOwn': {
    allow: ADMINS,
    allowIf: { roles: TEACHING, setting: 'teachers_can_manage_enrollments' },
  },
  /** The tenant's administration: users, every enrolment, tenant-wide figures, audit log. */
  'tenant.administer': { allow: ADMINS },
  'users.manage': { allow: ADMINS },
  'modules.manage': { allow: ADMINS },
  'subscription.manage': { allow: ADMINS },
  'settings.manage': { allow: ADMINS },
  /** The school's structure and records: years, classes, sections, admissions, import, promotion. */
  'school.manage': { allow: ADMINS },
  /** Students' records: the tenant's for admins, their own sections' for teachers. */
  'students.view': { allow: STAFF },
  /** A parent's own children (the parent home). */
  'children.view': { allow: ['parent'] },
  /** The platform: organisations, pending requests, making tenant admins. */
  'platform.administer': { allow: ['superuser'] },
  /** Announcements: admins to the school, classes or sections; teachers to their own sections. */
  'announcements.send': { allow: STAFF },
  /** The school's notification channels, credentials, quiet hours and delivery status. */
  'notifications.manage': { allow: ADMINS },
  // attendance
  /** Mark registers: a teacher the sections they are class teacher of; admins every section. */
  'attendance.mark': { allow: STAFF },
  /** The school's attendance: every register, changes after 7 days, holidays, staff attendance. */
  'attendance.administer': { allow: ADMINS },
  // timetable
  /** Build the timetable: the bell schedule and every section's entries. */
  'timetable.manage': { allow: ADMINS },
  /** Every section's week and one's own teaching week. */
  'timetable.view': { allow: STAFF },
  /** One's own section's week (a student) or each child's (a parent). */
  'timetable.viewOwn': { allow: ['student', 'parent'] },
  // gradebook
  /** Enter marks: a teacher the subjects they teach in their sections; admins every sheet. */
  'gradebook.enterMarks': { allow: STAFF },
  /** Exams, publication, grading scale, report-card runs, course links: the school office. */
  'gradebook.administer': { allow: ADMINS },
  /**
   * Approve an exam's results and publish them, or send them back with a reason: the head
   * (principal) of the school, i.e. its tenant admin. Never the one who submitted them.
   */
  'results.approve': { allow: ADMINS },
  /** Published results: a student their own, a parent their children's. */
  'results.viewOwn': { allow: ['student', 'parent'] },
  // Diary and homework (module gradebook)
  /** Post diary and homework: a teacher for the sections and subjects they teach; admins any. */
  'diary.post': { allow: STAFF },
  /** Every section's diary, and delete any post (the school office). */
  'diary.administer': { allow: ADMINS },
  /** The day's diary: a student their own section's, a parent each child's. */
  'diary.viewOwn': { allow: ['student', 'parent'] },
  // added by staff38 (transport)
  /** Routes, stops, fees and which student rides where: the school office. */
  'transport.manage': { allow: ADMINS },
  /** One's own route and stop (a student) or each child's (a parent). */
  'transport.viewOwn': { allow: ['student', 'parent'] },
  // HR (module hr-management)
  /** Staff records, salary structures, leave types and staff documents: the school office. */
  'hr.manage': { allow: ADMINS },
  /** One's own leave balances: anyone on the school's staff. */
  'hr.viewOwnLeave': { allow: STAFF },
  // payroll
  /** Payroll runs, approval, advances, tax slabs, payslips and the bank sheet: the school office. */
  'payroll.manage': { allow: ADMINS },
  /** One's own payslips of approved months: any member of staff. */
  'payroll.viewOwn': { allow: STAFF },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSION_TABLE;
export const PERMISSIONS = Object.keys(PERMISSION_TABLE) as Permission[];

/** What a decision may depend on besides the role. */
export interface PolicyContext {
  /** The caller's tenant settings; while unknown, settings count as their defaults. */
  settings?: PolicySettings | null | undefined;
}

/** Defaults of the settings (tenant_settings columns). */
const SETTING_DEFAULTS: Record<PolicySetting, boolean> = {
  teachers_can_create_courses: true,
  teachers_can_delete_courses: false,
  teachers_can_manage_enrollments: true,
};

/** Whether a role has a permission. */
export function roleCan(role: Role, permission: Permission, context: PolicyContext = {}): boolean {
  const rule: Rule = PERMISSION_TABLE[permission];
  if (rule.allow.includes(role)) return true;
  const conditional = rule.allowIf;
  if (!conditional?.roles.includes(role)) return false;
  return context.settings?.[conditional.setting] ?? SETTING_DEFAULTS[conditional.setting];
}

/** Whether a user has a permission. */
export function can(user: RoleSubject, permission: Permission, context?: PolicyContext): boolean {
  return roleCan(roleOf(user), permission, context);
}
