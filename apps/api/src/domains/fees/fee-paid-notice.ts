// The guardians' "fee received" notice, sent where the money is confirmed by someone other than
// the parent standing at the counter: a bank's BillPayment through a consumer number (the bank
// has the money) and an online payment the provider confirmed. A payment the office records at
// the counter hands the parent a printed receipt, so it sends no notice.
import type { Tx } from '../../db/client.js';
import { notify } from '../notifications/notify.js';
import { guardiansOf } from './repository.js';
import { readableDay } from './runs.js';

/** Who confirmed the money: the rule above in one place. */
export type PaymentSource = 'counter' | 'biller' | 'online';

const sendsFeePaidNotice = (source: PaymentSource): boolean => source !== 'counter';

interface FeePaidNotice {
  tenantId: number;
  source: PaymentSource;
  /** The children the payment was for (a family challan pays several). */
  studentIds: readonly number[];
  studentNames: readonly string[];
  amount: number;
  /** The voucher's number, or the family challan's. */
  voucherNo: string;
  receiptNo: string;
  paidOn: string;
  /** Once per receipt, however often the confirmation is repeated. */
  key: string;
}

/** Records the notice for every guardian of the children (nothing when the rule says none). */
export async function noticeFeePaid(tx: Tx, notice: FeePaidNotice): Promise<number> {
  if (!sendsFeePaidNotice(notice.source)) return 0;
  const guardianIds = [
    ...new Set(
      (await guardiansOf(tx, notice.tenantId, notice.studentIds)).map((g) => Number(g.guardian_id)),
    ),
  ];
  if (!guardianIds.length) return 0;
  const result = await notify(tx, {
    event: 'fee_paid',
    recipients: { guardianIds },
    data: {
      student_name: notice.studentNames.join(', '),
      amount: notice.amount,
      voucher_no: notice.voucherNo,
      receipt_no: notice.receiptNo,
      date: readableDay(notice.paidOn),
    },
    idempotencyKey: `fee_paid:${notice.key}`,
    link: '/fees',
  });
  return result.notified;
}
