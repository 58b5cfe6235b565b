// SQL of the HR domain. Every query names the caller's tenant explicitly (the leading column of
// every index) on top of row-level security. A "staff member" is a user of the school who is a
// teacher, an administrator or its tenant admin (the staff register's rule), or anyone who
// already has a record.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rows } from '../../db/rows.js';

const STAFF_ROLE = sql`case when u.user_role = 'teacher' and not u.is_tenant_admin then 'teacher'
                            else 'admin' end`;
const IS_STAFF = sql`(u.user_role in ('teacher', 'admin') or u.is_tenant_admin)`;

interface StaffUserRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: 'teacher' | 'admin';
}

export interface RecordFields {
  employee_number: string | null;
  designation: string;
  department: string | null;
  joining_date: string;
  cnic: string | null;
  bank_name: string | null;
  bank_account_title: string | null;
  bank_account_number: string | null;
  basic_salary: number;
}

interface RecordRow extends RecordFields {
  status: 'active' | 'left';
  leaving_date: string | null;
  updated_at: Date;
}

interface StaffListRow extends StaffUserRow {
  designation: string | null;
  department: string | null;
  employee_number: string | null;
  status: 'active' | 'left' | null;
  basic_salary: number | null;
  allowances: number;
  deductions: number;
}

/** The school's staff by name, each with their record (or nulls) and salary component sums. */
export async function staffList(tx: Tx, tenantId: number): Promise<StaffListRow[]> {
  const list = await rows<StaffListRow>(
    tx,
    sql`select u.id as user_id, u.first_name, u.last_name, u.email, ${STAFF_ROLE} as role,
               r.designation, r.department, r.employee_number, r.status, r.basic_salary,
               coalesce((select sum(c.amount) from salary_components c
                  where c.tenant_id = u.tenant_id and c.user_id = u.id and c.kind = 'allowance'), 0)::int
                 as allowances,
               coalesce((select sum(c.amount) from salary_components c
                  where c.tenant_id = u.tenant_id and c.user_id = u.id and c.kind = 'deduction'), 0)::int
                 as deductions
        from users u
        left join staff_records r on r.tenant_id = u.tenant_id and r.user_id = u.id
        where u.tenant_id = ${tenantId}
          and ((u.is_active and ${IS_STAFF}) or r.user_id is not null)
        order by (r.status = 'left') nulls first, lower(u.first_name), lower(u.last_name), u.id`,
  );
  return list.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    basic_salary: r.basic_salary === null ? null : Number(r.basic_salary),
    allowances: Number(r.allowances),
    deductions: Number(r.deductions),
  }));
}

/** One staff member of the school (see the rule above), or undefined. */
export async function staffUser(
  tx: Tx,
  tenantId: number,
  userId: number,
): Promise<StaffUserRow | undefined> {
  const [row] = await rows<StaffUserRow>(
    tx,
    sql`select u.id as user_id, u.first_name, u.last_name, u.email, ${STAFF_ROLE} as role
        from users u
        where u.tenant_id = ${tenantId} and u.id = ${userId}
          and (${IS_STAFF} or exists (select 1 from staff_records r
                where r.tenant_id = u.tenant_id and r.user_id = u.id))`,
  );
  return row ? { ...row, user_id: Number(row.user_id) } : undefined;
}

/** The staff member's record; `lock` holds it until the transaction ends. */
export async function findRecord(
  tx: Tx,
  tenantId: number,
  userId: number,
  lock = false,
): Promise<RecordRow | undefined> {
  const forUpdate = lock ? sql`for update` : sql``;
  const [row] = await rows<RecordRow>(
    tx,
    sql`select employee_number, designation, department, to_char(joining_date, 'YYYY-MM-DD') as joining_date,
               cnic, bank_name, bank_account_title, bank_account_number, basic_salary, status,
               to_char(leaving_date, 'YYYY-MM-DD') as leaving_date, updated_at
        from staff_records where tenant_id = ${tenantId} and user_id = ${userId} ${forUpdate}`,
  );
  if (!row) return undefined;
  return { ...row, basic_salary: Number(row.basic_salary), updated_at: new Date(row.updated_at) };
}

