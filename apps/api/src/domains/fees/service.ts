// Fees rules: the office sets fee heads, a structure per class and year, late fee,
// bank account and concessions; starts voucher runs (the job queue generates them); records
// payments (payments.ts) and refunds them or cancels vouchers with a reason; reads defaulters,
// the collection and a student's ledger. Parents and students read their own vouchers. Every
// staff change is audited in the same transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sqlState } from '../../db/errors.js';
import { scopeOfTx } from '../../db/scope.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.js';
import type { Body, Schemas } from '../../http/types.js';
import { queueOf } from '../../queue/registry.js';
import { audit } from '../audit/service.js';
import { consumerNumbersOf } from '../biller/numbers.js';
import { notify } from '../notifications/notify.js';
import { isParent, isSchoolAdmin, schoolTenantId } from '../school/policy.js';
import { inSchool, todayInPakistan } from '../school/transaction.js';
import {
  addDays,
  dueDateFor,
  isCalendarDay,
  isMonth,
  lateFeeAfterDue,
  lateFeeOn,
} from './money.js';
import { recordPayment, refundPayment } from './payments.js';
import * as repo from './repository.js';
import { readableDay, VOUCHER_RUN_JOB, yearOfMonth } from './runs.js';

export const FEE_MESSAGES = {
  officeOnly: 'Only the school office (administrators) can manage fees.',
  familyOnly: 'Only students and parents have vouchers to show.',
  headNotFound: 'Fee head not found.',
  headTaken: 'The school already has a fee head with this name.',
  yearNotFound: 'Academic year not found.',
  classNotFound: 'Class not found.',
  studentNotFound: 'Student not found.',
  voucherNotFound: 'Voucher not found.',
  paymentNotFound: 'Payment not found.',
  runNotFound: 'Voucher run not found.',
  concessionNotFound: 'Concession not found.',
  unknownHead: (id: number) => `Fee head ${id} does not exist.`,
  headTwice: (id: number) => `Fee head ${id} is listed twice.`,
  concessionTaken: 'The student already has a concession on this fee head; remove it first.',
  percentTooHigh: 'A percentage concession is at most 100.',
  reasonNeeded: 'Give a reason.',
  capNeedsPerDay: 'A cap applies only to a late fee per day.',
  lateAmountNeeded: 'Give the late fee amount.',
  ibanInvalid: 'The IBAN is not valid (PK, 2 check digits, 4 letters of the bank, 16 digits).',
  monthInvalid: 'Not a month (YYYY-MM).',
  dateInvalid: 'Not a calendar date.',
  dueBeforeIssue: 'The due date cannot be before the issue date.',
  noYear: 'No academic year covers this month; add the year in School setup first.',
  noStructure: 'Set the fee structure of this academic year first.',
  cannotCancel:
    'Only an unpaid voucher without payments can be cancelled (refund its payments first).',
  alreadyRefunded: 'This payment is already refunded.',
  notOverdue: 'This voucher is not overdue.',
  noGuardians: 'The student has no guardian to remind.',
  rangeInvalid: 'The first month must not be after the last.',
} as const;

function requireOffice(auth: AuthContext): void {
  if (!isSchoolAdmin(auth.user)) throw forbidden(FEE_MESSAGES.officeOnly);
}

function now(deps: AppDeps): Date {
  const clock = (deps as { now?: () => Date }).now;
  return clock ? clock() : new Date();
}

const clean = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

const page = (query: { skip?: number; limit?: number }) => ({
  skip: query.skip ?? 0,
  limit: query.limit ?? 50,
});

// ------------------------------------------------------------------ heads

export async function listFeeHeads(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['FeeHeadList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => ({ items: await repo.heads(tx, tenantId) }));
}

function headName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw invalidField('name', FEE_MESSAGES.reasonNeeded);
  return trimmed;
}

async function uniqueHead<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(FEE_MESSAGES.headTaken);
    throw error;
  }
}

