// HR over HTTP: staff records (validation with the CNIC rule and the IBAN check, unique employee
// numbers, leaving), the salary structure and its totals, leave types (archived instead of
// deleted when used), leave balances counted from the staff register, staff documents (types by
// their bytes, images re-encoded), the roles, every change audited, and the module gate.
import { and, count, eq, like, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/identity.js';
import { DEMO_HOLIDAYS } from '../../src/db/seed/attendance.js';
import { DEMO_LEAVE_TYPES } from '../../src/db/seed/hr.js';
import { addDays, todayInPakistan, weekday } from '../../src/domains/attendance/calendar.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID_ADMIN,
  userId,
} from '../learning/helpers.js';
import { moduleId } from '../platform/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let fresh: number;
let teacher: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  t.query(async (tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

const auditCount = (action: string) =>
  t.query(
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.tenant_id, IQBAL), like(auditLog.action, action)))
      )[0]!.n,
  );

/** A school day of this year on or before today (not Sunday, not a holiday). */
function schoolDay(back = 0): string {
  const today = todayInPakistan();
  let day = addDays(today, -back);
  const holidays = new Set(DEMO_HOLIDAYS.map((h) => h.day));
  while (weekday(day) === 0 || holidays.has(day)) day = addDays(day, -1);
  return day;
}

const RECORD = {
  employee_number: 'IPS-900',
  designation: '  Senior   Teacher ',
  department: 'Science',
  joining_date: '2024-08-01',
  cnic: '3520212345671',
  bank_name: 'Meezan Bank',
  bank_account_title: 'Nadia Khan',
  bank_account_number: 'pk36 scbl 0000 0011 2345 6702',
  basic_salary: 60000,
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  teacher = await userId(t, IQBAL_TEACHER);
  const [made] = await rows<{ id: number }>(
    sql`insert into users (tenant_id, email, username, password_hash, first_name, last_name,
          user_role, is_active)
        select tenant_id, 'hr.new@iqbal.edu.pk', 'hr_new_teacher', password_hash, 'Nadia', 'Khan',
          'teacher', true
        from users where email = ${IQBAL_TEACHER}
        returning id`,
  );
  fresh = Number(made!.id);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives Iqbal two leave types and a record with a salary structure for each staff member', async () => {
    const types = (await call(IQBAL_ADMIN, 'GET', '/hr/leave-types')).json();
    expect(types.items.map((l: { name: string }) => l.name)).toEqual(
      DEMO_LEAVE_TYPES.map((l) => l.name),
    );
    const staff = (await call(IQBAL_ADMIN, 'GET', '/hr/staff')).json();
    const seeded = staff.items.find((s: { user_id: number }) => s.user_id === teacher);
    expect(seeded).toMatchObject({ designation: 'Teacher', status: 'active' });
    expect(seeded.totals.gross).toBeGreaterThan(seeded.totals.basic);
    expect(staff.items.find((s: { user_id: number }) => s.user_id === fresh)).toMatchObject({
      status: null,
      totals: null,
    });
  });
});

