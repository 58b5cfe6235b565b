// Approves a draft month: final from then on, and its advance instalments are added to the
// advances' recovered amounts in the same transaction. The status change is a conditional update
// (as decidePending in enrollments/repository.ts): of two approvals at once exactly one changes
// the row, so recoveries are applied once; the other answers 409. Audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { inPayroll, requirePayrollOffice, schoolTenantId } from './access.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { runDetail } from './view.js';

export async function approvePayrollRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['PayrollRunDetail']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const approved = await repo.approveDraft(tx, tenantId, runId, auth.user.id);
    if (!approved) {
      const run = await repo.findRun(tx, tenantId, runId);
      if (!run) throw notFound(M.runNotFound);
      throw conflict(M.alreadyApproved);
    }
    const recoveries = await repo.applyRecoveries(tx, tenantId, runId);
    const detail = (await runDetail(tx, tenantId, runId))!;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'payroll.run_approved',
      entityType: 'payroll_run',
      entityId: runId,
      changes: {
        month: detail.run.month,
        staff: detail.run.staff_count,
        total_net: detail.run.total_net,
        advances_recovered: recoveries.map((r) => ({
          advance_id: Number(r.advance_id),
          amount: Number(r.amount),
        })),
      },
    });
    return detail;
  });
}
