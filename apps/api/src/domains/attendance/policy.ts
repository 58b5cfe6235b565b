// Who may do what with attendance, asked of the one permission table (attendance.mark,
// attendance.administer, children.view) plus the section's class teacher.
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { can } from '../_shared/policy.js';
import type { SectionInfo } from './repository.js';

const POLICY_MESSAGES = defineMessages('attendance.policy', {
  staffOnly: {
    en: "Only the school's teachers and administrators can mark attendance.",
    ur: 'حاضری صرف اسکول کے اساتذہ اور ایڈمن لگا سکتے ہیں۔',
  },
  classTeacherOnly: {
    en: 'Only the class teacher of this section or an administrator can mark its attendance.',
    ur: 'اس سیکشن کی حاضری صرف اس کا کلاس ٹیچر یا ایڈمن لگا سکتا ہے۔',
  },
  adminsOnly: {
    en: 'Only the school office (administrators) can do this.',
    ur: 'یہ کام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  parentsOnly: {
    en: 'Only parent accounts have absence alerts.',
    ur: 'غیر حاضری کی اطلاعات صرف والدین کے اکاؤنٹس کے لیے ہیں۔',
  },
});

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
