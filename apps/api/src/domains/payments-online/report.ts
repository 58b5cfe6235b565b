// The office's reconciliation report: one provider's online payments started on one Pakistan day,
// with the count and amount per outcome and the notifications that were refused (forged, wrong
// amount, provider switched off), so the office can match the provider's settlement statement.
import { withScope } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Query, Schemas } from '../../http/types.js';
import { ownTenantId, requireAdmin } from '../admin/access.js';
import * as repo from './repository.js';
import { paymentView } from './service.js';

/** The rows the report lists (the totals always count every payment of the day). */
const REPORT_ROWS = 500;

const REPORT_MESSAGES = defineMessages('payments-online.report', {
  badDate: {
    en: 'date must be a real day written yyyy-mm-dd.',
    ur: 'date کوئی اصل دن ہو، yyyy-mm-dd کی صورت میں لکھا ہوا۔',
  },
});

function realDay(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

export async function getOnlinePaymentReport(
  deps: AppDeps,
  auth: AuthContext,
  query: Query<'getOnlinePaymentReport'>,
): Promise<Schemas['OnlinePaymentReport']> {
  requireAdmin(auth);
  if (!realDay(query.date)) throw invalidField('date', REPORT_MESSAGES.badDate);
  const tenantId = ownTenantId(auth);
  return withScope(deps.db, auth.scope, async (tx) => {
    const [totals, rows, refused] = await Promise.all([
      repo.totalsOfDay(tx, tenantId, query.provider, query.date),
      repo.paymentsOfDay(tx, tenantId, query.provider, query.date, REPORT_ROWS),
      repo.refusalsOfDay(tx, tenantId, query.provider, query.date),
    ]);
    const of = (status: string) => {
      const row = totals.find((total) => total.status === status);
      return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
    };
    return {
      provider: query.provider,
      date: query.date,
      confirmed: of('confirmed'),
      failed: of('failed'),
      cancelled: of('cancelled'),
      pending: of('pending'),
      refund_due: rows.filter((row) => row.refund_due).length,
      unmatched_callbacks: refused,
      items: rows.map(paymentView),
    };
  });
}
