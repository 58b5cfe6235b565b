// A student's ledger as a file: getStudentFeeLedger's entries (its permission), oldest first,
// debit, credit and running balance in whole rupees.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import {
  type ExportFormat,
  exportFile,
  fileNamePart,
  nowOf,
  requireWithinBound,
} from '../../http/export.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import type { Query } from '../../http/types.js';
import { getStudentFeeLedger } from './ledger.js';

export async function exportStudentFeeLedger(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  query: Query<'exportStudentFeeLedger'>,
  locale: ApiLocale = 'en',
) {
  const ledger = await getStudentFeeLedger(deps, auth, studentId);
  requireWithinBound(ledger.entries.length);
  const who = fileNamePart(ledger.student_name);
  return exportFile(
    {
      name: `fee-ledger-${who || studentId}`,
      header: [
        'Date',
        'Kind',
        'Description',
        'Month',
        'Method',
        'Voucher No',
        'Receipt No',
        'Debit (PKR)',
        'Credit (PKR)',
        'Balance (PKR)',
      ],
      rows: ledger.entries.map((e) => [
        e.date,
        e.kind,
        e.description,
        e.month,
        e.method,
        e.voucher_no,
        e.receipt_no,
        e.debit,
        e.credit,
        e.balance,
      ]),
    },
    query.format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
