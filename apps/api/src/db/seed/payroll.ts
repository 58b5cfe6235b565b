// Payroll demo data: the demo school's office and teacher get a salary record (basic salary,
// a house rent allowance, a bank account) so a month can be run on a fresh database. The HR
// module owns these records: a staff member who already has one (the HR seed, or the school's
// own) is skipped, so this never overwrites HR's data. Idempotent.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

const DEMO_SALARIES = [
  {
    email: 'admin@iqbal.edu.pk',
    employee_number: 'E-001',
    designation: 'Principal',
    basic: 100_000,
    allowance: 20_000,
    bank: 'HBL',
    account: 'PK36HABB0000001234567890',
  },
  {
    email: 'teacher@iqbal.edu.pk',
    employee_number: 'E-014',
    designation: 'Teacher',
    basic: 60_000,
    allowance: 15_000,
    bank: 'Meezan Bank',
    account: 'PK36MEZN0001234567890123',
  },
] as const;

export async function seedPayroll(tx: Tx): Promise<void> {
  for (const staff of DEMO_SALARIES) {
    const inserted = (
      (await tx.execute(
        sql`insert into staff_records (tenant_id, user_id, employee_number, designation, joining_date,
              bank_name, bank_account_title, bank_account_number, basic_salary)
            select u.tenant_id, u.id, ${staff.employee_number}, ${staff.designation}, date '2024-04-01',
                   ${staff.bank}, btrim(u.first_name || ' ' || u.last_name), ${staff.account},
                   ${staff.basic}
            from users u where u.email = ${staff.email} and u.tenant_id is not null
            on conflict do nothing
            returning tenant_id, user_id`,
      )) as unknown as { rows: { tenant_id: number; user_id: number }[] }
    ).rows;
    for (const row of inserted) {
      await tx.execute(
        sql`insert into salary_components (tenant_id, user_id, kind, name, amount, position)
            values (${row.tenant_id}, ${row.user_id}, 'allowance', 'House rent', ${staff.allowance}, 1)
            on conflict do nothing`,
      );
    }
  }
}
