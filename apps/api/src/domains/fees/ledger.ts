// A student's fee ledger with the running balance.
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { Schemas } from '../../http/types.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { FEE_MESSAGES } from './messages.js';
import * as repo from './repository.js';
import { visibleStudents } from './vouchers.js';

/**
 * A student's ledger, oldest first: each voucher's own charges (its arrears line left out, that
 * money is already in the ledger), the late fee charged, payments, refunds and cancellations,
 * with the running balance.
 */
export async function getStudentFeeLedger(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<Schemas['FeeLedger']> {
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const student = await repo.studentName(tx, tenantId, studentId);
    const visible = student ? await visibleStudents(tx, auth, tenantId) : null;
    if (!student || (visible && !visible.includes(studentId)))
      throw notFound(FEE_MESSAGES.studentNotFound);
    const { items: vouchers } = await repo.listVouchers(
      tx,
      tenantId,
      { student_id: studentId },
      { skip: 0, limit: 1000 },
    );
    vouchers.sort((a, b) => a.month.localeCompare(b.month));
    const payments = await repo.paymentsOfVouchers(
      tx,
      tenantId,
      vouchers.map((v) => v.id),
    );
    type Entry = Schemas['FeeLedger']['entries'][number];
    const entries: Omit<Entry, 'balance'>[] = [];
    for (const v of vouchers) {
      const charge = Number(v.total) - Number(v.arrears);
      entries.push({
        date: v.issue_date,
        kind: 'voucher',
        description: `Voucher ${v.month}`,
        month: v.month,
        method: null,
        voucher_no: v.voucher_no,
        receipt_no: null,
        debit: charge,
        credit: 0,
      });
      if (Number(v.late_fee_charged) > 0)
        entries.push({
          date: v.due_date,
          kind: 'late_fee',
          description: 'Late fee',
          month: v.month,
          method: null,
          voucher_no: v.voucher_no,
          receipt_no: null,
          debit: Number(v.late_fee_charged),
          credit: 0,
        });
      if (v.status === 'cancelled')
        entries.push({
          date: v.issue_date,
          kind: 'cancelled',
          description: `Cancelled: ${v.cancel_reason ?? ''}`.trim(),
          month: v.month,
          method: null,
          voucher_no: v.voucher_no,
          receipt_no: null,
          debit: 0,
          credit: charge,
        });
    }
    for (const p of payments) {
      entries.push({
        date: p.paid_on,
        kind: 'payment',
        description: `Payment (${p.method.replace('_', ' ')})`,
        month: null,
        method: p.method,
        voucher_no: p.voucher_no,
        receipt_no: p.receipt_no,
        debit: 0,
        credit: Number(p.amount),
      });
      if (p.status === 'refunded')
        entries.push({
          date: (p.refunded_at ?? p.paid_on).slice(0, 10),
          kind: 'refund',
          description: `Refund: ${p.refund_reason ?? ''}`.trim(),
          month: null,
          method: p.method,
          voucher_no: p.voucher_no,
          receipt_no: p.receipt_no,
          debit: Number(p.amount),
          credit: 0,
        });
    }
    entries.sort((a, b) => a.date.localeCompare(b.date));
    let balance = 0;
    let charged = 0;
    let paid = 0;
    const withBalance = entries.map((e) => {
      balance += e.debit - e.credit;
      if (e.kind === 'voucher' || e.kind === 'late_fee') charged += e.debit;
      if (e.kind === 'cancelled') charged -= e.credit;
      if (e.kind === 'payment') paid += e.credit;
      if (e.kind === 'refund') paid -= e.debit;
      return { ...e, balance };
    });
    return {
      student_id: studentId,
      student_name: student.name,
      entries: withBalance,
      charged,
      paid,
      balance,
    };
  });
}
