// A family challan's consumer number at the bank: the same two operations as a voucher's
// (BillInquiry, BillPayment), the amounts the sum of the children's vouchers (family-amounts.ts),
// a payment split across them oldest first with one receipt (family-payments.ts).
import type { Tx } from '../../db/client.js';
import type { Aggregator } from '../../db/schema/biller.js';
import { savepoint } from '../../db/scope.js';
import { HttpError } from '../../http/errors.js';
import type { Detail } from '../../http/i18n/messages.js';
import { audit } from '../audit/service.js';
import { familyAmounts, familyDueOn, familyStatus } from '../fees/family-amounts.js';
import { payChallan } from '../fees/family-payments.js';
import * as families from '../fees/family-repository.js';
import { BANK_MESSAGES } from './messages.js';
import {
  type BillStatus,
  billingMonth,
  consumerDetail,
  railAmount,
  railDate,
  sequencePart,
} from './protocol.js';
import * as repo from './repository.js';

export async function familyChallanOf(tx: Tx, tenantId: number, sequence: number) {
  return families.challanOfSequence(tx, tenantId, sequencePart(sequence));
}

/** The inquiry's fields of a family challan (the caller adds the response code and reserved). */
export async function familyInquiryFields(
  tx: Tx,
  tenantId: number,
  challan: families.ChallanRow,
  today: string,
): Promise<Record<string, string>> {
  const members = await families.membersOf(tx, tenantId, challan.id);
  const state = familyStatus(members);
  const status: BillStatus =
    challan.status === 'replaced' || state === 'blocked' ? 'B' : state === 'paid' ? 'P' : 'U';
  const { within, after } =
    status === 'U' ? familyAmounts(members, challan.due_date, today) : { within: 0, after: 0 };
  const paid = status === 'P' ? await repo.lastFamilyPayment(tx, tenantId, challan.id) : undefined;
  return {
    consumer_Detail: consumerDetail(challan.guardian_name, challan.challan_no),
    bill_status: status,
    due_date: railDate(challan.due_date),
    amount_within_dueDate: railAmount(within),
    amount_after_dueDate: railAmount(after),
    billing_month: billingMonth(challan.issue_date.slice(0, 7)),
    date_paid: paid ? railDate(paid.paid_on) : '',
    amount_paid: paid ? railAmount(paid.amount) : '',
    tran_auth_Id: paid?.tran_auth_id ?? '',
  };
}

interface FamilyBankPayment {
  aggregator: Aggregator;
  consumerNumber: string;
  tranAuthId: string;
  tranTime: string;
  bankMnemonic: string | null;
  amount: number;
  day: string;
}

/** Why a family payment is refused (answered 03 with the sentence); everything rolls back. */
export class FamilyRefused extends Error {
  constructor(readonly detail: Detail) {
    super(detail.en);
  }
}

/** Records a bank's payment of a family challan; returns the family receipt number. */
export async function payFamilyChallan(
  tx: Tx,
  tenantId: number,
  challan: families.ChallanRow,
  payment: FamilyBankPayment,
): Promise<string> {
  const claim = await repo.claimTransaction(tx, {
    tenant_id: tenantId,
    aggregator: payment.aggregator,
    consumer_number: payment.consumerNumber,
    voucher_id: null,
    family_challan_id: challan.id,
    tran_auth_id: payment.tranAuthId,
    tran_date: payment.day,
    tran_time: payment.tranTime,
    bank_mnemonic: payment.bankMnemonic,
    amount: payment.amount,
  });
  if (claim === null) throw new FamilyRefused(BANK_MESSAGES.duplicate);
  if (challan.status === 'replaced') throw new FamilyRefused(BANK_MESSAGES.blocked);
  const members = await families.membersOf(tx, tenantId, challan.id);
  const state = familyStatus(members);
  if (state === 'paid') throw new FamilyRefused(BANK_MESSAGES.alreadyPaid);
  if (state === 'blocked') throw new FamilyRefused(BANK_MESSAGES.blocked);
  // The whole bill of the transaction's day, as for a voucher: a bank app pays one amount.
  const due = familyDueOn(members, payment.day);
  if (payment.amount !== due) throw new FamilyRefused(BANK_MESSAGES.wrongAmount({ due }));
  const reference = `${payment.bankMnemonic || payment.aggregator.toUpperCase()} ${payment.tranAuthId}`;
  const result = await savepoint(tx, (inner) =>
    payChallan(inner, tenantId, challan.id, {
      amount: payment.amount,
      method: payment.aggregator,
      reference,
      paidOn: payment.day,
      recordedBy: null,
      source: 'biller',
    }),
  ).catch((error: unknown) => {
    // Paid or changed by another path since we read it: the conditional updates refused.
    if (error instanceof HttpError) throw new FamilyRefused(BANK_MESSAGES.alreadyPaid);
    throw error;
  });
  await repo.linkFamilyPayment(tx, tenantId, claim, result.familyPaymentId);
  await audit(tx, {
    tenantId,
    actorId: null,
    action: 'fees.family_payment_recorded',
    entityType: 'family_challan',
    entityId: challan.id,
    changes: {
      family_payment_id: result.familyPaymentId,
      receipt_no: result.receiptNo,
      amount: payment.amount,
      method: payment.aggregator,
      reference,
      paid_on: payment.day,
      consumer_number: payment.consumerNumber,
    },
  });
  return result.receiptNo;
}
