// The office's reads: the months, one month's payslips, the staff to pick from.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { inPayroll, requirePayrollOffice, schoolTenantId } from './access.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { runDetail, runOut } from './view.js';

export async function listPayrollRuns(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PayrollRunList']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const items = (await repo.listRuns(tx, tenantId)).map(runOut);
    return { items, total: items.length };
  });
}

export async function getPayrollRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['PayrollRunDetail']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const detail = await runDetail(tx, tenantId, runId);
    if (!detail) throw notFound(M.runNotFound);
    return detail;
  });
}

export async function listPayrollStaff(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['PayrollStaffList']> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inPayroll(deps, auth, async (tx) => {
    const items = (await repo.listStaff(tx, tenantId)).map((row) => ({
      user_id: Number(row.user_id),
      name: row.name,
      employee_number: row.employee_number,
      designation: row.designation,
      basic_salary: Number(row.basic_salary),
      status: row.status,
    }));
    return { items, total: items.length };
  });
}
