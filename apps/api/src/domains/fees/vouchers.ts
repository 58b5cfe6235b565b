// Vouchers as the office, a parent or a student sees them; cancelling one with a reason.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { roleOf } from '../_shared/policy.js';
import { audit } from '../audit/service.js';
import { consumerNumbersOf } from '../biller/numbers.js';
import { isParent, isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { addDays, lateFeeAfterDue, lateFeeOn } from './money.js';
import { clean, now, page, requireOffice } from './office.js';
import * as repo from './repository.js';

export function voucherOut(v: repo.VoucherRow, today: string): Schemas['Voucher'] {
  const open = (v.status === 'unpaid' || v.status === 'partially_paid') && v.carried_to === null;
  // An open voucher owes today's late fee; a closed one only what its payments were charged.
  const late = open
    ? Math.max(Number(v.late_fee_charged), lateFeeOn(v, v.due_date, today))
    : Number(v.late_fee_charged);
  return {
    id: Number(v.id),
    voucher_no: v.voucher_no,
    student_id: Number(v.student_id),
    student_name: v.student_name,
    admission_no: v.admission_no,
    class_name: v.class_name,
    section_name: v.section_name,
    month: v.month,
    issue_date: v.issue_date,
    due_date: v.due_date,
    total: Number(v.total),
    arrears: Number(v.arrears),
    paid_amount: Number(v.paid_amount),
    late_fee_after_due: lateFeeAfterDue(v),
    late_fee: late,
    late_fee_from: late > 0 ? addDays(v.due_date, 1) : null,
    balance: open ? Math.max(0, Number(v.total) + late - Number(v.paid_amount)) : 0,
    status: v.status,
    carried_to_no: v.carried_to_no,
    overdue: open && v.due_date < today,
  };
}

export const paymentOut = (p: repo.PaymentRow): Schemas['FeePayment'] => ({
  id: Number(p.id),
  voucher_id: Number(p.voucher_id),
  voucher_no: p.voucher_no,
  student_id: Number(p.student_id),
  amount: Number(p.amount),
  method: p.method,
  reference: p.reference,
  paid_on: p.paid_on,
  receipt_no: p.receipt_no,
  status: p.status,
  refund_reason: p.refund_reason,
  voucher_status: p.voucher_status,
});

export async function listVouchers(
  deps: AppDeps,
  auth: AuthContext,
  query: repo.VoucherFilter & { skip?: number; limit?: number },
): Promise<Schemas['VoucherList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const { items, total } = await repo.listVouchers(tx, tenantId, query, page(query));
    return { items: items.map((v) => voucherOut(v, today)), total };
  });
}

/** The students whose vouchers a parent or student may see (null: the office, every one). */
export async function visibleStudents(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
): Promise<number[] | null> {
  if (isSchoolAdmin(auth.user)) return null;
  if (isParent(auth.user)) return repo.childrenOf(tx, tenantId, auth.user.id);
  if (roleOf(auth.user) === 'student') return repo.studentOfUser(tx, tenantId, auth.user.id);
  return [];
}

/** A voucher the caller may see, or 404 (another family's voucher is "not found"). */
export async function voucherFor(tx: Tx, auth: AuthContext, tenantId: number, voucherId: number) {
  const voucher = await repo.findVoucher(tx, tenantId, voucherId);
  if (!voucher) throw notFound(FEE_MESSAGES.voucherNotFound);
  const visible = await visibleStudents(tx, auth, tenantId);
  if (visible && !visible.includes(Number(voucher.student_id)))
    throw notFound(FEE_MESSAGES.voucherNotFound);
  return voucher;
}

async function detailOf(
  tx: Tx,
  tenantId: number,
  voucher: repo.VoucherRow,
  today: string,
): Promise<Schemas['VoucherDetail']> {
  const lines = await repo.voucherLines(tx, tenantId, voucher.id);
  const payments = await repo.paymentsOfVouchers(tx, tenantId, [voucher.id]);
  return {
    ...voucherOut(voucher, today),
    lines: lines.map((l) => ({
      label: l.label,
      kind: l.kind,
      detail: l.detail,
      amount: Number(l.amount),
      concession: Number(l.concession),
      net: Number(l.amount) - Number(l.concession),
    })),
    payments: payments.map(paymentOut),
    cancel_reason: voucher.cancel_reason,
    school_name: await repo.schoolName(tx, tenantId),
    consumer_numbers: await consumerNumbersOf(tx, tenantId, voucher.voucher_no),
  };
}

export async function getVoucher(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
): Promise<Schemas['VoucherDetail']> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const voucher = await voucherFor(tx, auth, tenantId, voucherId);
    return detailOf(tx, tenantId, voucher, today);
  });
}

export async function cancelVoucher(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
  body: Body<'cancelVoucher'>,
): Promise<Schemas['VoucherDetail']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findVoucher(tx, tenantId, voucherId);
    if (!before) throw notFound(FEE_MESSAGES.voucherNotFound);
    if (!(await repo.cancelVoucher(tx, tenantId, voucherId, reason, auth.user.id)))
      throw conflict(FEE_MESSAGES.cannotCancel);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.voucher_cancelled',
      entityType: 'voucher',
      entityId: voucherId,
      changes: { voucher_no: before.voucher_no, total: Number(before.total), reason },
    });
    return detailOf(tx, tenantId, (await repo.findVoucher(tx, tenantId, voucherId))!, today);
  });
}
