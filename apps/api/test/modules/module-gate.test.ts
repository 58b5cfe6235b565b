// Honest modules: the ONE server hook keyed by `x-module` in the contract. Today no
// add-on has screens, so these tests serve a copy of the contract whose school operations are
// marked as a module's (`library`, `learning-analytics`) and declare those modules as having
// screens: the hook, the SQL and the answers are the product's own, only the marking is the test's.
import { MODULES_WITH_SCREENS } from '@watni/policy';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OpenApiDocument } from '../../src/contract/spec.js';
import { tenantModules } from '../../src/db/schema/platform.js';
import { students } from '../../src/db/schema/school.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  auditEntries,
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_TEACHER,
  moduleId,
  QUAID,
  QUAID_ADMIN,
} from '../platform/helpers.js';

const PARENT = 'parent@iqbal.edu.pk';
const LIBRARY_OFF = 'The Library module is not enabled for your organisation.';

/** The contract with some operations marked as a module's (operation-level and tag-level). */
function markedContract(): OpenApiDocument {
  const doc = loadContract();
  (doc.paths['/students/']!.get as Record<string, unknown>)['x-module'] = 'library';
  (doc.paths['/parents/me/children']!.get as Record<string, unknown>)['x-module'] = 'library';
  // A tag-level default: the operations of a tag carrying `x-module` inherit it.
  const tags = doc.tags as { name: string; 'x-module'?: string }[];
  tags.push({ name: 'gate-test', 'x-module': 'learning-analytics' });
  const years = doc.paths['/school/years/']?.get as { tags: string[] } | undefined;
  if (!years) throw new Error('the contract has GET /school/years');
  years.tags = ['gate-test'];
  return doc;
}

let t: TestApp;
let library: number;

async function get(email: string, url: string) {
  return t.request({ method: 'GET', url, token: await t.tokenFor(email) });
}
async function toggle(email: string, action: 'enable' | 'disable', id: number) {
  return t.request({
    method: 'POST',
    url: `/api/modules/tenant/${action}/${id}`,
    token: await t.tokenFor(email),
  });
}
const studentRows = (tenantId: number) =>
  t.query(async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(students)
      .where(eq(students.tenant_id, tenantId));
    return row!.n;
  });

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      contract: markedContract(),
      modulesWithScreens: [...MODULES_WITH_SCREENS, 'library', 'learning-analytics'],
    },
  );
  library = await moduleId(t, 'library');
});
afterAll(() => t?.close());

