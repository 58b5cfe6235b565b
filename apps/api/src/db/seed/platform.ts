import { hasScreens } from '@watni/policy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ensureTenantSettings } from '../../domains/settings/repository.js';
import type { Tx } from '../client.js';
import { tenants } from '../schema/identity.js';
import { modules, planModules, subscriptionPlans, tenantModules } from '../schema/platform.js';
import { CATALOGUE_MODULES, CATALOGUE_PLANS } from './platform-catalogue.js';

/**
 * The demo school that has paid add-ons switched on, and which (the seed and tests read it).
 * Only modules with working screens are switched on (no "Coming soon" module is on):
 * the list names what a school would use, and each one is seeded on once its screens land.
 */
export const DEMO_ADDONS = {
  tenantSlug: 'iqbal-public-school',
  candidates: [
    'attendance',
    'announcements',
    'sms-whatsapp',
    'timetable',
    'fee-management',
    'gradebook',
    'transport',
    'hr-management',
    'payroll',
  ],
  get modules(): string[] {
    return this.candidates.filter(hasScreens);
  },
} as const;

/**
 * Platform seed (after identity): the module catalogue and the plans with their modules
 * (upserted by slug, so a changed price reaches an existing database), the platform tenant on
 * the Enterprise plan, the core modules and default settings for every tenant, and two modules
 * switched on for one demo school. Idempotent. Runs in platform scope.
 */
export async function seedPlatform(tx: Tx): Promise<{ modules: number; plans: number }> {
  const now = new Date();
  await tx
    .insert(modules)
    .values(
      CATALOGUE_MODULES.map(({ ur: _ur, ...module }, index) => ({
        ...module,
        sort_order: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: modules.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        monthly_price: sql`excluded.monthly_price`,
        is_core: sql`excluded.is_core`,
        is_addon: sql`excluded.is_addon`,
        sort_order: sql`excluded.sort_order`,
        updated_at: now,
      },
    });
  await tx
    .insert(subscriptionPlans)
    .values(
      CATALOGUE_PLANS.map(({ modules: _included, ur: _ur, ...plan }, index) => ({
        ...plan,
        sort_order: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: subscriptionPlans.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        monthly_price: sql`excluded.monthly_price`,
        yearly_price: sql`excluded.yearly_price`,
        max_students: sql`excluded.max_students`,
        max_teachers: sql`excluded.max_teachers`,
        max_storage_gb: sql`excluded.max_storage_gb`,
        trial_days: sql`excluded.trial_days`,
        is_featured: sql`excluded.is_featured`,
        highlight_text: sql`excluded.highlight_text`,
        is_custom: sql`excluded.is_custom`,
        features: sql`excluded.features`,
        sort_order: sql`excluded.sort_order`,
        updated_at: now,
      },
    });

  const moduleRows = await tx
    .select({ id: modules.id, slug: modules.slug, is_core: modules.is_core })
    .from(modules);
  const moduleId = new Map(moduleRows.map((row) => [row.slug, row.id]));
  const planRows = await tx
    .select({ id: subscriptionPlans.id, slug: subscriptionPlans.slug })
    .from(subscriptionPlans);
  const links: { plan_id: number; module_id: number }[] = [];
  for (const plan of CATALOGUE_PLANS) {
    const planId = planRows.find((row) => row.slug === plan.slug)!.id;
    const included =
      plan.modules === '*'
        ? moduleRows.filter((row) => !row.is_core).map((row) => row.id)
        : plan.modules.map((slug) => moduleId.get(slug)!);
    // Core modules are in every plan: listed too, so /plans/{id}/modules shows the whole plan.
    const coreIds = moduleRows.filter((row) => row.is_core).map((row) => row.id);
    for (const id of [...coreIds, ...included]) links.push({ plan_id: planId, module_id: id });
  }
  await tx.delete(planModules);
  await tx.insert(planModules).values(links);

  // The platform tenant (Watni itself) runs on Enterprise.
  await tx
    .update(tenants)
    .set({ subscription_plan: 'enterprise', subscription_status: 'active' })
    .where(and(eq(tenants.id, 1), sql`${tenants.subscription_plan} is null`));

  // Every tenant: core modules on, default settings.
  const tenantRows = await tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants);
  const coreModules = moduleRows.filter((row) => row.is_core);
  const access = tenantRows.flatMap((tenant) =>
    coreModules.map((module) => ({ tenant_id: tenant.id, module_id: module.id, enabled_at: now })),
  );
  const demo = tenantRows.find((tenant) => tenant.slug === DEMO_ADDONS.tenantSlug);
  if (demo) {
    for (const slug of DEMO_ADDONS.modules) {
      access.push({ tenant_id: demo.id, module_id: moduleId.get(slug)!, enabled_at: now });
    }
  }
  if (access.length) await tx.insert(tenantModules).values(access).onConflictDoNothing();
  for (const tenant of tenantRows) await ensureTenantSettings(tx, tenant.id);

  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(modules)
    .where(
      inArray(
        modules.slug,
        CATALOGUE_MODULES.map((module) => module.slug),
      ),
    );
  return { modules: count?.n ?? 0, plans: planRows.length };
}
