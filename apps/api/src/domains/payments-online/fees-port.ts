// What online payment needs from the fees module (which owns vouchers and payments):
// the balance of a voucher the caller may pay, and recording a confirmed payment on it with the
// fees module's own recordPayment (a conditional update that never over-pays). A port, so the
// tests can also play a fees module that refuses in ways the real one rarely does.
import type { Tx } from '../../db/client.js';
import { scopeOfTx } from '../../db/scope.js';
import type { AuthContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { noticeFeePaid } from '../fees/fee-paid-notice.js';
import { recordPayment } from '../fees/payments.js';
import { findVoucher } from '../fees/repository.js';
import { voucherFor, voucherOut } from '../fees/vouchers.js';
import { schoolTenantId } from '../school/policy.js';
import { todayInPakistan } from '../school/transaction.js';

export interface PayableVoucher {
  id: number;
  /** The voucher's number as printed (the bill reference the payer sees). */
  number: string;
  /** What is still due today, whole rupees (0 when paid, cancelled or carried forward). */
  balance: number;
  status: string;
  student_name: string;
}

export interface FeesPort {
  /** The voucher when the caller may see and pay it (parent: own children; student: own; staff). */
  payableVoucher(tx: Tx, auth: AuthContext, voucherId: number): Promise<PayableVoucher | null>;
  /** Records a confirmed online payment on the voucher; refuses (throws) an over-payment. */
  recordPayment(
    tx: Tx,
    payment: {
      voucherId: number;
      amount: number;
      method: 'jazzcash' | 'easypaisa' | 'sandbox';
      reference: string;
      paidOn: string;
      recordedBy: number | null;
    },
  ): Promise<{ payment_id: number }>;
}

const feesModulePort: FeesPort = {
  async payableVoucher(tx, auth, voucherId) {
    try {
      const voucher = await voucherFor(tx, auth, schoolTenantId(auth), voucherId);
      const out = voucherOut(voucher, todayInPakistan());
      return {
        id: out.id,
        number: out.voucher_no,
        balance: out.balance,
        status: out.status,
        student_name: out.student_name,
      };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  async recordPayment(tx, payment) {
    const recorded = await recordPayment(tx, payment);
    // The provider confirmed the money: the guardians are told (fee-paid-notice.ts).
    const { scope } = scopeOfTx(tx);
    const voucher =
      scope.kind === 'tenant'
        ? await findVoucher(tx, scope.tenantId, payment.voucherId)
        : undefined;
    if (voucher && scope.kind === 'tenant')
      await noticeFeePaid(tx, {
        tenantId: scope.tenantId,
        source: 'online',
        studentIds: [Number(voucher.student_id)],
        studentNames: [voucher.student_name],
        amount: payment.amount,
        voucherNo: voucher.voucher_no,
        receiptNo: recorded.receiptNo,
        paidOn: payment.paidOn,
        key: String(recorded.paymentId),
      });
    return { payment_id: recorded.paymentId };
  },
};

let port: FeesPort = feesModulePort;

/** Tests only: another fees module (null puts the real one back). */
export function registerFeesPort(implementation: FeesPort | null): void {
  port = implementation ?? feesModulePort;
}

export function feesPort(): FeesPort {
  return port;
}