export async function createFeeHead(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'createFeeHead'>,
): Promise<Schemas['FeeHead']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const name = headName(body.name);
  return inSchool(deps, auth, async (tx) => {
    const [existing] = await repo.rows<{ id: number }>(
      tx,
      sql`select id from fee_heads where tenant_id = ${tenantId} and lower(name) = lower(${name})`,
    );
    if (existing) throw conflict(FEE_MESSAGES.headTaken);
    const [head] = await uniqueHead(() =>
      repo.rows<repo.HeadRow>(
        tx,
        sql`insert into fee_heads (tenant_id, name, kind, frequency)
            values (${tenantId}, ${name}, ${body.kind}, ${body.frequency})
            returning id, name, kind, frequency, is_active`,
      ),
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.head_created',
      entityType: 'fee_head',
      entityId: head!.id,
      changes: { name, kind: body.kind, frequency: body.frequency },
    });
    return head!;
  });
}

export async function updateFeeHead(
  deps: AppDeps,
  auth: AuthContext,
  headId: number,
  body: Body<'updateFeeHead'>,
): Promise<Schemas['FeeHead']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findHead(tx, tenantId, headId);
    if (!before) throw notFound(FEE_MESSAGES.headNotFound);
    const next = {
      name: body.name !== undefined ? headName(body.name) : before.name,
      kind: body.kind ?? before.kind,
      frequency: body.frequency ?? before.frequency,
      is_active: body.is_active ?? before.is_active,
    };
    const [head] = await uniqueHead(() =>
      repo.rows<repo.HeadRow>(
        tx,
        sql`update fee_heads set name = ${next.name}, kind = ${next.kind},
                   frequency = ${next.frequency}, is_active = ${next.is_active}
            where tenant_id = ${tenantId} and id = ${headId}
            returning id, name, kind, frequency, is_active`,
      ),
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.head_updated',
      entityType: 'fee_head',
      entityId: headId,
      changes: { from: before, to: next },
    });
    return head!;
  });
}

// ------------------------------------------------------------------ structure

async function structureView(
  tx: Tx,
  tenantId: number,
  yearId: number,
): Promise<Schemas['FeeStructure']> {
  const [heads, classes, amounts] = [
    await repo.heads(tx, tenantId),
    await repo.classes(tx, tenantId),
    await repo.structureOf(tx, tenantId, yearId),
  ];
  const monthly = new Set(
    heads.filter((h) => h.frequency === 'monthly' && h.is_active).map((h) => h.id),
  );
  return {
    academic_year_id: yearId,
    heads,
    classes: classes.map((c) => {
      const own = amounts.filter((a) => Number(a.class_id) === Number(c.id));
      return {
        class_id: Number(c.id),
        class_name: c.name,
        amounts: own.map((a) => ({ fee_head_id: Number(a.fee_head_id), amount: Number(a.amount) })),
        monthly_total: own
          .filter((a) => monthly.has(Number(a.fee_head_id)))
          .reduce((sum, a) => sum + Number(a.amount), 0),
      };
    }),
  };
}

export async function getFeeStructure(
  deps: AppDeps,
  auth: AuthContext,
  yearId: number,
): Promise<Schemas['FeeStructure']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findYear(tx, tenantId, yearId))) throw notFound(FEE_MESSAGES.yearNotFound);
    return structureView(tx, tenantId, yearId);
  });
}

export async function saveClassFeeStructure(
  deps: AppDeps,
  auth: AuthContext,
  yearId: number,
  classId: number,
  body: Body<'saveClassFeeStructure'>,
): Promise<Schemas['FeeStructure']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findYear(tx, tenantId, yearId))) throw notFound(FEE_MESSAGES.yearNotFound);
    if (!(await repo.findClass(tx, tenantId, classId))) throw notFound(FEE_MESSAGES.classNotFound);
    const heads = new Set((await repo.heads(tx, tenantId)).map((h) => Number(h.id)));
    const seen = new Set<number>();
    for (const a of body.amounts) {
      if (!heads.has(a.fee_head_id))
        throw invalidField('amounts', FEE_MESSAGES.unknownHead(a.fee_head_id));
      if (seen.has(a.fee_head_id))
        throw invalidField('amounts', FEE_MESSAGES.headTwice(a.fee_head_id));
      seen.add(a.fee_head_id);
    }
    const before = (await repo.structureOf(tx, tenantId, yearId)).filter(
      (a) => Number(a.class_id) === classId,
    );
    await tx.execute(sql`delete from fee_structures where tenant_id = ${tenantId}
                         and academic_year_id = ${yearId} and class_id = ${classId}`);
    const kept = body.amounts.filter((a) => a.amount > 0);
    if (kept.length)
      await tx.execute(sql`
        insert into fee_structures (tenant_id, academic_year_id, class_id, fee_head_id, amount)
        select ${tenantId}, ${yearId}, ${classId}, h, a
        from unnest(${repo.intArray(kept.map((a) => a.fee_head_id))}::int[],
                    ${repo.intArray(kept.map((a) => a.amount))}::int[]) as t(h, a)`);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.structure_saved',
      entityType: 'class',
      entityId: classId,
      changes: {
        academic_year_id: yearId,
        from: before.map((a) => ({ fee_head_id: Number(a.fee_head_id), amount: Number(a.amount) })),
        to: kept,
      },
    });
    return structureView(tx, tenantId, yearId);
  });
}

