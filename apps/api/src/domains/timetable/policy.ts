// Who may do what with the timetable, asked of the one permission table: admins build it
// (timetable.manage), staff read every section's and their own week (timetable.view), students
// their own section, parents their children's (children.view).
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { can } from '../_shared/policy.js';

export const POLICY_MESSAGES = defineMessages('timetable.policy', {
  adminsOnly: {
    en: 'Only the school office (administrators) can change the timetable.',
    ur: 'ٹائم ٹیبل صرف اسکول کا دفتر (ایڈمن) بدل سکتا ہے۔',
  },
  ownWeekOnly: {
    en: 'Teachers can see only their own timetable.',
    ur: 'اساتذہ صرف اپنا ٹائم ٹیبل دیکھ سکتے ہیں۔',
  },
  ownSectionOnly: {
    en: "You can see only your own section's timetable.",
    ur: 'آپ صرف اپنے سیکشن کا ٹائم ٹیبل دیکھ سکتے ہیں۔',
  },
});

export const isTimetableAdmin = (auth: AuthContext): boolean => can(auth.user, 'timetable.manage');
export const isStaff = (auth: AuthContext): boolean => can(auth.user, 'timetable.view');
export const isParent = (auth: AuthContext): boolean => can(auth.user, 'children.view');

export function requireTimetableAdmin(auth: AuthContext): void {
  if (!isTimetableAdmin(auth)) throw forbidden(POLICY_MESSAGES.adminsOnly);
}

/** Admins any teacher's week; a teacher their own. */
export function requireTeacherWeek(auth: AuthContext, teacherId: number): void {
  if (isTimetableAdmin(auth)) return;
  if (!isStaff(auth) || auth.user.id !== teacherId) throw forbidden(POLICY_MESSAGES.ownWeekOnly);
}
