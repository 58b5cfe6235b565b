// The collection report: what was collected over a range of months, by method and class.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { invalidField } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { isMonth } from './money.js';
import { requireOffice } from './office.js';
import * as repo from './repository.js';

/** The office only, and a range of whole months, first not after last (report and export). */
export function checkCollectionRange(auth: AuthContext, query: { from: string; to: string }) {
  requireOffice(auth);
  if (!isMonth(query.from)) throw invalidField('from', FEE_MESSAGES.monthInvalid);
  if (!isMonth(query.to)) throw invalidField('to', FEE_MESSAGES.monthInvalid);
  if (query.from > query.to) throw invalidField('to', FEE_MESSAGES.rangeInvalid);
}

export async function getFeeCollectionReport(
  deps: AppDeps,
  auth: AuthContext,
  query: { from: string; to: string },
): Promise<Schemas['FeeCollectionReport']> {
  checkCollectionRange(auth, query);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const list = await repo.collection(tx, tenantId, query.from, query.to);
    const sum = <K extends string | number>(key: (r: (typeof list)[number]) => K) => {
      const m = new Map<K, { amount: number; payments: number; sample: (typeof list)[number] }>();
      for (const r of list) {
        const k = key(r);
        const e = m.get(k) ?? { amount: 0, payments: 0, sample: r };
        e.amount += Number(r.amount);
        e.payments += Number(r.payments);
        m.set(k, e);
      }
      return m;
    };
    const byMonth = [...sum((r) => r.month).entries()].sort(([a], [b]) => a.localeCompare(b));
    const byClass = [...sum((r) => Number(r.class_id)).values()].sort((a, b) =>
      a.sample.class_name.localeCompare(b.sample.class_name, 'en', { numeric: true }),
    );
    const byMethod = [...sum((r) => r.method).entries()].sort(
      ([, a], [, b]) => b.amount - a.amount,
    );
    return {
      from: query.from,
      to: query.to,
      total: list.reduce((s, r) => s + Number(r.amount), 0),
      by_month: byMonth.map(([month, e]) => ({ month, amount: e.amount, payments: e.payments })),
      by_class: byClass.map((e) => ({
        class_id: Number(e.sample.class_id),
        class_name: e.sample.class_name,
        amount: e.amount,
        payments: e.payments,
      })),
      by_method: byMethod.map(([method, e]) => ({
        method: method as Schemas['PaymentMethod'],
        amount: e.amount,
        payments: e.payments,
      })),
    };
  });
}
