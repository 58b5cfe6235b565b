// Payments the office records at the counter, and their refunds, each audited.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import { clean, requireOffice } from './office.js';
import { recordPayment, refundPayment } from './payments.js';
import * as repo from './repository.js';
import { paymentOut } from './vouchers.js';

export async function recordFeePayment(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
  body: Body<'recordFeePayment'>,
): Promise<Schemas['FeePayment']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findVoucher(tx, tenantId, voucherId)))
      throw notFound(FEE_MESSAGES.voucherNotFound);
    const result = await recordPayment(tx, {
      voucherId,
      amount: body.amount,
      method: body.method,
      reference: body.reference ?? null,
      paidOn: body.paid_on,
      recordedBy: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.payment_recorded',
      entityType: 'voucher',
      entityId: voucherId,
      changes: {
        payment_id: result.paymentId,
        receipt_no: result.receiptNo,
        amount: body.amount,
        method: body.method,
        reference: clean(body.reference),
        paid_on: body.paid_on,
        voucher_status: result.voucherStatus,
      },
    });
    return paymentOut((await repo.findPayment(tx, tenantId, result.paymentId))!);
  });
}

export async function refundFeePayment(
  deps: AppDeps,
  auth: AuthContext,
  paymentId: number,
  body: Body<'refundFeePayment'>,
): Promise<Schemas['FeePayment']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findPayment(tx, tenantId, paymentId);
    if (!before) throw notFound(FEE_MESSAGES.paymentNotFound);
    const done = await refundPayment(tx, tenantId, paymentId, reason, auth.user.id);
    if (!done) throw conflict(FEE_MESSAGES.alreadyRefunded);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.payment_refunded',
      entityType: 'voucher',
      entityId: done.voucherId,
      changes: {
        payment_id: paymentId,
        receipt_no: before.receipt_no,
        amount: done.amount,
        reason,
        voucher_status: done.voucherStatus,
      },
    });
    return paymentOut((await repo.findPayment(tx, tenantId, paymentId))!);
  });
}
