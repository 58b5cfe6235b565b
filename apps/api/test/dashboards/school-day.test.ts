// The school's part of the role dashboards, over HTTP on the seeded demo school: the office's
// figures equal the screens they open (`/fees/defaulters`, `/attendance/today`), move when the
// office records a payment and a teacher saves a register; the class teacher's day lists the
// periods of `/timetable/today` and the sections they keep; a module switched off leaves its
// part out; the superuser's dashboard carries no school part at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  caller,
  expectStatus,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
} from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let today: string;

const dashboardOf = async (email: string) => {
  const answer = await call(email, 'GET', '/dashboard/');
  expectStatus(answer, 200);
  return answer.json();
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  today = todayInPakistan();
  // Every weekday a school day, so "today" is one whatever day the suite runs.
  expectStatus(
    await call(IQBAL_ADMIN, 'PUT', '/attendance/settings', { weekly_off_days: [], holidays: [] }),
    200,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('the school office', () => {
  it('sees the defaulters and the attendance of the screens the tiles open', async () => {
    const office = (await dashboardOf(IQBAL_ADMIN)).tenant_admin.school_office;
    expect(office.day).toBe(today);
    const defaulters = (await call(IQBAL_ADMIN, 'GET', '/fees/defaulters?limit=1')).json();
    expect(office.fees.defaulters).toBe(defaulters.total);
    expect(office.fees.overdue_total).toBe(defaulters.total_overdue);
    const attendance = (await call(IQBAL_ADMIN, 'GET', '/attendance/today')).json();
    expect(office.attendance.sections).toBe(attendance.sections.length);
    expect(office.attendance.marked).toBe(
      attendance.sections.filter((s: { saved: boolean }) => s.saved).length,
    );
    expect(office.attendance.is_school_day).toBe(true);
  });

  it("counts a payment recorded today in today's collection, in PKR", async () => {
    const before = (await dashboardOf(IQBAL_ADMIN)).tenant_admin.school_office.fees;
    const open = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?status=unpaid&limit=50')).json();
    const voucher = open.items.find((v: { balance: number }) => v.balance > 700);
    expect(voucher).toBeTruthy();
    expectStatus(
      await call(IQBAL_ADMIN, 'POST', `/fees/vouchers/${voucher.id}/payments`, {
        amount: 700,
        method: 'cash',
        paid_on: today,
      }),
      201,
    );
    const after = (await dashboardOf(IQBAL_ADMIN)).tenant_admin.school_office.fees;
    expect(after.collected_today).toBe(before.collected_today + 700);
    expect(after.payments_today).toBe(before.payments_today + 1);
  });

  it('leaves the fee part out while the fee module is off', async () => {
    const modules = (await call(IQBAL_ADMIN, 'GET', '/modules/tenant/access')).json();
    const fees = (modules.items ?? modules).find(
      (m: { module_slug: string }) => m.module_slug === 'fee-management',
    );
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/disable/${fees.module_id}`), 200);
    const office = (await dashboardOf(IQBAL_ADMIN)).tenant_admin.school_office;
    expect(office.fees).toBeNull();
    expect(office.attendance).not.toBeNull();
    expectStatus(await call(IQBAL_ADMIN, 'POST', `/modules/tenant/enable/${fees.module_id}`), 200);
  });
});

describe("the class teacher's day", () => {
  it("lists today's periods of the timetable and the sections whose register they keep", async () => {
    const day = (await dashboardOf(IQBAL_TEACHER)).teaching.my_day;
    expect(day.day).toBe(today);
    const timetable = (await call(IQBAL_TEACHER, 'GET', '/timetable/today')).json();
    const taught = (timetable.groups[0]?.periods ?? []).filter(
      (p: { entry: unknown; is_break: boolean }) => p.entry && !p.is_break,
    );
    expect(day.periods.map((p: { number: number }) => p.number)).toEqual(
      taught.map((p: { number: number }) => p.number),
    );
    const attendance = (await call(IQBAL_TEACHER, 'GET', '/attendance/today')).json();
    expect(day.registers.map((r: { section_id: number }) => r.section_id)).toEqual(
      attendance.sections.map((s: { section_id: number }) => s.section_id),
    );
    expect(day.registers.length).toBeGreaterThan(0);
  });

  it('shows the register as saved once the teacher saves it', async () => {
    const [register] = (await dashboardOf(IQBAL_TEACHER)).teaching.my_day.registers;
    expectStatus(
      await call(
        IQBAL_TEACHER,
        'PUT',
        `/attendance/sections/${register.section_id}/registers/${today}`,
        { entries: [] },
      ),
      200,
    );
    const after = (await dashboardOf(IQBAL_TEACHER)).teaching.my_day;
    expect(
      after.registers.find((r: { section_id: number }) => r.section_id === register.section_id)
        .saved,
    ).toBe(true);
    for (const period of after.periods.filter(
      (p: { section_id: number }) => p.section_id === register.section_id,
    )) {
      expect(period.register_saved).toBe(true);
    }
  });
});

describe('roles without a school part', () => {
  it('gives the superuser the platform figures only, and a student none of the office', async () => {
    const platform = await dashboardOf(SUPERUSER_EMAIL);
    expect(platform.kind).toBe('platform');
    expect(platform.platform.organisations).toBeGreaterThan(0);
    expect(platform.tenant_admin).toBeNull();
    expect(platform.teaching).toBeNull();
    const student = await dashboardOf(IQBAL_STUDENT);
    expect(student.tenant_admin).toBeNull();
    expect(student.teaching).toBeNull();
  });
});
