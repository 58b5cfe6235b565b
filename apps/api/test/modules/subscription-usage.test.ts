// Current subscription: usage against the plan's limits, and the monthly cost of the
// plan plus the enabled add-ons.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/db/schema/school.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { moduleId, QUAID, QUAID_ADMIN, QUAID_STUDENT, userId } from '../platform/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { modulesWithScreens: [...MODULES_WITH_SCREENS, 'library', 'payroll'] },
  );
});
afterAll(() => t?.close());

async function current() {
  const response = await t.request({
    method: 'GET',
    url: '/api/subscriptions/current',
    token: await t.tokenFor(QUAID_ADMIN),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function toggle(action: 'enable' | 'disable', slug: string) {
  const response = await t.request({
    method: 'POST',
    url: `/api/modules/tenant/${action}/${await moduleId(t, slug)}`,
    token: await t.tokenFor(QUAID_ADMIN),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('current subscription: bill and usage', () => {
  it('adds each enabled add-on to the plan price, and drops it when switched off', async () => {
    // Starter ($10) plus the seeded Attendance add-on ($2).
    expect((await current()).monthly_total).toBe(12);
    await toggle('enable', 'library');
    await toggle('enable', 'payroll');
    const body = await current();
    expect(body.addons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'payroll', name: 'Payroll', monthly_price: 4 }),
        expect.objectContaining({ slug: 'library', name: 'Library', monthly_price: 2 }),
      ]),
    );
    expect(body.addons).toHaveLength(3);
    expect(body.addon_modules_count).toBe(3);
    expect(body.monthly_total).toBe(18);
    await toggle('disable', 'payroll');
    expect((await current()).monthly_total).toBe(14);
    await toggle('disable', 'library');
  });

  it('counts a child once: a student record linked to its account is one student', async () => {
    const before = (await current()).usage.students;
    const account = await userId(t, QUAID_STUDENT);
    const insert = (patch: Partial<typeof students.$inferInsert>) =>
      t.query((tx) =>
        tx.insert(students).values({
          tenant_id: QUAID,
          admission_no: `U-${Math.random().toString(36).slice(2, 8)}`,
          first_name: 'Usage',
          last_name: 'Test',
          gender: 'female',
          admission_date: '2026-04-01',
          ...patch,
        }),
      );
    // The seeded student account is linked to its record: one child, counted once. Unlinked,
    // the record and the account are two students; linked again, one.
    const [linked] = await t.query((tx) =>
      tx.select({ id: students.id }).from(students).where(eq(students.user_id, account)),
    );
    expect(linked, 'the seed links the student account to a record').toBeDefined();
    const link = (userId: number | null) =>
      t.query((tx) =>
        tx
          .update(students)
          .set({ user_id: userId })
          .where(and(eq(students.tenant_id, QUAID), eq(students.id, linked!.id))),
      );
    await link(null);
    expect((await current()).usage.students).toBe(before + 1);
    await link(account);
    expect((await current()).usage.students).toBe(before);
    // A child without an account: one more.
    await insert({});
    expect((await current()).usage.students).toBe(before + 1);
    // A child who left: not counted.
    await insert({ status: 'left' });
    expect((await current()).usage.students).toBe(before + 1);
    const rows = await t.query((tx) =>
      tx
        .select()
        .from(students)
        .where(and(eq(students.tenant_id, QUAID), eq(students.first_name, 'Usage'))),
    );
    expect(rows).toHaveLength(2);
  });
});