describe('staff records', () => {
  it('creates a record with a formatted CNIC and IBAN; audited', async () => {
    const before = await auditCount('staff_record.created');
    const saved = await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}`, RECORD);
    expectStatus(saved, 200);
    expect(saved.json().record).toMatchObject({
      designation: 'Senior Teacher',
      cnic: '35202-1234567-1',
      bank_account_number: 'PK36SCBL0000001123456702',
      status: 'active',
      leaving_date: null,
      basic_salary: 60000,
    });
    expect(await auditCount('staff_record.created')).toBe(before + 1);
  });

  it('refuses a bad CNIC, a bad IBAN, a blank designation and an impossible date with 422', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cnic: '12345' }, 'cnic', 'Enter the CNIC as 12345-1234567-1 (13 digits).'],
      [{ bank_account_number: 'PK36SCBL0000001123456703' }, 'bank_account_number', 'The IBAN'],
      [{ bank_account_number: 'acc#12' }, 'bank_account_number', 'letters and digits'],
      [{ designation: '   ' }, 'designation', 'Enter the designation'],
      [{ joining_date: '2025-02-30' }, 'joining_date', 'Enter a real date'],
    ];
    for (const [change, field, detail] of cases) {
      const refused = await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}`, {
        ...RECORD,
        ...change,
      });
      expectStatus(refused, 422);
      expect(refused.json().detail).toContain(detail);
      expect(refused.json().errors[0].field).toBe(field);
    }
    const [row] = await rows<{ cnic: string }>(
      sql`select cnic from staff_records where tenant_id = ${IQBAL} and user_id = ${fresh}`,
    );
    expect(row!.cnic).toBe('35202-1234567-1');
  });

  it('refuses an employee number or CNIC another staff member has with 409', async () => {
    const [other] = await rows<{ employee_number: string }>(
      sql`select employee_number from staff_records where tenant_id = ${IQBAL} and user_id = ${teacher}`,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}`, {
        ...RECORD,
        employee_number: other!.employee_number.toLowerCase(),
      }),
      409,
      'Another staff member already has this employee number.',
    );
  });

  it('audits only what changed, and marks a staff member left and back', async () => {
    const before = await auditCount('staff_record.updated');
    const saved = await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}`, {
      ...RECORD,
      basic_salary: 62000,
    });
    expectStatus(saved, 200);
    expect(await auditCount('staff_record.updated')).toBe(before + 1);
    const [entry] = await rows<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where tenant_id = ${IQBAL}
            and action = 'staff_record.updated' order by id desc limit 1`,
    );
    expect(entry!.changes).toEqual({ basic_salary: { from: 60000, to: 62000 } });
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}/leaving`, { leaving_date: '2024-01-01' }),
      422,
      'The leaving date cannot be before the joining date (2024-08-01).',
    );
    const left = await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}/leaving`, {
      leaving_date: '2026-06-30',
    });
    expectStatus(left, 200);
    expect(left.json().record).toMatchObject({ status: 'left', leaving_date: '2026-06-30' });
    const back = await call(IQBAL_ADMIN, 'PUT', `/hr/staff/${fresh}/leaving`, {
      leaving_date: null,
    });
    expect(back.json().record).toMatchObject({ status: 'active', leaving_date: null });
    expect(await auditCount('staff_record.left')).toBe(1);
    expect(await auditCount('staff_record.rejoined')).toBe(1);
  });

  it('answers 404 for a student; another school (without the module) is refused', async () => {
    const student = await userId(t, IQBAL_STUDENT);
    expectStatus(await call(IQBAL_ADMIN, 'GET', `/hr/staff/${student}`), 404);
    expectStatus(await call(QUAID_ADMIN, 'GET', `/hr/staff/${fresh}`), 403);
    expectStatus(await call(QUAID_ADMIN, 'PUT', `/hr/staff/${fresh}`, RECORD), 403);
  });
});

describe('salary structure', () => {
  it('adds, changes and removes allowances and deductions, with the totals; audited', async () => {
    const allowance = await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/salary-components`, {
      kind: 'allowance',
      name: 'House rent',
      amount: 15000,
    });
    expectStatus(allowance, 201);
    const deduction = await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/salary-components`, {
      kind: 'deduction',
      name: 'Provident fund',
      amount: 3000,
    });
    expect(deduction.json().totals).toEqual({
      basic: 62000,
      allowances: 15000,
      deductions: 3000,
      gross: 77000,
      net: 74000,
    });
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/salary-components`, {
        kind: 'allowance',
        name: 'house RENT',
        amount: 1,
      }),
      409,
      'This staff member already has a salary component with this name.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/salary-components`, {
        kind: 'allowance',
        name: 'Medical',
        amount: 0,
      }),
      422,
    );
    const id = deduction
      .json()
      .components.find((c: { name: string }) => c.name === 'Provident fund').id;
    const changed = await call(IQBAL_ADMIN, 'PUT', `/hr/salary-components/${id}`, {
      kind: 'deduction',
      name: 'Provident fund',
      amount: 3100,
    });
    expect(changed.json().totals.net).toBe(73900);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/hr/salary-components/${id}`), 204);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/hr/salary-components/${id}`), 404);
    expect(await auditCount('salary_component.created')).toBeGreaterThanOrEqual(2);
    expect(await auditCount('salary_component.updated')).toBe(1);
    expect(await auditCount('salary_component.deleted')).toBe(1);
  });

  it('needs the record first (409)', async () => {
    const [other] = await rows<{ id: number }>(
      sql`insert into users (tenant_id, email, username, password_hash, first_name, last_name,
            user_role, is_active)
          select tenant_id, 'hr.none@iqbal.edu.pk', 'hr_none', password_hash, 'No', 'Record',
            'admin', true
          from users where email = ${IQBAL_TEACHER} returning id`,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${other!.id}/salary-components`, {
        kind: 'allowance',
        name: 'House rent',
        amount: 100,
      }),
      409,
      "Save the staff member's record before adding allowances or deductions.",
    );
  });
});

describe('leave types and balances', () => {
  let sick: number;

  it('creates and changes leave types; names unique; audited', async () => {
    const created = await call(IQBAL_ADMIN, 'POST', '/hr/leave-types', {
      name: 'Sick',
      name_ur: 'بیماری کی چھٹی',
      paid: true,
      days_per_year: 8,
    });
    expectStatus(created, 201);
    sick = created.json().id;
    expect(created.json()).toMatchObject({ archived: false, days_taken: 0 });
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/hr/leave-types', {
        name: 'SICK',
        paid: true,
        days_per_year: 1,
      }),
      409,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', '/hr/leave-types', {
        name: 'Long',
        paid: true,
        days_per_year: 400,
      }),
      422,
    );
    const changed = await call(IQBAL_ADMIN, 'PUT', `/hr/leave-types/${sick}`, {
      name: 'Sick',
      name_ur: 'بیماری کی چھٹی',
      paid: true,
      days_per_year: 7,
    });
    expect(changed.json().days_per_year).toBe(7);
    expect(await auditCount('leave_type.created')).toBe(1);
    expect(await auditCount('leave_type.updated')).toBe(1);
  });

  it('counts the staff register leave days of a type; the teacher sees their own balance', async () => {
    const first = (await call(IQBAL_TEACHER, 'GET', '/hr/my-leave')).json();
    const sickBefore = first.items.find((b: { leave_type_id: number }) => b.leave_type_id === sick);
    expect(sickBefore).toMatchObject({ allowed: 7, taken: 0, remaining: 7 });
    const day = schoolDay(1);
    const register = (await call(IQBAL_ADMIN, 'GET', `/attendance/staff/${day}`)).json();
    expect(register.leave_types.map((l: { id: number }) => l.id)).toContain(sick);
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${day}`, {
        entries: [{ user_id: teacher, status: 'present', leave_type_id: sick }],
      }),
      422,
      `User ${teacher}: a leave type goes only with a day marked leave.`,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${day}`, {
        entries: [{ user_id: teacher, status: 'leave', leave_type_id: 999999 }],
      }),
      422,
      "Leave type 999999 is not one of the school's leave types.",
    );
    const saved = await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${day}`, {
      entries: [{ user_id: teacher, status: 'leave', leave_type_id: sick }],
    });
    expectStatus(saved, 200);
    expect(
      saved.json().entries.find((e: { user_id: number }) => e.user_id === teacher),
    ).toMatchObject({ status: 'leave', leave_type_id: sick });
    // A screen that does not send the type keeps it.
    await call(IQBAL_ADMIN, 'PUT', `/attendance/staff/${day}`, {
      entries: [{ user_id: teacher, status: 'leave', note: 'Fever' }],
    });
    const mine = (await call(IQBAL_TEACHER, 'GET', '/hr/my-leave')).json();
    expect(
      mine.items.find((b: { leave_type_id: number }) => b.leave_type_id === sick),
    ).toMatchObject({ allowed: 7, taken: 1, remaining: 6 });
    expect(mine.year).toBe(Number(todayInPakistan().slice(0, 4)));
    const page = (await call(IQBAL_ADMIN, 'GET', `/hr/staff/${teacher}`)).json();
    expect(
      page.leave.items.find((b: { leave_type_id: number }) => b.leave_type_id === sick),
    ).toMatchObject({ taken: 1, remaining: 6 });
  });

  it('archives a used type instead of deleting it, and deletes an unused one', async () => {
    const archived = await call(IQBAL_ADMIN, 'DELETE', `/hr/leave-types/${sick}`);
    expectStatus(archived, 200);
    expect(archived.json()).toEqual({ outcome: 'archived' });
    const day = schoolDay(1);
    const register = (await call(IQBAL_ADMIN, 'GET', `/attendance/staff/${day}`)).json();
    expect(register.leave_types.map((l: { id: number }) => l.id)).not.toContain(sick);
    expect(
      register.entries.find((e: { user_id: number }) => e.user_id === teacher).leave_type_id,
    ).toBe(sick);
    const spare = (
      await call(IQBAL_ADMIN, 'POST', '/hr/leave-types', {
        name: 'Spare',
        paid: false,
        days_per_year: 0,
      })
    ).json();
    expect((await call(IQBAL_ADMIN, 'DELETE', `/hr/leave-types/${spare.id}`)).json()).toEqual({
      outcome: 'deleted',
    });
    expect(await auditCount('leave_type.archived')).toBe(1);
    expect(await auditCount('leave_type.deleted')).toBe(1);
  });
});

