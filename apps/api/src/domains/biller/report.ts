// The office's reconciliation of a bill-payment aggregator: every BillPayment its banks made on
// one transaction day (what the aggregator's settlement statement lists), with our receipt and
// the voucher or family challan each paid.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Query, Schemas } from '../../http/types.js';
import { requireOffice } from '../fees/family-challans.js';
import { isCalendarDay } from '../fees/money.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { BILLER_REPORT_MESSAGES } from './messages.js';
import * as repo from './repository.js';

const BILLER_REPORT_ROWS = 500;

export async function getBillerReport(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'getBillerReport'>,
): Promise<Schemas['BillerReport']> {
  requireOffice(auth);
  if (!isCalendarDay(query.date)) throw invalidField('date', BILLER_REPORT_MESSAGES.badDate);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({
    aggregator: query.aggregator,
    date: query.date,
    paid: await repo.totalsOfDay(tx, tenantId, query.aggregator, query.date),
    items: await repo.paymentsOfDay(tx, tenantId, query.aggregator, query.date, BILLER_REPORT_ROWS),
  }));
}
