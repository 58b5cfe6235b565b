// What online payment needs from the fees module (issue-20-fees owns vouchers and payments):
// the balance of a voucher the caller may pay, and recording a confirmed payment on it. The fees
// module registers its implementation at start (see app.ts); until it does, vouchers cannot be
// paid online (createOnlineCheckout answers 409) and course enrolments still can.
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../http/context.js';

export interface PayableVoucher {
  id: number;
  /** The voucher's number as printed (the bill reference the payer sees). */
  number: string;
  /** What is still due today, whole rupees (0 when paid). */
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
      method: 'jazzcash' | 'easypaisa' | 'online';
      reference: string;
      paidOn: string;
      recordedBy: number | null;
    },
  ): Promise<{ payment_id: number }>;
}

let port: FeesPort | null = null;

export function registerFeesPort(implementation: FeesPort | null): void {
  port = implementation;
}

export function feesPort(): FeesPort | null {
  return port;
}
