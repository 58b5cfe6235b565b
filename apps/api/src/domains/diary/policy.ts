// Who may do what with the diary, asked of the one permission table (diary.post,
// diary.administer, diary.viewOwn, children.view) plus who teaches in the section (class teacher,
// subject teacher, the timetable: the repository decides that part).
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { can } from '../_shared/policy.js';

export const POLICY_MESSAGES = defineMessages('diary.policy', {
  staffOnly: {
    en: "Only the school's teachers and administrators can post to the diary.",
    ur: 'ڈائری میں صرف اسکول کے اساتذہ اور منتظمین لکھ سکتے ہیں۔',
  },
  sectionTeachersOnly: {
    en: "Only this section's teachers or an administrator can post to or read its diary.",
    ur: 'اس سیکشن کی ڈائری صرف اس کے اساتذہ یا کوئی منتظم لکھ یا پڑھ سکتا ہے۔',
  },
  subjectTeacherOnly: {
    en: 'Only the teacher of this subject in this section, its class teacher or an administrator can post it.',
    ur: 'یہ اندراج صرف اس سیکشن میں اس مضمون کا استاد، کلاس ٹیچر یا کوئی منتظم کر سکتا ہے۔',
  },
  authorOnly: {
    en: 'Only the teacher who posted it can edit this diary entry.',
    ur: 'ڈائری کے اس اندراج میں تبدیلی صرف وہی استاد کر سکتا ہے جس نے اسے لکھا۔',
  },
  authorOrAdminOnly: {
    en: 'Only the teacher who posted it or an administrator can delete this entry.',
    ur: 'یہ اندراج صرف وہی استاد جس نے اسے لکھا یا کوئی منتظم حذف کر سکتا ہے۔',
  },
  ownSectionOnly: {
    en: "You can read only your own section's diary.",
    ur: 'آپ صرف اپنے سیکشن کی ڈائری پڑھ سکتے ہیں۔',
  },
  familyOnly: {
    en: 'Only students and parents have a diary by day; teachers read it by section.',
    ur: 'دن بہ دن کی ڈائری صرف طلبہ اور والدین کے لیے ہے؛ اساتذہ اسے سیکشن کے لحاظ سے پڑھتے ہیں۔',
  },
});

export const isDiaryAdmin = (auth: AuthContext): boolean => can(auth.user, 'diary.administer');
export const isDiaryStaff = (auth: AuthContext): boolean => can(auth.user, 'diary.post');
export const isParent = (auth: AuthContext): boolean => can(auth.user, 'children.view');

export function requireDiaryStaff(auth: AuthContext): void {
  if (!isDiaryStaff(auth)) throw forbidden(POLICY_MESSAGES.staffOnly);
}

export function requireFamily(auth: AuthContext): void {
  if (!can(auth.user, 'diary.viewOwn')) throw forbidden(POLICY_MESSAGES.familyOnly);
}