export async function saveRecord(
  tx: Tx,
  tenantId: number,
  userId: number,
  f: RecordFields,
  by: number,
): Promise<void> {
  await tx.execute(
    sql`insert into staff_records (tenant_id, user_id, employee_number, designation, department,
          joining_date, cnic, bank_name, bank_account_title, bank_account_number, basic_salary,
          updated_by)
        values (${tenantId}, ${userId}, ${f.employee_number}, ${f.designation}, ${f.department},
          ${f.joining_date}::date, ${f.cnic}, ${f.bank_name}, ${f.bank_account_title},
          ${f.bank_account_number}, ${f.basic_salary}, ${by})
        on conflict (tenant_id, user_id) do update set
          employee_number = excluded.employee_number, designation = excluded.designation,
          department = excluded.department, joining_date = excluded.joining_date,
          cnic = excluded.cnic, bank_name = excluded.bank_name,
          bank_account_title = excluded.bank_account_title,
          bank_account_number = excluded.bank_account_number,
          basic_salary = excluded.basic_salary, updated_by = excluded.updated_by,
          updated_at = now()`,
  );
}

export async function setLeaving(
  tx: Tx,
  tenantId: number,
  userId: number,
  leavingDate: string | null,
  by: number,
): Promise<void> {
  await tx.execute(
    sql`update staff_records
        set leaving_date = ${leavingDate}::date,
            status = case when ${leavingDate}::date is null then 'active' else 'left' end,
            updated_by = ${by}, updated_at = now()
        where tenant_id = ${tenantId} and user_id = ${userId}`,
  );
}

// ------------------------------------------------------------------ salary structure

export interface ComponentRow {
  id: number;
  user_id: number;
  kind: 'allowance' | 'deduction';
  name: string;
  amount: number;
}

export interface ComponentFields {
  kind: 'allowance' | 'deduction';
  name: string;
  amount: number;
}

const toComponent = (r: ComponentRow): ComponentRow => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  amount: Number(r.amount),
});

export async function components(tx: Tx, tenantId: number, userId: number) {
  const list = await rows<ComponentRow>(
    tx,
    sql`select id, user_id, kind, name, amount from salary_components
        where tenant_id = ${tenantId} and user_id = ${userId}
        order by kind, position, lower(name), id`,
  );
  return list.map(toComponent);
}

export async function findComponent(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<ComponentRow>(
    tx,
    sql`select id, user_id, kind, name, amount from salary_components
        where tenant_id = ${tenantId} and id = ${id} for update`,
  );
  return row ? toComponent(row) : undefined;
}

export async function insertComponent(
  tx: Tx,
  tenantId: number,
  userId: number,
  f: ComponentFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into salary_components (tenant_id, user_id, kind, name, amount, position)
        values (${tenantId}, ${userId}, ${f.kind}, ${f.name}, ${f.amount},
          least(100, (select count(*) from salary_components
                      where tenant_id = ${tenantId} and user_id = ${userId})))
        returning id`,
  );
  return Number(row!.id);
}

export async function updateComponent(tx: Tx, tenantId: number, id: number, f: ComponentFields) {
  await tx.execute(
    sql`update salary_components set kind = ${f.kind}, name = ${f.name}, amount = ${f.amount}
        where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function deleteComponent(tx: Tx, tenantId: number, id: number) {
  await tx.execute(sql`delete from salary_components where tenant_id = ${tenantId} and id = ${id}`);
}

/** How many components a staff member has (a structure is capped so the screen stays usable). */
export async function componentCount(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from salary_components
        where tenant_id = ${tenantId} and user_id = ${userId}`,
  );
  return Number(row?.n ?? 0);
}

// ------------------------------------------------------------------ leave types

interface LeaveTypeRow {
  id: number;
  name: string;
  name_ur: string | null;
  paid: boolean;
  days_per_year: number;
  archived: boolean;
  days_taken: number;
}

export interface LeaveTypeFields {
  name: string;
  name_ur: string | null;
  paid: boolean;
  days_per_year: number;
  archived: boolean;
}

const toLeaveType = (r: LeaveTypeRow): LeaveTypeRow => ({
  ...r,
  id: Number(r.id),
  days_per_year: Number(r.days_per_year),
  days_taken: Number(r.days_taken),
});

/** The school's leave types (or one), archived last, with the staff days ever marked with each. */
export async function leaveTypes(
  tx: Tx,
  tenantId: number,
  id?: number,
  lock = false,
): Promise<LeaveTypeRow[]> {
  const one = id === undefined ? sql`` : sql`and t.id = ${id}`;
  const forUpdate = lock ? sql`for update of t` : sql``;
  const list = await rows<LeaveTypeRow>(
    tx,
    sql`select t.id, t.name, t.name_ur, t.paid, t.days_per_year, t.archived,
               (select count(*) from staff_attendance a
                where a.tenant_id = t.tenant_id and a.leave_type_id = t.id)::int as days_taken
        from leave_types t
        where t.tenant_id = ${tenantId} ${one}
        order by t.archived, lower(t.name), t.id ${forUpdate}`,
  );
  return list.map(toLeaveType);
}

export async function insertLeaveType(
  tx: Tx,
  tenantId: number,
  f: LeaveTypeFields,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into leave_types (tenant_id, name, name_ur, paid, days_per_year, archived)
        values (${tenantId}, ${f.name}, ${f.name_ur}, ${f.paid}, ${f.days_per_year}, ${f.archived})
        returning id`,
  );
  return Number(row!.id);
}

