// Who may do what with the diary, asked of the one permission table (diary.post,
// diary.administer, diary.viewOwn, children.view) plus who teaches in the section (class teacher,
// subject teacher, the timetable: the repository decides that part).
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { can } from '../_shared/policy.js';

export const POLICY_MESSAGES = {
  staffOnly: "Only the school's teachers and administrators can post to the diary.",
  sectionTeachersOnly:
    "Only this section's teachers or an administrator can post to or read its diary.",
  subjectTeacherOnly:
    'Only the teacher of this subject in this section, its class teacher or an administrator can post it.',
  authorOnly: 'Only the teacher who posted it can edit this diary entry.',
  authorOrAdminOnly: 'Only the teacher who posted it or an administrator can delete this entry.',
  ownSectionOnly: "You can read only your own section's diary.",
  familyOnly: 'Only students and parents have a diary by day; teachers read it by section.',
} as const;

export const isDiaryAdmin = (auth: AuthContext): boolean => can(auth.user, 'diary.administer');
export const isDiaryStaff = (auth: AuthContext): boolean => can(auth.user, 'diary.post');
export const isParent = (auth: AuthContext): boolean => can(auth.user, 'children.view');

export function requireDiaryStaff(auth: AuthContext): void {
  if (!isDiaryStaff(auth)) throw forbidden(POLICY_MESSAGES.staffOnly);
}

export function requireFamily(auth: AuthContext): void {
  if (!can(auth.user, 'diary.viewOwn')) throw forbidden(POLICY_MESSAGES.familyOnly);
}
