// All SQL of payroll. Every query runs in the caller's scoped transaction (row-level security
// keeps it to one school) and names the tenant as well, so indexes led by tenant_id serve it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { PayslipFigures, TaxSlab } from './arithmetic.js';

export interface RunRow {
  id: number;
  month: string;
  status: 'draft' | 'approved';
  staff_count: number;
  total_gross: number;
  total_deductions: number;
  total_net: number;
  created_at: Date;
  computed_at: Date;
  approved_at: Date | null;
  approved_by_name: string | null;
}

const RUN_COLUMNS = sql`r.id, r.month, r.status, r.staff_count, r.total_gross::float8 as total_gross,
  r.total_deductions::float8 as total_deductions, r.total_net::float8 as total_net, r.created_at,
  r.computed_at, r.approved_at,
  nullif(btrim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as approved_by_name`;

export async function listRuns(tx: Tx, tenantId: number): Promise<RunRow[]> {
  return rowsOf<RunRow>(
    await tx.execute(
      sql`select ${RUN_COLUMNS} from payroll_runs r left join users a on a.id = r.approved_by
          where r.tenant_id = ${tenantId} order by r.month desc limit 1000`,
    ),
  );
}

export async function findRun(tx: Tx, tenantId: number, runId: number): Promise<RunRow | null> {
  const [row] = rowsOf<RunRow>(
    await tx.execute(
      sql`select ${RUN_COLUMNS} from payroll_runs r left join users a on a.id = r.approved_by
          where r.tenant_id = ${tenantId} and r.id = ${runId}`,
    ),
  );
  return row ?? null;
}

/**
 * Takes the month's run for computing: a new draft, or the existing draft locked (the upsert's
 * row lock makes a second run of the month wait for the first to commit). Null when the month
 * is approved: the conditional DO UPDATE touches no approved row, so it cannot be replaced.
 */
export async function claimDraft(
  tx: Tx,
  tenantId: number,
  month: string,
  userId: number,
): Promise<{ id: number; created: boolean } | null> {
  const [row] = rowsOf<{ id: number; created: boolean }>(
    await tx.execute(
      sql`insert into payroll_runs (tenant_id, month, created_by)
          values (${tenantId}, ${month}, ${userId})
          on conflict (tenant_id, month) do update set computed_at = now()
            where payroll_runs.status = 'draft'
          returning id, (xmax = 0) as created`,
    ),
  );
  return row ?? null;
}

export async function deletePayslips(tx: Tx, tenantId: number, runId: number): Promise<void> {
  await tx.execute(sql`delete from payslips where tenant_id = ${tenantId} and run_id = ${runId}`);
}

export interface StaffInput {
  user_id: number;
  staff_name: string;
  employee_number: string | null;
  designation: string;
  basic_salary: number;
  bank_name: string | null;
  bank_account_title: string | null;
  bank_account_number: string | null;
}

/**
 * Active staff records that were employed in the month: joined on or before its last day and not
 * left before its first day.
 */
export async function staffOfMonth(
  tx: Tx,
  tenantId: number,
  first: string,
  last: string,
): Promise<StaffInput[]> {
  return rowsOf<StaffInput>(
    await tx.execute(
      sql`select s.user_id, btrim(u.first_name || ' ' || u.last_name) as staff_name,
                 s.employee_number, s.designation, s.basic_salary, s.bank_name,
                 s.bank_account_title, s.bank_account_number
          from staff_records s join users u on u.id = s.user_id
          where s.tenant_id = ${tenantId} and s.status = 'active'
            and s.joining_date <= ${last}::date
            and (s.leaving_date is null or s.leaving_date >= ${first}::date)
          order by lower(u.first_name), lower(u.last_name), s.user_id`,
    ),
  );
}

interface ComponentRow {
  user_id: number;
  kind: 'allowance' | 'deduction';
  name: string;
  amount: number;
}

export async function componentsOf(tx: Tx, tenantId: number): Promise<ComponentRow[]> {
  return rowsOf<ComponentRow>(
    await tx.execute(
      sql`select user_id, kind, name, amount from salary_components
          where tenant_id = ${tenantId} order by user_id, position, id`,
    ),
  );
}

interface DayCounts {
  user_id: number;
  absent: number;
  /** Leave days by type: in the month, and earlier in the same leave (calendar) year. */
  leave_type_id: number | null;
  paid: boolean | null;
  days_per_year: number | null;
  in_month: number;
  before_month: number;
}

