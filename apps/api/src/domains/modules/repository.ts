import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  MODULE_CATEGORIES,
  type ModuleCategory,
  modules,
  planModules,
  subscriptionPlans,
  tenantModules,
} from '../../db/schema/platform.js';

const moduleColumns = {
  id: modules.id,
  slug: modules.slug,
  name: modules.name,
  description: modules.description,
  category: modules.category,
  monthly_price: modules.monthly_price,
  is_core: modules.is_core,
  is_addon: modules.is_addon,
};
export type ModuleRecord = {
  [K in keyof typeof moduleColumns]: (typeof moduleColumns)[K]['_']['data'];
};

/** Categories in the contract's fixed order, then the catalogue order. */
const categoryOrder = sql`array_position(array[${sql.join(
  MODULE_CATEGORIES.map((category) => sql`${category}`),
  sql`, `,
)}]::varchar[], ${modules.category})`;

interface ModuleFilter {
  category?: ModuleCategory | undefined;
  isAddon?: boolean | undefined;
}

export async function listModules(tx: Tx, filter: ModuleFilter = {}): Promise<ModuleRecord[]> {
  const conditions: SQL[] = [eq(modules.is_active, true)];
  if (filter.category) conditions.push(eq(modules.category, filter.category));
  if (filter.isAddon !== undefined) conditions.push(eq(modules.is_addon, filter.isAddon));
  return tx
    .select(moduleColumns)
    .from(modules)
    .where(and(...conditions))
    .orderBy(categoryOrder, asc(modules.sort_order), asc(modules.name));
}

export async function findModule(tx: Tx, id: number): Promise<ModuleRecord | undefined> {
  const [row] = await tx
    .select(moduleColumns)
    .from(modules)
    .where(and(eq(modules.id, id), eq(modules.is_active, true)));
  return row;
}

export async function countByCategory(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ category: modules.category, count: sql<number>`count(*)::int` })
    .from(modules)
    .where(eq(modules.is_active, true))
    .groupBy(modules.category);
  return new Map(rows.map((row) => [row.category, row.count]));
}

/** Ids of the modules a plan (by slug) includes; empty for an unknown or missing plan. */
export async function planModuleIds(tx: Tx, planSlug: string | null): Promise<Set<number>> {
  if (!planSlug) return new Set();
  const rows = await tx
    .select({ id: planModules.module_id })
    .from(planModules)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planModules.plan_id))
    .where(eq(sql`${subscriptionPlans.slug}`, planSlug));
  return new Set(rows.map((row) => row.id));
}

const accessColumns = {
  module_id: tenantModules.module_id,
  is_enabled: tenantModules.is_enabled,
  expires_at: tenantModules.expires_at,
};
export type AccessRecord = { module_id: number; is_enabled: boolean; expires_at: Date | null };

/** The tenant's switches, by module id (filtered by tenant: superusers run in platform scope). */
export async function tenantAccessRows(
  tx: Tx,
  tenantId: number,
): Promise<Map<number, AccessRecord>> {
  const rows = await tx
    .select(accessColumns)
    .from(tenantModules)
    .where(eq(tenantModules.tenant_id, tenantId));
  return new Map(rows.map((row) => [row.module_id, row]));
}

/**
 * The tenant's switch for one module, read after taking the tenant's module-toggle lock (so two
 * toggles at once, e.g. a double click, apply one after the other and are audited once).
 */
export async function lockAccessRow(
  tx: Tx,
  tenantId: number,
  moduleId: number,
): Promise<AccessRecord | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenant_modules'), ${tenantId}::int)`);
  const [row] = await tx
    .select(accessColumns)
    .from(tenantModules)
    .where(and(eq(tenantModules.tenant_id, tenantId), eq(tenantModules.module_id, moduleId)));
  return row;
}

/** Switches a module on or off for a tenant (creates the row on first use). */
export async function setAccess(
  tx: Tx,
  tenantId: number,
  moduleId: number,
  enabled: boolean,
  actorId: number | null,
): Promise<AccessRecord> {
  const now = new Date();
  const stamp = enabled ? { enabled_at: now, expires_at: null } : { disabled_at: now };
  const [row] = await tx
    .insert(tenantModules)
    .values({
      tenant_id: tenantId,
      module_id: moduleId,
      is_enabled: enabled,
      updated_by: actorId,
      ...stamp,
    })
    .onConflictDoUpdate({
      target: [tenantModules.tenant_id, tenantModules.module_id],
      set: { is_enabled: enabled, updated_by: actorId, updated_at: now, ...stamp },
    })
    .returning(accessColumns);
  return row!;
}

/** Switches the core modules on for a tenant (onboarding). */
export async function enableCoreModules(
  tx: Tx,
  tenantId: number,
  actorId: number | null,
): Promise<void> {
  const core = await tx.select({ id: modules.id }).from(modules).where(eq(modules.is_core, true));
  if (core.length === 0) return;
  await tx
    .insert(tenantModules)
    .values(
      core.map((module) => ({
        tenant_id: tenantId,
        module_id: module.id,
        is_enabled: true,
        enabled_at: new Date(),
        updated_by: actorId,
      })),
    )
    .onConflictDoNothing();
}
