import { MODULES_WITH_SCREENS } from '@watni/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADDONS } from '../../src/db/seed/platform.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditEntries,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  moduleId,
  PLATFORM_TENANT,
  QUAID,
  QUAID_ADMIN,
  QUAID_TEACHER,
  tenantSnapshot,
} from './helpers.js';

let t: TestApp;
/**
 * Switching needs modules with screens; today only core modules have them, so this app counts
 * these add-ons as having screens (coming soon is tested in test/modules/module-gate.test.ts).
 */
const TOGGLED = [
  'library',
  'hr-management',
  'transport',
  'payroll',
  'sms-whatsapp',
  'announcements',
];
beforeAll(async () => {
  t = await createTestApp({}, { modulesWithScreens: [...MODULES_WITH_SCREENS, ...TOGGLED] });
});
afterAll(() => t.close());

interface Module {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  monthly_price: number;
  is_core: boolean;
  is_addon: boolean;
}
interface Access {
  module_id: number;
  module_slug: string;
  module_name: string;
  monthly_price: number;
  is_enabled: boolean;
  is_core: boolean;
  is_addon: boolean;
  is_included: boolean;
  coming_soon: boolean;
  expires_at: string | null;
}

const CATEGORIES = ['core', 'education', 'financial', 'management', 'analytics', 'communication'];

async function access(token: string): Promise<Access[]> {
  const response = await t.request({ method: 'GET', url: '/api/modules/tenant/access', token });
  expect(response.statusCode).toBe(200);
  expect(response.json().total).toBe(response.json().items.length);
  return response.json().items;
}

const toggle = (token: string, action: 'enable' | 'disable', id: number) =>
  t.request({ method: 'POST', url: `/api/modules/tenant/${action}/${id}`, token });

describe('catalogue', () => {
  it('lists modules in every category, ordered by category; core ones free and not add-ons', async () => {
    const token = await t.tokenFor(IQBAL_STUDENT);
    const response = await t.request({ method: 'GET', url: '/api/modules/', token });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Module[];
    expect(response.json().total).toBe(items.length);
    expect(new Set(items.map((module) => module.category))).toEqual(new Set(CATEGORIES));
    const order = items.map((module) => CATEGORIES.indexOf(module.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const module of items.filter((item) => item.is_core)) {
      expect(module).toMatchObject({ category: 'core', monthly_price: 0, is_addon: false });
    }
    // The pricing page's add-ons: Education +$8, Healthcare +$10, Retail +$7.
    const price = (slug: string) => items.find((module) => module.slug === slug)?.monthly_price;
    expect([price('education-suite'), price('healthcare-suite'), price('retail-suite')]).toEqual([
      8, 10, 7,
    ]);
  });

  it('filters by category and is_addon, and refuses an unknown category', async () => {
    const token = await t.tokenFor(IQBAL_TEACHER);
    const core = await t.request({ method: 'GET', url: '/api/modules/?category=core', token });
    expect((core.json().items as Module[]).every((module) => module.is_core)).toBe(true);
    expect(core.json().total).toBeGreaterThanOrEqual(3);
    const addons = await t.request({ method: 'GET', url: '/api/modules/?is_addon=true', token });
    expect(
      (addons.json().items as Module[]).every((module) => module.is_addon && !module.is_core),
    ).toBe(true);
    const both = await t.request({
      method: 'GET',
      url: '/api/modules/?category=financial&is_addon=false',
      token,
    });
    expect(both.json()).toEqual({ items: [], total: 0 });
    const bad = await t.request({ method: 'GET', url: '/api/modules/?category=sports', token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toMatch(/category/);
  });

  it('counts the six categories in a fixed order', async () => {
    const token = await t.tokenFor(QUAID_TEACHER);
    const response = await t.request({ method: 'GET', url: '/api/modules/categories', token });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { category: string; count: number }[];
    expect(items.map((item) => item.category)).toEqual(CATEGORIES);
    const all = (await t.request({ method: 'GET', url: '/api/modules/', token })).json().total;
    expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(all);
  });

  it('gets one module; 404 unknown; 422 bad id', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const id = await moduleId(t, 'attendance');
    const one = await t.request({ method: 'GET', url: `/api/modules/${id}`, token });
    expect(one.json()).toMatchObject({
      id,
      slug: 'attendance',
      category: 'education',
      is_core: false,
    });
    expect((await t.request({ method: 'GET', url: '/api/modules/99999', token })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/modules/0', token })).statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/api/modules/' })).statusCode).toBe(401);
  });
});

