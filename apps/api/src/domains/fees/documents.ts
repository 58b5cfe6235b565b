// The voucher and receipt PDFs of a caller who may see them (the office, the student's parents,
// the student), in the requested language.
import type { AppDeps } from '../../deps.js';
import { code128Png } from '../../documents/barcode.js';
import { renderReceiptPdf, renderVoucherPdf } from '../../documents/fee-voucher.js';
import type { DocumentLanguage } from '../../documents/pdf.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { consumerNumbersOf } from '../biller/numbers.js';
import { schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { logoImageOf } from '../settings/repository.js';
import { FEE_MESSAGES } from './messages.js';
import { receiptStanding } from './receipt-standing.js';
import * as repo from './repository.js';
import { voucherFor, voucherOut } from './vouchers.js';

export async function downloadVoucher(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan();
  const facts = await inSchool(deps, auth, async (tx) => {
    const voucher = await voucherFor(tx, auth, tenantId, voucherId);
    const out = voucherOut(voucher, today);
    const lines = await repo.voucherLines(tx, tenantId, voucherId);
    const bank = await repo.settings(tx, tenantId);
    return {
      logo: await logoImageOf(tx, tenantId),
      school_name: await repo.schoolName(tx, tenantId),
      voucher_no: out.voucher_no,
      month: out.month,
      issue_date: out.issue_date,
      due_date: out.due_date,
      student_name: out.student_name,
      admission_no: out.admission_no,
      class_name: out.class_name,
      section_name: out.section_name,
      lines: lines.map((l) => ({
        label: l.label,
        amount: Number(l.amount),
        concession: Number(l.concession),
        kind: l.kind,
        detail: l.detail,
      })),
      total: out.total,
      late_fee_after_due: out.late_fee_after_due,
      late_fee: out.late_fee_from ? { amount: out.late_fee, from: out.late_fee_from } : null,
      paid_amount: out.paid_amount,
      balance: out.balance,
      status: out.status,
      bank,
      numbers: await consumerNumbersOf(tx, tenantId, out.voucher_no),
    };
  });
  const { numbers, logo, ...rest } = facts;
  const consumer_numbers = await Promise.all(
    numbers.map(async (n) => ({ ...n, barcode: await code128Png(n.number) })),
  );
  const pdf = await renderVoucherPdf({ ...rest, consumer_numbers }, language, { logo });
  return { filename: `voucher-${facts.voucher_no}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}

export async function downloadFeeReceipt(
  deps: AppDeps,
  auth: AuthContext,
  paymentId: number,
  language: DocumentLanguage,
): Promise<{ filename: string; pdf: Buffer }> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan();
  const facts = await inSchool(deps, auth, async (tx) => {
    const payment = await repo.findPayment(tx, tenantId, paymentId);
    if (!payment) throw notFound(FEE_MESSAGES.paymentNotFound);
    // The same visibility as its voucher (another family's receipt is "not found").
    const voucher = await voucherFor(tx, auth, tenantId, Number(payment.voucher_id)).catch(() => {
      throw notFound(FEE_MESSAGES.paymentNotFound);
    });
    const out = voucherOut(voucher, today);
    const payments = await repo.paymentsOfVouchers(tx, tenantId, [Number(payment.voucher_id)]);
    const standing = receiptStanding(voucher, payment, payments);
    return {
      logo: await logoImageOf(tx, tenantId),
      school_name: await repo.schoolName(tx, tenantId),
      receipt_no: payment.receipt_no,
      voucher_no: out.voucher_no,
      month: out.month,
      student_name: out.student_name,
      admission_no: out.admission_no,
      class_name: out.section_name ? `${out.class_name} ${out.section_name}` : out.class_name,
      paid_on: payment.paid_on,
      amount: Number(payment.amount),
      method: payment.method,
      reference: payment.reference,
      voucher_total: out.total,
      late_fee: standing.lateFeeFrom
        ? { amount: standing.lateFee, from: standing.lateFeeFrom }
        : null,
      paid_to_date: standing.paidToDate,
      balance: standing.balance,
      refunded: payment.status === 'refunded',
    };
  });
  const { logo, ...receipt } = facts;
  const pdf = await renderReceiptPdf(receipt, language, { logo });
  return { filename: `receipt-${facts.receipt_no}${language === 'ur' ? '-ur' : ''}.pdf`, pdf };
}