export async function updateLeaveType(tx: Tx, tenantId: number, id: number, f: LeaveTypeFields) {
  await tx.execute(
    sql`update leave_types set name = ${f.name}, name_ur = ${f.name_ur}, paid = ${f.paid},
          days_per_year = ${f.days_per_year}, archived = ${f.archived}
        where tenant_id = ${tenantId} and id = ${id}`,
  );
}

export async function deleteLeaveType(tx: Tx, tenantId: number, id: number) {
  await tx.execute(sql`delete from leave_types where tenant_id = ${tenantId} and id = ${id}`);
}

/** Leave days of each type a staff member took between two dates (inclusive). */
export async function leaveTaken(
  tx: Tx,
  tenantId: number,
  userId: number,
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const list = await rows<{ leave_type_id: number; n: number }>(
    tx,
    sql`select leave_type_id, count(*)::int as n from staff_attendance
        where tenant_id = ${tenantId} and user_id = ${userId} and status = 'leave'
          and leave_type_id is not null and day between ${from}::date and ${to}::date
        group by leave_type_id`,
  );
  return new Map(list.map((r) => [Number(r.leave_type_id), Number(r.n)]));
}

// ------------------------------------------------------------------ documents

interface DocumentRow {
  id: number;
  user_id: number;
  title: string;
  content_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size_bytes: number;
  created_at: Date;
}

const toDocument = (r: DocumentRow): DocumentRow => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  size_bytes: Number(r.size_bytes),
  created_at: new Date(r.created_at),
});

export async function documents(tx: Tx, tenantId: number, userId: number) {
  const list = await rows<DocumentRow>(
    tx,
    sql`select id, user_id, title, content_type, size_bytes, created_at from staff_documents
        where tenant_id = ${tenantId} and user_id = ${userId}
        order by created_at desc, id desc`,
  );
  return list.map(toDocument);
}

export async function findDocument(tx: Tx, tenantId: number, id: number) {
  const [row] = await rows<DocumentRow & { content: Buffer | Uint8Array }>(
    tx,
    sql`select id, user_id, title, content_type, size_bytes, created_at, content
        from staff_documents where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row ? { ...toDocument(row), content: Buffer.from(row.content) } : undefined;
}

export async function insertDocument(
  tx: Tx,
  tenantId: number,
  userId: number,
  f: { title: string; content_type: DocumentRow['content_type']; content: Buffer },
  by: number,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into staff_documents (tenant_id, user_id, title, content_type, content, size_bytes,
          uploaded_by)
        values (${tenantId}, ${userId}, ${f.title}, ${f.content_type}, ${f.content}::bytea,
          ${f.content.length}, ${by})
        returning id`,
  );
  return Number(row!.id);
}

export async function deleteDocument(tx: Tx, tenantId: number, id: number) {
  await tx.execute(sql`delete from staff_documents where tenant_id = ${tenantId} and id = ${id}`);
}
