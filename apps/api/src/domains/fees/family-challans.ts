// Family challans: the office issues one challan for a family (the children of one primary
// guardian) naming every open voucher of the children, oldest first, with one number, one
// consumer number per aggregator and one PDF. The children's vouchers stay the ledger; the
// challan's amounts are read from them (family-amounts.ts). A new challan for the same family
// replaces the open one (the bank then sees the old consumer number blocked).
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Body, Schemas } from '../../http/types.js';
import { audit } from '../audit/service.js';
import { consumerNumbersOf } from '../biller/numbers.js';
import { isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import { familyAmounts, familyStatus, isOpen, memberDueOn } from './family-amounts.js';
import * as repo from './family-repository.js';
import { isCalendarDay } from './money.js';

export const FAMILY_MESSAGES = defineMessages('fees.family-challans', {
  officeOnly: {
    en: 'Only the school office manages family challans.',
    ur: 'خاندانی چالان کا انتظام صرف اسکول کا دفتر کرتا ہے۔',
  },
  guardianNotFound: {
    en: 'This guardian is not in your school.',
    ur: 'یہ سرپرست آپ کے اسکول میں نہیں۔',
  },
  challanNotFound: { en: 'Family challan not found.', ur: 'خاندانی چالان نہیں ملا۔' },
  nothingOpen: {
    en: "None of this guardian's children has an open voucher: there is nothing to put on a family challan.",
    ur: 'اس سرپرست کے کسی بچے کا کوئی کھلا واؤچر نہیں: خاندانی چالان پر ڈالنے کے لیے کچھ نہیں۔',
  },
  dueDate: { en: 'The due date is not a calendar date.', ur: 'آخری تاریخ درست تاریخ نہیں۔' },
  dueBeforeIssue: {
    en: 'The due date cannot be before today.',
    ur: 'آخری تاریخ آج سے پہلے کی نہیں ہو سکتی۔',
  },
});

/** The families the office may list at once (largest balance first). */
const FAMILIES_LISTED = 200;

export function requireOffice(auth: AuthContext): void {
  if (!isSchoolAdmin(auth.user)) throw forbidden(FAMILY_MESSAGES.officeOnly);
}

/** `202611-000042`: the month of issue and the school-wide sequence. */
const challanNoOf = (today: string, sequence: number): string =>
  `${today.slice(0, 4)}${today.slice(5, 7)}-${String(sequence).padStart(6, '0')}`;

export async function listFamilies(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['FamilyList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({
    items: (await repo.families(tx, tenantId, FAMILIES_LISTED)).map((f) => ({
      guardian_id: f.guardian_id,
      guardian_name: f.guardian_name,
      mobile: f.mobile,
      children: f.children,
      open_balance: f.open_balance,
      open_challan_id: f.open_challan_id,
      open_challan_no: f.open_challan_no,
    })),
  }));
}

/** The challan as the office (and the PDF) reads it on `today`. */
export async function challanView(
  tx: Tx,
  tenantId: number,
  challan: repo.ChallanRow,
  today: string,
): Promise<Schemas['FamilyChallan']> {
  const members = await repo.membersOf(tx, tenantId, challan.id);
  const { within, after } = familyAmounts(members, challan.due_date, today);
  const payments = await repo.familyPayments(tx, tenantId, { challanId: challan.id });
  const parts = await repo.partsOf(
    tx,
    tenantId,
    payments.map((p) => p.id),
  );
  const billStatus = familyStatus(members);
  return {
    id: challan.id,
    challan_no: challan.challan_no,
    guardian_id: challan.guardian_id,
    guardian_name: challan.guardian_name,
    issue_date: challan.issue_date,
    due_date: challan.due_date,
    status: challan.status === 'replaced' ? 'replaced' : billStatus,
    amount_within_due: within,
    amount_after_due: after,
    lines: members.map((m) => ({
      voucher_id: m.voucher_id,
      voucher_no: m.voucher_no,
      student_id: m.student_id,
      student_name: m.student_name,
      class_name: m.class_name,
      month: m.month,
      due_date: m.due_date,
      total: m.total,
      paid_amount: m.paid_amount,
      balance: memberDueOn(m, today),
      status: m.status,
    })),
    consumer_numbers: await consumerNumbersOf(tx, tenantId, challan.challan_no),
    payments: payments.map((p) => familyPaymentOut(p, parts)),
  };
}

export function familyPaymentOut(
  p: repo.FamilyPaymentRow,
  parts: readonly repo.PartRow[],
): Schemas['FamilyPayment'] {
  return {
    id: p.id,
    family_challan_id: p.family_challan_id,
    receipt_no: p.receipt_no,
    amount: p.amount,
    method: p.method as Schemas['FamilyPayment']['method'],
    reference: p.reference,
    paid_on: p.paid_on,
    parts: parts
      .filter((part) => part.family_payment_id === p.id)
      .map((part) => ({
        payment_id: part.payment_id,
        receipt_no: part.receipt_no,
        voucher_no: part.voucher_no,
        student_name: part.student_name,
        amount: part.amount,
      })),
  };
}

export async function issueFamilyChallan(
  deps: AppDeps,
  auth: AuthContext,
  guardianId: number,
  body: Body<'issueFamilyChallan'>,
): Promise<Schemas['FamilyChallan']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan();
  if (body.due_date !== undefined && !isCalendarDay(body.due_date))
    throw invalidField('due_date', FAMILY_MESSAGES.dueDate);
  if (body.due_date !== undefined && body.due_date < today)
    throw invalidField('due_date', FAMILY_MESSAGES.dueBeforeIssue);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.guardian(tx, tenantId, guardianId)))
      throw notFound(FAMILY_MESSAGES.guardianNotFound);
    // The family's open challan first: two issues at once serialise on its row (and the
    // partial unique index refuses a second open one).
    const replaced = await repo.replaceOpen(tx, tenantId, guardianId);
    const members = (await repo.openVouchersOfFamily(tx, tenantId, guardianId)).filter(isOpen);
    if (!members.length) throw conflict(FAMILY_MESSAGES.nothingOpen);
    // Falls due with its oldest voucher, unless the office gives the family a later day.
    const dueDate = body.due_date ?? members.map((m) => m.due_date).sort()[0]!;
    const challanNo = challanNoOf(today, await repo.nextSequence(tx, tenantId));
    const id = await repo.insertChallan(tx, {
      tenantId,
      challanNo,
      guardianId,
      issueDate: today,
      dueDate,
      createdBy: auth.user.id,
      voucherIds: members.map((m) => m.voucher_id),
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.family_challan_issued',
      entityType: 'family_challan',
      entityId: id,
      changes: {
        challan_no: challanNo,
        guardian_id: guardianId,
        due_date: dueDate,
        vouchers: members.map((m) => m.voucher_no),
        replaced: replaced?.challan_no ?? null,
      },
    });
    return challanView(tx, tenantId, (await repo.findChallan(tx, tenantId, id))!, today);
  });
}

export async function getFamilyChallan(
  deps: AppDeps,
  auth: AuthContext,
  challanId: number,
): Promise<Schemas['FamilyChallan']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const challan = await repo.findChallan(tx, tenantId, challanId);
    if (!challan) throw notFound(FAMILY_MESSAGES.challanNotFound);
    return challanView(tx, tenantId, challan, todayInPakistan());
  });
}
