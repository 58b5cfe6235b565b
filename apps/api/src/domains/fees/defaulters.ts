// Overdue vouchers by student, and a reminder to one defaulter's guardians.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { notify } from '../notifications/notify.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { now, page, requireOffice } from './office.js';
import * as repo from './repository.js';
import { readableDay } from './runs.js';
import { voucherOut } from './vouchers.js';

export async function listFeeDefaulters(
  deps: AppDeps,
  auth: AuthContext,
  query: { class_id?: number; skip?: number; limit?: number },
): Promise<Schemas['FeeDefaulterList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  const { skip, limit } = page(query);
  return inSchool(deps, auth, async (tx) => {
    const all = (await repo.overdue(tx, tenantId, today, { class_id: query.class_id }))
      .map((v) => ({ v, out: voucherOut(v, today) }))
      .filter((x) => x.out.balance > 0)
      .sort((a, b) => b.out.balance - a.out.balance || a.out.id - b.out.id);
    const pageItems = all.slice(skip, skip + limit);
    const guardians = await repo.guardiansOf(
      tx,
      tenantId,
      pageItems.map((x) => Number(x.v.student_id)),
    );
    return {
      total: all.length,
      total_overdue: all.reduce((sum, x) => sum + x.out.balance, 0),
      items: pageItems.map(({ v, out }) => ({
        voucher_id: out.id,
        voucher_no: out.voucher_no,
        student_id: out.student_id,
        student_name: out.student_name,
        admission_no: out.admission_no,
        class_name: out.class_name,
        section_name: out.section_name,
        month: out.month,
        due_date: out.due_date,
        days_overdue: Math.max(
          1,
          Math.round(
            (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${v.due_date}T00:00:00Z`)) / 86_400_000,
          ),
        ),
        balance: out.balance,
        guardians: guardians
          .filter((g) => Number(g.student_id) === out.student_id)
          .map((g) => ({ name: g.name, relation: g.relation, mobile: g.mobile })),
      })),
    };
  });
}

export async function remindFeeDefaulter(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
): Promise<Schemas['FeeReminderResult']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const voucher = await repo.findVoucher(tx, tenantId, voucherId);
    if (!voucher) throw notFound(FEE_MESSAGES.voucherNotFound);
    const out = voucherOut(voucher, today);
    if (!out.overdue || out.balance <= 0) throw conflict(FEE_MESSAGES.notOverdue);
    const guardianIds = (await repo.guardiansOf(tx, tenantId, [out.student_id])).map((g) =>
      Number(g.guardian_id),
    );
    if (!guardianIds.length) throw conflict(FEE_MESSAGES.noGuardians);
    // Once a day per voucher: a second click the same day notifies nobody again.
    const result = await notify(tx, {
      event: 'fee_overdue',
      recipients: { guardianIds },
      data: {
        student_name: out.student_name,
        amount: out.balance,
        due_date: readableDay(out.due_date),
      },
      idempotencyKey: `fee_overdue:${voucherId}:${today}`,
      link: '/fees',
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.reminder_sent',
      entityType: 'voucher',
      entityId: voucherId,
      changes: { balance: out.balance, notified: result.notified },
    });
    return { notified: result.notified };
  });
}
