// The payments behind the collection report as a file: the report's months, its permission and
// its rule (refunded payments left out), one row per payment, oldest first; so the amounts add
// up to the report's total, by month, class and method.
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
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { checkCollectionRange } from './collection.js';
import * as repo from './repository.js';

export async function exportFeeCollection(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'exportFeeCollection'>,
  locale: ApiLocale = 'en',
) {
  checkCollectionRange(auth, query);
  const tenantId = schoolTenantId(auth);
  const payments = await inSchool(deps, auth, (tx) =>
    repo.collectionPayments(tx, tenantId, query.from, query.to, EXPORT_MAX_ROWS + 1),
  );
  requireWithinBound(payments.length);
  return exportFile(
    {
      name: `fee-collection-${query.from}-to-${query.to}`,
      header: [
        'Paid On',
        'Receipt No',
        'Voucher No',
        'Voucher Month',
        'Admission No',
        'Student',
        'Class',
        'Section',
        'Method',
        'Reference',
        'Amount (PKR)',
      ],
      rows: payments.map((p) => [
        p.paid_on,
        p.receipt_no,
        p.voucher_no,
        p.voucher_month,
        p.admission_no,
        p.student_name,
        p.class_name,
        p.section_name,
        p.method,
        p.reference,
        Number(p.amount),
      ]),
    },
    query.format as ExportFormat | undefined,
    nowOf(deps),
    locale,
  );
}