// ------------------------------------------------------------------ settings

export async function getFeeSettings(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['FeeSettings']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, (tx) => repo.settings(tx, tenantId));
}

export async function updateFeeSettings(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'updateFeeSettings'>,
): Promise<Schemas['FeeSettings']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const iban = clean(body.iban)?.replace(/\s+/g, '').toUpperCase() ?? null;
  if (iban && !/^PK[0-9]{2}[A-Z]{4}[0-9]{16}$/.test(iban))
    throw invalidField('iban', FEE_MESSAGES.ibanInvalid);
  if (body.late_fee_cap !== null && body.late_fee_mode !== 'per_day')
    throw invalidField('late_fee_cap', FEE_MESSAGES.capNeedsPerDay);
  if (body.late_fee_mode !== 'none' && body.late_fee_amount <= 0)
    throw invalidField('late_fee_amount', FEE_MESSAGES.lateAmountNeeded);
  const next: repo.SettingsRow = {
    due_day: body.due_day,
    due_rule: body.due_rule ?? 'day_of_month',
    due_after_days: body.due_after_days ?? 10,
    late_fee_mode: body.late_fee_mode,
    late_fee_amount: body.late_fee_mode === 'none' ? 0 : body.late_fee_amount,
    late_fee_cap: body.late_fee_cap,
    bank_name: clean(body.bank_name),
    bank_branch: clean(body.bank_branch),
    account_title: clean(body.account_title),
    account_number: clean(body.account_number),
    iban,
    sibling_second_percent: body.sibling_second_percent ?? 0,
    sibling_third_percent: body.sibling_third_percent ?? 0,
  };
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.settings(tx, tenantId);
    // The sibling rule is kept when a client that does not know it saves the other settings.
    next.sibling_second_percent = body.sibling_second_percent ?? before.sibling_second_percent;
    next.sibling_third_percent = body.sibling_third_percent ?? before.sibling_third_percent;
    // So is the due rule, likewise.
    next.due_rule = body.due_rule ?? before.due_rule;
    next.due_after_days = body.due_after_days ?? before.due_after_days;
    await tx.execute(sql`
      insert into fee_settings (tenant_id, due_day, due_rule, due_after_days, late_fee_mode, late_fee_amount, late_fee_cap,
        bank_name, bank_branch, account_title, account_number, iban, sibling_second_percent,
        sibling_third_percent, updated_by)
      values (${tenantId}, ${next.due_day}, ${next.due_rule}, ${next.due_after_days},
        ${next.late_fee_mode}, ${next.late_fee_amount},
        ${next.late_fee_cap}, ${next.bank_name}, ${next.bank_branch}, ${next.account_title},
        ${next.account_number}, ${next.iban}, ${next.sibling_second_percent},
        ${next.sibling_third_percent}, ${auth.user.id})
      on conflict (tenant_id) do update set due_day = excluded.due_day,
        due_rule = excluded.due_rule, due_after_days = excluded.due_after_days,
        sibling_second_percent = excluded.sibling_second_percent,
        sibling_third_percent = excluded.sibling_third_percent,
        late_fee_mode = excluded.late_fee_mode, late_fee_amount = excluded.late_fee_amount,
        late_fee_cap = excluded.late_fee_cap, bank_name = excluded.bank_name,
        bank_branch = excluded.bank_branch, account_title = excluded.account_title,
        account_number = excluded.account_number, iban = excluded.iban,
        updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.settings_updated',
      entityType: 'fee_settings',
      entityId: tenantId,
      changes: { from: before, to: next },
    });
    return next;
  });
}

// ------------------------------------------------------------------ concessions

async function concessionsOf(tx: Tx, tenantId: number, studentId: number) {
  const list = await repo.rows<Schemas['Concession'] & { created_at: Date | string }>(
    tx,
    sql`select c.id, c.student_id, c.fee_head_id, h.name as fee_head_name, c.kind, c.mode, c.value,
               c.reason, c.created_at
        from fee_concessions c
        left join fee_heads h on h.tenant_id = c.tenant_id and h.id = c.fee_head_id
        where c.tenant_id = ${tenantId} and c.student_id = ${studentId} order by c.id`,
  );
  return list.map((c) => ({ ...c, created_at: new Date(c.created_at).toISOString() }));
}

export async function listConcessions(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
): Promise<Schemas['ConcessionList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.studentName(tx, tenantId, studentId)))
      throw notFound(FEE_MESSAGES.studentNotFound);
    return { items: await concessionsOf(tx, tenantId, studentId) };
  });
}

export async function createConcession(
  deps: AppDeps,
  auth: AuthContext,
  studentId: number,
  body: Body<'createConcession'>,
): Promise<Schemas['Concession']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  if (body.mode === 'percent' && body.value > 100)
    throw invalidField('value', FEE_MESSAGES.percentTooHigh);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.studentName(tx, tenantId, studentId)))
      throw notFound(FEE_MESSAGES.studentNotFound);
    const headId = body.fee_head_id ?? null;
    if (headId !== null && !(await repo.findHead(tx, tenantId, headId)))
      throw invalidField('fee_head_id', FEE_MESSAGES.unknownHead(headId));
    const [taken] = await repo.rows<{ id: number }>(
      tx,
      sql`select id from fee_concessions where tenant_id = ${tenantId} and student_id = ${studentId}
          and coalesce(fee_head_id, 0) = ${headId ?? 0}`,
    );
    if (taken) throw conflict(FEE_MESSAGES.concessionTaken);
    let created: { id: number }[];
    try {
      created = await repo.rows<{ id: number }>(
        tx,
        sql`insert into fee_concessions (tenant_id, student_id, fee_head_id, kind, mode, value, reason, created_by)
            values (${tenantId}, ${studentId}, ${headId}, ${body.kind}, ${body.mode}, ${body.value},
                    ${reason}, ${auth.user.id})
            returning id`,
      );
    } catch (error) {
      if (sqlState(error) === '23505') throw conflict(FEE_MESSAGES.concessionTaken);
      throw error;
    }
    const id = Number(created[0]!.id);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.concession_created',
      entityType: 'student',
      entityId: studentId,
      changes: {
        concession_id: id,
        fee_head_id: headId,
        kind: body.kind,
        mode: body.mode,
        value: body.value,
        reason,
      },
    });
    return (await concessionsOf(tx, tenantId, studentId)).find((c) => c.id === id)!;
  });
}

export async function deleteConcession(
  deps: AppDeps,
  auth: AuthContext,
  concessionId: number,
): Promise<void> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  await inSchool(deps, auth, async (tx) => {
    const [gone] = await repo.rows<{
      student_id: number;
      fee_head_id: number | null;
      mode: string;
      value: number;
      reason: string;
    }>(
      tx,
      sql`delete from fee_concessions where tenant_id = ${tenantId} and id = ${concessionId}
          returning student_id, fee_head_id, mode, value, reason`,
    );
    if (!gone) throw notFound(FEE_MESSAGES.concessionNotFound);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.concession_removed',
      entityType: 'student',
      entityId: Number(gone.student_id),
      changes: { concession_id: concessionId, ...gone },
    });
  });
}

// ------------------------------------------------------------------ runs

const runOut = (r: repo.RunView): Schemas['VoucherRun'] => ({
  ...r,
  id: Number(r.id),
  class_ids: r.class_ids ? r.class_ids.map(Number) : null,
  created_at: new Date(r.created_at).toISOString(),
  finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

export async function startVoucherRun(
  deps: AppDeps,
  auth: AuthContext,
  body: Body<'startVoucherRun'>,
): Promise<Schemas['VoucherRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  if (!isMonth(body.month)) throw invalidField('month', FEE_MESSAGES.monthInvalid);
  for (const field of ['issue_date', 'due_date'] as const) {
    const value = body[field];
    if (value !== undefined && !isCalendarDay(value))
      throw invalidField(field, FEE_MESSAGES.dateInvalid);
  }
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const year = await yearOfMonth(tx, tenantId, body.month);
    if (!year) throw invalidField('month', FEE_MESSAGES.noYear);
    const [any] = await repo.rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from fee_structures
          where tenant_id = ${tenantId} and academic_year_id = ${year.id} and amount > 0`,
    );
    if (!any?.n) throw invalidField('month', FEE_MESSAGES.noStructure);
    const classIds = body.class_ids?.length ? [...new Set(body.class_ids)] : null;
    if (classIds) {
      const [known] = await repo.rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from classes where tenant_id = ${tenantId}
            and id = any(${repo.intArray(classIds)}::int[])`,
      );
      if (Number(known?.n) !== classIds.length)
        throw invalidField('class_ids', FEE_MESSAGES.classNotFound);
    }
    const settings = await repo.settings(tx, tenantId);
    const firstOfMonth = `${body.month}-01`;
    const issueDate = body.issue_date ?? (today > firstOfMonth ? today : firstOfMonth);
    const dueDate = body.due_date ?? dueDateFor(settings, body.month, issueDate);
    if (dueDate < issueDate) throw invalidField('due_date', FEE_MESSAGES.dueBeforeIssue);
    const [run] = await repo.rows<{ id: number }>(
      tx,
      sql`insert into voucher_runs (tenant_id, month, class_ids, issue_date, due_date, requested_by)
          values (${tenantId}, ${body.month}, ${classIds ? repo.intArray(classIds) : null}::int[],
                  ${issueDate}::date, ${dueDate}::date, ${auth.user.id})
          returning id`,
    );
    const runId = Number(run!.id);
    await queueOf(scopeOfTx(tx).database).send(
      tx,
      VOUCHER_RUN_JOB,
      { tenantId, runId },
      { key: `run:${tenantId}:${runId}` },
    );
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.run_started',
      entityType: 'voucher_run',
      entityId: runId,
      changes: { month: body.month, class_ids: classIds, issue_date: issueDate, due_date: dueDate },
    });
    return runOut((await repo.findRunView(tx, tenantId, runId))!);
  });
}

export async function listVoucherRuns(
  deps: AppDeps,
  auth: AuthContext,
  query: { skip?: number; limit?: number },
): Promise<Schemas['VoucherRunList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const { items, total } = await repo.listRuns(tx, tenantId, page(query));
    return { items: items.map(runOut), total };
  });
}

export async function getVoucherRun(
  deps: AppDeps,
  auth: AuthContext,
  runId: number,
): Promise<Schemas['VoucherRun']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const run = await repo.findRunView(tx, tenantId, runId);
    if (!run) throw notFound(FEE_MESSAGES.runNotFound);
    return runOut(run);
  });
}

// ------------------------------------------------------------------ vouchers

export function voucherOut(v: repo.VoucherRow, today: string): Schemas['Voucher'] {
  const open = (v.status === 'unpaid' || v.status === 'partially_paid') && v.carried_to === null;
  // An open voucher owes today's late fee; a closed one only what its payments were charged.
  const late = open
    ? Math.max(Number(v.late_fee_charged), lateFeeOn(v, v.due_date, today))
    : Number(v.late_fee_charged);
  return {
    id: Number(v.id),
    voucher_no: v.voucher_no,
    student_id: Number(v.student_id),
    student_name: v.student_name,
    admission_no: v.admission_no,
    class_name: v.class_name,
    section_name: v.section_name,
    month: v.month,
    issue_date: v.issue_date,
    due_date: v.due_date,
    total: Number(v.total),
    arrears: Number(v.arrears),
    paid_amount: Number(v.paid_amount),
    late_fee_after_due: lateFeeAfterDue(v),
    late_fee: late,
    late_fee_from: late > 0 ? addDays(v.due_date, 1) : null,
    balance: open ? Math.max(0, Number(v.total) + late - Number(v.paid_amount)) : 0,
    status: v.status,
    carried_to_no: v.carried_to_no,
    overdue: open && v.due_date < today,
  };
}

export const paymentOut = (p: repo.PaymentRow): Schemas['FeePayment'] => ({
  id: Number(p.id),
  voucher_id: Number(p.voucher_id),
  voucher_no: p.voucher_no,
  student_id: Number(p.student_id),
  amount: Number(p.amount),
  method: p.method,
  reference: p.reference,
  paid_on: p.paid_on,
  receipt_no: p.receipt_no,
  status: p.status,
  refund_reason: p.refund_reason,
  voucher_status: p.voucher_status,
});

export async function listVouchers(
  deps: AppDeps,
  auth: AuthContext,
  query: repo.VoucherFilter & { skip?: number; limit?: number },
): Promise<Schemas['VoucherList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const { items, total } = await repo.listVouchers(tx, tenantId, query, page(query));
    return { items: items.map((v) => voucherOut(v, today)), total };
  });
}

/** The students whose vouchers a parent or student may see (null: the office, every one). */
async function visibleStudents(
  tx: Tx,
  auth: AuthContext,
  tenantId: number,
): Promise<number[] | null> {
  if (isSchoolAdmin(auth.user)) return null;
  if (isParent(auth.user)) return repo.childrenOf(tx, tenantId, auth.user.id);
  if (auth.user.user_role === 'student') return repo.studentOfUser(tx, tenantId, auth.user.id);
  return [];
}

/** A voucher the caller may see, or 404 (another family's voucher is "not found"). */
export async function voucherFor(tx: Tx, auth: AuthContext, tenantId: number, voucherId: number) {
  const voucher = await repo.findVoucher(tx, tenantId, voucherId);
  if (!voucher) throw notFound(FEE_MESSAGES.voucherNotFound);
  const visible = await visibleStudents(tx, auth, tenantId);
  if (visible && !visible.includes(Number(voucher.student_id)))
    throw notFound(FEE_MESSAGES.voucherNotFound);
  return voucher;
}

async function detailOf(
  tx: Tx,
  tenantId: number,
  voucher: repo.VoucherRow,
  today: string,
): Promise<Schemas['VoucherDetail']> {
  const lines = await repo.voucherLines(tx, tenantId, voucher.id);
  const payments = await repo.paymentsOfVouchers(tx, tenantId, [voucher.id]);
  return {
    ...voucherOut(voucher, today),
    lines: lines.map((l) => ({
      label: l.label,
      kind: l.kind,
      detail: l.detail,
      amount: Number(l.amount),
      concession: Number(l.concession),
      net: Number(l.amount) - Number(l.concession),
    })),
    payments: payments.map(paymentOut),
    cancel_reason: voucher.cancel_reason,
    school_name: await repo.schoolName(tx, tenantId),
    consumer_numbers: await consumerNumbersOf(tx, tenantId, voucher.voucher_no),
  };
}

export async function getVoucher(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
): Promise<Schemas['VoucherDetail']> {
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const voucher = await voucherFor(tx, auth, tenantId, voucherId);
    return detailOf(tx, tenantId, voucher, today);
  });
}

export async function cancelVoucher(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
  body: Body<'cancelVoucher'>,
): Promise<Schemas['VoucherDetail']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findVoucher(tx, tenantId, voucherId);
    if (!before) throw notFound(FEE_MESSAGES.voucherNotFound);
    if (!(await repo.cancelVoucher(tx, tenantId, voucherId, reason, auth.user.id)))
      throw conflict(FEE_MESSAGES.cannotCancel);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.voucher_cancelled',
      entityType: 'voucher',
      entityId: voucherId,
      changes: { voucher_no: before.voucher_no, total: Number(before.total), reason },
    });
    return detailOf(tx, tenantId, (await repo.findVoucher(tx, tenantId, voucherId))!, today);
  });
}

export async function recordFeePayment(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
  body: Body<'recordFeePayment'>,
): Promise<Schemas['FeePayment']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    if (!(await repo.findVoucher(tx, tenantId, voucherId)))
      throw notFound(FEE_MESSAGES.voucherNotFound);
    const result = await recordPayment(tx, {
      voucherId,
      amount: body.amount,
      method: body.method,
      reference: body.reference ?? null,
      paidOn: body.paid_on,
      recordedBy: auth.user.id,
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.payment_recorded',
      entityType: 'voucher',
      entityId: voucherId,
      changes: {
        payment_id: result.paymentId,
        receipt_no: result.receiptNo,
        amount: body.amount,
        method: body.method,
        reference: clean(body.reference),
        paid_on: body.paid_on,
        voucher_status: result.voucherStatus,
      },
    });
    return paymentOut((await repo.findPayment(tx, tenantId, result.paymentId))!);
  });
}

export async function refundFeePayment(
  deps: AppDeps,
  auth: AuthContext,
  paymentId: number,
  body: Body<'refundFeePayment'>,
): Promise<Schemas['FeePayment']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const reason = clean(body.reason);
  if (!reason) throw invalidField('reason', FEE_MESSAGES.reasonNeeded);
  return inSchool(deps, auth, async (tx) => {
    const before = await repo.findPayment(tx, tenantId, paymentId);
    if (!before) throw notFound(FEE_MESSAGES.paymentNotFound);
    const done = await refundPayment(tx, tenantId, paymentId, reason, auth.user.id);
    if (!done) throw conflict(FEE_MESSAGES.alreadyRefunded);
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.payment_refunded',
      entityType: 'voucher',
      entityId: done.voucherId,
      changes: {
        payment_id: paymentId,
        receipt_no: before.receipt_no,
        amount: done.amount,
        reason,
        voucher_status: done.voucherStatus,
      },
    });
    return paymentOut((await repo.findPayment(tx, tenantId, paymentId))!);
  });
}

// ------------------------------------------------------------------ defaulters and reminders

export async function listFeeDefaulters(
  deps: AppDeps,
  auth: AuthContext,
  query: { class_id?: number; skip?: number; limit?: number },
): Promise<Schemas['FeeDefaulterList']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  const { skip, limit } = page(query);
  return inSchool(deps, auth, async (tx) => {
    const all = (await repo.overdue(tx, tenantId, today, { class_id: query.class_id }))
      .map((v) => ({ v, out: voucherOut(v, today) }))
      .filter((x) => x.out.balance > 0)
      .sort((a, b) => b.out.balance - a.out.balance || a.out.id - b.out.id);
    const pageItems = all.slice(skip, skip + limit);
    const guardians = await repo.guardiansOf(
      tx,
      tenantId,
      pageItems.map((x) => Number(x.v.student_id)),
    );
    return {
      total: all.length,
      total_overdue: all.reduce((sum, x) => sum + x.out.balance, 0),
      items: pageItems.map(({ v, out }) => ({
        voucher_id: out.id,
        voucher_no: out.voucher_no,
        student_id: out.student_id,
        student_name: out.student_name,
        admission_no: out.admission_no,
        class_name: out.class_name,
        section_name: out.section_name,
        month: out.month,
        due_date: out.due_date,
        days_overdue: Math.max(
          1,
          Math.round(
            (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${v.due_date}T00:00:00Z`)) / 86_400_000,
          ),
        ),
        balance: out.balance,
        guardians: guardians
          .filter((g) => Number(g.student_id) === out.student_id)
          .map((g) => ({ name: g.name, relation: g.relation, mobile: g.mobile })),
      })),
    };
  });
}