describe('tenant access', () => {
  it('has every module with core always on, no coming-soon module on, and the plan shown', async () => {
    const iqbal = await access(await t.tokenFor(IQBAL_STUDENT));
    const quaid = await access(await t.tokenFor(QUAID_TEACHER));
    const enabled = (items: Access[]) =>
      items.filter((item) => item.is_enabled).map((item) => item.module_slug);
    const core = iqbal.filter((item) => item.is_core).map((item) => item.module_slug);
    expect(core.length).toBeGreaterThanOrEqual(3);
    // Quaid (Starter) has only the core and the seeded Attendance add-on.
    expect(enabled(quaid).sort()).toEqual([...core, 'attendance'].sort());
    // The seed switches on only modules with screens (none of the add-ons today).
    expect(enabled(iqbal).sort()).toEqual([...core, ...DEMO_ADDONS.modules].sort());
    // is_addon is relative to the plan: Iqbal (Professional) has the Education suite included,
    // but it is coming soon, so it is not on.
    const iqbalSlug = (slug: string) => iqbal.find((item) => item.module_slug === slug)!;
    expect(iqbalSlug('education-suite')).toMatchObject({
      module_name: 'Education Suite',
      monthly_price: 8,
      is_addon: false,
      is_included: true,
      coming_soon: true,
      is_enabled: false,
    });
    expect(iqbalSlug('sms-whatsapp')).toMatchObject({ is_addon: true, is_included: false });
    expect(iqbal.every((item) => item.expires_at === null)).toBe(true);
  });

  it('lists the Parent Portal as core and on, and no other industry suite, for a school', async () => {
    const list = await access(await t.tokenFor(QUAID_ADMIN));
    expect(list.find((item) => item.module_slug === 'parent-portal')).toMatchObject({
      module_name: 'Parent Portal',
      monthly_price: 0,
      is_core: true,
      is_enabled: true,
      coming_soon: false,
    });
    const slugs = list.map((item) => item.module_slug);
    expect(slugs).not.toContain('healthcare-suite');
    expect(slugs).not.toContain('retail-suite');
    expect(slugs).toContain('education-suite');
    const healthcare = await toggle(
      await t.tokenFor(QUAID_ADMIN),
      'enable',
      await moduleId(t, 'healthcare-suite'),
    );
    expect(healthcare.statusCode).toBe(409);
    expect(healthcare.json().detail).toBe(
      'The Healthcare Suite module is made for another kind of organisation and is not offered to yours.',
    );
    const portal = await toggle(
      await t.tokenFor(QUAID_ADMIN),
      'disable',
      await moduleId(t, 'parent-portal'),
    );
    expect(portal.statusCode).toBe(409);
  });

  it('checks one module', async () => {
    const token = await t.tokenFor(IQBAL_TEACHER);
    const sms = await moduleId(t, 'sms-whatsapp');
    expect((await toggle(await t.tokenFor(IQBAL_ADMIN), 'enable', sms)).statusCode).toBe(200);
    const yes = await t.request({ method: 'GET', url: `/api/modules/tenant/check/${sms}`, token });
    expect(yes.json()).toEqual({ module_id: sms, module_slug: 'sms-whatsapp', has_access: true });
    const quaid = await t.request({
      method: 'GET',
      url: `/api/modules/tenant/check/${sms}`,
      token: await t.tokenFor(QUAID_TEACHER),
    });
    expect(quaid.json().has_access).toBe(false);
    const core = await moduleId(t, 'user-management');
    const coreCheck = await t.request({
      method: 'GET',
      url: `/api/modules/tenant/check/${core}`,
      token,
    });
    expect(coreCheck.json().has_access).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/modules/tenant/check/99999', token }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to disable a core module (409) and treats enabling one as a no-op', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const core = await moduleId(t, 'course-management');
    const before = await tenantSnapshot(t, QUAID);
    const disable = await toggle(token, 'disable', core);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().detail).toBe('Core modules are always on and cannot be disabled.');
    const enable = await toggle(token, 'enable', core);
    expect(enable.statusCode).toBe(200);
    expect(enable.json()).toMatchObject({
      module_id: core,
      is_enabled: true,
      is_core: true,
      is_addon: false,
    });
    expect(await tenantSnapshot(t, QUAID)).toEqual(before);
  });

  it('toggles an add-on on and off, idempotently, with audit entries', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const library = await moduleId(t, 'library');
    const addonsBefore = (
      await t.request({ method: 'GET', url: '/api/subscriptions/current', token })
    ).json().addon_modules_count as number;
    const on = await toggle(token, 'enable', library);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      module_id: library,
      module_slug: 'library',
      module_name: 'Library',
      monthly_price: 2,
      is_enabled: true,
      is_core: false,
      is_addon: true,
      is_included: false,
      coming_soon: false,
      expires_at: null,
    });
    expect((await toggle(token, 'enable', library)).json().is_enabled).toBe(true);
    let list = await access(token);
    expect(list.find((item) => item.module_id === library)!.is_enabled).toBe(true);
    const current = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
    expect(current.json().addon_modules_count).toBe(addonsBefore + 1);

    const off = await toggle(token, 'disable', library);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_enabled).toBe(false);
    expect((await toggle(token, 'disable', library)).json().is_enabled).toBe(false);
    list = await access(token);
    expect(list.find((item) => item.module_id === library)!.is_enabled).toBe(false);

    const enabled = await auditEntries(t, QUAID, 'module.enabled');
    const disabled = await auditEntries(t, QUAID, 'module.disabled');
    expect(enabled.filter((entry) => entry.entity_id === library)).toHaveLength(1);
    expect(disabled.filter((entry) => entry.entity_id === library)).toHaveLength(1);
    expect(disabled.at(-1)).toMatchObject({
      entity_type: 'module',
      changes: { module_slug: 'library', is_enabled: { from: true, to: false } },
    });

    const log = await t.request({
      method: 'GET',
      url: '/api/audit-log/?action=module.disabled',
      token,
    });
    expect(log.json().items[0]).toMatchObject({
      action: 'module.disabled',
      entity_id: library,
      actor_email: QUAID_ADMIN,
    });
  });

  it('applies a double click once: both answer 200, one audit entry', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const hr = await moduleId(t, 'hr-management');
    const responses = await Promise.all([toggle(token, 'enable', hr), toggle(token, 'enable', hr)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.every((response) => response.json().is_enabled)).toBe(true);
    const entries = (await auditEntries(t, QUAID, 'module.enabled')).filter(
      (entry) => entry.entity_id === hr,
    );
    expect(entries).toHaveLength(1);
  });

  it('counts an expired add-on as off', async () => {
    const { tenantModules } = await import('../../src/db/schema/platform.js');
    const token = await t.tokenFor(QUAID_ADMIN);
    const transport = await moduleId(t, 'transport');
    await t.query((tx) =>
      tx.insert(tenantModules).values({
        tenant_id: QUAID,
        module_id: transport,
        is_enabled: true,
        expires_at: new Date(Date.now() - 60_000),
      }),
    );
    const item = (await access(token)).find((entry) => entry.module_id === transport)!;
    expect(item.is_enabled).toBe(false);
    expect(item.expires_at).toEqual(expect.any(String));
    const check = await t.request({
      method: 'GET',
      url: `/api/modules/tenant/check/${transport}`,
      token,
    });
    expect(check.json().has_access).toBe(false);
    // Enabling again renews it without an end.
    const renewed = await toggle(token, 'enable', transport);
    expect(renewed.json()).toMatchObject({ is_enabled: true, expires_at: null });
  });

  it('lets teachers and students read access but not toggle (403)', async () => {
    const id = await moduleId(t, 'gradebook');
    for (const email of [IQBAL_TEACHER, IQBAL_STUDENT]) {
      const token = await t.tokenFor(email);
      const before = await tenantSnapshot(t, IQBAL);
      for (const action of ['enable', 'disable'] as const) {
        const response = await toggle(token, action, id);
        expect(response.statusCode, `${email} ${action}`).toBe(403);
        expect(response.json().detail).toBe('Only administrators can enable or disable modules.');
      }
      expect(await tenantSnapshot(t, IQBAL)).toEqual(before);
    }
  });

  it("a superuser works on the platform tenant's modules (Enterprise: all included), never a school's", async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const announcements = await moduleId(t, 'announcements');
    const library = await moduleId(t, 'library');
    const iqbal = await tenantSnapshot(t, IQBAL);
    const quaid = await tenantSnapshot(t, QUAID);
    const on = await toggle(token, 'enable', announcements);
    expect(on.statusCode).toBe(200);
    // Watni runs on Enterprise: every module is included, always on, never billed.
    expect(on.json()).toMatchObject({ is_enabled: true, is_addon: false, is_included: true });
    const off = await toggle(token, 'disable', library);
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe('The Library module is included in your plan and is always on.');
    expect(await auditEntries(t, PLATFORM_TENANT, 'module.enabled')).toEqual([]);
    expect(await tenantSnapshot(t, IQBAL)).toEqual(iqbal);
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaid);
  });
});

