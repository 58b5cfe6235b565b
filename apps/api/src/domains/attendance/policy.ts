// Who may do what with attendance, asked of the one permission table (attendance.mark,
// attendance.administer, children.view) plus the section's class teacher.
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { can } from '../_shared/policy.js';
import type { SectionInfo } from './repository.js';

const POLICY_MESSAGES = {
  staffOnly: "Only the school's teachers and administrators can mark attendance.",
  classTeacherOnly:
    'Only the class teacher of this section or an administrator can mark its attendance.',
  adminsOnly: 'Only the school office (administrators) can do this.',
  parentsOnly: 'Only parent accounts have absence alerts.',
} as const;

export const isAttendanceAdmin = (auth: AuthContext): boolean =>
  can(auth.user, 'attendance.administer');

export function requireMarker(auth: AuthContext): void {
  if (!can(auth.user, 'attendance.mark')) throw forbidden(POLICY_MESSAGES.staffOnly);
}

export function requireAttendanceAdmin(auth: AuthContext): void {
  if (!isAttendanceAdmin(auth)) throw forbidden(POLICY_MESSAGES.adminsOnly);
}

export function requireParent(auth: AuthContext): void {
  if (!can(auth.user, 'children.view')) throw forbidden(POLICY_MESSAGES.parentsOnly);
}

/** An admin, or the class teacher of the section. */
export function requireSectionMarker(auth: AuthContext, section: SectionInfo): void {
  requireMarker(auth);
  if (isAttendanceAdmin(auth)) return;
  if (section.class_teacher_id !== auth.user.id) throw forbidden(POLICY_MESSAGES.classTeacherOnly);
}
