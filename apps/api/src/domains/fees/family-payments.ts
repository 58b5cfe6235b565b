// Paying a family challan: one payment (the counter's, a bank's BillPayment) split across the
// children's vouchers oldest first, each part recorded by the fees module's one payment path
// (recordPayment: the conditional update that never over-pays). One receipt number for the
// family (`R-000042`); the parts on the children's vouchers are `R-000042/1`, `/2` …
import type { Tx } from '../../db/client.js';
import type { PaymentMethod } from '../../db/schema/fees.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool } from '../school/transaction.js';
import { familyDueOn, familyStatus, splitOldestFirst } from './family-amounts.js';
import { FAMILY_MESSAGES, familyPaymentOut, requireOffice } from './family-challans.js';
import * as repo from './family-repository.js';
import { noticeFeePaid, type PaymentSource } from './fee-paid-notice.js';
import { nextReceiptNo } from './payment-repository.js';
import { recordPayment, validatePayment } from './payments.js';

const FAMILY_PAYMENT_MESSAGES = defineMessages('fees.family-payments', {
  replaced: {
    en: 'This family challan was replaced by a newer one; pay that one (this is {no}).',
    ur: 'اس خاندانی چالان کی جگہ نیا چالان جاری ہو چکا ہے؛ وہ ادا کریں (یہ {no} ہے)۔',
  },
  blocked: {
    en: 'A voucher on this family challan was cancelled or carried forward; issue a new family challan.',
    ur: 'اس خاندانی چالان کا ایک واؤچر منسوخ یا آگے منتقل ہو چکا ہے؛ نیا خاندانی چالان جاری کریں۔',
  },
  paid: {
    en: 'This family challan is already paid in full.',
    ur: 'اس خاندانی چالان کی پوری رقم ادا ہو چکی ہے۔',
  },
  overBalance: {
    en: 'The amount is more than the PKR {due} this family challan owes.',
    ur: 'رقم اس خاندانی چالان کے واجب الادا {due} روپے سے زیادہ ہے۔',
  },
});

interface FamilyPaymentInput {
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paidOn: string;
  recordedBy: number | null;
  source: PaymentSource;
}

interface FamilyPaymentResult {
  familyPaymentId: number;
  receiptNo: string;
  /** Every child's voucher is paid in full. */
  paid: boolean;
}

/**
 * Pays a challan in the caller's tenant transaction: the challan and its vouchers locked, the
 * amount split oldest first, one family receipt, the parts recorded, the guardians told when
 * the source says so. Throws 409 (replaced, blocked, already paid, more than owed) before
 * writing anything; the caller audits.
 */
export async function payChallan(
  tx: Tx,
  tenantId: number,
  challanId: number,
  input: FamilyPaymentInput,
): Promise<FamilyPaymentResult> {
  const reference = validatePayment({ ...input, voucherId: 0 });
  const challan = await repo.findChallan(tx, tenantId, challanId, true);
  if (!challan) throw notFound(FAMILY_MESSAGES.challanNotFound);
  if (challan.status === 'replaced')
    throw conflict(FAMILY_PAYMENT_MESSAGES.replaced({ no: challan.challan_no }));
  const members = await repo.membersOf(tx, tenantId, challanId, true);
  const status = familyStatus(members);
  if (status === 'blocked') throw conflict(FAMILY_PAYMENT_MESSAGES.blocked);
  if (status === 'paid') throw conflict(FAMILY_PAYMENT_MESSAGES.paid);
  const { parts, left } = splitOldestFirst(members, input.amount, input.paidOn);
  if (left > 0)
    throw conflict(
      FAMILY_PAYMENT_MESSAGES.overBalance({ due: familyDueOn(members, input.paidOn) }),
    );
  const receiptNo = await nextReceiptNo(tx, tenantId);
  const familyPaymentId = await repo.insertFamilyPayment(tx, {
    tenantId,
    challanId,
    receiptNo,
    amount: input.amount,
    method: input.method,
    reference,
    paidOn: input.paidOn,
    recordedBy: input.recordedBy,
  });
  for (const [i, part] of parts.entries()) {
    await recordPayment(tx, {
      voucherId: part.member.voucher_id,
      amount: part.amount,
      method: input.method,
      reference,
      paidOn: input.paidOn,
      recordedBy: input.recordedBy,
      familyPart: { receiptNo: `${receiptNo}/${i + 1}`, familyPaymentId },
    });
  }
  const after = await repo.membersOf(tx, tenantId, challanId);
  const paidStudents = [...new Map(parts.map((p) => [p.member.student_id, p.member])).values()];
  await noticeFeePaid(tx, {
    tenantId,
    source: input.source,
    studentIds: paidStudents.map((m) => m.student_id),
    studentNames: paidStudents.map((m) => m.student_name),
    amount: input.amount,
    voucherNo: challan.challan_no,
    receiptNo,
    paidOn: input.paidOn,
    key: `family:${familyPaymentId}`,
  });
  return { familyPaymentId, receiptNo, paid: familyStatus(after) === 'paid' };
}

/** The office records a family's payment at the counter (audited; no notice: see fee-paid-notice). */
export async function recordFamilyPayment(
  deps: AppDeps,
  auth: AuthContext,
  challanId: number,
  body: Body<'recordFamilyPayment'>,
): Promise<Schemas['FamilyPayment']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const result = await payChallan(tx, tenantId, challanId, {
      amount: body.amount,
      method: body.method,
      reference: body.reference?.trim() || null,
      paidOn: body.paid_on,
      recordedBy: auth.user.id,
      source: 'counter',
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.family_payment_recorded',
      entityType: 'family_challan',
      entityId: challanId,
      changes: {
        family_payment_id: result.familyPaymentId,
        receipt_no: result.receiptNo,
        amount: body.amount,
        method: body.method,
        reference: body.reference?.trim() || null,
        paid_on: body.paid_on,
      },
    });
    const [payment] = await repo.familyPayments(tx, tenantId, { id: result.familyPaymentId });
    return familyPaymentOut(payment!, await repo.partsOf(tx, tenantId, [result.familyPaymentId]));
  });
}