describe('cross-tenant', () => {
  it("every module call of one school leaves the other school's rows unchanged", async () => {
    const quaidBefore = await tenantSnapshot(t, QUAID);
    const quaidAccess = await access(await t.tokenFor(QUAID_ADMIN));
    const token = await t.tokenFor(IQBAL_ADMIN);
    const payroll = await moduleId(t, 'payroll');
    const sms = await moduleId(t, 'sms-whatsapp');
    const calls = [
      { method: 'GET', url: '/api/modules/' },
      { method: 'GET', url: '/api/modules/categories' },
      { method: 'GET', url: `/api/modules/${payroll}` },
      { method: 'GET', url: '/api/modules/tenant/access' },
      { method: 'GET', url: `/api/modules/tenant/check/${payroll}` },
      // Both add-ons are on in the demo school: switched off, then on again.
      { method: 'POST', url: `/api/modules/tenant/disable/${payroll}` },
      { method: 'POST', url: `/api/modules/tenant/enable/${payroll}` },
      { method: 'POST', url: `/api/modules/tenant/disable/${sms}` },
      { method: 'POST', url: `/api/modules/tenant/enable/${sms}` },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(200);
    }
    expect(await tenantSnapshot(t, QUAID)).toEqual(quaidBefore);
    expect(await access(await t.tokenFor(QUAID_ADMIN))).toEqual(quaidAccess);
    // And Iqbal's own toggles were recorded under Iqbal only.
    const iqbalEntries = await auditEntries(t, IQBAL, 'module.enabled');
    expect(iqbalEntries.map((entry) => entry.entity_id)).toEqual(
      expect.arrayContaining([payroll, sms]),
    );
  });
});
