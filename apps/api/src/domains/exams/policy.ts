// Who may do what with exams, asked of the one permission table (gradebook.enterMarks,
// gradebook.administer, results.viewOwn) plus who teaches what (subject_teachers, class teacher).
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { can } from '../_shared/policy.js';

export const POLICY_MESSAGES = defineMessages('exams.policy', {
  staffOnly: {
    en: "Only the school's teachers and administrators can do this.",
    ur: 'یہ کام صرف اسکول کے اساتذہ اور ایڈمن کر سکتے ہیں۔',
  },
  adminsOnly: {
    en: 'Only the school office (administrators) can do this.',
    ur: 'یہ کام صرف اسکول کا دفتر (ایڈمن) کر سکتا ہے۔',
  },
  subjectTeacherOnly: {
    en: 'Only the teacher of this subject in this section or an administrator can enter its marks.',
    ur: 'اس سیکشن میں اس مضمون کے نمبر صرف اس مضمون کے استاد یا ایڈمن درج کر سکتے ہیں۔',
  },
  sectionStaffOnly: {
    en: "Only this section's teachers or an administrator can see its results.",
    ur: 'اس سیکشن کا نتیجہ صرف اس کے اساتذہ یا ایڈمن دیکھ سکتے ہیں۔',
  },
  classTeacherOnly: {
    en: "Only the section's class teacher or an administrator can write report card remarks.",
    ur: 'رپورٹ کارڈ کے تاثرات صرف سیکشن کے کلاس ٹیچر یا ایڈمن لکھ سکتے ہیں۔',
  },
  headOnly: {
    en: 'Only the head of the school can approve or send back results.',
    ur: 'نتیجہ صرف اسکول کا سربراہ منظور یا واپس کر سکتا ہے۔',
  },
  notOwnApproval: {
    en: 'You submitted these results, so someone else must approve them: the head approves what others submit.',
    ur: 'یہ نتیجہ آپ نے بھیجا ہے، اس لیے اسے کوئی اور منظور کرے گا: سربراہ وہ نتیجہ منظور کرتا ہے جو دوسرے بھیجیں۔',
  },
});

export const isGradebookAdmin = (auth: AuthContext): boolean =>
  can(auth.user, 'gradebook.administer');

export const isStaff = (auth: AuthContext): boolean => can(auth.user, 'gradebook.enterMarks');

export function requireStaff(auth: AuthContext): void {
  if (!isStaff(auth)) throw forbidden(POLICY_MESSAGES.staffOnly);
}

export function requireGradebookAdmin(auth: AuthContext): void {
  if (!isGradebookAdmin(auth)) throw forbidden(POLICY_MESSAGES.adminsOnly);
}

/** The head: approves results and publishes them, or sends them back (results.approve). */
export const isResultsApprover = (auth: AuthContext): boolean => can(auth.user, 'results.approve');

export function requireResultsApprover(auth: AuthContext): void {
  if (!isResultsApprover(auth)) throw forbidden(POLICY_MESSAGES.headOnly);
}
