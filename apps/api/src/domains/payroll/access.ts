// Who may work with payroll (the one permission table: payroll.manage for the office,
// payroll.viewOwn for any member of staff) and the school transaction its use cases run in.
import type { AuthContext } from '../../http/context.js';
import { requirePermission } from '../_shared/policy.js';
import { PAYROLL_MESSAGES as M } from './messages.js';

export function requirePayrollOffice(auth: AuthContext): void {
  requirePermission(auth, 'payroll.manage', M.officeOnly);
}

export function requireStaffMember(auth: AuthContext): void {
  requirePermission(auth, 'payroll.viewOwn', M.staffOnly);
}

export { schoolTenantId } from '../school/policy.js';
export { inSchool as inPayroll } from '../school/transaction.js';