describe('staff documents', () => {
  const png = (() => {
    const image = new PNG({ width: 40, height: 30 });
    image.data.fill(0x80);
    return PNG.sync.write(image).toString('base64');
  })();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString(
    'base64',
  );

  it('uploads a PDF as is and an image re-encoded, lists, reads and deletes them; audited', async () => {
    const letter = await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/documents`, {
      title: 'Appointment letter',
      content_type: 'application/pdf',
      data_base64: pdf,
    });
    expectStatus(letter, 201);
    const photo = await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/documents`, {
      title: 'CNIC copy',
      content_type: 'image/png',
      data_base64: png,
    });
    expectStatus(photo, 201);
    const page = (await call(IQBAL_ADMIN, 'GET', `/hr/staff/${fresh}`)).json();
    expect(page.documents.map((d: { title: string }) => d.title).sort()).toEqual([
      'Appointment letter',
      'CNIC copy',
    ]);
    const file = (await call(IQBAL_ADMIN, 'GET', `/hr/documents/${letter.json().id}`)).json();
    expect(file.data_base64).toBe(pdf);
    const image = (await call(IQBAL_ADMIN, 'GET', `/hr/documents/${photo.json().id}`)).json();
    expect(PNG.sync.read(Buffer.from(image.data_base64, 'base64')).width).toBe(40);
    expectStatus(await call(IQBAL_TEACHER, 'GET', `/hr/documents/${letter.json().id}`), 403);
    expectStatus(await call(QUAID_ADMIN, 'GET', `/hr/documents/${letter.json().id}`), 403);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', `/hr/documents/${letter.json().id}`), 204);
    expect(await auditCount('staff_document.uploaded')).toBe(2);
    expect(await auditCount('staff_document.deleted')).toBe(1);
  });

  it('refuses a file whose bytes are not what it says, or not allowed, with 422', async () => {
    const exe = Buffer.from('MZ\x90\x00this is not a pdf').toString('base64');
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/documents`, {
        title: 'Renamed',
        content_type: 'application/pdf',
        data_base64: exe,
      }),
      422,
      'The document must be a PDF, PNG or JPEG file.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/documents`, {
        title: 'Mismatch',
        content_type: 'image/jpeg',
        data_base64: png,
      }),
      422,
      'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/hr/staff/${fresh}/documents`, {
        title: 'Broken',
        content_type: 'image/png',
        data_base64: png.slice(0, 80),
      }),
      422,
    );
  });
});

