import { defineMessages } from '../../http/i18n/messages.js';
// Who may do what in the school domains, asked of the one permission table
// (domains/_shared/policy.ts; school.manage, students.view, children.view), plus the school's scope.
// Spec, Roles: structure, students, guardians, admissions, import, promotion — tenant admin and
// superuser: yes; teacher: read own sections; student and parent: no (a parent reads only their
// own children, through the parent operations).

import { type Scope, tenantScope } from '../../db/scope.js';
import { PLATFORM_TENANT_ID } from '../../db/seed/platform-constants.js';
import type { AuthContext, AuthUser } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { can } from '../_shared/policy.js';

const POLICY_MESSAGES = defineMessages('school.policy', {
  adminsOnly: {
    en: 'Only the school office (administrators) can change the school records.',
    ur: 'اسکول کا ریکارڈ صرف اسکول کا دفتر (ایڈمن) بدل سکتا ہے۔',
  },
  staffOnly: {
    en: "Only the school's staff can see the school records.",
    ur: 'اسکول کا ریکارڈ صرف اسکول کا عملہ دیکھ سکتا ہے۔',
  },
  parentsOnly: {
    en: 'Only parent accounts have children to show.',
    ur: 'بچوں کی معلومات صرف والدین کے اکاؤنٹ میں ہوتی ہیں۔',
  },
});

export const isParent = (user: AuthUser): boolean => can(user, 'children.view');
export const isSchoolAdmin = (user: AuthUser): boolean => can(user, 'school.manage');
/** Teaching staff (who read their own sections) and admins. */
const isSchoolStaff = (user: AuthUser): boolean => can(user, 'students.view');

export function requireSchoolAdmin(auth: AuthContext): void {
  if (!isSchoolAdmin(auth.user)) throw forbidden(POLICY_MESSAGES.adminsOnly);
}

export function requireSchoolStaff(auth: AuthContext): void {
  if (!isSchoolStaff(auth.user)) throw forbidden(POLICY_MESSAGES.staffOnly);
}

export function requireParent(auth: AuthContext): void {
  if (!isParent(auth.user)) throw forbidden(POLICY_MESSAGES.parentsOnly);
}

/** The school a caller works in: their own tenant (superusers: the platform tenant's). */
export function schoolTenantId(auth: AuthContext): number {
  return auth.user.tenant_id ?? PLATFORM_TENANT_ID;
}

/**
 * School work always runs in one tenant's scope, superusers included, so row-level security
 * keeps every query to one school.
 */
export function schoolScope(auth: AuthContext): Scope {
  return tenantScope(schoolTenantId(auth), auth.user.id);
}
