import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../src/db/schema/identity.js';
import { DEMO_ADDONS } from '../../src/db/seed/platform.js';
import { CATALOGUE_MODULES } from '../../src/db/seed/platform-catalogue.js';
import { createTestApp, SUPERUSER_EMAIL, type TestApp } from '../helpers/app.js';
import {
  IQBAL,
  IQBAL_ADMIN,
  IQBAL_STUDENT,
  IQBAL_TEACHER,
  QUAID,
  QUAID_ADMIN,
  QUAID_STUDENT,
  tenantSnapshot,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Plan {
  id: number;
  slug: string;
  name: string;
  monthly_price: number;
  yearly_price: number;
  max_students: number | null;
  max_teachers: number | null;
  max_storage_gb: number | null;
  trial_days: number;
  is_featured: boolean;
  highlight_text: string | null;
  is_custom: boolean;
  features: string[];
}

async function plans(token: string): Promise<Plan[]> {
  const response = await t.request({ method: 'GET', url: '/api/subscriptions/plans', token });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('plans (the public pricing page is the source)', () => {
  it('lists Starter $10, Professional $30 and Enterprise custom, in that order', async () => {
    const token = await t.tokenFor(IQBAL_STUDENT);
    const items = await plans(token);
    expect(items.map((plan) => [plan.slug, plan.name, plan.monthly_price, plan.is_custom])).toEqual(
      [
        ['starter', 'Starter', 10, false],
        ['professional', 'Professional', 30, false],
        ['enterprise', 'Enterprise', 0, true],
      ],
    );
    const [starter, professional, enterprise] = items as [Plan, Plan, Plan];
    // Yearly: ten months' price (two months free); custom stays 0 ('Contact Sales').
    expect([starter.yearly_price, professional.yearly_price, enterprise.yearly_price]).toEqual([
      100, 300, 0,
    ]);
    // Limits: up to 50 users / 5GB; up to 200 users / 50GB; unlimited is null.
    expect(starter.max_students! + starter.max_teachers!).toBe(50);
    expect(starter.max_storage_gb).toBe(5);
    expect(professional.max_students! + professional.max_teachers!).toBe(200);
    expect(professional.max_storage_gb).toBe(50);
    expect([enterprise.max_students, enterprise.max_teachers, enterprise.max_storage_gb]).toEqual([
      null,
      null,
      null,
    ]);
    // 14-day free trial on every plan; Professional is featured.
    expect(items.every((plan) => plan.trial_days === 14)).toBe(true);
    expect(items.filter((plan) => plan.is_featured).map((plan) => plan.slug)).toEqual([
      'professional',
    ]);
    expect(professional.highlight_text).toBe('Most Popular');
    // The bullet points never restate a limit (each limit is stated once, from max_*).
    expect(starter.features).toEqual(['1 industry module', 'Email support', 'Basic reports']);
    expect(professional.features).toContain('API access');
    expect(enterprise.features).toEqual([
      'All modules',
      '24/7 support',
      'Custom integrations',
      'SLA',
    ]);
    for (const plan of items) {
      expect(
        plan.features.filter((line) => /users|storage|GB/i.test(line)),
        plan.slug,
      ).toEqual([]);
    }
  });

  it('gets one plan, answers 404 for an unknown id and 422 for a bad id', async () => {
    const token = await t.tokenFor(IQBAL_TEACHER);
    const [starter] = await plans(token);
    const one = await t.request({
      method: 'GET',
      url: `/api/subscriptions/plans/${starter!.id}`,
      token,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(starter);
    const missing = await t.request({ method: 'GET', url: '/api/subscriptions/plans/9999', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Subscription plan not found.');
    const bad = await t.request({ method: 'GET', url: '/api/subscriptions/plans/abc', token });
    expect(bad.statusCode).toBe(422);
  });

  it("lists each plan's modules: core in all; Starter one industry module, Professional three, Enterprise all", async () => {
    const token = await t.tokenFor(QUAID_STUDENT);
    const items = await plans(token);
    const catalogue = (await t.request({ method: 'GET', url: '/api/modules/', token })).json()
      .items as {
      slug: string;
      is_core: boolean;
    }[];
    const coreSlugs = catalogue.filter((module) => module.is_core).map((module) => module.slug);
    const industry = ['education-suite', 'healthcare-suite', 'retail-suite'];
    const slugsOf = async (plan: Plan) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/subscriptions/plans/${plan.id}/modules`,
        token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(response.json().items.length);
      return (response.json().items as { slug: string }[]).map((module) => module.slug);
    };
    const [starter, professional, enterprise] = items as [Plan, Plan, Plan];
    const starterSlugs = await slugsOf(starter);
    expect(starterSlugs).toEqual(expect.arrayContaining(coreSlugs));
    expect(starterSlugs.filter((slug) => industry.includes(slug))).toHaveLength(1);
    const professionalSlugs = await slugsOf(professional);
    expect(professionalSlugs).toEqual(expect.arrayContaining([...coreSlugs, ...industry]));
    expect((await slugsOf(enterprise)).sort()).toEqual(
      catalogue.map((module) => module.slug).sort(),
    );
    const missing = await t.request({
      method: 'GET',
      url: '/api/subscriptions/plans/9999/modules',
      token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('compares the plans with their modules (slug, name, category)', async () => {
    const token = await t.tokenFor(IQBAL_ADMIN);
    const response = await t.request({ method: 'GET', url: '/api/subscriptions/compare', token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.items.map((plan: Plan) => [plan.slug, plan.monthly_price])).toEqual([
      ['starter', 10],
      ['professional', 30],
      ['enterprise', 0],
    ]);
    for (const plan of body.items) {
      expect(plan.modules.length).toBeGreaterThan(0);
      for (const module of plan.modules)
        expect(Object.keys(module).sort()).toEqual(['category', 'name', 'slug']);
    }
    expect(body.items[2].modules.length).toBeGreaterThan(body.items[1].modules.length);
    expect(body.items[1].modules.length).toBeGreaterThan(body.items[0].modules.length);
  });

  it('needs a token', async () => {
    for (const url of [
      '/api/subscriptions/plans',
      '/api/subscriptions/compare',
      '/api/subscriptions/current',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('current subscription (always the caller’s own tenant)', () => {
  it('is for administrators: teachers and students are refused', async () => {
    for (const email of [IQBAL_TEACHER, IQBAL_STUDENT]) {
      const token = await t.tokenFor(email);
      const response = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().detail).toBe('Only administrators can do this.');
    }
  });

  it('shows an active Professional school with its paid add-on count', async () => {
    for (const email of [IQBAL_ADMIN]) {
      const token = await t.tokenFor(email);
      const response = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
      expect(response.statusCode, email).toBe(200);
      const body = response.json();
      expect(body.tenant).toEqual({ id: IQBAL, name: 'Iqbal Public School' });
      expect(body.subscription_plan).toMatchObject({ slug: 'professional', monthly_price: 30 });
      expect(body.subscription_status).toBe('active');
      expect(body.current_period_end).toEqual(expect.any(String));
      // The demo school has the add-ons with screens on (attendance, announcements, SMS and
      // WhatsApp): the plan plus each add-on's monthly price.
      const addons = CATALOGUE_MODULES.filter((m) => DEMO_ADDONS.modules.includes(m.slug));
      expect(body.addon_modules_count).toBe(addons.length);
      expect(body.addons.map((a: { slug: string }) => a.slug).sort()).toEqual(
        addons.map((m) => m.slug).sort(),
      );
      expect(body.monthly_total).toBe(30 + addons.reduce((sum, m) => sum + m.monthly_price, 0));
      // Usage: student records plus unlinked student accounts; teachers; stored bytes.
      expect(body.usage).toEqual({
        students: expect.any(Number),
        teachers: expect.any(Number),
        storage_bytes: expect.any(Number),
      });
      expect(body.usage.students).toBeGreaterThan(0);
      expect(body.usage.teachers).toBeGreaterThan(0);
      expect(body.usage.storage_bytes).toBeGreaterThan(0);
    }
  });

  it('shows a Starter school on its trial, and a trial past its end as none', async () => {
    const token = await t.tokenFor(QUAID_ADMIN);
    const response = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
    expect(response.json()).toMatchObject({
      tenant: { id: QUAID, name: 'Quaid Academy' },
      subscription_plan: { slug: 'starter', monthly_price: 10 },
      subscription_status: 'trial',
      // Attendance is on in both demo schools ($2 a month).
      addon_modules_count: 1,
      current_period_end: null,
      monthly_total: 12,
    });
    expect(new Date(response.json().trial_ends_at).getTime()).toBeGreaterThan(Date.now());

    const [before] = await t.query((tx) => tx.select().from(tenants).where(eq(tenants.id, QUAID)));
    await t.query((tx) =>
      tx
        .update(tenants)
        .set({ trial_ends_at: new Date(Date.now() - 1000) })
        .where(eq(tenants.id, QUAID)),
    );
    const expired = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
    expect(expired.json().subscription_status).toBe('none');
    await t.query((tx) =>
      tx.update(tenants).set({ trial_ends_at: before!.trial_ends_at }).where(eq(tenants.id, QUAID)),
    );
  });

  it("gives a superuser the platform tenant's subscription, and never another tenant's", async () => {
    const token = await t.tokenFor(SUPERUSER_EMAIL);
    const response = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tenant: { id: 1, name: 'Watni' },
      subscription_plan: { slug: 'enterprise' },
      subscription_status: 'active',
      // Custom-priced: no total.
      monthly_total: null,
    });
  });

  it("cross-tenant: reading plans and the subscription leaves the other school's rows unchanged", async () => {
    const before = await tenantSnapshot(t, QUAID);
    const token = await t.tokenFor(IQBAL_ADMIN);
    const current = await t.request({ method: 'GET', url: '/api/subscriptions/current', token });
    expect(JSON.stringify(current.json())).not.toContain('Quaid');
    for (const url of [
      '/api/subscriptions/plans',
      '/api/subscriptions/compare',
      '/api/subscriptions/plans/1',
      '/api/subscriptions/plans/1/modules',
    ]) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(200);
      expect(JSON.stringify(response.json())).not.toContain('Quaid');
    }
    expect(await tenantSnapshot(t, QUAID)).toEqual(before);
  });
});
