// A staff member's HR page as the contract shows it: the record, the salary structure with its
// totals (gross = basic + allowances; net = gross - deductions, before payroll), this year's
// leave balances and the documents. Also the staff list.
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { defineMessages } from '../../http/i18n/messages.js';
import type { Schemas } from '../../http/types.js';
import { pakistanYear } from '../_shared/pakistanTime.js';
import { schoolTenantId } from '../school/policy.js';
import { clock, leaveBalances } from './leave-balances.js';
import { requireHrAdmin } from './policy.js';
import * as repo from './repository.js';
import { inHr } from './transaction.js';

export const MEMBER_MESSAGES = defineMessages('hr.member', {
  staffNotFound: { en: 'Staff member not found.', ur: 'عملے کا رکن نہیں ملا۔' },
});

function totalsOf(basic: number, allowances: number, deductions: number): Schemas['SalaryTotals'] {
  const gross = basic + allowances;
  return { basic, allowances, deductions, gross, net: gross - deductions };
}

/** The staff member's whole page; 404 when the user is not on the school's staff. */
export async function loadMember(
  tx: Tx,
  tenantId: number,
  userId: number,
  year: number,
): Promise<Schemas['HrStaffMember']> {
  const user = await repo.staffUser(tx, tenantId, userId);
  if (!user) throw notFound(MEMBER_MESSAGES.staffNotFound);
  const [record, parts, leave, docs] = await Promise.all([
    repo.findRecord(tx, tenantId, userId),
    repo.components(tx, tenantId, userId),
    leaveBalances(tx, tenantId, userId, year),
    repo.documents(tx, tenantId, userId),
  ]);
  const sum = (kind: repo.ComponentRow['kind']) =>
    parts.filter((p) => p.kind === kind).reduce((total, p) => total + p.amount, 0);
  return {
    ...user,
    record: record ? { ...record, updated_at: record.updated_at.toISOString() } : null,
    components: parts.map(({ id, kind, name, amount }) => ({ id, kind, name, amount })),
    totals: totalsOf(record?.basic_salary ?? 0, sum('allowance'), sum('deduction')),
    leave,
    documents: docs.map((d) => ({
      id: d.id,
      title: d.title,
      content_type: d.content_type,
      byte_size: d.size_bytes,
      created_at: d.created_at.toISOString(),
    })),
  };
}

export function yearOf(deps: AppDeps): number {
  return pakistanYear(clock(deps));
}

export async function listHrStaff(
  deps: AppDeps,
  auth: AuthContext,
): Promise<Schemas['HrStaffList']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const list = await inHr(deps, auth, (tx) => repo.staffList(tx, tenantId));
  const items = list.map((r) => ({
    user_id: r.user_id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    role: r.role,
    designation: r.designation,
    department: r.department,
    employee_number: r.employee_number,
    status: r.status,
    totals: r.basic_salary === null ? null : totalsOf(r.basic_salary, r.allowances, r.deductions),
  }));
  return { items, total: items.length };
}

export async function getHrStaffMember(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
): Promise<Schemas['HrStaffMember']> {
  requireHrAdmin(auth);
  const tenantId = schoolTenantId(auth);
  const year = yearOf(deps);
  return inHr(deps, auth, (tx) => loadMember(tx, tenantId, userId, year));
}
