// Who may do what with HR, asked of the one permission table: the school office keeps staff
// records, salary structures, leave types and documents (hr.manage); anyone on the staff reads
// their own leave balances (hr.viewOwnLeave).
import type { AuthContext } from '../../http/context.js';
import { defineMessages } from '../../http/i18n/messages.js';
import { requirePermission } from '../_shared/policy.js';

const POLICY_MESSAGES = defineMessages('hr.policy', {
  adminsOnly: {
    en: 'Only the school office (administrators) can manage staff HR records.',
    ur: 'عملے کا HR ریکارڈ صرف اسکول کا دفتر (ایڈمن) سنبھال سکتا ہے۔',
  },
  staffOnly: {
    en: 'Only teachers and administrators of the school have leave balances.',
    ur: 'چھٹیوں کا بیلنس صرف اسکول کے اساتذہ اور ایڈمن کا ہوتا ہے۔',
  },
});

export function requireHrAdmin(auth: AuthContext): void {
  requirePermission(auth, 'hr.manage', POLICY_MESSAGES.adminsOnly);
}

export function requireOwnLeave(auth: AuthContext): void {
  requirePermission(auth, 'hr.viewOwnLeave', POLICY_MESSAGES.staffOnly);
}