/**
 * Staff attendance counted for the month: absent days, and leave days per type in the month and
 * earlier in its calendar year. Leave without a type counts as paid and unlimited (days marked
 * before leave types existed). Days are the school's own dates (Pakistan days).
 */
export async function attendanceCounts(
  tx: Tx,
  tenantId: number,
  yearStart: string,
  first: string,
  last: string,
): Promise<DayCounts[]> {
  return rowsOf<DayCounts>(
    await tx.execute(
      sql`select a.user_id,
                 count(*) filter (where a.status = 'absent' and a.day >= ${first}::date)::int as absent,
                 a.leave_type_id, t.paid, t.days_per_year,
                 count(*) filter (where a.status = 'leave' and a.day >= ${first}::date)::int as in_month,
                 count(*) filter (where a.status = 'leave' and a.day < ${first}::date)::int as before_month
          from staff_attendance a left join leave_types t
            on t.tenant_id = a.tenant_id and t.id = a.leave_type_id
          where a.tenant_id = ${tenantId} and a.day between ${yearStart}::date and ${last}::date
            and a.status in ('absent', 'leave')
          group by a.user_id, a.leave_type_id, t.paid, t.days_per_year`,
    ),
  );
}

interface AdvanceRow {
  id: number;
  user_id: number;
  amount: number;
  instalment: number;
  recovered: number;
}

/** Advances still owed that were taken on or before the month's last day, oldest first. */
export async function openAdvances(tx: Tx, tenantId: number, last: string): Promise<AdvanceRow[]> {
  return rowsOf<AdvanceRow>(
    await tx.execute(
      sql`select id, user_id, amount, instalment, recovered from staff_advances
          where tenant_id = ${tenantId} and recovered < amount and taken_on <= ${last}::date
          order by user_id, taken_on, id`,
    ),
  );
}

export async function savedSlabs(tx: Tx, tenantId: number): Promise<TaxSlab[]> {
  const rows = rowsOf<{
    from_amount: number;
    to_amount: number | null;
    fixed_amount: number;
    rate_percent: string | number;
  }>(
    await tx.execute(
      sql`select from_amount, to_amount, fixed_amount, rate_percent from income_tax_slabs
          where tenant_id = ${tenantId} order by from_amount`,
    ),
  );
  return rows.map((row) => ({ ...row, rate_percent: Number(row.rate_percent) }));
}

export async function replaceSlabs(tx: Tx, tenantId: number, slabs: readonly TaxSlab[]) {
  await tx.execute(sql`delete from income_tax_slabs where tenant_id = ${tenantId}`);
  for (const slab of slabs) {
    await tx.execute(
      sql`insert into income_tax_slabs (tenant_id, from_amount, to_amount, fixed_amount, rate_percent)
          values (${tenantId}, ${slab.from_amount}, ${slab.to_amount}, ${slab.fixed_amount},
                  ${slab.rate_percent})`,
    );
  }
}

/** Writes the payslips of a run (few statements: one per payslip for its id, one for lines). */
export async function insertPayslips(
  tx: Tx,
  tenantId: number,
  runId: number,
  slips: readonly { staff: StaffInput; figures: PayslipFigures }[],
): Promise<void> {
  if (!slips.length) return;
  const values = slips.map(
    ({ staff, figures: f }) =>
      sql`(${tenantId}, ${runId}, ${staff.user_id}, ${staff.staff_name}, ${staff.employee_number},
           ${staff.designation}, ${f.basic_salary}, ${f.allowances}, ${f.deductions},
           ${f.unpaid_days}, ${f.unpaid_deduction}, ${f.advance_recovery}, ${f.income_tax},
           ${f.gross}, ${f.net}, ${staff.bank_name}, ${staff.bank_account_title},
           ${staff.bank_account_number})`,
  );
  const ids = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(
      sql`insert into payslips (tenant_id, run_id, user_id, staff_name, employee_number, designation,
            basic_salary, allowances, deductions, unpaid_days, unpaid_deduction, advance_recovery,
            income_tax, gross, net, bank_name, bank_account_title, bank_account_number)
          values ${sql.join(values, sql`, `)}
          returning id, user_id`,
    ),
  );
  const idOf = new Map(ids.map((row) => [Number(row.user_id), Number(row.id)]));
  const lines = slips.flatMap(({ staff, figures }) =>
    figures.lines.map(
      (line, position) =>
        sql`(${tenantId}, ${idOf.get(staff.user_id)!}, ${position}, ${line.kind}, ${line.name},
             ${line.amount}, ${line.advance_id})`,
    ),
  );
  for (let at = 0; at < lines.length; at += 1000) {
    await tx.execute(
      sql`insert into payslip_lines (tenant_id, payslip_id, position, kind, name, amount, advance_id)
          values ${sql.join(lines.slice(at, at + 1000), sql`, `)}`,
    );
  }
}