export async function remindFeeDefaulter(
  deps: AppDeps,
  auth: AuthContext,
  voucherId: number,
): Promise<Schemas['FeeReminderResult']> {
  requireOffice(auth);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const voucher = await repo.findVoucher(tx, tenantId, voucherId);
    if (!voucher) throw notFound(FEE_MESSAGES.voucherNotFound);
    const out = voucherOut(voucher, today);
    if (!out.overdue || out.balance <= 0) throw conflict(FEE_MESSAGES.notOverdue);
    const guardianIds = (await repo.guardiansOf(tx, tenantId, [out.student_id])).map((g) =>
      Number(g.guardian_id),
    );
    if (!guardianIds.length) throw conflict(FEE_MESSAGES.noGuardians);
    // Once a day per voucher: a second click the same day notifies nobody again.
    const result = await notify(tx, {
      event: 'fee_overdue',
      recipients: { guardianIds },
      data: {
        student_name: out.student_name,
        amount: out.balance,
        due_date: readableDay(out.due_date),
      },
      idempotencyKey: `fee_overdue:${voucherId}:${today}`,
      link: '/fees',
    });
    await audit(tx, {
      tenantId,
      actorId: auth.user.id,
      action: 'fees.reminder_sent',
      entityType: 'voucher',
      entityId: voucherId,
      changes: { balance: out.balance, notified: result.notified },
    });
    return { notified: result.notified };
  });
}

