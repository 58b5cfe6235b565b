// Runs a month's payroll: a payslip for every staff record active in the month, computed by
// arithmetic.ts from the salary structure, the month's staff attendance, the open advances and
// the tax slabs. A draft month is computed again from scratch (its payslips replaced), so running
// it twice with the same records gives the same payslips; an approved month is final (409).
// Two runs of one month at once are serialized by the run row's lock (claimDraft). Audited.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField } from '../../http/errors.js';
import { nowOf } from '../../http/export.js';
import type { Body, Schemas } from '../../http/types.js';
import { pakistanThisMonth } from '../_shared/pakistanTime.js';
import { audit } from '../audit/service.js';
import { inPayroll, requirePayrollOffice, schoolTenantId } from './access.js';
import {
  type AdvanceInput,
  type ComponentInput,
  computePayslip,
  daysInMonth,
  type LeaveDays,
  type PayslipFigures,
  type TaxSlab,
  unpaidDays,
} from './arithmetic.js';
import { PAYROLL_MESSAGES as M } from './messages.js';
import * as repo from './repository.js';
import { slabsInForce } from './tax-slabs.js';
import { runDetail } from './view.js';

interface MonthRange {
  first: string;
  last: string;
  yearStart: string;
  days: number;
}

function rangeOf(month: string): MonthRange {
  const days = daysInMonth(month);
  return {
    first: `${month}-01`,
    last: `${month}-${String(days).padStart(2, '0')}`,
    yearStart: `${month.slice(0, 4)}-01-01`,
    days,
  };
}

function groupBy<T extends { user_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const key = Number(row.user_id);
    const list = map.get(key) ?? [];
    list.push(row);
    map.set(key, list);
  }
  return map;
}

/** Every payslip of the month, computed (no writes). */
async function computeMonth(
  tx: Tx,
  tenantId: number,
  month: string,
  slabs: readonly TaxSlab[],
): Promise<{ staff: repo.StaffInput; figures: PayslipFigures }[]> {
  const range = rangeOf(month);
  const [staff, components, counts, advances] = [
    await repo.staffOfMonth(tx, tenantId, range.first, range.last),
    groupBy(await repo.componentsOf(tx, tenantId)),
    groupBy(await repo.attendanceCounts(tx, tenantId, range.yearStart, range.first, range.last)),
    groupBy(await repo.openAdvances(tx, tenantId, range.last)),
  ];
  return staff.map((member) => {
    const userId = Number(member.user_id);
    const days = counts.get(userId) ?? [];
    const absent = days.reduce((sum, row) => sum + Number(row.absent), 0);
    const leave: LeaveDays[] = days
      .filter((row) => row.leave_type_id !== null)
      .map((row) => ({
        in_month: Number(row.in_month),
        before_month: Number(row.before_month),
        paid: Boolean(row.paid),
        days_per_year: Number(row.days_per_year),
      }));
    const staffComponents: ComponentInput[] = (components.get(userId) ?? []).map((c) => ({
      kind: c.kind,
      name: c.name,
      amount: Number(c.amount),
    }));
    const staffAdvances: AdvanceInput[] = (advances.get(userId) ?? []).map((a) => ({
      id: Number(a.id),
      amount: Number(a.amount),
      instalment: Number(a.instalment),
      recovered: Number(a.recovered),
    }));
    return {
      staff: { ...member, user_id: userId },
      figures: computePayslip({
        basic_salary: Number(member.basic_salary),
        components: staffComponents,
        unpaid_days: Math.min(range.days, unpaidDays(absent, leave)),
        days_in_month: range.days,
        advances: staffAdvances,
        slabs,
      }),
    };
  });
}

export async function runPayrollMonth(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'runPayrollMonth'>,
): Promise<{ detail: Schemas['PayrollRunDetail']; created: boolean }> {
  requirePayrollOffice(auth);
  const tenantId = schoolTenantId(auth);
  if (body.month > pakistanThisMonth(nowOf(deps))) throw invalidField('month', M.futureMonth);
  return inPayroll(deps, auth, async (tx) => {
    const claimed = await repo.claimDraft(tx, tenantId, body.month, auth.user.id);
    if (!claimed) throw conflict(M.approvedMonth);
    const runId = Number(claimed.id);
    const { slabs } = await slabsInForce(tx, tenantId);
    const slips = await computeMonth(tx, tenantId, body.month, slabs);
    if (!slips.length) throw invalidField('month', M.emptyRun);
    await repo.deletePayslips(tx, tenantId, runId);
    await repo.insertPayslips(tx, tenantId, runId, slips);
    await repo.writeTotals(tx, tenantId, runId);
    const detail = (await runDetail(tx, tenantId, runId))!;
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: claimed.created ? 'payroll.run_created' : 'payroll.run_recomputed',
      entityType: 'payroll_run',
      entityId: runId,
      changes: {
        month: body.month,
        staff: detail.run.staff_count,
        total_gross: detail.run.total_gross,
        total_net: detail.run.total_net,
      },
    });
    return { detail, created: Boolean(claimed.created) };
  });
}
