// A parent's children's vouchers, or a student's own, with their payments.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { isParent, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { now } from './office.js';
import * as repo from './repository.js';
import { paymentOut, voucherOut } from './vouchers.js';

export async function listMyVouchers(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyVoucherList']> {
  if (!isParent(auth.user) && auth.user.user_role !== 'student')
    throw forbidden(FEE_MESSAGES.familyOnly);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const ids = isParent(auth.user)
      ? await repo.childrenOf(tx, tenantId, auth.user.id)
      : await repo.studentOfUser(tx, tenantId, auth.user.id);
    if (!ids.length) return { items: [] };
    const { items } = await repo.listVouchers(
      tx,
      tenantId,
      { student_ids: ids },
      { skip: 0, limit: 200 },
    );
    const payments = await repo.paymentsOfVouchers(
      tx,
      tenantId,
      items.map((v) => v.id),
    );
    return {
      items: items.map((v) => ({
        ...voucherOut(v, today),
        payments: payments.filter((p) => Number(p.voucher_id) === Number(v.id)).map(paymentOut),
      })),
    };
  });
}
