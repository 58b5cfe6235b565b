// The family challan's PDF (one page, three copies, a line per child's voucher, the consumer
// numbers with their barcodes) and the family payment's one receipt listing every child's part.
import type { AppDeps } from '../../deps.js';
import { code128Png } from '../../documents/barcode.js';
import { renderReceiptPdf, renderVoucherPdf } from '../../documents/fee-voucher.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { familyDueOn } from './family-amounts.js';
import { challanView, FAMILY_MESSAGES, requireOffice } from './family-challans.js';
import * as families from './family-repository.js';
import * as repo from './repository.js';

const classesOf = (lines: { class_name: string }[]) =>
  [...new Set(lines.map((l) => l.class_name))].join(', ');

export async function downloadFamilyChallan(
  deps: AppDeps,
  auth: AuthContext,
  challanId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan();
  const facts = await inSchool(deps, auth, async (tx) => {
    const challan = await families.findChallan(tx, tenantId, challanId);
    if (!challan) throw notFound(FAMILY_MESSAGES.challanNotFound);
    const view = await challanView(tx, tenantId, challan, today);
    const members = await families.membersOf(tx, tenantId, challanId);
    // Each child's line: what that voucher owes within the challan's due date. Both are ISO
    // dates (strings), so the earlier one is the lexically smaller; Math.min does not apply.
    const day = [today, challan.due_date].sort()[0] as string;
    return {
      school_name: await repo.schoolName(tx, tenantId),
      voucher_no: view.challan_no,
      month: view.issue_date.slice(0, 7),
      issue_date: view.issue_date,
      due_date: view.due_date,
      student_name: view.guardian_name,
      admission_no: '',
      class_name: classesOf(view.lines),
      section_name: null,
      lines: members.map((m) => ({
        label: `${m.student_name} · ${m.voucher_no}`,
        amount: familyDueOn([m], day),
        concession: 0,
      })),
      total: view.amount_within_due,
      late_fee_after_due: Math.max(0, view.amount_after_due - view.amount_within_due),
      paid_amount: 0,
      status: view.status === 'paid' ? 'paid' : 'unpaid',
      bank: await repo.settings(tx, tenantId),
      family: { children: new Set(view.lines.map((l) => l.student_id)).size },
      numbers: view.consumer_numbers,
    };
  });
  const { numbers, ...rest } = facts;
  const consumer_numbers = await Promise.all(
    numbers.map(async (n) => ({ ...n, barcode: await code128Png(n.number) })),
  );
  const pdf = await renderVoucherPdf({ ...rest, consumer_numbers }, language);
  return {
    filename: `family-challan-${facts.voucher_no}${language === 'ur' ? '-ur' : ''}.pdf`,
    pdf,
  };
}

export async function downloadFamilyReceipt(
  deps: AppDeps,
  auth: AuthContext,
  familyPaymentId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan();
  const facts = await inSchool(deps, auth, async (tx) => {
    const [payment] = await families.familyPayments(tx, tenantId, { id: familyPaymentId });
    if (!payment) throw notFound(FAMILY_MESSAGES.challanNotFound);
    const challan = (await families.findChallan(tx, tenantId, payment.family_challan_id))!;
    const members = await families.membersOf(tx, tenantId, challan.id);
    const parts = await families.partsOf(tx, tenantId, [payment.id]);
    return {
      school_name: await repo.schoolName(tx, tenantId),
      receipt_no: payment.receipt_no,
      voucher_no: challan.challan_no,
      month: challan.issue_date.slice(0, 7),
      student_name: challan.guardian_name,
      admission_no: '',
      class_name: classesOf(members),
      paid_on: payment.paid_on,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      voucher_total: members.reduce((sum, m) => sum + m.total + m.late_fee_charged, 0),
      paid_to_date: members.reduce((sum, m) => sum + m.paid_amount, 0),
      balance: familyDueOn(members, today),
      refunded: parts.length > 0 && parts.every((p) => p.status === 'refunded'),
      parts: parts.map((p) => ({
        voucher_no: p.voucher_no,
        student_name: p.student_name,
        receipt_no: p.receipt_no,
        amount: p.amount,
      })),
    };
  });
  const pdf = await renderReceiptPdf(facts, language);
  return { filename: `receipt-${facts.receipt_no}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}
