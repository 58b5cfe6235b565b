// A member of staff's own payslips, of approved months only.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import type { Schemas } from '../../http/types.js';
import { inPayroll, requireStaffMember, schoolTenantId } from './access.js';
import { approvedPayslipsOf } from './repository.js';
import { payslipsOut } from './view.js';

export async function listMyPayslips(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PayslipList']> {
  requireStaffMember(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const items = await payslipsOut(
      tx,
      tenantId,
      await approvedPayslipsOf(tx, tenantId, auth.user.id),
    );
    return { items, total: items.length };
  });
}
