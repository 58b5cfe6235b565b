import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSettings } from '../../src/db/schema/platform.js';
import { tenantScope } from '../../src/db/scope.js';
import { getTenantSettings } from '../../src/domains/settings/repository.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditEntries,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  PLATFORM_TENANT,
  QUAID,
  QUAID_ADMIN,
  QUAID_TEACHER,
  tenantSnapshot,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  teachers_can_create_courses: true,
  teachers_can_delete_courses: false,
  teachers_can_manage_enrollments: true,
  teacher_course_limit: 10,
  // who may join: the spec's open registration until changed
  registration_mode: 'open',
  join_code: null,
};

const get = (token: string) => t.request({ method: 'GET', url: '/api/tenant-settings/', token });
const put = (token: string, payload: unknown) =>
  t.request({ method: 'PUT', url: '/api/tenant-settings/', token, payload: payload as object });

describe('tenant settings', () => {
  it('default to true, false, true, 10 for every member of the tenant', async () => {
    for (const email of [QUAID_ADMIN, QUAID_TEACHER, IQBAL_STUDENT]) {
      const response = await get(await t.tokenFor(email));
      expect(response.statusCode, email).toBe(200);
      expect(response.json()).toEqual(DEFAULTS);
    }
  });

  it('default without a saved row too (the repository the learning rules read)', async () => {
    await t.query((tx) => tx.delete(tenantSettings).where(eq(tenantSettings.tenant_id, QUAID)));
    const viaTenant = await t.query((tx) => getTenantSettings(tx, QUAID), tenantScope(QUAID));
    expect(viaTenant).toEqual(DEFAULTS);
    // RLS: another tenant's scope sees no row for QUAID and falls back to the defaults as well.
    const response = await get(await t.tokenFor(QUAID_TEACHER));
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('save partially, keep the other fields, and are audited with the diff', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const first = await put(token, { teacher_course_limit: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULTS, teacher_course_limit: 3 });
    const second = await put(token, {
      teachers_can_delete_courses: true,
      teachers_can_create_courses: false,
    });
    expect(second.json()).toEqual({
      ...DEFAULTS,
      teacher_course_limit: 3,
      teachers_can_delete_courses: true,
      teachers_can_create_courses: false,
    });
    const unlimited = await put(token, { teacher_course_limit: 0 });
    expect(unlimited.json().teacher_course_limit).toBe(0);
    expect((await get(await t.tokenFor(QUAID_TEACHER))).json()).toEqual(unlimited.json());
    // Nothing changed: no write, no audit entry.
    const entries = await auditEntries(t, QUAID, 'settings.updated');
    const same = await put(token, { teacher_course_limit: 0 });
    expect(same.statusCode).toBe(200);
    expect(await auditEntries(t, QUAID, 'settings.updated')).toHaveLength(entries.length);
    expect(entries).toHaveLength(3);
    expect(entries[1]).toMatchObject({
      entity_type: 'tenant_settings',
      entity_id: QUAID,
      changes: {
        teachers_can_delete_courses: { from: false, to: true },
        teachers_can_create_courses: { from: true, to: false },
      },
    });
    const [row] = await t.query((tx) =>
      tx.select().from(tenantSettings).where(eq(tenantSettings.tenant_id, QUAID)),
    );
    expect(row!.updated_by).toBe(entries[0]!.actor_id);
  });

  it('refuse a negative, non-integer, textual or oversize limit and unknown fields with 422', async () => {
    const token = await t.tokenFor(IQBAL_ADMIN);
    const before = await tenantSnapshot(t, IQBAL);
    const bad = [
      { teacher_course_limit: -1 },
      { teacher_course_limit: 2.5 },
      { teacher_course_limit: '5' },
      { teacher_course_limit: null },
      { teacher_course_limit: 100_001 },
      { teachers_can_create_courses: 'yes' },
      { teachers_can_grade: true },
    ];
    for (const payload of bad) {
      const response = await put(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail).toBeTruthy();
      expect(response.json().errors[0].field).toBe(
        Object.keys(payload)[0] === 'teachers_can_grade'
          ? 'teachers_can_grade'
          : Object.keys(payload)[0],
      );
    }
    expect(await tenantSnapshot(t, IQBAL)).toEqual(before);
  });

  it('are writable by tenant admins and superusers only (403 for teachers and students)', async () => {
    for (const email of [IQBAL_TEACHER, IQBAL_STUDENT]) {
      const before = await tenantSnapshot(t, IQBAL);
      const response = await put(await t.tokenFor(email), { teacher_course_limit: 99 });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().detail).toBe('Only administrators can change the tenant settings.');
      expect(await tenantSnapshot(t, IQBAL)).toEqual(before);
    }
  });

  it("cross-tenant: one school's admin reads and saves its own settings only", async () => {
    const quaidBefore = await tenantSnapshot(t, QUAID);
    const quaidSettings = (await get(await t.tokenFor(QUAID_ADMIN))).json();
    const token = await t.tokenFor(IQBAL_ADMIN);
    const saved = await put(token, {
      teacher_course_limit: 25,
      teachers_can_manage_enrollments: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(token)).json()).toMatchObject({
      teacher_course_limit: 25,
      teachers_can_manage_enrollments: false,
    });
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaidBefore);
    expect((await get(await t.tokenFor(QUAID_ADMIN))).json()).toEqual(quaidSettings);
    expect((await auditEntries(t, IQBAL, 'settings.updated')).at(-1)?.changes).toEqual({
      teacher_course_limit: { from: 10, to: 25 },
      teachers_can_manage_enrollments: { from: true, to: false },
    });
  });

  it("a superuser saves the platform tenant's settings, never a school's", async () => {
    const iqbal = await tenantSnapshot(t, IQBAL);
    const quaid = await tenantSnapshot(t, QUAID);
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const saved = await put(token, { teacher_course_limit: 50 });
    expect(saved.json().teacher_course_limit).toBe(50);
    const [row] = await t.query((tx) =>
      tx.select().from(tenantSettings).where(eq(tenantSettings.tenant_id, PLATFORM_TENANT)),
    );
    expect(row!.teacher_course_limit).toBe(50);
    expect(await tenantSnapshot(t, IQBAL)).toEqual(iqbal);
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaid);
  });

  it('need a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/tenant-settings/' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'PUT', url: '/api/tenant-settings/', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('what the settings change for a teacher', () => {
  it('stops course creation when switched off or at the limit, and allows it when unlimited', async () => {
    const admin = await t.tokenFor(IQBAL_ADMIN);
    const teacher = await t.tokenFor(IQBAL_TEACHER);
    const course = (title: string) =>
      t.request({
        method: 'POST',
        url: '/api/courses/',
        token: teacher,
        payload: { title, description: 'Algebra for grade 9' },
      });
    await put(admin, { teachers_can_create_courses: false });
    const off = await course('Algebra I');
    expect(off.statusCode).toBe(403);

    await put(admin, { teachers_can_create_courses: true, teacher_course_limit: 0 });
    const unlimited = await course('Algebra II');
    expect(unlimited.statusCode).toBe(201);

    await put(admin, { teacher_course_limit: 1 });
    const limited = await course('Algebra III');
    expect(limited.statusCode).toBe(403);
    expect(limited.json().detail).toBe(
      'Course limit reached. Contact your admin to increase your limit.',
    );
  });
});
