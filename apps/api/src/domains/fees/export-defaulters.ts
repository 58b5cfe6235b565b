// The defaulters list as a file: listFeeDefaulters' vouchers (its permission and order), every
// row up to the export bound; balances in whole rupees.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import {
  EXPORT_MAX_ROWS,
  type ExportFormat,
  exportFile,
  nowOf,
  requireWithinBound,
} from '../../http/export.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import type { Query } from '../../http/types.js';
import { listFeeDefaulters } from './defaulters.js';

export async function exportFeeDefaulters(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'exportFeeDefaulters'>,
  locale: ApiLocale = 'en',
) {
  const list = await listFeeDefaulters(deps, auth, {
    class_id: query.class_id,
    skip: 0,
    limit: EXPORT_MAX_ROWS + 1,
  });
  requireWithinBound(list.total);
  return exportFile(
    {
      name: 'fee-defaulters',
      header: [
        'Voucher No',
        'Admission No',
        'Student',
        'Class',
        'Section',
        'Month',
        'Due Date',
        'Days Overdue',
        'Balance (PKR)',
        'Guardian',
        'Guardian Mobile',
      ],
      rows: list.items.map((d) => [
        d.voucher_no,
        d.admission_no,
        d.student_name,
        d.class_name,
        d.section_name,
        d.month,
        d.due_date,
        d.days_overdue,
        d.balance,
        d.guardians.map((g) => g.name).join('; ') || null,
        d.guardians
          .map((g) => g.mobile)
          .filter(Boolean)
          .join('; ') || null,
      ]),
    },
    query.format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
