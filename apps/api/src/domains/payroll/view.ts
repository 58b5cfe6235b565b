// Rows as the contract has them.
import type { Tx } from '../../db/client.js';
import type { Schemas } from '../../http/types.js';
import * as repo from './repository.js';

export function runOut(row: repo.RunRow): Schemas['PayrollRun'] {
  return {
    id: Number(row.id),
    month: row.month,
    status: row.status,
    staff_count: Number(row.staff_count),
    total_gross: Number(row.total_gross),
    total_deductions: Number(row.total_deductions),
    total_net: Number(row.total_net),
    created_at: new Date(row.created_at).toISOString(),
    computed_at: new Date(row.computed_at).toISOString(),
    approved_at: row.approved_at ? new Date(row.approved_at).toISOString() : null,
    approved_by_name: row.approved_by_name,
  };
}

/** Payslips with their lines (one query for all lines). */
export async function payslipsOut(
  tx: Tx,
  tenantId: number,
  rows: readonly repo.PayslipRow[],
): Promise<Schemas['Payslip'][]> {
  const lines = await repo.linesOf(
    tx,
    tenantId,
    rows.map((row) => Number(row.id)),
  );
  const byPayslip = new Map<number, Schemas['PayslipLine'][]>();
  for (const line of lines) {
    const list = byPayslip.get(Number(line.payslip_id)) ?? [];
    list.push({ kind: line.kind, name: line.name, amount: Number(line.amount) });
    byPayslip.set(Number(line.payslip_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    run_id: Number(row.run_id),
    month: row.month,
    status: row.status,
    user_id: Number(row.user_id),
    staff_name: row.staff_name,
    employee_number: row.employee_number,
    designation: row.designation,
    basic_salary: Number(row.basic_salary),
    allowances: Number(row.allowances),
    deductions: Number(row.deductions),
    unpaid_days: Number(row.unpaid_days),
    unpaid_deduction: Number(row.unpaid_deduction),
    advance_recovery: Number(row.advance_recovery),
    income_tax: Number(row.income_tax),
    gross: Number(row.gross),
    net: Number(row.net),
    bank_name: row.bank_name,
    bank_account_title: row.bank_account_title,
    bank_account_number: row.bank_account_number,
    lines: byPayslip.get(Number(row.id)) ?? [],
  }));
}

export async function runDetail(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<Schemas['PayrollRunDetail'] | null> {
  const run = await repo.findRun(tx, tenantId, runId);
  if (!run) return null;
  return {
    run: runOut(run),
    payslips: await payslipsOut(tx, tenantId, await repo.payslipsOfRun(tx, tenantId, runId)),
  };
}
