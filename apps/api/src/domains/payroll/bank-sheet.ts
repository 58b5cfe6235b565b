// A run's bank transfer sheet through the one export writer (http/export.ts): a row per
// payslip with something to pay, with the account it goes to and a reference the bank statement
// shows (`SAL-2026-11-E-014`, the employee number, else the user id).
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { type ExportFormat, exportFile, nowOf } from '../../http/export.js';
import { getPayrollRun } from './read-runs.js';

function transferReference(month: string, employeeNumber: string | null, userId: number) {
  return `SAL-${month}-${employeeNumber ?? `U${userId}`}`;
}

export async function exportPayrollBankSheet(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
  format: ExportFormat | undefined,
) {
  const { run, payslips } = await getPayrollRun(deps, auth, runId);
  return exportFile(
    {
      name: `bank-transfers-${run.month}`,
      header: [
        'Account Title',
        'IBAN / Account No',
        'Bank',
        'Net Amount (PKR)',
        'Reference',
        'Staff',
      ],
      rows: payslips
        .filter((slip) => slip.net > 0)
        .map((slip) => [
          slip.bank_account_title ?? slip.staff_name,
          slip.bank_account_number,
          slip.bank_name,
          slip.net,
          transferReference(run.month, slip.employee_number, slip.user_id),
          slip.staff_name,
        ]),
    },
    format,
    nowOf(deps),
  );
}
