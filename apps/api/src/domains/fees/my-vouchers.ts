// A parent's children's vouchers, or a student's own, with their payments.
import { finalReads } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { roleOf } from '../_shared/policy.js';
import { isParent, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { now } from './office.js';
import * as repo from './repository.js';
import { paymentOut, voucherOut } from './vouchers.js';

/** A family's list is short (a few children, a year of months); past it the office's list pages. */
const MY_VOUCHERS_LIMIT = 200;

export async function listMyVouchers(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyVoucherList']> {
  if (!isParent(auth.user) && roleOf(auth.user) !== 'student')
    throw forbidden(FEE_MESSAGES.familyOnly);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    // The family is found inside both reads, so they and the commit leave in one round trip.
    const [items, payments] = await finalReads(tx, () =>
      repo.familyVouchersAndPayments(
        tx,
        tenantId,
        auth.user.id,
        isParent(auth.user),
        MY_VOUCHERS_LIMIT,
      ),
    );
    const byVoucher = new Map<number, ReturnType<typeof paymentOut>[]>();
    for (const payment of payments) {
      const id = Number(payment.voucher_id);
      byVoucher.set(id, [...(byVoucher.get(id) ?? []), paymentOut(payment)]);
    }
    return {
      items: items.map((v) => ({
        ...voucherOut(v, today),
        payments: byVoucher.get(Number(v.id)) ?? [],
      })),
    };
  });
}
