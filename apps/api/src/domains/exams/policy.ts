// Who may do what with exams, asked of the one permission table (gradebook.enterMarks,
// gradebook.administer, results.viewOwn) plus who teaches what (subject_teachers, class teacher).
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { can } from '../_shared/policy.js';

export const POLICY_MESSAGES = {
  staffOnly: "Only the school's teachers and administrators can do this.",
  adminsOnly: 'Only the school office (administrators) can do this.',
  subjectTeacherOnly:
    'Only the teacher of this subject in this section or an administrator can enter its marks.',
  sectionStaffOnly: "Only this section's teachers or an administrator can see its results.",
  classTeacherOnly:
    "Only the section's class teacher or an administrator can write report card remarks.",
  headOnly: 'Only the head of the school can approve or send back results.',
  notOwnApproval:
    'You submitted these results, so someone else must approve them: the head approves what others submit.',
} as const;

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