describe('roles and the module gate', () => {
  it('refuses teachers and students the office operations, and students their own leave', async () => {
    expectStatus(
      await call(IQBAL_TEACHER, 'GET', '/hr/staff'),
      403,
      'Only the school office (administrators) can manage staff HR records.',
    );
    expectStatus(await call(IQBAL_TEACHER, 'PUT', `/hr/staff/${teacher}`, RECORD), 403);
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/hr/leave-types'), 403);
    expectStatus(
      await call(IQBAL_STUDENT, 'GET', '/hr/my-leave'),
      403,
      'Only teachers and administrators of the school have leave balances.',
    );
  });

  it('refuses every HR operation while the module is off, hides leave types, and keeps the data', async () => {
    const hr = await moduleId(t, 'hr-management');
    const admin = await t.tokenFor(IQBAL_ADMIN);
    expectStatus(
      await t.request({ method: 'POST', url: `/api/modules/tenant/disable/${hr}`, token: admin }),
      200,
    );
    expectStatus(
      await call(IQBAL_ADMIN, 'GET', '/hr/staff'),
      403,
      'The HR Management module is not enabled for your organisation.',
    );
    expectStatus(await call(IQBAL_TEACHER, 'GET', '/hr/my-leave'), 403);
    const register = (await call(IQBAL_ADMIN, 'GET', `/attendance/staff/${schoolDay(1)}`)).json();
    expect(register.leave_types).toEqual([]);
    expectStatus(
      await t.request({ method: 'POST', url: `/api/modules/tenant/enable/${hr}`, token: admin }),
      200,
    );
    const back = (await call(IQBAL_ADMIN, 'GET', `/hr/staff/${fresh}`)).json();
    expect(back.record.designation).toBe('Senior Teacher');
  });
});