describe('the module gate', () => {
  it('answers 403 with the sentence while the module is off, for every role of the tenant', async () => {
    for (const email of [IQBAL_ADMIN, IQBAL_TEACHER]) {
      const response = await get(email, '/api/students/');
      expect(response.statusCode, email).toBe(403);
      expect(response.json().detail).toBe(LIBRARY_OFF);
    }
    const parent = await get(PARENT, '/api/parents/me/children');
    expect(parent.statusCode).toBe(403);
    expect(parent.json().detail).toBe(LIBRARY_OFF);
  });

  it('keeps the data while off and restores everything when switched on again', async () => {
    const rows = await studentRows(IQBAL);
    expect(rows).toBeGreaterThan(0);
    expect((await toggle(IQBAL_ADMIN, 'enable', library)).statusCode).toBe(200);
    const on = await get(IQBAL_ADMIN, '/api/students/?page_size=100');
    expect(on.statusCode, on.body).toBe(200);
    const first = on.json();
    expect(first.total).toBe(rows);
    const children = await get(PARENT, '/api/parents/me/children');
    expect(children.statusCode).toBe(200);
    const childrenBefore = children.json();

    expect((await toggle(IQBAL_ADMIN, 'disable', library)).statusCode).toBe(200);
    expect((await get(IQBAL_ADMIN, '/api/students/')).statusCode).toBe(403);
    expect(await studentRows(IQBAL)).toBe(rows);

    expect((await toggle(IQBAL_ADMIN, 'enable', library)).statusCode).toBe(200);
    const again = await get(IQBAL_ADMIN, '/api/students/?page_size=100');
    expect(again.json()).toEqual(first);
    expect((await get(PARENT, '/api/parents/me/children')).json()).toEqual(childrenBefore);
    expect(
      (await auditEntries(t, IQBAL, 'module.disabled')).filter((e) => e.entity_id === library),
    ).toHaveLength(1);
    // Leave it off for the next tests.
    expect((await toggle(IQBAL_ADMIN, 'disable', library)).statusCode).toBe(200);
  });

  it('is per tenant: one school switching a module on opens it for that school only', async () => {
    expect((await toggle(QUAID_ADMIN, 'enable', library)).statusCode).toBe(200);
    expect((await get(QUAID_ADMIN, '/api/students/')).statusCode).toBe(200);
    const iqbal = await get(IQBAL_ADMIN, '/api/students/');
    expect(iqbal.statusCode).toBe(403);
    expect(iqbal.json().detail).toBe(LIBRARY_OFF);
    expect((await toggle(QUAID_ADMIN, 'disable', library)).statusCode).toBe(200);
  });

  it('counts an expired switch as off', async () => {
    await t.query((tx) =>
      tx
        .update(tenantModules)
        .set({ is_enabled: true, expires_at: new Date(Date.now() - 60_000) })
        .where(and(eq(tenantModules.tenant_id, IQBAL), eq(tenantModules.module_id, library))),
    );
    expect((await get(IQBAL_ADMIN, '/api/students/')).statusCode).toBe(403);
    await t.query((tx) =>
      tx
        .update(tenantModules)
        .set({ is_enabled: false, expires_at: null })
        .where(and(eq(tenantModules.tenant_id, IQBAL), eq(tenantModules.module_id, library))),
    );
  });

  it('opens a module included in the plan without a switch (tag-level x-module)', async () => {
    // learning-analytics is in Professional (Iqbal), not in Starter (Quaid).
    const iqbal = await get(IQBAL_ADMIN, '/api/school/years/');
    expect(iqbal.statusCode, iqbal.body).toBe(200);
    const quaid = await get(QUAID_ADMIN, '/api/school/years/');
    expect(quaid.statusCode).toBe(403);
    expect(quaid.json().detail).toBe(
      'The Learning Analytics module is not enabled for your organisation.',
    );
    const analytics = await moduleId(t, 'learning-analytics');
    const refused = await toggle(IQBAL_ADMIN, 'disable', analytics);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'The Learning Analytics module is included in your plan and is always on.',
    );
    const access = await get(IQBAL_ADMIN, '/api/modules/tenant/access');
    expect(
      access
        .json()
        .items.find((item: { module_slug: string }) => item.module_slug === 'learning-analytics'),
    ).toMatchObject({ is_enabled: true, is_included: true, is_addon: false, coming_soon: false });
  });

  it('never gates a superuser (platform scope, the Watni tenant on Enterprise)', async () => {
    expect((await get(SUPERUSER_EMAIL, '/api/students/')).statusCode).toBe(200);
  });

  it('adds one statement to an add-on operation and none to an unmarked one', async () => {
    expect((await toggle(IQBAL_ADMIN, 'enable', library)).statusCode).toBe(200);
    const statements = async (url: string) => {
      const token = await t.tokenFor(IQBAL_ADMIN);
      const sent: string[] = [];
      const stop = t.database.observe((text) => sent.push(text));
      try {
        const response = await t.request({ method: 'GET', url, token });
        expect(response.statusCode).toBe(200);
      } finally {
        stop();
      }
      return sent;
    };
    const gated = await statements('/api/students/');
    expect(gated.filter((text) => text.includes('from modules m where m.slug'))).toHaveLength(1);
    const plain = await statements('/api/school/classes/');
    expect(plain.filter((text) => text.includes('from modules m where m.slug'))).toHaveLength(0);
    expect((await toggle(IQBAL_ADMIN, 'disable', library)).statusCode).toBe(200);
  });
});

describe('coming soon', () => {
  it('refuses to enable a module without screens (409) and it stays off', async () => {
    // `inventory` has no screens in this app either.
    const inventory = await moduleId(t, 'inventory');
    const response = await toggle(QUAID_ADMIN, 'enable', inventory);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'The Inventory module is coming soon and cannot be enabled yet.',
    );
    const item = (await get(QUAID_ADMIN, '/api/modules/tenant/access'))
      .json()
      .items.find((entry: { module_slug: string }) => entry.module_slug === 'inventory');
    expect(item).toMatchObject({ is_enabled: false, coming_soon: true });
    expect(
      (await auditEntries(t, QUAID, 'module.enabled')).filter((e) => e.entity_id === inventory),
    ).toHaveLength(0);
  });

  it('treats a stored switch of a coming-soon module as off', async () => {
    const inventory = await moduleId(t, 'inventory');
    await t.query((tx) =>
      tx
        .insert(tenantModules)
        .values({ tenant_id: QUAID, module_id: inventory, is_enabled: true })
        .onConflictDoUpdate({
          target: [tenantModules.tenant_id, tenantModules.module_id],
          set: { is_enabled: true },
        }),
    );
    const item = (await get(QUAID_ADMIN, '/api/modules/tenant/access'))
      .json()
      .items.find((entry: { module_slug: string }) => entry.module_slug === 'inventory');
    expect(item.is_enabled).toBe(false);
  });
});