/** Totals of a run from its payslips, written on the run. */
export async function writeTotals(tx: Tx, tenantId: number, runId: number): Promise<void> {
  await tx.execute(
    sql`update payroll_runs r set staff_count = t.n, total_gross = t.gross,
          total_deductions = t.gross - t.net, total_net = t.net
        from (select count(*)::int as n, coalesce(sum(gross), 0) as gross,
                     coalesce(sum(net), 0) as net
              from payslips where tenant_id = ${tenantId} and run_id = ${runId}) t
        where r.tenant_id = ${tenantId} and r.id = ${runId}`,
  );
}

/**
 * Approves a draft: a conditional update, so of two approvals at once one changes the row and
 * the other (re-evaluating the condition on the committed row under READ COMMITTED) changes none.
 */
export async function approveDraft(
  tx: Tx,
  tenantId: number,
  runId: number,
  userId: number,
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`update payroll_runs set status = 'approved', approved_by = ${userId}, approved_at = now()
          where tenant_id = ${tenantId} and id = ${runId} and status = 'draft'
          returning id`,
    ),
  );
  return rows.length > 0;
}

/** Adds each advance line of the run to its advance's recovered amount (never past the amount). */
export async function applyRecoveries(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<{ advance_id: number; amount: number }[]> {
  return rowsOf<{ advance_id: number; amount: number }>(
    await tx.execute(
      sql`with lines as (
            select l.advance_id, sum(l.amount)::int as amount
            from payslip_lines l join payslips p on p.tenant_id = l.tenant_id and p.id = l.payslip_id
            where l.tenant_id = ${tenantId} and p.run_id = ${runId} and l.kind = 'advance'
            group by l.advance_id)
          update staff_advances a set recovered = least(a.amount, a.recovered + lines.amount)
          from lines where a.tenant_id = ${tenantId} and a.id = lines.advance_id
          returning a.id as advance_id, lines.amount`,
    ),
  );
}

export interface PayslipRow {
  id: number;
  run_id: number;
  month: string;
  status: 'draft' | 'approved';
  user_id: number;
  staff_name: string;
  employee_number: string | null;
  designation: string | null;
  basic_salary: number;
  allowances: number;
  deductions: number;
  unpaid_days: number;
  unpaid_deduction: number;
  advance_recovery: number;
  income_tax: number;
  gross: number;
  net: number;
  bank_name: string | null;
  bank_account_title: string | null;
  bank_account_number: string | null;
}

const PAYSLIP_COLUMNS = sql`p.id, p.run_id, r.month, r.status, p.user_id, p.staff_name,
  p.employee_number, p.designation, p.basic_salary, p.allowances, p.deductions, p.unpaid_days,
  p.unpaid_deduction, p.advance_recovery, p.income_tax, p.gross, p.net, p.bank_name,
  p.bank_account_title, p.bank_account_number`;

export async function payslipsOfRun(
  tx: Tx,
  tenantId: number,
  runId: number,
): Promise<PayslipRow[]> {
  return rowsOf<PayslipRow>(
    await tx.execute(
      sql`select ${PAYSLIP_COLUMNS} from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id
          where p.tenant_id = ${tenantId} and p.run_id = ${runId}
          order by lower(p.staff_name), p.user_id`,
    ),
  );
}

export async function findPayslip(
  tx: Tx,
  tenantId: number,
  payslipId: number,
): Promise<PayslipRow | null> {
  const [row] = rowsOf<PayslipRow>(
    await tx.execute(
      sql`select ${PAYSLIP_COLUMNS} from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id
          where p.tenant_id = ${tenantId} and p.id = ${payslipId}`,
    ),
  );
  return row ?? null;
}

/** A staff member's payslips of approved months, newest first. */
export async function approvedPayslipsOf(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<PayslipRow[]> {
  return rowsOf<PayslipRow>(
    await tx.execute(
      sql`select ${PAYSLIP_COLUMNS} from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id
          where p.tenant_id = ${tenantId} and p.user_id = ${userId} and r.status = 'approved'
          order by r.month desc limit 1000`,
    ),
  );
}

interface LineRow {
  payslip_id: number;
  kind: PayslipFigures['lines'][number]['kind'];
  name: string;
  amount: number;
}

export async function linesOf(
  tx: Tx,
  tenantId: number,
  payslipIds: readonly number[],
): Promise<LineRow[]> {
  if (!payslipIds.length) return [];
  return rowsOf<LineRow>(
    await tx.execute(
      sql`select payslip_id, kind, name, amount from payslip_lines
          where tenant_id = ${tenantId}
            and payslip_id in (${sql.join(
              payslipIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          order by payslip_id, position`,
    ),
  );
}

interface StaffRow {
  user_id: number;
  name: string;
  employee_number: string | null;
  designation: string;
  basic_salary: number;
  status: 'active' | 'left';
}

export async function listStaff(tx: Tx, tenantId: number): Promise<StaffRow[]> {
  return rowsOf<StaffRow>(
    await tx.execute(
      sql`select s.user_id, btrim(u.first_name || ' ' || u.last_name) as name, s.employee_number,
                 s.designation, s.basic_salary, s.status
          from staff_records s join users u on u.id = s.user_id
          where s.tenant_id = ${tenantId}
          order by lower(u.first_name), lower(u.last_name), s.user_id limit 5000`,
    ),
  );
}

export async function hasStaffRecord(tx: Tx, tenantId: number, userId: number): Promise<boolean> {
  const rows = rowsOf<{ user_id: number }>(
    await tx.execute(
      sql`select user_id from staff_records where tenant_id = ${tenantId} and user_id = ${userId}`,
    ),
  );
  return rows.length > 0;
}

export interface AdvanceListRow {
  id: number;
  user_id: number;
  staff_name: string;
  amount: number;
  instalment: number;
  taken_on: string;
  note: string | null;
  recovered: number;
}

const ADVANCE_COLUMNS = sql`a.id, a.user_id, btrim(u.first_name || ' ' || u.last_name) as staff_name,
  a.amount, a.instalment, to_char(a.taken_on, 'YYYY-MM-DD') as taken_on, a.note, a.recovered`;

export async function listAdvances(tx: Tx, tenantId: number): Promise<AdvanceListRow[]> {
  return rowsOf<AdvanceListRow>(
    await tx.execute(
      sql`select ${ADVANCE_COLUMNS} from staff_advances a join users u on u.id = a.user_id
          where a.tenant_id = ${tenantId} order by a.taken_on desc, a.id desc limit 5000`,
    ),
  );
}

export async function insertAdvance(
  tx: Tx,
  tenantId: number,
  advance: {
    user_id: number;
    amount: number;
    instalment: number;
    taken_on: string;
    note: string | null;
  },
  userId: number,
): Promise<AdvanceListRow> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`insert into staff_advances (tenant_id, user_id, amount, instalment, taken_on, note, created_by)
          values (${tenantId}, ${advance.user_id}, ${advance.amount}, ${advance.instalment},
                  ${advance.taken_on}::date, ${advance.note}, ${userId})
          returning id`,
    ),
  );
  const [out] = rowsOf<AdvanceListRow>(
    await tx.execute(
      sql`select ${ADVANCE_COLUMNS} from staff_advances a join users u on u.id = a.user_id
          where a.tenant_id = ${tenantId} and a.id = ${row!.id}`,
    ),
  );
  return out!;
}

/** The payslips of a month's run (for bulk printing), by name. */
export async function payslipsOfMonth(
  tx: Tx,
  tenantId: number,
  month: string,
): Promise<PayslipRow[]> {
  return rowsOf<PayslipRow>(
    await tx.execute(
      sql`select ${PAYSLIP_COLUMNS} from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id
          where p.tenant_id = ${tenantId} and r.month = ${month}
          order by lower(p.staff_name), p.user_id`,
    ),
  );
}

export async function countPayslipsOfMonth(
  tx: Tx,
  tenantId: number,
  month: string,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id
          where p.tenant_id = ${tenantId} and r.month = ${month}`,
    ),
  );
  return Number(row?.n ?? 0);
}
