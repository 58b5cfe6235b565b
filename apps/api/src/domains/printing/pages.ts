// What a print job prints, gathered in one read: its pages grouped by section (class and
// section, in the school's class order), each group rendered as one PDF or all together.
import type { Tx } from '../../db/client.js';
import { code128Png } from '../../documents/barcode.js';
import type { VoucherFacts } from '../../documents/fee-voucher.js';
import type { PayslipFacts } from '../../documents/payslip.js';
import type { ReportCardFacts } from '../../documents/report-card.js';
import { consumerNumbersFrom } from '../biller/numbers.js';
import { listSettings } from '../biller/repository.js';
import { examFor } from '../exams/office.js';
import { sectionCards } from '../exams/reports.js';
import * as examsRepo from '../exams/repository.js';
import * as feesRepo from '../fees/repository.js';
import { voucherOut } from '../fees/vouchers.js';
import { payslipFacts } from '../payroll/payslip-pdf.js';
import { payslipsOfMonth } from '../payroll/repository.js';
import { todayInPakistan } from '../school/transaction.js';
import * as repo from './repository.js';

export interface PageGroup<T> {
  /** "Class 5 A": the ZIP's file name of the group, and the order it is printed in. */
  name: string;
  pages: T[];
}

export type JobPages =
  | { kind: 'report_cards'; groups: PageGroup<ReportCardFacts>[] }
  | { kind: 'vouchers'; groups: PageGroup<VoucherFacts>[] }
  | { kind: 'payslips'; school: string; groups: PageGroup<PayslipFacts>[] };

type Job = Pick<repo.PrintJobRow, 'kind' | 'exam_id' | 'month' | 'class_id' | 'section_id'>;

async function reportCardGroups(tx: Tx, tenantId: number, job: Job) {
  const exam = await examFor(tx, tenantId, job.exam_id!);
  const sitting = new Set(
    (await examsRepo.papersOf(tx, tenantId, exam.id)).map((p) => Number(p.class_id)),
  );
  const groups: PageGroup<ReportCardFacts>[] = [];
  for (const section of await repo.sectionsIn(tx, tenantId, job)) {
    if (!sitting.has(Number(section.class_id))) continue;
    const pages = await sectionCards(tx, tenantId, exam, section);
    if (pages.length) groups.push({ name: `${section.class_name} ${section.section_name}`, pages });
  }
  return groups;
}

async function voucherGroups(tx: Tx, tenantId: number, job: Job) {
  const month = job.month!;
  const today = todayInPakistan();
  const order = await repo.vouchersIn(tx, tenantId, month, job);
  if (!order.length) return [];
  const { items } = await feesRepo.listVouchers(
    tx,
    tenantId,
    { month, class_id: job.class_id ?? undefined },
    { skip: 0, limit: order.length + 1_000 },
  );
  const byId = new Map(items.map((v) => [Number(v.id), v]));
  const lines = new Map<number, VoucherFacts['lines']>();
  for (const l of await repo.linesOfVouchers(
    tx,
    tenantId,
    order.map((v) => Number(v.id)),
  )) {
    const list = lines.get(Number(l.voucher_id)) ?? [];
    list.push({
      label: l.label,
      amount: Number(l.amount),
      concession: Number(l.concession),
      kind: l.kind,
      detail: l.detail,
    });
    lines.set(Number(l.voucher_id), list);
  }
  const bank = await feesRepo.settings(tx, tenantId);
  const school = await feesRepo.schoolName(tx, tenantId);
  const billers = await listSettings(tx, tenantId);
  const groups: PageGroup<VoucherFacts>[] = [];
  for (const row of order) {
    const voucher = byId.get(Number(row.id));
    if (!voucher) continue;
    const out = voucherOut(voucher, today);
    const name = row.section_name ? `${row.class_name} ${row.section_name}` : row.class_name;
    let group = groups.at(-1);
    if (!group || group.name !== name) {
      group = { name, pages: [] };
      groups.push(group);
    }
    group.pages.push({
      school_name: school,
      voucher_no: out.voucher_no,
      month: out.month,
      issue_date: out.issue_date,
      due_date: out.due_date,
      student_name: out.student_name,
      admission_no: out.admission_no,
      class_name: out.class_name,
      section_name: out.section_name,
      lines: lines.get(Number(row.id)) ?? [],
      total: out.total,
      late_fee_after_due: out.late_fee_after_due,
      paid_amount: out.paid_amount,
      status: out.status,
      bank,
      consumer_numbers: await Promise.all(
        consumerNumbersFrom(billers, out.voucher_no).map(async (n) => ({
          ...n,
          barcode: await code128Png(n.number),
        })),
      ),
    });
  }
  return groups;
}

/** A payroll month's payslips: one group, the whole school's staff by name. */
async function payslipGroups(tx: Tx, tenantId: number, job: Job) {
  const pages = await payslipFacts(tx, tenantId, await payslipsOfMonth(tx, tenantId, job.month!));
  return pages.length ? [{ name: 'Payslips', pages }] : [];
}

export async function pagesOf(tx: Tx, tenantId: number, job: Job): Promise<JobPages> {
  if (job.kind === 'report_cards')
    return { kind: 'report_cards', groups: await reportCardGroups(tx, tenantId, job) };
  if (job.kind === 'payslips')
    return {
      kind: 'payslips',
      school: await feesRepo.schoolName(tx, tenantId),
      groups: await payslipGroups(tx, tenantId, job),
    };
  return { kind: 'vouchers', groups: await voucherGroups(tx, tenantId, job) };
}
