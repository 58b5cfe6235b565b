// HR seed (module hr-management, switched on with the other demo add-ons, seed/platform.ts
// DEMO_ADDONS) for the demo school Iqbal: two leave types (Casual, 10 days paid; Unpaid, 0 days),
// the leave days of the seeded staff register named Casual, and a record with a salary structure
// (house rent and conveyance allowances, a provident fund deduction) for each of its staff.
// Deterministic; skipped when Iqbal already has leave types, and every insert leaves rows that
// exist alone, so running it twice changes nothing. Platform scope, after the attendance and
// exams seeds (the second teacher gets a record too).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { rows } from '../rows.js';

export const DEMO_LEAVE_TYPES = [
  { name: 'Casual', name_ur: 'اتفاقی چھٹی', paid: true, days_per_year: 10 },
  { name: 'Unpaid', name_ur: 'بلا تنخواہ چھٹی', paid: false, days_per_year: 0 },
] as const;

/** A school admin is the principal, a teacher teaches: basic salary and allowances by role. */
const STRUCTURE = {
  admin: { designation: 'Principal', department: 'Administration', basic: 95_000 },
  teacher: { designation: 'Teacher', department: 'Academics', basic: 55_000 },
} as const;

export async function seedHr(tx: Tx): Promise<number> {
  const [school] = await rows<{ tenant_id: number }>(
    tx,
    sql`select t.id as tenant_id from tenants t
        where t.slug = 'iqbal-public-school'
          and not exists (select 1 from leave_types l where l.tenant_id = t.id)`,
  );
  if (!school) return 0;
  const tenantId = Number(school.tenant_id);
  for (const type of DEMO_LEAVE_TYPES) {
    await tx.execute(sql`
      insert into leave_types (tenant_id, name, name_ur, paid, days_per_year)
      values (${tenantId}, ${type.name}, ${type.name_ur}, ${type.paid}, ${type.days_per_year})
      on conflict do nothing`);
  }
  await tx.execute(sql`
    update staff_attendance set leave_type_id =
      (select id from leave_types where tenant_id = ${tenantId} and name = 'Casual')
    where tenant_id = ${tenantId} and status = 'leave' and leave_type_id is null`);
  const staff = await rows<{ id: number; role: 'teacher' | 'admin'; n: number }>(
    tx,
    sql`select u.id,
               case when u.user_role = 'teacher' and not u.is_tenant_admin then 'teacher'
                    else 'admin' end as role,
               row_number() over (order by u.id)::int as n
        from users u
        where u.tenant_id = ${tenantId} and u.is_active
          and (u.user_role in ('teacher', 'admin') or u.is_tenant_admin)
        order by u.id`,
  );
  for (const member of staff) {
    const plan = STRUCTURE[member.role];
    const n = Number(member.n);
    const basic = plan.basic + (n % 3) * 5_000;
    await tx.execute(sql`
      insert into staff_records (tenant_id, user_id, employee_number, designation, department,
        joining_date, basic_salary)
      values (${tenantId}, ${member.id}, ${`IPS-${String(n).padStart(3, '0')}`}, ${plan.designation},
        ${plan.department}, ${`20${String(18 + (n % 6)).padStart(2, '0')}-04-01`}::date, ${basic})
      on conflict do nothing`);
    const parts = [
      { kind: 'allowance', name: 'House rent', amount: Math.round(basic * 0.45) },
      { kind: 'allowance', name: 'Conveyance', amount: 5_000 },
      { kind: 'deduction', name: 'Provident fund', amount: Math.round(basic * 0.05) },
    ];
    for (const [position, part] of parts.entries()) {
      await tx.execute(sql`
        insert into salary_components (tenant_id, user_id, kind, name, amount, position)
        values (${tenantId}, ${member.id}, ${part.kind}, ${part.name}, ${part.amount}, ${position})
        on conflict do nothing`);
    }
  }
  return staff.length;
}