// ------------------------------------------------------------------ reports

/** The office only, and a range of whole months, first not after last (report and export). */
export function checkCollectionRange(auth: AuthContext, query: { from: string; to: string }) {
  requireOffice(auth);
  if (!isMonth(query.from)) throw invalidField('from', FEE_MESSAGES.monthInvalid);
  if (!isMonth(query.to)) throw invalidField('to', FEE_MESSAGES.monthInvalid);
  if (query.from > query.to) throw invalidField('to', FEE_MESSAGES.rangeInvalid);
}

export async function getFeeCollectionReport(
  deps: AppDeps,
  auth: AuthContext,
  query: { from: string; to: string },
): Promise<Schemas['FeeCollectionReport']> {
  checkCollectionRange(auth, query);
  const tenantId = schoolTenantId(auth);
  return inSchool(deps, auth, async (tx) => {
    const list = await repo.collection(tx, tenantId, query.from, query.to);
    const sum = <K extends string | number>(key: (r: (typeof list)[number]) => K) => {
      const m = new Map<K, { amount: number; payments: number; sample: (typeof list)[number] }>();
      for (const r of list) {
        const k = key(r);
        const e = m.get(k) ?? { amount: 0, payments: 0, sample: r };
        e.amount += Number(r.amount);
        e.payments += Number(r.payments);
        m.set(k, e);
      }
      return m;
    };
    const byMonth = [...sum((r) => r.month).entries()].sort(([a], [b]) => a.localeCompare(b));
    const byClass = [...sum((r) => Number(r.class_id)).values()].sort((a, b) =>
      a.sample.class_name.localeCompare(b.sample.class_name, 'en', { numeric: true }),
    );
    const byMethod = [...sum((r) => r.method).entries()].sort(
      ([, a], [, b]) => b.amount - a.amount,
    );
    return {
      from: query.from,
      to: query.to,
      total: list.reduce((s, r) => s + Number(r.amount), 0),
      by_month: byMonth.map(([month, e]) => ({ month, amount: e.amount, payments: e.payments })),
      by_class: byClass.map((e) => ({
        class_id: Number(e.sample.class_id),
        class_name: e.sample.class_name,
        amount: e.amount,
        payments: e.payments,
      })),
      by_method: byMethod.map(([method, e]) => ({
        method: method as Schemas['PaymentMethod'],
        amount: e.amount,
        payments: e.payments,
      })),
    };
  });
}

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

// ------------------------------------------------------------------ parents and students

export async function listMyVouchers(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['MyVoucherList']> {
  if (!isParent(auth.user) && auth.user.user_role !== 'student')
    throw forbidden(FEE_MESSAGES.familyOnly);
  const tenantId = schoolTenantId(auth);
  const today = todayInPakistan(now(deps));
  return inSchool(deps, auth, async (tx) => {
    const ids = isParent(auth.user)
      ? await repo.childrenOf(tx, tenantId, auth.user.id)
      : await repo.studentOfUser(tx, tenantId, auth.user.id);
    if (!ids.length) return { items: [] };
    const { items } = await repo.listVouchers(
      tx,
      tenantId,
      { student_ids: ids },
      { skip: 0, limit: 200 },
    );
    const payments = await repo.paymentsOfVouchers(
      tx,
      tenantId,
      items.map((v) => v.id),
    );
    return {
      items: items.map((v) => ({
        ...voucherOut(v, today),
        payments: payments.filter((p) => Number(p.voucher_id) === Number(v.id)).map(paymentOut),
      })),
    };
  });
}
